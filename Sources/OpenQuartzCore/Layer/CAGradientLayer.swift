import Foundation

/// The style of gradient a gradient layer draws.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(_ rawValue: String) { self.rawValue = rawValue }
  /// Colours vary along the line from `startPoint` to `endPoint` (the default).
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// An ellipse centred on `startPoint`, reaching `endPoint`'s x and y at its outer edge.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Colours sweep around `startPoint`, starting in the direction of `endPoint`.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that fills its bounds with a colour gradient, above its background and below its
/// sublayers.
///
/// Points are in the layer's unit coordinate space (0, 0 one corner of the bounds, 1, 1 the
/// opposite one); `startPoint` defaults to (0.5, 0) and `endPoint` to (0.5, 1), a vertical
/// gradient. `colors` are `CGColor` values; `locations` (0…1, increasing) place them, and nil
/// spreads them evenly over 0…1, as Core Animation documents. `startPoint` and `endPoint` are
/// animatable (explicitly and implicitly); `colors`, `locations` and `type` take effect at once.
open class CAGradientLayer: CALayer {
  public required init() { super.init() }

  public required init(layer: Any) {
    super.init(layer: layer)
    if let other = layer as? CAGradientLayer {
      colors = other.colors
      locations = other.locations
      type = other.type
    }
  }

  /// The gradient's colours (`CGColor` values); other values are ignored when drawing.
  open var colors: [Any]? { willSet { _willChangeCopiedProperty() } }

  /// Where each colour sits along the gradient (0…1); nil spreads the colours evenly.
  open var locations: [NSNumber]? { willSet { _willChangeCopiedProperty() } }

  /// Where the gradient starts, in the unit coordinate space. Animatable.
  open var startPoint: CGPoint {
    get { _values.gradientStartPoint }
    set { _setAnimatable("startPoint", \.gradientStartPoint, newValue) }
  }

  /// Where the gradient ends, in the unit coordinate space. Animatable.
  open var endPoint: CGPoint {
    get { _values.gradientEndPoint }
    set { _setAnimatable("endPoint", \.gradientEndPoint, newValue) }
  }

  open var type: CAGradientLayerType = .axial { willSet { _willChangeCopiedProperty() } }

  /// The colour stops the layer draws: the `CGColor` entries of `colors` at `locations` (evenly
  /// spaced when nil or when the counts differ), sorted by location.
  package static func _stops(colors: [Any]?, locations: [NSNumber]?) -> [RenderGradient.Stop] {
    let cgColors = (colors ?? []).compactMap { $0 as? CGColor }
    guard !cgColors.isEmpty else { return [] }
    let n = cgColors.count
    let places: [Double]
    if let locations, locations.count == n {
      places = locations.map(\.doubleValue)
    } else {
      places = (0..<n).map { n == 1 ? 0 : Double($0) / Double(n - 1) }
    }
    return zip(places, cgColors)
      .map { RenderGradient.Stop(location: $0, color: _RGBA($1).renderColor) }
      .enumerated()
      .sorted { $0.element.location != $1.element.location ? $0.element.location < $1.element.location : $0.offset < $1.offset }
      .map(\.element)
  }

  package override func _snapshotGradient(_ v: _LayerValues) -> RenderGradient? {
    let stops = Self._stops(colors: colors, locations: locations)
    guard !stops.isEmpty else { return nil }
    return RenderGradient(
      kind: RenderGradient.Kind(rawValue: type.rawValue) ?? .axial,
      startPoint: v.gradientStartPoint, endPoint: v.gradientEndPoint, stops: stops)
  }
}
