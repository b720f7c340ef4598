import Foundation
import OpenQuartzCore

/// Large titles (iOS 11; Docs/Behaviour.md "Large titles").
///
/// The bar's rows, top to bottom: the standard row (`_height`, 44 pt: back button, bar button
/// items, the small centred title), the large-title row (`_largeTitleRowHeight`, 52 pt when
/// expanded: the title in bold 34 pt, leading-aligned at the layout margin), then the rows below
/// it (`_heightBelowLargeTitle`, none yet: a search field row goes there). A navigation
/// controller's bar is as tall as its rows (`_rowsHeight`); the safe area of its top controller
/// ends at the bar's bottom without the part pulled down past the expanded row
/// (`_safeAreaHeight(largeTitle:)`).
///
/// The large-title row follows the top controller's content scroll view (`_edgeScrollView`):
/// its visible height is the expanded height less how far the content is scrolled up from its
/// resting top with the row expanded — it collapses to 0 as the content scrolls up and grows
/// past 52 pt as it is pulled down; the small title fades in over the last 16 pt.
extension UINavigationBar {
  /// The large-title row's height when expanded (UIKit on iPhone: 96 pt bar = 44 + 52).
  package static let _largeTitleRowHeight: CGFloat = 52
  /// The small title fades in while the large-title row's visible height goes from this to 0.
  package static let _smallTitleFadeHeight: CGFloat = 16
  /// The large title's label height (bold 34 pt line) and its gap to the row's bottom.
  static let _largeTitleLineHeight: CGFloat = 41
  static let _largeTitleBottomGap: CGFloat = 8

  /// `prefersLargeTitles`' setter (UINavigationBar.swift).
  func _setPrefersLargeTitles(_ newValue: Bool) {
    _noteAppearanceProperty("prefersLargeTitles")
    guard newValue != _prefersLargeTitles else { return }
    _prefersLargeTitles = newValue
    guard !_isAppearanceProxy else { return }
    if newValue { _makeLargeTitleRow() }
    if _largeTitleRow != nil { _largeTitleLabel.text = topItem?.title }
    if _updateLargeTitleHeight() { _navigationController?._barHeightChanged() }
    setNeedsLayout()
  }

  /// `largeTitleTextAttributes`' setter (UINavigationBar.swift).
  func _setLegacyLargeTitleAttributes(_ newValue: [NSAttributedString.Key: Any]?) {
    _legacyLargeTitleAttributes = newValue
    _noteAppearanceProperty("largeTitleTextAttributes")
    _styleContents()
  }

  /// The height of the rows below the large-title row (none yet).
  var _heightBelowLargeTitle: CGFloat { 0 }

  /// The bottom of the standard row in the bar's bounds.
  var _standardRowMaxY: CGFloat { bounds.height - _largeTitleHeight - _heightBelowLargeTitle }

  /// The bar's height that counts for the safe area below it when the large-title row shows
  /// `largeTitle` points: the part pulled down past the expanded row does not.
  package func _safeAreaHeight(largeTitle: CGFloat) -> CGFloat {
    bounds.height - _largeTitleHeight + min(largeTitle, Self._largeTitleRowHeight)
  }

  /// Whether the top item's title shows large: the bar prefers large titles, the height is not
  /// compact (a phone in landscape shows standard titles), and the items' display modes allow
  /// it — the top item's `.always`/`.never`, else (`.automatic`) the item below's, down to the
  /// first item, which shows it large (UIKit header: "If the first item pushed is set to
  /// Automatic, then it will show the large title if the navigation bar has prefersLargeTitles").
  package var _showsLargeTitle: Bool {
    guard _prefersLargeTitles, traitCollection.verticalSizeClass != .compact, !_items.isEmpty else { return false }
    for item in _items.reversed() {
      switch item.largeTitleDisplayMode {
      case .always: return true
      case .never: return false
      case .automatic: continue
      }
    }
    return true
  }

  /// The large-title row's height for the top item now: 0 without a large title, expanded
  /// without a content scroll view, else following the content (`_largeTitleHeight(following:)`).
  func _largeTitleTargetHeight() -> CGFloat {
    guard _showsLargeTitle else { return 0 }
    guard let scroll = _navigationController?.topViewController?._edgeScrollView else {
      return Self._largeTitleRowHeight
    }
    if scroll._edgeNavigationBar !== self { scroll._edgeNavigationBar = self }
    return _largeTitleHeight(following: scroll)
  }

  /// The row's visible height for `scroll`'s offset: expanded less the distance the content is
  /// scrolled up from where it rests at its top with the row expanded. That resting offset is
  /// `-(adjustedContentInset.top + collapsed)`, where `collapsed` is how much of the row the
  /// inset lacks now (the inset follows the bar when it includes the top safe area). A scroll
  /// view not laid out in a window yet keeps the height it had when the bar last followed it
  /// (expanded the first time).
  func _largeTitleHeight(following scroll: UIScrollView) -> CGFloat {
    let row = Self._largeTitleRowHeight
    guard scroll.window != nil, scroll._lastAdjustedInset != nil else { return scroll._largeTitleVisible ?? row }
    let collapsed = scroll._topInsetIncludesSafeArea && scroll.safeAreaInsets.top > 0
      ? row - min(_largeTitleHeight, row) : 0
    let height = max(0, row - (scroll.contentOffset.y + scroll.adjustedContentInset.top + collapsed))
    scroll._largeTitleVisible = height
    return height
  }

