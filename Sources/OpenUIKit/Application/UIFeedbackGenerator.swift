import Foundation
import OpenQuartzCore

/// Haptic feedback. There is no Taptic Engine here: what a device would play is recorded in the
/// event trace (category "haptic", e.g. `UIImpactFeedbackGenerator.impactOccurred` with detail
/// "medium 1.0"), so tests and the timeline can see when a sheet or card library fires it.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
  /// True between `prepare()` and the next feedback (UIKit keeps the engine ready for a few
  /// seconds; here until used).
  package private(set) var _isPrepared = false

  public override init() { super.init() }

  /// UIKit: readies the engine to reduce latency; no feedback is played.
  open func prepare() {
    _isPrepared = true
    EventTrace.record("haptic", "\(type(of: self))", "prepare")
  }

  package func _played(_ name: String, _ detail: String) {
    _isPrepared = false
    EventTrace.record("haptic", "\(type(of: self))", name, detail)
  }
}

/// Impacts: a physical collision (a card snapping into place).
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackStyle: Int, Sendable {
    case light, medium, heavy
    case soft, rigid
  }

  private let style: FeedbackStyle

  public init(style: FeedbackStyle) {
    self.style = style
    super.init()
  }

  public convenience override init() { self.init(style: .medium) }

  open func impactOccurred() { impactOccurred(intensity: 1) }

  /// UIKit: intensity between 0 and 1 (values outside are clamped).
  open func impactOccurred(intensity: CGFloat) {
    let clamped = min(max(intensity, 0), 1)
    _played("impactOccurred", "\(style) \(Double(clamped))")
  }
}

/// A change of selection (a picker or segmented value).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  open func selectionChanged() { _played("selectionChanged", "") }
}

/// The outcome of a task.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
  public enum FeedbackType: Int, Sendable {
    case success, warning, error
  }

  open func notificationOccurred(_ notificationType: FeedbackType) {
    _played("notificationOccurred", "\(notificationType)")
  }
}
