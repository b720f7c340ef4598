import Foundation

/// Runs several animations together. Each child's timing is measured in the group's local
/// time (a child's `beginTime` is relative to the group's start), a child with `duration` 0
/// takes the group's duration, and children are cut off where the group ends. The group's
/// `timingFunction` paces its local time, so the children run in eased time. Only the
/// group's delegate is told about start and stop.
open class CAAnimationGroup: CAAnimation {
  open var animations: [CAAnimation]?

  package override func _copyValues(from other: CAAnimation) {
    super._copyValues(from: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations?.map { $0.copy() as! CAAnimation }
  }

  @MainActor
  package override func _compile(defaultDuration: CFTimeInterval, layer: CALayer, key: String?) -> _AnimationNode? {
    let timing = _timingModel(defaultDuration: defaultDuration)
    let children = (animations ?? []).compactMap {
      $0._compile(defaultDuration: timing.duration, layer: layer, key: nil)
    }
    return .group(_GroupTrack(timing: timing, children: children, timingFunction: timingFunction))
  }
}
