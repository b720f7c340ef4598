import Foundation

/// A rectangle that takes part in Auto Layout without being a view (spacing, margins, the safe
/// area). Its frame is solved like a view's and reported in the owning view's coordinates.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
  /// What the layout engine keeps the guide at, for the guides UIKit makes for a view.
  enum SystemRole { case margins, safeArea, readableContent, scrollContent, scrollFrame, keyboard }

  /// (An unretained link with the view's liveness token: nil once the view died, as a weak
  /// reference reads, without giving the view a side table, which would send every retain and
  /// release of it down the runtime's slow path.)
  open var owningView: UIView? {
    get { _owningLink.view }
    set {
      let oldValue = _owningLink.view
      _owningLink = _ViewLink(newValue)
      if oldValue !== newValue { LayoutEngine.shared.guideChangedOwner(self) }
    }
  }
  @exclusivity(unchecked) var _owningLink = _ViewLink<UIView>()
  open var identifier = ""
  var _role: SystemRole?
  var _state: LayoutItemState?

  public override init() { super.init() }

  /// The guide's rectangle in its owning view's coordinates, from the last solve.
  open var layoutFrame: CGRect { LayoutEngine.shared.layoutFrame(of: self) }

  open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
  open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
  open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
  open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
  open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
  open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
  open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
  open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
  open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
  open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }

  open var hasAmbiguousLayout: Bool {
    LayoutEngine.shared.isAmbiguous(self, horizontal: true, dimension: nil)
      || LayoutEngine.shared.isAmbiguous(self, horizontal: false, dimension: nil)
  }
}
