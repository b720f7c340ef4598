import Foundation
import OpenQuartzCore

/// An effect a `UIVisualEffectView` applies: a blur (`UIBlurEffect`) or vibrancy
/// (`UIVibrancyEffect`). Effects are immutable.
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
  public override init() { super.init() }

  /// The backdrop this effect draws for `traits`: a blur radius (points, a Gaussian σ) and a
  /// tint; nil when it draws no backdrop.
  package func _backdrop(for traits: UITraitCollection) -> (radius: CGFloat, tint: UIColor)? { nil }
}

/// A blur of the content behind the effect view, tinted by its style.
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
  /// The blur styles of the SDK (tvOS's `extraDark` is not available on iOS).
  public enum Style: Int, Sendable {
    case extraLight = 0
    case light = 1
    case dark = 2
    case regular = 4
    case prominent = 5
    case systemUltraThinMaterial = 6
    case systemThinMaterial = 7
    case systemMaterial = 8
    case systemThickMaterial = 9
    case systemChromeMaterial = 10
    case systemUltraThinMaterialLight = 11
    case systemThinMaterialLight = 12
    case systemMaterialLight = 13
    case systemThickMaterialLight = 14
    case systemChromeMaterialLight = 15
    case systemUltraThinMaterialDark = 16
    case systemThinMaterialDark = 17
    case systemMaterialDark = 18
    case systemThickMaterialDark = 19
    case systemChromeMaterialDark = 20
  }

  /// The style the effect was made with.
  package let _style: Style

  public init(style: Style) {
    _style = style
    super.init()
  }

  public override func isEqual(_ object: Any?) -> Bool {
    (object as? UIBlurEffect)?._style == _style && type(of: object!) == type(of: self)
  }

  public override var hash: Int { _style.rawValue }

  /// The backdrop of each style, light and dark. UIKit's radii and tints are not documented;
  /// these values (Docs/Behaviour.md "Visual effects") keep the styles' order of strength.
  package override func _backdrop(for traits: UITraitCollection) -> (radius: CGFloat, tint: UIColor)? {
    let dark = traits.userInterfaceStyle == .dark
    func light(_ r: CGFloat, _ white: CGFloat, _ alpha: CGFloat) -> (CGFloat, UIColor) {
      (r, UIColor(white: white, alpha: alpha))
    }
    func material(_ r: CGFloat, _ alpha: CGFloat, dark isDark: Bool) -> (CGFloat, UIColor) {
      isDark ? (r, UIColor(white: 0.11, alpha: alpha)) : (r, UIColor(white: 0.97, alpha: alpha))
    }
    switch _style {
    case .extraLight: return light(20, 0.97, 0.8)
    case .light: return light(30, 1, 0.3)
    case .dark: return light(20, 0.11, 0.73)
    case .regular: return dark ? light(20, 0.11, 0.73) : light(30, 1, 0.3)
    case .prominent: return dark ? light(20, 0.11, 0.85) : light(20, 0.97, 0.8)
    case .systemUltraThinMaterial: return material(10, 0.35, dark: dark)
    case .systemThinMaterial: return material(15, 0.5, dark: dark)
    case .systemMaterial: return material(20, 0.65, dark: dark)
    case .systemThickMaterial: return material(25, 0.8, dark: dark)
    case .systemChromeMaterial: return material(20, 0.75, dark: dark)
    case .systemUltraThinMaterialLight: return material(10, 0.35, dark: false)
    case .systemThinMaterialLight: return material(15, 0.5, dark: false)
    case .systemMaterialLight: return material(20, 0.65, dark: false)
    case .systemThickMaterialLight: return material(25, 0.8, dark: false)
    case .systemChromeMaterialLight: return material(20, 0.75, dark: false)
    case .systemUltraThinMaterialDark: return material(10, 0.35, dark: true)
    case .systemThinMaterialDark: return material(15, 0.5, dark: true)
    case .systemMaterialDark: return material(20, 0.65, dark: true)
    case .systemThickMaterialDark: return material(25, 0.8, dark: true)
    case .systemChromeMaterialDark: return material(20, 0.75, dark: true)
    }
  }
}

