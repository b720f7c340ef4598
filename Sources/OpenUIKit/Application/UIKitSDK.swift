import Foundation

/// The SDK an app is linked against, which chooses between behaviours that changed across iOS
/// releases, as UIKit's own linked-on-or-after checks do (DESIGN.md, Docs/Behaviour.md "Linked SDK").
///
/// `.iOS12` is the UIKit the View Controller Programming Guide describes (the seeds translate it):
/// sheets in compact width become full screen and the presenter disappears. `.iOS17` is today's
/// UIKit: `.automatic` means a card sheet, the presenter stays on screen scaled back, sheets have
/// detents and popovers in compact width adapt to sheets.
public enum UIKitSDK: Sendable, Hashable, CaseIterable {
  case iOS12
  case iOS17
}

extension UIApplication {
  /// The SDK the app behaves as linked against; `.iOS17` unless set.
  ///
  /// Set it before the first window is shown or made key: later the behaviour of running
  /// presentations would change under them, so a later change is refused with a diagnostic and
  /// has no effect (headless tests start over with `useLinkedSDK(_:)` from OpenUIKitTesting).
  public var linkedSDK: UIKitSDK {
    get { _linkedSDK }
    set {
      guard newValue != _linkedSDK else { return }
      if _hasShownWindows {
        Diagnostics.warning(
          "linkedSDK can only be set before the first window is shown; ignoring the change to \(newValue).")
        return
      }
      _linkedSDK = newValue
    }
  }
}

extension UIModalPresentationStyle {
  /// `.automatic` as UIKit resolves it for a plain controller under the linked SDK: `.pageSheet`
  /// under `.iOS17` (iOS 13–17; H:VC, Doc automatic), `.fullScreen` under `.iOS12` (the default
  /// style before iOS 13; `.automatic` did not exist). Other styles are returned unchanged.
  @MainActor package var _resolvingAutomatic: UIModalPresentationStyle {
    guard self == .automatic else { return self }
    return UIApplication.shared.linkedSDK == .iOS12 ? .fullScreen : .pageSheet
  }
}
