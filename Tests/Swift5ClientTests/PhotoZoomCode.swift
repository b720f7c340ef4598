// A photo library written for iOS 18 (Swift 5 language mode): a collection-view grid in a
// navigation controller pushes a photo page with `preferredTransition = .zoom`, the source view
// provider looking up the cell of whatever photo the page shows now (the reader may have paged
// on), zoom options that refuse the swipe-down while the photo is magnified and align the grid's
// square thumbnail with the photo's square frame, and chrome faded alongside the transition.
// This file must compile unchanged: that it builds is half of what the tests check.
import UIKit

struct AlbumPhoto: Hashable {
  let id: Int
  var color: UIColor {
    return UIColor(hue: CGFloat(id % 12) / 12, saturation: 0.55, brightness: 0.9, alpha: 1)
  }
}

final class AlbumCell: UICollectionViewCell {
  static let reuseIdentifier = "AlbumCell"
  let imageView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.frame = contentView.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    imageView.clipsToBounds = true
    contentView.addSubview(imageView)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AlbumPhotoViewController: UIViewController {
  private(set) var photo: AlbumPhoto
  let photos: [AlbumPhoto]
  let imageView = UIImageView()
  let captionBar = UIView()
  /// Pinch-zoomed into the photo: the swipe-down must pan the photo, not dismiss.
  var isMagnified = false
  private(set) var chromeEvents: [String] = []

  init(photo: AlbumPhoto, in photos: [AlbumPhoto]) {
    self.photo = photo
    self.photos = photos
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    imageView.backgroundColor = photo.color
    imageView.contentMode = .scaleAspectFit
    view.addSubview(imageView)
    captionBar.backgroundColor = UIColor(white: 0, alpha: 0.6)
    view.addSubview(captionBar)
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let side = view.bounds.width
    imageView.frame = CGRect(x: 0, y: (view.bounds.height - side) / 2, width: side, height: side)
    captionBar.frame = CGRect(x: 0, y: view.bounds.height - 88, width: view.bounds.width, height: 88)
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    captionBar.alpha = 0
    if let coordinator = transitionCoordinator {
      coordinator.animate(alongsideTransition: { _ in
        self.captionBar.alpha = 1
        self.chromeEvents.append("fade in")
      }, completion: { context in
        self.chromeEvents.append(context.isCancelled ? "fade in cancelled" : "fade in done")
      })
    } else {
      captionBar.alpha = 1
    }
  }

  /// The reader swiped to the next photo without leaving the page.
  func showNext() {
    guard let index = photos.firstIndex(of: photo), index + 1 < photos.count else { return }
    photo = photos[index + 1]
    imageView.backgroundColor = photo.color
  }
}

final class AlbumGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
  let photos = (0..<30).map { AlbumPhoto(id: $0) }
  private(set) var collectionView: UICollectionView!
  private(set) var sourceLookups: [Int] = []
  private(set) var dismissAttempts: [CGVector] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Library"
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 1
    layout.minimumLineSpacing = 1
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(AlbumCell.self, forCellWithReuseIdentifier: AlbumCell.reuseIdentifier)
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    return photos.count
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: AlbumCell.reuseIdentifier, for: indexPath) as! AlbumCell
    cell.imageView.backgroundColor = photos[indexPath.item].color
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      sizeForItemAt indexPath: IndexPath) -> CGSize {
    let side = floor((collectionView.bounds.width - 2) / 3)
    return CGSize(width: side, height: side)
  }

  /// The thumbnail of `photo` if its cell is on screen.
  func thumbnail(for photo: AlbumPhoto) -> UIView? {
    guard let index = photos.firstIndex(of: photo) else { return nil }
    let cell = collectionView.cellForItem(at: IndexPath(item: index, section: 0)) as? AlbumCell
    return cell?.imageView
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    let detail = AlbumPhotoViewController(photo: photos[indexPath.item], in: photos)
    if #available(iOS 18.0, *) {
      let options = UIViewController.Transition.ZoomOptions()
      options.interactiveDismissShouldBegin = { [weak self, weak detail] context in
        self?.dismissAttempts.append(context.velocity)
        return !(detail?.isMagnified ?? false) && context.willBegin
      }
      options.alignmentRectProvider = { context in
        let photoPage = context.zoomedViewController as! AlbumPhotoViewController
        return photoPage.imageView.frame
      }
      options.dimmingColor = UIColor(white: 0, alpha: 0.2)
      detail.preferredTransition = .zoom(options: options) { [weak self] context in
        let photoPage = context.zoomedViewController as! AlbumPhotoViewController
        self?.sourceLookups.append(photoPage.photo.id)
        return self?.thumbnail(for: photoPage.photo)
      }
    }
    navigationController?.pushViewController(detail, animated: true)
  }
}
