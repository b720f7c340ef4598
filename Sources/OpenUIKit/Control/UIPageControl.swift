import Foundation
import OpenQuartzCore

/// A row of dots, one per page, with the current page's dot highlighted.
///
/// Drawing: 7 pt dots 9 pt apart, centred; the current page's dot in
/// `currentPageIndicatorTintColor` (dark by default), the others in `pageIndicatorTintColor`
/// (light grey). A tap (touch up inside) left of the current page's dot goes back one page, right
/// of it advances one (within bounds) and sends `.valueChanged`; setting `currentPage` in code
/// sends nothing. With `hidesForSinglePage`, a control with one page (or none) is hidden.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
  package static let dotDiameter: CGFloat = 7
  package static let dotSpacing: CGFloat = 9

  private var dots: [ControlPartView] = []
  private var _currentPage = 0
  private var explicitlyHidden = false

  open var numberOfPages: Int = 0 {
    didSet {
      numberOfPages = Swift.max(0, numberOfPages)
      _currentPage = Swift.min(_currentPage, Swift.max(0, numberOfPages - 1))
      rebuildDots()
    }
  }

  /// The current page, clamped to `0..<numberOfPages`.
  open var currentPage: Int {
    get { _currentPage }
    set {
      _currentPage = Swift.min(Swift.max(0, newValue), Swift.max(0, numberOfPages - 1))
      updateParts()
    }
  }

  open var hidesForSinglePage: Bool = false { didSet { updateParts() } }
  open var pageIndicatorTintColor: UIColor? { didSet { updateParts() } }
  open var currentPageIndicatorTintColor: UIColor? { didSet { updateParts() } }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  private func rebuildDots() {
    for dot in dots { dot.removeFromSuperview() }
    dots = (0..<numberOfPages).map { ControlPartView(name: "UIPageControl.dot\($0)", color: nil) }
    for dot in dots { addSubview(dot) }
    updateParts()
  }

  /// The size needed to show `pageCount` dots.
  open func size(forNumberOfPages pageCount: Int) -> CGSize {
    let n = CGFloat(Swift.max(0, pageCount))
    return CGSize(width: n * Self.dotDiameter + Swift.max(0, n - 1) * Self.dotSpacing + 16, height: 26)
  }

  private func dotFrame(_ i: Int) -> CGRect {
    let d = Self.dotDiameter
    let total = CGFloat(numberOfPages) * d + CGFloat(Swift.max(0, numberOfPages - 1)) * Self.dotSpacing
    let x0 = bounds.midX - total / 2
    return CGRect(x: x0 + CGFloat(i) * (d + Self.dotSpacing), y: bounds.midY - d / 2, width: d, height: d)
  }

  private func updateParts() {
    UIView.performWithoutAnimation {
      for (i, dot) in dots.enumerated() {
        dot.place(dotFrame(i), cornerRadius: Self.dotDiameter / 2)
        dot.backgroundColor = i == _currentPage
          ? (currentPageIndicatorTintColor ?? .label) : (pageIndicatorTintColor ?? .systemGray4)
      }
      super.isHidden = explicitlyHidden || (hidesForSinglePage && numberOfPages <= 1)
    }
  }

  /// Hidden as set, or because of `hidesForSinglePage`.
  open override var isHidden: Bool {
    get { super.isHidden }
    set {
      explicitlyHidden = newValue
      updateParts()
    }
  }

  open override var frame: CGRect {
    didSet { if oldValue.size != frame.size { updateParts() } }
  }

  open override func layoutSubviews() {
    super.layoutSubviews()
    updateParts()
  }

  open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

  /// A value change is this control's primary action.
  package override var _primaryActionEvents: Event { .valueChanged }

  // MARK: Tracking

  open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    guard isTouchInside, let touch, numberOfPages > 0 else { return }
    let x = touch.location(in: self).x
    let current = dotFrame(_currentPage)
    var page = _currentPage
    if x < current.minX { page -= 1 } else if x > current.maxX { page += 1 }
    page = Swift.min(Swift.max(0, page), numberOfPages - 1)
    guard page != _currentPage else { return }
    currentPage = page
    sendActions(for: .valueChanged)
  }
}