  /// Recomputes the row for the top item and applies it; true when the height changed. Bars
  /// that never preferred large titles have no row and keep their height.
  @discardableResult
  func _updateLargeTitleHeight() -> Bool {
    guard _largeTitleRow != nil else { return false }
    return _setLargeTitleHeight(_largeTitleTargetHeight())
  }

  /// Shows the large-title row `height` points tall: a navigation controller's bar takes its
  /// rows' height (inside an animation block the change animates, the bar's contents with it).
  @discardableResult
  func _setLargeTitleHeight(_ height: CGFloat) -> Bool {
    let changed = height != _largeTitleHeight
    _largeTitleHeight = height
    if _navigationController != nil, _largeTitleRow != nil, bounds.height != _rowsHeight {
      frame.size.height = _rowsHeight
    }
    guard changed else { return false }
    setNeedsLayout()
    if window != nil { layoutIfNeeded() } else { _placeItems() }
    return true
  }

  /// The row and its label, made when the bar first prefers large titles.
  func _makeLargeTitleRow() {
    guard _largeTitleRow == nil else { return }
    let row = UIView(frame: .zero)
    row.clipsToBounds = true
    row.isUserInteractionEnabled = false
    _largeTitleLabel = Self._makeLargeTitleLabel()
    row.addSubview(_largeTitleLabel)
    addSubview(row)
    _largeTitleRow = row
    _styleContents()
  }

  static func _makeLargeTitleLabel() -> UILabel {
    let label = UILabel(frame: .zero)
    label.textAlignment = .left
    label.font = .boldSystemFont(ofSize: 34)
    return label
  }

  /// The leading margin of the large title: the system minimum layout margin (16 pt in a
  /// compact width, 20 pt in a regular one) inside the safe area.
  var _largeTitleMargin: CGFloat {
    (traitCollection.horizontalSizeClass == .regular ? 20 : 16) + safeAreaInsets.left
  }

  /// Places the row below the standard row and the large title at its bottom (the row clips
  /// it as it collapses, so the title slides up under the standard row); sets the small
  /// title's resting opacity when no push or pop moves it.
  func _placeLargeTitle() {
    guard let row = _largeTitleRow else { return }
    if _outgoingViews.isEmpty && _incomingViews.isEmpty { _titleLabel.alpha = _smallTitleAlpha }
    let height = _largeTitleHeight
    row.frame = CGRect(x: 0, y: _standardRowMaxY, width: bounds.width, height: height)
    let margin = _largeTitleMargin
    let lineHeight = Self._largeTitleLineHeight
    for case let label as UILabel in row.subviews {
      label.bounds.size = CGSize(width: max(0, bounds.width - 2 * margin), height: lineHeight)
      label.center = CGPoint(
        x: margin + label.bounds.width / 2, y: height - Self._largeTitleBottomGap - lineHeight / 2)
    }
  }

  /// The small title's opacity: hidden while the large title shows, fading in over the last
  /// `_smallTitleFadeHeight` points of the row's collapse.
  var _smallTitleAlpha: CGFloat {
    guard _largeTitleHeight > 0 || _showsLargeTitle else { return 1 }
    return max(0, min(1, 1 - _largeTitleHeight / Self._smallTitleFadeHeight))
  }
}

extension UIScrollView {
  /// How much of a followed large-title row is collapsed while this view's inset follows the
  /// bar: the content still rests at its top with the row expanded, that much further down.
  var _largeTitleCollapsedExtent: CGFloat {
    guard let bar = _edgeNavigationBar, bar._largeTitleRow != nil, bar._showsLargeTitle,
      bar._navigationController?.topViewController?._edgeScrollView === self,
      _topInsetIncludesSafeArea, safeAreaInsets.top > 0
    else { return 0 }
    let row = UINavigationBar._largeTitleRowHeight
    return row - min(bar._largeTitleHeight, row)
  }

  /// Whether `adjustedContentInset.top` includes the top safe area (the adjustment behaviour).
  var _topInsetIncludesSafeArea: Bool {
    switch contentInsetAdjustmentBehavior {
    case .never: false
    case .always, .automatic: true
    case .scrollableAxes: _scrollsVertically
    }
  }
}

extension UINavigationController {
  /// The bar's height changed outside a layout pass (the content scrolled, the preference or
  /// the items changed): the top controller's safe area follows in the next pass, and its view
  /// below an opaque bar moves with the bar's bottom.
  func _barHeightChanged() {
    guard let view = viewIfLoaded else { return }
    view.setNeedsLayout()
    guard let child = topViewController, let childView = child.viewIfLoaded, childView.superview === _contentView
    else { return }
    childView.setNeedsLayout()
    guard _transition == nil else { return }
    let frame = _childFrame(for: child)
    if childView.frame != frame { childView.frame = frame }
  }
}
