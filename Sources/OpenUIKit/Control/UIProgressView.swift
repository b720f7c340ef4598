import Foundation
import OpenQuartzCore

/// A bar that shows how far a task has gone.
///
/// Drawing: a 4 pt rounded track (`trackTintColor`, grey by default) across the width and a
/// progress bar (`progressTintColor`, the tint colour by default) from the left edge to
/// `progress` of the width. `setProgress(_:animated: true)` grows or shrinks the bar over
/// `animationDuration` on the media clock.
@preconcurrency @MainActor
open class UIProgressView: UIView {
  public enum Style: Int, Sendable { case `default`, bar }

  package static let barHeight: CGFloat = 4
  package static let animationDuration: TimeInterval = 0.25

  private var _progress: Float = 0
  private let track = ControlPartView(name: "UIProgressView.track", color: .systemFill)
  private let bar = ControlPartView(name: "UIProgressView.progress", color: nil)

  open var progressViewStyle: Style = .default { didSet { updateParts() } }
  open var progressTintColor: UIColor? { didSet { updateParts() } }
  open var trackTintColor: UIColor? { didSet { updateParts() } }

  /// The progress, clamped to 0...1.
  open var progress: Float {
    get { _progress }
    set { setProgress(newValue, animated: false) }
  }

  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.barHeight))
    setUp()
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    setUp()
  }

  private func setUp() {
    addSubview(track)
    addSubview(bar)
    UIView.performWithoutAnimation { updateParts() }
  }

  /// Sets the progress (clamped to 0...1); animated, the bar moves over `animationDuration`.
  open func setProgress(_ progress: Float, animated: Bool) {
    _progress = progress.isNaN ? 0 : Swift.min(Swift.max(progress, 0), 1)
    if animated {
      UIView.animate(withDuration: Self.animationDuration) { self.updateParts() }
    } else {
      UIView.performWithoutAnimation { updateParts() }
    }
  }

  private func updateParts() {
    let h = Self.barHeight
    let y = bounds.midY - h / 2
    let radius = progressViewStyle == .bar ? 0 : h / 2
    track.place(CGRect(x: 0, y: y, width: bounds.width, height: h), cornerRadius: radius)
    bar.place(CGRect(x: 0, y: y, width: bounds.width * CGFloat(_progress), height: h), cornerRadius: radius)
    track.backgroundColor = trackTintColor ?? (progressViewStyle == .bar ? .clear : .systemFill)
    bar.backgroundColor = progressTintColor ?? tintColor
  }

  open override var frame: CGRect {
    didSet { if oldValue.size != frame.size { UIView.performWithoutAnimation { updateParts() } } }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    UIView.performWithoutAnimation { updateParts() }
  }

  open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: Self.barHeight) }
}
