import Foundation

/// A key path the animation engine understands (Docs/Architecture.md), parsed once when an
/// animation is added so evaluation never touches strings.
package enum _LayerKeyPath: Hashable, Sendable {
  case position, positionX, positionY
  case bounds, boundsOrigin, boundsSize, boundsWidth, boundsHeight
  case anchorPoint, zPosition, opacity
  case transform, sublayerTransform
  /// A component of `transform` (`transform.scale`, `transform.rotation.z`, …).
  case transformComponent(_TransformComponent)
  case backgroundColor, borderColor, borderWidth, cornerRadius
  case shadowColor, shadowOpacity, shadowRadius, shadowOffset, shadowPath
  // CAShapeLayer's animatable properties.
  case path, fillColor, strokeColor, lineWidth, strokeStart, strokeEnd, lineDashPhase, miterLimit
  // CAGradientLayer's animatable points.
  case startPoint, endPoint
  /// The backdrop of a visual effect view (internal keys UIVisualEffectView animates).
  case backdropBlurRadius, backdropTintColor

  package init?(_ string: String) {
    switch string {
    case "position": self = .position
    case "position.x": self = .positionX
    case "position.y": self = .positionY
    case "bounds": self = .bounds
    case "bounds.origin": self = .boundsOrigin
    case "bounds.size": self = .boundsSize
    case "bounds.size.width": self = .boundsWidth
    case "bounds.size.height": self = .boundsHeight
    case "anchorPoint": self = .anchorPoint
    case "zPosition": self = .zPosition
    case "opacity": self = .opacity
    case "transform": self = .transform
    case "sublayerTransform": self = .sublayerTransform
    case "backgroundColor": self = .backgroundColor
    case "borderColor": self = .borderColor
    case "borderWidth": self = .borderWidth
    case "cornerRadius": self = .cornerRadius
    case "shadowColor": self = .shadowColor
    case "shadowOpacity": self = .shadowOpacity
    case "shadowRadius": self = .shadowRadius
    case "shadowOffset": self = .shadowOffset
    case "shadowPath": self = .shadowPath
    case "path": self = .path
    case "fillColor": self = .fillColor
    case "strokeColor": self = .strokeColor
    case "lineWidth": self = .lineWidth
    case "strokeStart": self = .strokeStart
    case "strokeEnd": self = .strokeEnd
    case "lineDashPhase": self = .lineDashPhase
    case "miterLimit": self = .miterLimit
    case "startPoint": self = .startPoint
    case "endPoint": self = .endPoint
    case _LayerKeyPath.backdropBlurRadiusKey: self = .backdropBlurRadius
    case _LayerKeyPath.backdropTintColorKey: self = .backdropTintColor
    default:
      guard string.hasPrefix("transform."),
        let component = _TransformComponent(rawValue: String(string.dropFirst("transform.".count)))
      else { return nil }
      self = .transformComponent(component)
    }
  }
}

extension _LayerKeyPath {
  /// Keys of the visual-effect backdrop (underscored: not Core Animation API).
  package static let backdropBlurRadiusKey = "_backdropBlurRadius"
  package static let backdropTintColorKey = "_backdropTintColor"
}

/// The scalar components of a transform that key paths like `transform.rotation.z` address.
/// Reading decomposes the transform; writing decomposes, replaces the component and recomposes.
package enum _TransformComponent: String, Hashable, Sendable {
  case scale = "scale"
  case scaleX = "scale.x"
  case scaleY = "scale.y"
  case scaleZ = "scale.z"
  case rotation = "rotation"
  case rotationX = "rotation.x"
  case rotationY = "rotation.y"
  case rotationZ = "rotation.z"
  case translationX = "translation.x"
  case translationY = "translation.y"
  case translationZ = "translation.z"
}

extension _LayerValues {
  /// The value at `path` in animatable form.
  package func value(at path: _LayerKeyPath) -> AnimatableValue {
    switch path {
    case .position: return .point(position)
    case .positionX: return .scalar(Double(position.x))
    case .positionY: return .scalar(Double(position.y))
    case .bounds: return .rect(bounds)
    case .boundsOrigin: return .point(bounds.origin)
    case .boundsSize: return .size(bounds.size)
    case .boundsWidth: return .scalar(Double(bounds.size.width))
    case .boundsHeight: return .scalar(Double(bounds.size.height))
    case .anchorPoint: return .point(anchorPoint)
    case .zPosition: return .scalar(Double(zPosition))
    case .opacity: return .scalar(Double(opacity))
    case .transform: return .transform(transform)
    case .sublayerTransform: return .transform(sublayerTransform)
    case .transformComponent(let c): return .scalar(transform._component(c))
    case .backgroundColor: return .color(_RGBA(backgroundColor))
    case .borderColor: return .color(_RGBA(borderColor))
    case .borderWidth: return .scalar(Double(borderWidth))
    case .cornerRadius: return .scalar(Double(cornerRadius))
    case .shadowColor: return .color(_RGBA(shadowColor))
    case .shadowOpacity: return .scalar(Double(shadowOpacity))
    case .shadowRadius: return .scalar(Double(shadowRadius))
    case .shadowOffset: return .size(shadowOffset)
    case .shadowPath: return .path(shadowPath ?? _PathData())
    case .path: return .path(shapePath ?? _PathData())
    case .fillColor: return .color(_RGBA(fillColor))
    case .strokeColor: return .color(_RGBA(strokeColor))
    case .lineWidth: return .scalar(Double(lineWidth))
    case .strokeStart: return .scalar(Double(strokeStart))
    case .strokeEnd: return .scalar(Double(strokeEnd))
    case .lineDashPhase: return .scalar(Double(lineDashPhase))
    case .miterLimit: return .scalar(Double(miterLimit))
    case .startPoint: return .point(gradientStartPoint)
    case .endPoint: return .point(gradientEndPoint)
    case .backdropBlurRadius: return .scalar(Double(backdropBlurRadius))
    case .backdropTintColor: return .color(_RGBA(backdropTintColor))
    }
  }

