import Foundation
import OpenQuartzCore

/// The system's photo picker: a navigation controller showing the photo library (a grid of
/// photos with a Cancel button); choosing a photo hands it to the delegate.
///
/// Headless there is no camera: `isSourceTypeAvailable(.camera)` is false, as in the Simulator,
/// and choosing an unavailable source is UIKit's exception. `.automatic` presents the library as
/// a page sheet and a camera full screen (spec sheets-and-autolayout §A1). The library is a
/// fixed set of generated photos (Docs/Behaviour/activity16.md "Image picker").
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
  public enum SourceType: Int, Sendable {
    case photoLibrary = 0
    case camera = 1
    case savedPhotosAlbum = 2
  }

  /// The keys of the info dictionary handed to the delegate.
  public struct InfoKey: Hashable, Equatable, RawRepresentable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let mediaType = InfoKey("UIImagePickerControllerMediaType")
    public static let originalImage = InfoKey("UIImagePickerControllerOriginalImage")
    public static let editedImage = InfoKey("UIImagePickerControllerEditedImage")
    public static let cropRect = InfoKey("UIImagePickerControllerCropRect")
    public static let mediaURL = InfoKey("UIImagePickerControllerMediaURL")
    public static let referenceURL = InfoKey("UIImagePickerControllerReferenceURL")
    public static let mediaMetadata = InfoKey("UIImagePickerControllerMediaMetadata")
    public static let livePhoto = InfoKey("UIImagePickerControllerLivePhoto")
    public static let phAsset = InfoKey("UIImagePickerControllerPHAsset")
    public static let imageURL = InfoKey("UIImagePickerControllerImageURL")
  }

  /// The uniform type identifier of still images.
  static let imageType = "public.image"

  /// Whether the device offers the source: the photo library and saved photos; no camera.
  open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }

  /// The media types the source offers (nil when the source is not available).
  open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
    isSourceTypeAvailable(sourceType) ? [imageType] : nil
  }

  /// The source shown; an unavailable one is UIKit's NSInvalidArgumentException, recorded,
  /// and the source stays as it was.
  open var sourceType: SourceType = .photoLibrary {
    didSet {
      guard Self.isSourceTypeAvailable(sourceType) else {
        Diagnostics.exception("Source type \(sourceType.rawValue) not available", name: "NSInvalidArgumentException")
        sourceType = oldValue
        return
      }
      _library.title = sourceType == .savedPhotosAlbum ? "Moments" : "Photos"
    }
  }

  /// The media types offered; still images only by default.
  open var mediaTypes: [String] = [UIImagePickerController.imageType]
  /// Whether the delegate gets an edited image and crop rect besides the original.
  open var allowsEditing = false

  private let _library = ImagePickerLibraryViewController()
  private var _explicitStyle: UIModalPresentationStyle?

  public init() {
    super.init(rootViewController: _library)
    _library._picker = self
    _library.title = "Photos"
  }

  public required init?(coder: NSCoder) { nil }

  /// `.automatic` is a page sheet for the library and full screen for a camera.
  open override var modalPresentationStyle: UIModalPresentationStyle {
    get {
      guard let style = _explicitStyle, style != .automatic else {
        return sourceType == .camera ? .fullScreen : .pageSheet
      }
      return super.modalPresentationStyle
    }
    set {
      _explicitStyle = newValue
      super.modalPresentationStyle = newValue
    }
  }

  open override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Documented: with no delegate the picker is dismissed as soon as it is shown (on the next
    // run-loop turn, once the presentation has ended).
    guard delegate == nil, presentingViewController != nil else { return }
    MediaClock.shared.enqueue { [weak self] in
      guard let self, self.delegate == nil, self.presentingViewController != nil, !self.isBeingDismissed else { return }
      self.dismiss(animated: animated)
    }
  }

  // MARK: Picking

  /// The user chose `image`: the delegate hears it with its info.
  func _didPick(_ image: UIImage) {
    var info: [InfoKey: Any] = [.mediaType: Self.imageType, .originalImage: image]
    if allowsEditing {
      info[.editedImage] = image
      info[.cropRect] = NSValue(cgRect: CGRect(origin: .zero, size: image.size))
    }
    let pickerDelegate = delegate as? any UIImagePickerControllerDelegate
    if let pickerDelegate {
      pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    } else {
      dismiss(animated: true)
    }
  }

  /// The Cancel button: the delegate hears it (by default the picker dismisses itself).
  func _didCancel() {
    if let pickerDelegate = delegate as? any UIImagePickerControllerDelegate {
      pickerDelegate.imagePickerControllerDidCancel(self)
    } else {
      dismiss(animated: true)
    }
  }
}

/// What the image picker tells its delegate. Both methods are optional in UIKit: one a
/// delegate does not implement dismisses the picker, as UIKit does.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: NSObjectProtocol {
  func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
  public func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
    picker.dismiss(animated: true)
  }
  public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    picker.dismiss(animated: true)
  }
}

/// The picker's library screen: generated photos in a four-column grid, Cancel on the right.
@preconcurrency @MainActor
final class ImagePickerLibraryViewController: UIViewController {
  weak var _picker: UIImagePickerController?
  static let columns = 4
  static let spacing: CGFloat = 2
  private var cells: [UIControl] = []

  /// The generated library: twelve photos of distinct colours (4:3, 400 × 300 points).
  static let photos: [UIImage] = {
    let colors: [UIColor] = [.systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue,
                             .systemIndigo, .systemPurple, .systemPink, .brown, .systemGray, .darkGray]
    return colors.map { color in
      UIGraphicsImageRenderer(size: CGSize(width: 400, height: 300)).image { context in
        color.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 400, height: 300))
      }
    }
  }()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = title ?? "Photos"
    view.backgroundColor = .systemBackground
    navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
      self?._picker?._didCancel()
    })
    for (index, photo) in Self.photos.enumerated() {
      let cell = UIControl(frame: .zero)
      let imageView = UIImageView(image: photo)
      imageView.contentMode = .scaleAspectFill
      imageView.clipsToBounds = true
      imageView.isUserInteractionEnabled = false
      cell.addSubview(imageView)
      cell.accessibilityLabel = "Photo \(index + 1)"
      cell.isAccessibilityElement = true
      cell.accessibilityTraits = [.image, .button]
      cell.addAction(UIAction { [weak self] _ in self?._picker?._didPick(photo) }, for: .touchUpInside)
      cells.append(cell)
      view.addSubview(cell)
    }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let columns = CGFloat(Self.columns)
    let side = ((view.bounds.width - (columns - 1) * Self.spacing) / columns).rounded(.down)
    let top = view.safeAreaInsets.top
    for (index, cell) in cells.enumerated() {
      let row = CGFloat(index / Self.columns)
      let column = CGFloat(index % Self.columns)
      cell.frame = CGRect(x: column * (side + Self.spacing), y: top + row * (side + Self.spacing), width: side, height: side)
      cell.subviews.first?.frame = cell.bounds
    }
  }
}
