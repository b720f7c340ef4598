import Foundation
import Testing

@testable import OpenQuartzCore

/// CGPath / CGMutablePath geometry (Core Graphics documentation of each call).
struct CGPathTests {
  @Test("CGPath: addRect is a closed subpath; boundingBox and contains follow the rectangle")
  func rect() {
    let path = CGMutablePath()
    #expect(path.isEmpty)
    #expect(path.boundingBox.isNull, "CG: an empty path's bounding box is the null rectangle")
    path.addRect(CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(!path.isEmpty)
    #expect(path.boundingBox == CGRect(x: 10, y: 20, width: 30, height: 40))
    #expect(path.contains(CGPoint(x: 25, y: 40)))
    #expect(!path.contains(CGPoint(x: 5, y: 40)))
    #expect(path.currentPoint == CGPoint(x: 10, y: 20), "CG: after closeSubpath the current point is the subpath's start")
  }

  @Test("CGPath: boundingBox includes control points, boundingBoxOfPath only the curve")
  func boundingBoxes() {
    let path = CGMutablePath()
    path.move(to: CGPoint(x: 0, y: 0))
    path.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 100, height: 100))
    let tight = path.boundingBoxOfPath
    #expect(abs(tight.height - 50) < 0.5, "the quad's apex is halfway to its control point")
  }

  @Test("CGPath: fill rules — a ring of two same-direction rectangles is filled inside under winding, empty under even-odd")
  func fillRules() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
    path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
    let centre = CGPoint(x: 50, y: 50)
    #expect(path.contains(centre, using: .winding))
    #expect(!path.contains(centre, using: .evenOdd))
    #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd))
    #expect(path.contains(CGPoint(x: 500, y: 500), using: .winding, transform: CGAffineTransform(scaleX: 0.1, y: 0.1)),
      "CG: the transform maps the point before the test")
  }

  @Test("CGPath: an ellipse and an arc; CG's clockwise is y-up (smaller angles)")
  func ellipseAndArc() {
    let oval = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 100), transform: nil)
    #expect(oval.contains(CGPoint(x: 100, y: 50)))
    #expect(!oval.contains(CGPoint(x: 5, y: 5)), "corners of the rect are outside the ellipse")
    let arc = CGMutablePath()
    arc.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    // From angle 0 toward smaller angles round to π/2: three quarters of the circle.
    #expect(abs(arc._data.length - 1.5 * .pi * 10) < 0.01, "\(arc._data.length) \(arc._data.elements)")
    let ccw = CGMutablePath()
    ccw.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(abs(ccw._data.length - 0.5 * .pi * 10) < 0.01)
    #expect(abs(ccw.currentPoint.x) < 1e-9 && abs(ccw.currentPoint.y - 10) < 1e-9)
  }

  @Test("CGPath: addRoundedRect rounds inside the rectangle; copy() is an equal immutable path")
  func roundedRectAndCopy() {
    let path = CGMutablePath()
    path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 100, height: 100), cornerWidth: 20, cornerHeight: 20)
    #expect(!path.contains(CGPoint(x: 1, y: 1)), "the corner is cut")
    #expect(path.contains(CGPoint(x: 50, y: 1)))
    let copy = path.copy()!
    #expect(copy == path)
    path.addRect(CGRect(x: 200, y: 200, width: 1, height: 1))
    #expect(copy != path, "a copy does not follow later changes")
  }

  @Test("CGPath: segments need a current point (CG ignores them before move(to:))")
  func noCurrentPoint() {
    let path = CGMutablePath()
    path.addLine(to: CGPoint(x: 10, y: 10))
    #expect(path.isEmpty)
    path.move(to: .zero)
    path.addLine(to: CGPoint(x: 10, y: 0))
    #expect(path.currentPoint == CGPoint(x: 10, y: 0))
  }

  @Test("Path values: trimming keeps the given fraction of the length (strokeStart/strokeEnd)")
  func trimming() {
    var d = _PathData()
    d.addEllipse(in: CGRect(x: 0, y: 0, width: 100, height: 100))
    let full = d.length
    #expect(abs(full - .pi * 100) < 0.05)
    let half = d.trimmed(from: 0, to: 0.5)
    #expect(abs(half.length - full / 2) < 0.05)
    let middle = d.trimmed(from: 0.25, to: 0.75)
    #expect(abs(middle.length - full / 2) < 0.05)
    #expect(d.trimmed(from: 0.6, to: 0.4).isEmpty)
    #expect(d.trimmed(from: 0, to: 1) == d)
    // The first half of a circle starting at its right-most point runs down to the left-most.
    #expect(abs((half.currentPoint?.x ?? -1) - 0) < 0.05)
  }

  @Test("Path values: reversing walks the same points backwards")
  func reversing() {
    var d = _PathData()
    d.elements = [.move(.zero), .line(CGPoint(x: 10, y: 0)), .quad(CGPoint(x: 20, y: 5), CGPoint(x: 10, y: 10))]
    let r = d.reversed()
    #expect(r.elements == [.move(CGPoint(x: 10, y: 10)), .quad(CGPoint(x: 20, y: 5), CGPoint(x: 10, y: 0)), .line(.zero)])
    #expect(abs(r.length - d.length) < 1e-9)
  }

  @Test("Path values: paths of the same structure interpolate point by point")
  func interpolation() {
    let a = _PathData(elements: [.move(.zero), .line(CGPoint(x: 10, y: 0)), .close])
    let b = _PathData(elements: [.move(CGPoint(x: 10, y: 10)), .line(CGPoint(x: 30, y: 10)), .close])
    #expect(
      _PathData.interpolate(a, b, 0.5)
        == _PathData(elements: [.move(CGPoint(x: 5, y: 5)), .line(CGPoint(x: 20, y: 5)), .close]))
    let c = _PathData(elements: [.move(.zero)])
    #expect(_PathData.interpolate(a, c, 0.4) == a, "different structures jump halfway")
    #expect(_PathData.interpolate(a, c, 0.6) == c)
  }
}
