import Foundation
import OpenQuartzCore

/// Draws a bar appearance's background and shadow on a bar (navigation bar, tab bar, toolbar):
/// the colour as the bar's background colour, the blur as a visual-effect view behind the bar's
/// contents (reaching `extendsUp` points above the bar, behind the status bar), the image as the
/// bar layer's contents, the shadow colour on the bar's hairline view.
@MainActor
struct _BarBackground {
  var effectView: UIVisualEffectView?
  /// The look chosen last (the object UIKit's fallbacks picked, and whether it is drawn with a
  /// transparent background), and that object's transparent variant, made once.
  private var chosen: UIBarAppearance?
  private var chosenTransparent = false
  private var transparentVariant: (source: UIBarAppearance, look: UIBarAppearance)?

  /// The look to draw for `source` (nil: the legacy properties), transparent at a scroll edge
  /// without its own object, and whether it differs from the look chosen before. Bars copy the
  /// objects they are given, so the same object is the same look: no value comparison, and the
  /// transparent variant is made once per object rather than on every scroll.
  mutating func choose(_ source: UIBarAppearance?, transparent: Bool) -> (look: UIBarAppearance?, changed: Bool) {
    let changed = source !== chosen || (source != nil && transparent != chosenTransparent)
    chosen = source
    chosenTransparent = transparent
    guard let source else { return (nil, changed) }
    guard transparent else { return (source, changed) }
    if let variant = transparentVariant, variant.source === source { return (variant.look, changed) }
    let look = source._withTransparentBackground()
    transparentVariant = (source, look)
    return (look, changed)
  }

  mutating func apply(_ appearance: UIBarAppearance, to bar: UIView, hairline: UIView?, extendsUp: CGFloat) {
    bar.backgroundColor = appearance.backgroundColor ?? .clear
    if let image = appearance.backgroundImage {
      bar.layer.contents = image.cgImage
      bar.layer.contentsGravity = .resize
    } else {
      bar.layer.contents = nil
    }
    if let effect = appearance.backgroundEffect {
      let view = effectView ?? UIVisualEffectView(effect: effect)
      if view.effect !== effect { view.effect = effect }
      view.isUserInteractionEnabled = false
      view.frame = CGRect(x: 0, y: -extendsUp, width: bar.bounds.width, height: bar.bounds.height + extendsUp)
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      if view.superview !== bar { bar.insertSubview(view, at: 0) }
      effectView = view
    } else {
      remove()
    }
    if let hairline {
      let color = appearance.shadowColor
      let visible = appearance.shadowImage != nil || (color.map { $0.cgColor.alpha > 0 } ?? false)
      hairline.isHidden = !visible
      if let color { hairline.backgroundColor = color }
    }
  }

  mutating func remove() {
    effectView?.removeFromSuperview()
    effectView = nil
  }
}

extension UIScrollView {
  /// UIKit's scroll edge: the content's top edge reaches the bar above (offset at or above
  /// `-adjustedContentInset.top`).
  var _isAtTopEdge: Bool { contentOffset.y + adjustedContentInset.top <= 0.5 }
  /// The content's bottom edge reaches the bar below (or the content is shorter than the view).
  var _isAtBottomEdge: Bool {
    contentOffset.y + bounds.height - adjustedContentInset.bottom >= contentSize.height - 0.5
  }
}

extension UIViewController {
  /// The scroll view whose edges decide a bar's scroll-edge appearance: the controller's view when
  /// it scrolls, else its first subview when that scrolls (Docs/Behaviour.md "Bar appearances" [U]).
  /// Nil when the view is not loaded or nothing scrolls: the content is at its edge.
  var _edgeScrollView: UIScrollView? {
    guard isViewLoaded else { return nil }
    if let scroll = view as? UIScrollView { return scroll }
    return view.subviews.first as? UIScrollView
  }
}

extension Dictionary where Key == NSAttributedString.Key, Value == Any {
  var _foregroundColor: UIColor? { self[.foregroundColor] as? UIColor }
  var _font: UIFont? { self[.font] as? UIFont }
}

/// A bar that draws appearance objects of type `Look` (navigation bar, tab bar, toolbar).
@MainActor
protocol _AppearanceDrawingBar: UIView {
  associatedtype Look: UIBarAppearance
  var _background: _BarBackground { get set }
  /// The look drawn now (nil: the legacy properties draw the bar).
  var _appliedAppearance: Look? { get set }
  /// Draws the legacy properties' look (it does nothing while an appearance is drawn).
  func _updateBackground()
}

extension _AppearanceDrawingBar {
  /// Draws `source` — with a transparent background at a scroll edge without its own object —
  /// or, for nil, the legacy look; nothing when that look is drawn already. True when it changed.
  @discardableResult
  func _drawBarLook(_ source: Look?, transparent: Bool, hairline: UIView? = nil, extendsUp: CGFloat = 0) -> Bool {
    let (look, changed) = _background.choose(source, transparent: transparent)
    guard changed else { return false }
    _appliedAppearance = look as? Look
    if let look {
      _background.apply(look, to: self, hairline: hairline, extendsUp: extendsUp)
    } else {
      _background.remove()
      _updateBackground()
    }
    return true
  }
}

extension UINavigationBar: _AppearanceDrawingBar {}
extension UITabBar: _AppearanceDrawingBar {}
extension UIToolbar: _AppearanceDrawingBar {}
