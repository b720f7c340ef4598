import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// A picker delegate that records what it hears and dismisses as apps do.
@MainActor
final class RecordingPickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
  var picked: [[UIImagePickerController.InfoKey: Any]] = []
  var cancels = 0
  func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
    picked.append(info)
    picker.dismiss(animated: true)
  }
  func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
    cancels += 1
    picker.dismiss(animated: true)
  }
}

/// A delegate implementing neither optional method.
@MainActor
final class SilentPickerDelegate: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {}

/// Docs/Behaviour/activity16.md "Image picker"; spec sheets-and-autolayout §A1 (styles).
@MainActor
@Suite(.serialized)
struct ImagePickerControllerTests {
  func setUp() -> (UIViewController, UIWindow) {
    let a = UIViewController()
    let window = makeWindow(root: a, sdk: .iOS17)
    UIApplication.shared.removeAllDiagnostics()
    return (a, window)
  }

  func photo(_ number: Int, in picker: UIImagePickerController) -> UIControl? {
    alertButton("Photo \(number)", in: picker.view)
  }

  @Test("Image picker: .automatic is a page sheet for the library (spec §A1 [O]); an explicit style is kept")
  func automaticStyle() {
    let picker = UIImagePickerController()
    #expect(picker.sourceType == .photoLibrary)
    #expect(picker.modalPresentationStyle == .pageSheet)
    picker.modalPresentationStyle = .fullScreen
    #expect(picker.modalPresentationStyle == .fullScreen)
    picker.modalPresentationStyle = .automatic
    #expect(picker.modalPresentationStyle == .pageSheet)
    #expect(picker.mediaTypes == ["public.image"])
  }

  @Test("Image picker: the saved-photos source titles its grid Moments, the library Photos (Docs/Behaviour/activity16.md)")
  func sourceTitles() {
    let picker = UIImagePickerController()
    #expect(picker.topViewController?.title == "Photos")
    picker.sourceType = .savedPhotosAlbum
    #expect(picker.topViewController?.title == "Moments")
    picker.sourceType = .photoLibrary
    #expect(picker.topViewController?.title == "Photos")
  }

  @Test("Image picker: no camera headless; choosing it is UIKit's NSInvalidArgumentException and the source stays")
  func cameraUnavailable() {
    UIApplication.shared.removeAllDiagnostics()
    #expect(UIImagePickerController.isSourceTypeAvailable(.camera) == false)
    #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
    #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
    let picker = UIImagePickerController()
    picker.sourceType = .camera
    #expect(picker.sourceType == .photoLibrary)
    let d = UIApplication.shared.diagnostics
    #expect(d.count == 1 && d.first?.name == "NSInvalidArgumentException" && d.first?.message == "Source type 1 not available")
  }

  @Test("Image picker: the library shows under a Photos bar; a tapped photo reaches the delegate with its info, which dismisses")
  func pickPhoto() throws {
    let (a, window) = setUp()
    let delegate = RecordingPickerDelegate()
    let picker = UIImagePickerController()
    picker.delegate = delegate
    a.present(picker, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(picker.presentationController is UISheetPresentationController)
    #expect(picker.topViewController?.title == "Photos")
    #expect(picker.topViewController?.navigationItem.rightBarButtonItem != nil)
    tapMiddle(of: try #require(photo(3, in: picker)), in: window)
    UIApplication.shared.runUntilIdle()
    #expect(delegate.picked.count == 1)
    let info = try #require(delegate.picked.first)
    #expect(info[.mediaType] as? String == "public.image")
    let image = try #require(info[.originalImage] as? UIImage)
    #expect(image.size == CGSize(width: 400, height: 300))
    #expect(info[.editedImage] == nil)
    #expect(a.presentedViewController == nil)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }

  @Test("Image picker: with allowsEditing the info also has the edited image and its crop rect")
  func editing() throws {
    let (a, window) = setUp()
    let delegate = RecordingPickerDelegate()
    let picker = UIImagePickerController()
    picker.allowsEditing = true
    picker.delegate = delegate
    a.present(picker, animated: false)
    UIApplication.shared.runUntilIdle()
    tapMiddle(of: try #require(photo(1, in: picker)), in: window)
    UIApplication.shared.runUntilIdle()
    let info = try #require(delegate.picked.first)
    #expect(info[.editedImage] is UIImage)
    #expect((info[.cropRect] as? NSValue)?.cgRectValue == CGRect(x: 0, y: 0, width: 400, height: 300))
  }

  @Test("Image picker: a delegate implementing neither method leaves the dismissal to the picker (cancel and pick)")
  func defaultDismissal() throws {
    let (a, window) = setUp()
    let delegate = SilentPickerDelegate()
    for action in ["cancel", "pick"] {
      let picker = UIImagePickerController()
      picker.delegate = delegate
      a.present(picker, animated: true)
      UIApplication.shared.runUntilIdle()
      if action == "cancel" {
        let cancel = try #require(alertButton("Cancel", in: picker.navigationBar))
        tapMiddle(of: cancel, in: window)
      } else {
        tapMiddle(of: try #require(photo(2, in: picker)), in: window)
      }
      UIApplication.shared.runUntilIdle()
      #expect(a.presentedViewController == nil, "\(action)")
    }
  }

  @Test("Image picker: the Cancel button calls the delegate's imagePickerControllerDidCancel")
  func cancel() throws {
    let (a, window) = setUp()
    let delegate = RecordingPickerDelegate()
    let picker = UIImagePickerController()
    picker.delegate = delegate
    a.present(picker, animated: true)
    UIApplication.shared.runUntilIdle()
    tapMiddle(of: try #require(alertButton("Cancel", in: picker.navigationBar)), in: window)
    UIApplication.shared.runUntilIdle()
    #expect(delegate.cancels == 1 && delegate.picked.isEmpty)
    #expect(a.presentedViewController == nil)
  }

  @Test("Image picker: with no delegate the picker is dismissed as soon as it is shown (documented)")
  func noDelegate() {
    let (a, _) = setUp()
    let picker = UIImagePickerController()
    a.present(picker, animated: true)
    UIApplication.shared.runUntilIdle()
    #expect(a.presentedViewController == nil)
    #expect(picker.viewIfLoaded?.window == nil)
  }
}
