// A photo grid as iOS apps write it (Swift 5 language mode, nonisolated NSObject animator): a
// collection view made in code with a flow layout, a cell subclass, and a tap that presents the
// photo with a custom animator zooming from the item's frame
// (`collectionView.layoutAttributesForItem(at:)` converted to the window, then to the transition's
// container). This file must compile unchanged: that it builds is half of what the tests check.
import UIKit

final class PhotoCell: UICollectionViewCell {
  let imageView = UIImageView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    imageView.frame = contentView.bounds
    imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    contentView.addSubview(imageView)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func prepareForReuse() {
    super.prepareForReuse()
    imageView.backgroundColor = nil
  }
}

/// Zooms the presented photo from the tapped item's frame to its final frame.
final class CellZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
  /// The tapped item's frame in window coordinates.
  var originFrame: CGRect = .zero
  /// The start frame in the container, as computed when the transition began.
  var startFrameInContainer: CGRect = .zero

  func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
    return 0.3
  }

  func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
    let container = transitionContext.containerView
    guard let toView = transitionContext.view(forKey: .to),
      let toViewController = transitionContext.viewController(forKey: .to)
    else {
      transitionContext.completeTransition(false)
      return
    }
    let finalFrame = transitionContext.finalFrame(for: toViewController)
    let start = container.convert(originFrame, from: nil)
    startFrameInContainer = start
    container.addSubview(toView)
    toView.frame = finalFrame
    toView.transform = CGAffineTransform(scaleX: start.width / finalFrame.width, y: start.height / finalFrame.height)
    toView.center = CGPoint(x: start.midX, y: start.midY)
    UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
      toView.transform = .identity
      toView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
    }) { _ in
      transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
    }
  }
}

final class PhotoDetailViewController: UIViewController {
  let index: Int
  init(index: Int) {
    self.index = index
    super.init(nibName: nil, bundle: nil)
  }
  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
  }
}

final class PhotoGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout,
  UIViewControllerTransitioningDelegate
{
  let zoom = CellZoomAnimator()
  private(set) var collectionView: UICollectionView!
  var photoCount = 24
  var selected: IndexPath?

  override func viewDidLoad() {
    super.viewDidLoad()
    let layout = UICollectionViewFlowLayout()
    layout.minimumInteritemSpacing = 2
    layout.minimumLineSpacing = 2
    layout.sectionInset = UIEdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
    collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "PhotoCell")
    collectionView.dataSource = self
    collectionView.delegate = self
    view.addSubview(collectionView)
  }

  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
    return photoCount
  }

  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
    cell.imageView.backgroundColor = UIColor(hue: CGFloat(indexPath.item) / CGFloat(photoCount), saturation: 0.6, brightness: 0.9, alpha: 1)
    return cell
  }

  func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                      sizeForItemAt indexPath: IndexPath) -> CGSize {
    // Three columns.
    let side = floor((collectionView.bounds.width - 2 * 4) / 3)
    return CGSize(width: side, height: side)
  }

  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
    guard let attributes = collectionView.layoutAttributesForItem(at: indexPath) else { return }
    selected = indexPath
    zoom.originFrame = collectionView.convert(attributes.frame, to: nil)
    let detail = PhotoDetailViewController(index: indexPath.item)
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = self
    present(detail, animated: true, completion: nil)
  }

  func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                           source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
    return zoom
  }
}
