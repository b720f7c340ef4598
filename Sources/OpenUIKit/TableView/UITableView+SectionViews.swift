import Foundation

/// Section header and footer views (Docs/Behaviour.md "Table section header and footer views").
///
/// A section's header is the delegate's `viewForHeaderInSection`, else, when the data source
/// gives a title, a `UITableViewHeaderFooterView` the table makes with that title; footers
/// likewise. The table asks for a section's view once while it computes heights (the view is
/// kept until it is shown, so it is measured and shown as one view) and again after it went
/// off screen and back. Each view shown is styled for the table (`UITableViewHeaderFooterView`),
/// passed to `willDisplayHeaderView`/`willDisplayFooterView`, and on leaving the screen to
/// `didEndDisplayingHeaderView`/`didEndDisplayingFooterView`, then queued for reuse under its
/// identifier. In plain tables headers float at the top of the visible area while their section
/// is on screen, pushed up by the section's end, and footers float at its bottom ([D] Apple:
/// UITableView.Style.plain).
extension UITableView {
  /// The key of a section's header (even) or footer (odd) in the views' dictionaries.
  private static func _sectionKey(_ section: Int, footer: Bool) -> Int { section << 1 | (footer ? 1 : 0) }

  // MARK: Registration and reuse

  /// `register(_:forHeaderFooterViewReuseIdentifier:)`.
  func _registerHeaderFooterView(_ aClass: AnyClass?, identifier: String) {
    guard let aClass else {
      _headerFooterFactories[identifier] = nil
      return
    }
    if aClass == UITableViewHeaderFooterView.self {
      _headerFooterFactories[identifier] = { UITableViewHeaderFooterView(reuseIdentifier: identifier) }
    } else if let factory = StoryboardClassRegistry.headerFooterViewFactory(for: aClass) {
      _headerFooterFactories[identifier] = {
        let view = factory(identifier)
        view._setReuseIdentifier(identifier)
        return view
      }
    } else {
      Diagnostics.warning(
        "\(aClass) cannot be made by class without the Objective-C runtime: register a factory with StoryboardClassRegistry.registerHeaderFooterView; views for '\(identifier)' are UITableViewHeaderFooterViews.")
      _headerFooterFactories[identifier] = { UITableViewHeaderFooterView(reuseIdentifier: identifier) }
    }
  }

  /// `dequeueReusableHeaderFooterView(withIdentifier:)`.
  func _dequeueHeaderFooterView(_ identifier: String) -> UITableViewHeaderFooterView? {
    let view: UITableViewHeaderFooterView?
    if var queue = _headerFooterQueues[identifier], let queued = queue.popLast() {
      _headerFooterQueues[identifier] = queue
      queued.prepareForReuse()
      view = queued
    } else {
      view = _headerFooterFactories[identifier]?()
    }
    // Dequeued inside viewForHeaderInSection or viewForFooterInSection: the view knows its
    // table's style and its role before the delegate configures it (defaultContentConfiguration()).
    if let view, let footer = _askingSectionViewIsFooter {
      view._tableStyle = style
      view._isFooter = footer
    }
    return view
  }

  /// The delegate's view for a section's header or footer, asked now; while it answers,
  /// dequeued header-footer views learn their role.
  private func _askDelegateForSectionView(_ section: Int, footer: Bool) -> UIView? {
    let outer = _askingSectionViewIsFooter
    _askingSectionViewIsFooter = footer
    defer { _askingSectionViewIsFooter = outer }
    return footer
      ? _tableDelegate?.tableView(self, viewForFooterInSection: section)
      : _tableDelegate?.tableView(self, viewForHeaderInSection: section)
  }

  // MARK: Heights

  /// Whether the delegate's view for a section's header or footer is known: on screen, or
  /// asked for while computing heights.
  private func _knowsSectionView(_ section: Int, footer: Bool) -> Bool {
    (footer ? _footerViews[section] : _headerViews[section]) != nil
      || _pendingSectionViews[Self._sectionKey(section, footer: footer)] != nil
  }

  /// The delegate's view for a section's header or footer: the one on screen, the one asked for
  /// while computing heights, else asked now (and kept until shown).
  func _sectionView(_ section: Int, footer: Bool) -> UIView? {
    if let shown = footer ? _footerViews[section] : _headerViews[section] { return shown }
    let key = Self._sectionKey(section, footer: footer)
    if let asked = _pendingSectionViews[key] { return asked }
    let view = _askDelegateForSectionView(section, footer: footer)
    _pendingSectionViews[key] = .some(view)
    return view
  }

  /// While the model is built, a section starting below the visible area is not asked for its
  /// views: its automatic heights are estimates (`estimatedSectionHeaderHeight` and
  /// `estimatedSectionFooterHeight` when set, else the title rule) until it scrolls into view.
  private var _estimatesSection: Bool {
    guard let top = _modelSectionTop else { return false }
    return top > bounds.maxY
  }

  /// The title rule: plain 28 pt with a title or a view, none without; grouped 38 pt with a
  /// title, 18 pt without.
  private func _titleRuleHeight(titled: Bool, hasView: Bool) -> CGFloat {
    if style == .plain { return titled || hasView ? 28 : 0 }
    return titled ? 38 : 18
  }