  /// Stores `value` at `path`; a value of the wrong kind is ignored.
  package mutating func set(_ value: AnimatableValue, at path: _LayerKeyPath) {
    switch (path, value) {
    case (.position, .point(let p)): position = p
    case (.positionX, .scalar(let v)): position.x = CGFloat(v)
    case (.positionY, .scalar(let v)): position.y = CGFloat(v)
    case (.bounds, .rect(let r)): bounds = r
    case (.boundsOrigin, .point(let p)): bounds.origin = p
    case (.boundsSize, .size(let s)): bounds.size = s
    case (.boundsWidth, .scalar(let v)): bounds.size.width = CGFloat(v)
    case (.boundsHeight, .scalar(let v)): bounds.size.height = CGFloat(v)
    case (.anchorPoint, .point(let p)): anchorPoint = p
    case (.zPosition, .scalar(let v)): zPosition = CGFloat(v)
    case (.opacity, .scalar(let v)): opacity = Float(v)
    case (.transform, .transform(let t)): transform = t
    case (.sublayerTransform, .transform(let t)): sublayerTransform = t
    case (.transformComponent(let c), .scalar(let v)): transform._setComponent(c, v)
    case (.backgroundColor, .color(let c)): backgroundColor = c.cgColor
    case (.borderColor, .color(let c)): borderColor = c.cgColor
    case (.borderWidth, .scalar(let v)): borderWidth = CGFloat(v)
    case (.cornerRadius, .scalar(let v)): cornerRadius = CGFloat(v)
    case (.shadowColor, .color(let c)): shadowColor = c.cgColor
    case (.shadowOpacity, .scalar(let v)): shadowOpacity = Float(v)
    case (.shadowRadius, .scalar(let v)): shadowRadius = CGFloat(v)
    case (.shadowOffset, .size(let s)): shadowOffset = s
    case (.shadowPath, .path(let p)): shadowPath = p
    case (.path, .path(let p)): shapePath = p
    case (.fillColor, .color(let c)): fillColor = c.cgColor
    case (.strokeColor, .color(let c)): strokeColor = c.cgColor
    case (.lineWidth, .scalar(let v)): lineWidth = CGFloat(v)
    case (.strokeStart, .scalar(let v)): strokeStart = CGFloat(v)
    case (.strokeEnd, .scalar(let v)): strokeEnd = CGFloat(v)
    case (.lineDashPhase, .scalar(let v)): lineDashPhase = CGFloat(v)
    case (.miterLimit, .scalar(let v)): miterLimit = CGFloat(v)
    case (.startPoint, .point(let p)): gradientStartPoint = p
    case (.endPoint, .point(let p)): gradientEndPoint = p
    case (.backdropBlurRadius, .scalar(let v)): backdropBlurRadius = CGFloat(v)
    case (.backdropTintColor, .color(let c)): backdropTintColor = c.cgColor
    default: break
    }
  }
}

extension CATransform3D {
  /// Reads a component through the decomposition (rotation as Euler angles X, then Y, then Z).
  package func _component(_ c: _TransformComponent) -> Double {
    switch c {
    case .translationX: return Double(m41)
    case .translationY: return Double(m42)
    case .translationZ: return Double(m43)
    default: break
    }
    guard let d = _DecomposedTransform(self) else { return 0 }
    switch c {
    case .scale, .scaleX: return d.scale.0
    case .scaleY: return d.scale.1
    case .scaleZ: return d.scale.2
    case .rotation, .rotationZ: return d.eulerAngles.z
    case .rotationX: return d.eulerAngles.x
    case .rotationY: return d.eulerAngles.y
    case .translationX, .translationY, .translationZ: return 0
    }
  }

  /// Replaces a component (`transform.scale` sets all three scales).
  package mutating func _setComponent(_ c: _TransformComponent, _ v: Double) {
    switch c {
    case .translationX: m41 = CGFloat(v); return
    case .translationY: m42 = CGFloat(v); return
    case .translationZ: m43 = CGFloat(v); return
    default: break
    }
    // A singular transform (a zero scale) keeps its translation and starts from zero scales.
    var d =
      _DecomposedTransform(self)
      ?? _DecomposedTransform(
        translation: (Double(m41), Double(m42), Double(m43)), scale: (0, 0, 0), skew: (0, 0, 0),
        quaternion: (0, 0, 0, 1), perspective: (0, 0, 0, Double(m44)))
    switch c {
    case .scale: d.scale = (v, v, v)
    case .scaleX: d.scale.0 = v
    case .scaleY: d.scale.1 = v
    case .scaleZ: d.scale.2 = v
    case .rotation, .rotationZ, .rotationX, .rotationY:
      var angles = d.eulerAngles
      switch c {
      case .rotationX: angles.x = v
      case .rotationY: angles.y = v
      default: angles.z = v
      }
      d.eulerAngles = angles
    case .translationX, .translationY, .translationZ: break
    }
    self = d.matrix
  }
}

extension _LayerKeyPath {
  /// Key paths whose value is a point (what `CAKeyframeAnimation.path` can drive).
  package var _isPointValued: Bool {
    switch self {
    case .position, .anchorPoint, .startPoint, .endPoint: return true
    default: return false
    }
  }
}