/// The vibrancy styles of iOS 13 (`UIVibrancyEffect(blurEffect:style:)`).
public enum UIVibrancyEffectStyle: Int, Sendable {
  case label = 0
  case secondaryLabel = 1
  case tertiaryLabel = 2
  case quaternaryLabel = 3
  case fill = 4
  case secondaryFill = 5
  case tertiaryFill = 6
  case separator = 7
}

/// Vibrancy for content layered over a blur: it belongs in the `contentView` of a visual
/// effect view inside a blur effect view's `contentView`. It draws no backdrop of its own.
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
  /// The blur effect the vibrancy is made for.
  package let _blurEffect: UIBlurEffect
  package let _vibrancyStyle: UIVibrancyEffectStyle?

  public init(blurEffect: UIBlurEffect) {
    _blurEffect = blurEffect
    _vibrancyStyle = nil
    super.init()
  }

  public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
    _blurEffect = blurEffect
    _vibrancyStyle = style
    super.init()
  }
}

/// A view that draws a visual effect behind its `contentView`.
///
/// A blur draws in the render model as a *backdrop* of its layer: what lies behind the view's
/// bounds blurred by the style's radius and covered by its tint (`RenderBackdrop`). Setting
/// `effect` inside an animation block animates the backdrop like any other layer property —
/// the blur radius and the tint's alpha move from the old effect's to the new one's over the
/// block's duration and curve, on the media clock, and scrub with layer `speed`/`timeOffset`.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
  /// The view subviews go into; it fills the effect view.
  public let contentView: UIView

  private var _effect: UIVisualEffect?

  public init(effect: UIVisualEffect?) {
    contentView = UIView(frame: .zero)
    super.init(frame: .zero)
    _installContentView()
    self.effect = effect
  }

  public override convenience init(frame: CGRect) {
    self.init(effect: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    contentView = UIView(frame: .zero)
    super.init(coder: coder)
    _installContentView()
  }

  private func _installContentView() {
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  /// The effect; nil draws nothing. Animatable: inside `UIView.animate` the backdrop fades from
  /// the old effect to the new one.
  open var effect: UIVisualEffect? {
    get { _effect }
    set {
      _effect = newValue
      _applyBackdrop()
    }
  }

  override package class var _hasCustomTraitCollectionDidChange: Bool { true }

  open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
    super.traitCollectionDidChange(previousTraitCollection)
    UIView.performWithoutAnimation { _applyBackdrop() }
  }

  /// Writes the effect's backdrop into the layer through its animatable keys. The tint keeps
  /// its colour while appearing or disappearing (only alpha moves), so a fade-in does not pass
  /// through black.
  private func _applyBackdrop() {
    let target = _effect?._backdrop(for: traitCollection)
    let radiusKey = _LayerKeyPath.backdropBlurRadiusKey
    let tintKey = _LayerKeyPath.backdropTintColorKey
    let current = layer.backdropTintColor
    if let target {
      if current == nil || current!.alpha == 0 {
        let start = target.tint.cgColor.copy(alpha: 0)
        UIView.performWithoutAnimation { layer.setValue(start, forKeyPath: tintKey) }
      }
      layer.setValue(target.radius, forKeyPath: radiusKey)
      layer.setValue(target.tint.cgColor, forKeyPath: tintKey)
    } else {
      layer.setValue(CGFloat(0), forKeyPath: radiusKey)
      if let current { layer.setValue(current.copy(alpha: 0), forKeyPath: tintKey) }
    }
  }
}

extension CALayer {
  /// The visual-effect backdrop's tint (model value).
  fileprivate var backdropTintColor: CGColor? { _values.backdropTintColor }
}
