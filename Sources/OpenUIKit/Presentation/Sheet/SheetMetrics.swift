import Foundation
import OpenQuartzCore

/// The geometry and motion of today's card sheets, one named constant per measured or chosen
/// value (spec sheets-and-autolayout.md §A1/§A3; Docs/Behaviour.md "Sheets").
enum SheetMetrics {
  /// The presenter's card top: max(30, safe top) from the screen top (O-ionic).
  static let presenterMinimumTop: CGFloat = 30
  /// The sheet's top sits this far below the presenter's card.
  static let sheetGapBelowPresenter: CGFloat = 10
  /// The presenter (or a covered sheet) is scaled to this about its top centre.
  static let presenterScale: CGFloat = 0.915
  /// A covered sheet moves up by this much when another sheet stacks on it.
  static let coveredSheetLift: CGFloat = 10
  /// Top corners of the sheet and of the scaled-back presenter.
  static let cornerRadius: CGFloat = 10
  /// The dimming over the presenter at a dimmed detent.
  static let dimmingAlpha: CGFloat = 0.1
  /// The grabber: 36×5, 5 pt below the sheet's top, fully rounded.
  static let grabberSize = CGSize(width: 36, height: 5)
  static let grabberTop: CGFloat = 5
  /// Release projection: UIScrollView.DecelerationRate.normal (WWDC18 "Designing Fluid Interfaces").
  static let decelerationRate: CGFloat = 0.998
  /// The settle spring: critically damped, taking the release velocity.
  static let settleDuration: TimeInterval = 0.5
  static let settleDamping: CGFloat = 1
  /// How stiff the rubber band above the largest (or, refused, below the smallest) detent is.
  static let rubberBandCoefficient: CGFloat = 0.55

  /// The top of the sheet's card in a container (the large detent's top).
  static func sheetTop(safeTop: CGFloat) -> CGFloat {
    max(presenterMinimumTop, safeTop) + sheetGapBelowPresenter
  }

  /// Where a release at `top` with `velocity` (points per second, down positive) would come to
  /// rest if it decelerated like a scroll view.
  static func projectedTop(top: CGFloat, velocity: CGFloat) -> CGFloat {
    top + (velocity / 1000) * decelerationRate / (1 - decelerationRate)
  }

  /// The index of the detent top nearest to `projectedTop`.
  static func nearestDetent(projectedTop: CGFloat, detentTops: [CGFloat]) -> Int? {
    detentTops.indices.min { abs(detentTops[$0] - projectedTop) < abs(detentTops[$1] - projectedTop) }
  }

  /// A rubber band: `offset` past an edge shown as a shorter, ever slower growing distance.
  static func rubberBand(_ offset: CGFloat, dimension: CGFloat) -> CGFloat {
    guard offset > 0, dimension > 0 else { return max(0, offset) }
    return (1 - 1 / (offset * rubberBandCoefficient / dimension + 1)) * dimension
  }

  /// The transform that scales a view of height `height`, centred at `centerY`, by `scale` about
  /// its top centre and moves its top to `targetTop`.
  static func scaledBackTransform(centerY: CGFloat, height: CGFloat, scale: CGFloat, targetTop: CGFloat) -> CGAffineTransform {
    let scaledTop = centerY - scale * height / 2
    return CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: targetTop - scaledTop)
  }
}
