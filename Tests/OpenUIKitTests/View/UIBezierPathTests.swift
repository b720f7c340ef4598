import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// UIBezierPath (UIKit documentation of each initializer and method).
@MainActor
struct UIBezierPathTests {
  @Test("UIBezierPath: init(rect:) bounds and contains; empty path has zero bounds")
  func rect() {
    let empty = UIBezierPath()
    #expect(empty.isEmpty)
    let p = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(p.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
    #expect(p.contains(CGPoint(x: 10, y: 10)))
    #expect(!p.contains(CGPoint(x: 50, y: 10)))
    #expect(p.cgPath.boundingBox == p.bounds)
    #expect(p.lineWidth == 1 && p.lineCapStyle == .butt && p.lineJoinStyle == .miter && p.miterLimit == 10)
  }

  @Test("UIBezierPath: byRoundingCorners rounds only the listed corners (UIKit uses cornerRadii.width)")
  func roundingCorners() {
    let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
    let top = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 30, height: 1))
    #expect(!top.contains(CGPoint(x: 2, y: 2)), "top-left rounded")
    #expect(!top.contains(CGPoint(x: 98, y: 2)), "top-right rounded")
    #expect(top.contains(CGPoint(x: 2, y: 98)), "bottom-left square")
    #expect(top.contains(CGPoint(x: 98, y: 98)), "bottom-right square")
    // With a height of 1 a 30×1 ellipse corner would leave (3, 3) inside: width is used for both.
    #expect(!top.contains(CGPoint(x: 3, y: 3)))
    let all = UIBezierPath(roundedRect: rect, cornerRadius: 30)
    #expect(!all.contains(CGPoint(x: 2, y: 98)))
  }

  @Test("UIBezierPath: arcs are clockwise on screen for clockwise: true; oval contains its centre")
  func arcs() {
    // From 0 (right) clockwise on a y-down screen to π/2 (bottom): a quarter circle below the
    // centre, so its bounds lie in +x/+y.
    let quarter = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    #expect(quarter.bounds.minY >= -1e-9 && quarter.bounds.minX >= -1e-9)
    #expect(abs(quarter.currentPoint.y - 10) < 1e-9)
    let long = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
    #expect(long.bounds.minY < -9, "the other way round passes the top")
    let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(oval.contains(CGPoint(x: 25, y: 25)))
    #expect(!oval.contains(CGPoint(x: 2, y: 2)))
  }

  @Test("UIBezierPath: lines and curves; open subpaths enclose nothing for contains(_:)")
  func openSubpaths() {
    let p = UIBezierPath()
    p.move(to: .zero)
    p.addLine(to: CGPoint(x: 100, y: 0))
    p.addLine(to: CGPoint(x: 100, y: 100))
    #expect(!p.contains(CGPoint(x: 90, y: 10)), "UIKit: a point inside an open subpath is not enclosed")
    p.close()
    #expect(p.contains(CGPoint(x: 90, y: 10)))
    p.addCurve(to: CGPoint(x: 0, y: 50), controlPoint1: CGPoint(x: 0, y: 200), controlPoint2: CGPoint(x: 0, y: 200))
    p.addQuadCurve(to: CGPoint(x: 10, y: 10), controlPoint: CGPoint(x: -20, y: 0))
    #expect(p.bounds.maxY == 200, "bounds include control points")
  }

  @Test("UIBezierPath: usesEvenOddFillRule, append, apply and reversing")
  func evenOddAppendApply() {
    let outer = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
    outer.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
    #expect(outer.contains(CGPoint(x: 50, y: 50)))
    outer.usesEvenOddFillRule = true
    #expect(!outer.contains(CGPoint(x: 50, y: 50)))
    outer.apply(CGAffineTransform(translationX: 100, y: 0))
    #expect(outer.bounds == CGRect(x: 100, y: 0, width: 100, height: 100))
    let reversed = outer.reversing()
    #expect(reversed.bounds == outer.bounds)
    #expect(reversed.usesEvenOddFillRule)
    #expect(!reversed.contains(CGPoint(x: 150, y: 50)))
  }

  @Test("UIBezierPath: cgPath round-trips, and setLineDash/getLineDash store the pattern")
  func cgPathAndDash() {
    let p = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
    let copy = UIBezierPath(cgPath: p.cgPath)
    #expect(copy.cgPath == p.cgPath)
    let pattern: [CGFloat] = [4, 2]
    p.setLineDash(pattern, count: 2, phase: 1)
    var out: [CGFloat] = [0, 0]
    var count = 0
    var phase: CGFloat = 0
    p.getLineDash(&out, count: &count, phase: &phase)
    #expect(out == [4, 2] && count == 2 && phase == 1)
  }
}
