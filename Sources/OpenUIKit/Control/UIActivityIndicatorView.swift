import Foundation
import OpenQuartzCore

/// A spinning indicator of ongoing work.
///
/// Drawing: eight rounded spokes around the centre, fading from full to faint colour, in a
/// 20 pt (`.medium`) or 37 pt (`.large`) square. While animating, the spokes turn once per
/// `revolutionDuration` through an infinitely repeating rotation animation on the media clock
/// (which, being infinite, does not keep `runUntilIdle` busy). With `hidesWhenStopped` (the
/// default) the view is hidden whenever it is not animating, from creation on.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
  public enum Style: Int, Sendable {
    case medium = 100
    case large = 101
    @available(iOS, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleLarge instead.")
    case whiteLarge = 0
    @available(iOS, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleMedium instead.")
    case white = 1
    @available(iOS, deprecated: 13.0, message: "Use UIActivityIndicatorViewStyleMedium instead.")
    case gray = 2
  }

  package static let spokeCount = 8
  package static let revolutionDuration: CFTimeInterval = 1
  package static let animationKey = "UIActivityIndicatorView.spin"

  private let spokes = ControlPartView(name: "UIActivityIndicatorView.spokes", color: nil)
  private var spokeViews: [ControlPartView] = []
  private var _isAnimating = false

  open var style: Style = .medium {
    didSet { applyStyle() }
  }

  /// The spokes' colour (by default grey, white for the legacy white styles).
  open var color: UIColor! {
    get { _color ?? Self.defaultColor(for: style) }
    set {
      _color = newValue
      applyStyle()
    }
  }
  private var _color: UIColor?

  /// True (the default): hidden whenever not animating.
  open var hidesWhenStopped: Bool = true {
    didSet { if hidesWhenStopped && !_isAnimating { isHidden = true } }
  }

  open var isAnimating: Bool { _isAnimating }

  public init(style: Style) {
    self.style = style
    let side = Self.side(for: style)
    super.init(frame: CGRect(x: 0, y: 0, width: side, height: side))
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
    addSubview(spokes)
    for i in 0..<Self.spokeCount {
      let spoke = ControlPartView(name: "UIActivityIndicatorView.spoke\(i)", color: nil)
      spokeViews.append(spoke)
      spokes.addSubview(spoke)
    }
    applyStyle()
    isHidden = hidesWhenStopped
  }

  static func side(for style: Style) -> CGFloat {
    switch style {
    case .medium, .white, .gray: return 20
    case .large, .whiteLarge: return 37
    }
  }

  static func defaultColor(for style: Style) -> UIColor {
    switch style {
    case .white, .whiteLarge: return .white
    default: return .systemGray
    }
  }

  private func applyStyle() {
    UIView.performWithoutAnimation {
      let side = Self.side(for: style)
      spokes.bounds = CGRect(x: 0, y: 0, width: side, height: side)
      spokes.center = CGPoint(x: bounds.midX, y: bounds.midY)
      let length = side * 0.28
      let width = Swift.max(2, side * 0.09)
      for (i, spoke) in spokeViews.enumerated() {
        let angle = CGFloat(i) * 2 * .pi / CGFloat(Self.spokeCount)
        spoke.bounds = CGRect(x: 0, y: 0, width: width, height: length)
        spoke.layer.cornerRadius = width / 2
        let r = side / 2 - length / 2
        spoke.center = CGPoint(x: side / 2 + r * sin(angle), y: side / 2 - r * cos(angle))
        spoke.transform = CGAffineTransform(rotationAngle: angle)
        spoke.backgroundColor = color
        spoke.alpha = 1 - 0.75 * CGFloat(i) / CGFloat(Self.spokeCount)
      }
    }
  }

  open override var frame: CGRect {
    didSet { if oldValue.size != frame.size { applyStyle() } }
  }

  open override var intrinsicContentSize: CGSize {
    let side = Self.side(for: style)
    return CGSize(width: side, height: side)
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

  /// Starts spinning (and shows the view).
  open func startAnimating() {
    guard !_isAnimating else { return }
    _isAnimating = true
    isHidden = false
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0.0
    spin.toValue = 2 * Double.pi
    spin.duration = Self.revolutionDuration
    spin.repeatCount = .infinity
    spokes.layer.add(spin, forKey: Self.animationKey)
  }

  /// Stops spinning (and hides the view when `hidesWhenStopped`).
  open func stopAnimating() {
    guard _isAnimating else { return }
    _isAnimating = false
    spokes.layer.removeAnimation(forKey: Self.animationKey)
    if hidesWhenStopped { isHidden = true }
  }
}