  /// The height of a header or footer of automatic height: a view laid out by constraints is
  /// as tall as its fitting height at the table's width; another view of the delegate keeps its
  /// own height; else the title rule. Measured once until the data is reloaded.
  func _automaticSectionHeight(_ section: Int, footer: Bool, title: String?) -> CGFloat {
    let key = Self._sectionKey(section, footer: footer)
    if let measured = _sectionViewHeights[key] { return measured }
    if _estimatesSection && !_knowsSectionView(section, footer: footer) {
      _modelUsedEstimate = true
      // The delegate's estimate (its default: the table's estimatedSection…Height).
      let estimate =
        footer
        ? _tableDelegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight
        : _tableDelegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight
      return estimate > 0 ? estimate : _titleRuleHeight(titled: title != nil, hasView: false)
    }
    let height = _measureSectionView(_sectionView(section, footer: footer), title: title)
    _sectionViewHeights[key] = height
    return height
  }

  private func _measureSectionView(_ view: UIView?, title: String?) -> CGFloat {
    if let view {
      // A content configuration's view is as tall as its content at the table's width.
      if let header = view as? UITableViewHeaderFooterView, let height = header._configuredContentHeight(width: bounds.width) {
        return height
      }
      let content = (view as? UITableViewHeaderFooterView)?.contentView ?? view
      if let height = Self._fittingHeight(of: content, width: bounds.width) { return height }
      if !(view is UITableViewHeaderFooterView), view.bounds.height > 0 { return view.bounds.height }
    }
    let titled = title != nil || (view as? UITableViewHeaderFooterView)?._textLabelText != nil
    return _titleRuleHeight(titled: titled, hasView: view != nil)
  }

  /// A fixed header or footer height (`sectionHeaderHeight`, `sectionFooterHeight`): a plain
  /// table shows it only for a section with a title or a view.
  func _fixedSectionHeight(_ height: CGFloat, section: Int, footer: Bool, title: String?) -> CGFloat {
    guard style == .plain, title == nil else { return height }
    if _estimatesSection && !_knowsSectionView(section, footer: footer) {
      _modelUsedEstimate = true
      return 0
    }
    return _sectionView(section, footer: footer) != nil ? height : 0
  }

  /// A header's or footer's height from the delegate or the table; `automaticDimension`
  /// measured as above.
  func _sectionHeight(_ section: Int, footer: Bool) -> CGFloat {
    let height =
      footer
      ? _tableDelegate?.tableView(self, heightForFooterInSection: section) ?? _defaultFooterHeight(inSection: section)
      : _tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? _defaultHeaderHeight(inSection: section)
    guard height < 0 else { return height }
    let title =
      footer
      ? dataSource?.tableView(self, titleForFooterInSection: section)
      : dataSource?.tableView(self, titleForHeaderInSection: section)
    return _automaticSectionHeight(section, footer: footer, title: title)
  }

  /// A section's header and footer heights as the model records them, and whether either was
  /// estimated (the section starts below the visible area).
  func _sectionHeights(_ section: Int, top: CGFloat) -> (header: CGFloat, footer: CGFloat, estimated: Bool) {
    _modelSectionTop = top
    _modelUsedEstimate = false
    defer {
      _modelSectionTop = nil
      _modelUsedEstimate = false
    }
    let header = max(0, _sectionHeight(section, footer: false))
    let footer = max(0, _sectionHeight(section, footer: true))
    return (header, footer, _modelUsedEstimate)
  }

  // MARK: Placement

  /// Where a section's header is shown: its place, or in a plain table floating at the top of
  /// the visible area while the section is on screen, no lower than the section's end allows.
  func _shownHeaderRect(_ section: Int, in model: TableModel) -> CGRect {
    var rect = rectForHeader(inSection: section)
    guard style == .plain, let s = model.section(section) else { return rect }
    let top = bounds.minY + adjustedContentInset.top
    let lowest = s.top + s.height - s.footerHeight - s.headerHeight
    rect.origin.y = max(s.headerTop, min(max(s.headerTop, top), lowest))
    return rect
  }

  /// Where a section's footer is shown: its place, or in a plain table floating at the bottom of
  /// the visible area while the section is on screen, no higher than its header's end.
  func _shownFooterRect(_ section: Int, in model: TableModel) -> CGRect {
    var rect = rectForFooter(inSection: section)
    guard style == .plain, let s = model.section(section) else { return rect }
    let bottom = bounds.maxY - adjustedContentInset.bottom
    rect.origin.y = min(rect.minY, max(s.headerTop + s.headerHeight, bottom - s.footerHeight))
    return rect
  }

