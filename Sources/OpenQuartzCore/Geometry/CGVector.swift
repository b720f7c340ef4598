import Foundation

#if !canImport(Darwin)
/// Core Graphics' two-component vector (spring initial velocities, gesture velocities).
public struct CGVector: Hashable, Sendable, Codable {
  public var dx: CGFloat
  public var dy: CGFloat

  public init() {
    dx = 0; dy = 0
  }

  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx; self.dy = dy
  }

  public init(dx: Double, dy: Double) {
    self.dx = CGFloat(dx); self.dy = CGFloat(dy)
  }

  public init(dx: Int, dy: Int) {
    self.dx = CGFloat(dx); self.dy = CGFloat(dy)
  }

  public static var zero: CGVector { CGVector(dx: 0, dy: 0) }
}
#endif
