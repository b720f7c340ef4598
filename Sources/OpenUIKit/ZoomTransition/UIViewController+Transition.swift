import Foundation
import OpenQuartzCore

// iOS 18's `UIViewController.preferredTransition` and its values, spelled as the SDK's Swift
// interface spells them: a class with class members returning `Self`, the zoom's options and its
// three context classes. Behaviour (what the zoom does, its [U] choices): Docs/Behaviour/zoom14.md.

extension UIViewController {
  /// iOS 18: the transition a navigation push/pop or a modal presentation/dismissal of this
  /// controller uses when no delegate supplies an animator.
  @preconcurrency @MainActor
  public final class Transition: NSObject {
    package enum _Source {
      case view(@MainActor (ZoomSourceViewProviderContext) -> UIView?)
      case barButtonItem(@MainActor (ZoomSourceViewProviderContext) -> UIBarButtonItem?)
    }

    package enum _Kind {
      case zoom(options: ZoomOptions?, source: _Source)
      case modal(UIModalTransitionStyle)
    }

    package let _kind: _Kind
    /// The controller a zoom came from (`sourceViewController` of the way back), remembered
    /// when it zooms in.
    package weak var _sourceViewController: UIViewController?
    /// The swipe-down / pinch dismissal installed on the zoomed controller's view while it is
    /// shown by the zoom.
    package var _dismissInteraction: ZoomDismissInteraction?
    /// A dismissal begun by that interaction, waiting for the pop or dismissal to pick it up.
    package var _pendingDriver: UIPercentDrivenInteractiveTransition?

    package init(_kind: _Kind) {
      self._kind = _kind
      super.init()
    }

    /// Zooms from the view `sourceViewProvider` returns (called on the way in and again on the
    /// way back) to the pushed or presented controller's view.
    public static func zoom(
      options: ZoomOptions? = nil,
      sourceViewProvider: @escaping @MainActor (ZoomSourceViewProviderContext) -> UIView?
    ) -> Self {
      Self(_kind: .zoom(options: options, source: .view(sourceViewProvider)))
    }

    /// iOS 26: zooms from the bar button item `sourceBarButtonItemProvider` returns.
    public static func zoom(
      options: ZoomOptions? = nil,
      sourceBarButtonItemProvider: @escaping @MainActor (ZoomSourceViewProviderContext) -> UIBarButtonItem?
    ) -> Self {
      Self(_kind: .zoom(options: options, source: .barButtonItem(sourceBarButtonItemProvider)))
    }

    public static var coverVertical: Self { Self(_kind: .modal(.coverVertical)) }
    public static var flipHorizontal: Self { Self(_kind: .modal(.flipHorizontal)) }
    public static var crossDissolve: Self { Self(_kind: .modal(.crossDissolve)) }
    public static var partialCurl: Self { Self(_kind: .modal(.partialCurl)) }

    package var _isZoom: Bool {
      if case .zoom = _kind { return true }
      return false
    }

    /// The modal transition style a non-zoom value stands for.
    package var _modalTransitionStyle: UIModalTransitionStyle? {
      if case .modal(let style) = _kind { return style }
      return nil
    }

    package var _zoomOptions: ZoomOptions? {
      if case .zoom(let options, _) = _kind { return options }
      return nil
    }

    /// Asks the provider for the source view: a bar button item stands for the view that shows it.
    package func _sourceView(source: UIViewController, zoomed: UIViewController) -> UIView? {
      guard case .zoom(_, let provider) = _kind else { return nil }
      let context = ZoomSourceViewProviderContext(sourceViewController: source, zoomedViewController: zoomed)
      switch provider {
      case .view(let provide): return provide(context)
      case .barButtonItem(let provide): return provide(context).flatMap { $0.customView ?? $0._anchorView }
      }
    }

    /// A context of this zoom's source-view provider.
    @preconcurrency @MainActor
    public final class ZoomSourceViewProviderContext: NSObject {
      /// The controller the zoom starts from (the pusher, or the controller `present` was called on).
      public let sourceViewController: UIViewController
      /// The controller that zooms in.
      public let zoomedViewController: UIViewController

      package init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
        self.sourceViewController = sourceViewController
        self.zoomedViewController = zoomedViewController
        super.init()
      }
    }

    /// Options of a zoom transition; every one unset by default.
    @preconcurrency @MainActor
    public final class ZoomOptions: NSObject {
      /// Asked when an interactive dismissal (a swipe down or a pinch) would begin; false keeps
      /// the zoomed controller. Unset: the system's own decision (`willBegin`).
      public var interactiveDismissShouldBegin: (@MainActor (InteractionContext) -> Bool)?
      /// The rectangle of the zoomed controller's view (its own coordinates) that lines up with the
      /// source view; nil (or unset) aligns the whole view.
      public var alignmentRectProvider: (@MainActor (AlignmentRectContext) -> CGRect?)?
      /// The colour the source controller is dimmed with behind the zoomed view (unset: black at
      /// 10 % [U]).
      public var dimmingColor: UIColor?
      /// A blur behind the zoomed view instead of the dimming colour.
      public var dimmingVisualEffect: UIBlurEffect?

      public override init() { super.init() }

      /// What an interactive dismissal's gesture looks like as it would begin.
      @preconcurrency @MainActor
      public final class InteractionContext: NSObject {
        /// Where the touch is, in the zoomed controller's view.
        public let location: CGPoint
        /// The touch's velocity, points per second.
        public let velocity: CGVector
        /// Whether the dismissal begins if the handler does not say otherwise.
        public let willBegin: Bool

        package init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
          self.location = location
          self.velocity = velocity
          self.willBegin = willBegin
          super.init()
        }
      }

      /// The two ends an alignment rectangle is asked for.
      @preconcurrency @MainActor
      public final class AlignmentRectContext: NSObject {
        public let sourceView: UIView
        public let zoomedViewController: UIViewController

        package init(sourceView: UIView, zoomedViewController: UIViewController) {
          self.sourceView = sourceView
          self.zoomedViewController = zoomedViewController
          super.init()
        }
      }
    }
  }
}