  /// Shows the headers and footers of the sections on screen and takes away the others'; true
  /// when a section that came on screen had estimated heights that differ from its own (the
  /// model must be built again and the content placed again).
  func _layoutSectionViews(_ model: TableModel) -> Bool {
    let visible = bounds
    for (index, section) in model.sections.enumerated() where section.estimated {
      let sectionRect = CGRect(x: 0, y: section.top, width: bounds.width, height: max(section.height, 1))
      guard sectionRect.intersects(visible) else { continue }
      let header = max(0, _sectionHeight(index, footer: false))
      let footer = max(0, _sectionHeight(index, footer: true))
      if header != section.headerHeight || footer != section.footerHeight { return true }
    }
    let inset: CGFloat = style == .plain ? 16 : 20 + _rowInset
    for (index, section) in model.sections.enumerated() {
      let sectionRect = CGRect(x: 0, y: section.top, width: bounds.width, height: section.height)
      let onScreen = sectionRect.intersects(visible)
      for footer in [false, true] {
        let height = footer ? section.footerHeight : section.headerHeight
        let rect = footer ? _shownFooterRect(index, in: model) : _shownHeaderRect(index, in: model)
        let shown = footer ? _footerViews[index] : _headerViews[index]
        guard onScreen, height > 0, rect.intersects(visible) else {
          if let shown { _endDisplaying(shown, section: index, footer: footer) }
          continue
        }
        if let shown {
          let placed = _reorder == nil ? rect : rect.offsetBy(dx: 0, dy: _reorderShift(ofSection: index, footer: footer))
          if shown.frame != placed { UIView.performWithoutAnimation { shown.frame = placed } }
          continue
        }
        let title = footer ? section.footerTitle : section.headerTitle
        guard let view = _takeSectionView(index, footer: footer, title: title) else { continue }
        if let view = view as? UITableViewHeaderFooterView { view._applyTableStyle(style, inset: inset, footer: footer) }
        UIView.performWithoutAnimation {
          view.frame = rect
          view.layoutIfNeeded()
        }
        if footer {
          _footerViews[index] = view
          _tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: index)
        } else {
          _headerViews[index] = view
          _tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: index)
        }
        addSubview(view)
      }
    }
    return false
  }

  /// The view to show for a section's header or footer now: the delegate's (asked while
  /// computing heights, or now), else one with the title.
  private func _takeSectionView(_ section: Int, footer: Bool, title: String?) -> UIView? {
    let key = Self._sectionKey(section, footer: footer)
    let view: UIView?
    if let asked = _pendingSectionViews.removeValue(forKey: key) {
      view = asked
    } else {
      view = _askDelegateForSectionView(section, footer: footer)
    }
    if let view { return view }
    guard let title else { return nil }
    let made = _defaultSectionViews.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
    made._isTableDefault = true
    // Grouped and inset grouped tables show header titles upper-cased: the label's text is the
    // upper-cased title when willDisplayHeaderView hears of it (Docs/Behaviour/tables19.md).
    made.textLabel?.text = style != .plain && !footer ? Self._groupedHeaderText(title) : title
    return made
  }

  /// A grouped header's title as the table shows it: upper-cased in the current locale.
  static func _groupedHeaderText(_ title: String) -> String { title.uppercased(with: Locale.current) }

  /// A header or footer leaves the screen: removed, reported, queued for reuse.
  private func _endDisplaying(_ view: UIView, section: Int, footer: Bool) {
    view.removeFromSuperview()
    if footer {
      _footerViews[section] = nil
      _tableDelegate?.tableView(self, didEndDisplayingFooterView: view, forSection: section)
    } else {
      _headerViews[section] = nil
      _tableDelegate?.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
    }
    _enqueueSectionView(view)
  }

  private func _enqueueSectionView(_ view: UIView) {
    guard let view = view as? UITableViewHeaderFooterView else { return }
    if let identifier = view.reuseIdentifier {
      _headerFooterQueues[identifier, default: []].append(view)
    } else if view._isTableDefault {
      view.textLabel?.text = nil
      _defaultSectionViews.append(view)
    }
  }

  /// Every header and footer view leaves (a reload, or sections inserted, deleted or moved):
  /// those on screen are reported and queued, those asked for and not shown are queued.
  func _discardSectionViews() {
    for (section, view) in _headerViews { _endDisplaying(view, section: section, footer: false) }
    for (section, view) in _footerViews { _endDisplaying(view, section: section, footer: true) }
    for (_, view) in _pendingSectionViews {
      if let view { _enqueueSectionView(view) }
    }
    _pendingSectionViews.removeAll()
    _sectionViewHeights.removeAll()
  }

  /// Whether a touch began inside a header or footer view (it is not a touch on a row).
  func _isInSectionView(_ touch: UITouch) -> Bool {
    var view = touch.view
    while let v = view, v !== self {
      if v.superview === self, _isShownSectionView(v) { return true }
      view = v.superview
    }
    return false
  }

  private func _isShownSectionView(_ view: UIView) -> Bool {
    _headerViews.values.contains { $0 === view } || _footerViews.values.contains { $0 === view }
  }

  /// Headers and footers float over the rows in plain tables: rows added under them.
  func _raiseSectionViews() {
    guard style == .plain else { return }
    for view in _headerViews.values { bringSubviewToFront(view) }
    for view in _footerViews.values { bringSubviewToFront(view) }
  }
}
