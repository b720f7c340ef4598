import Foundation
import OpenQuartzCore

/// One line of a shown menu.
enum _MenuRow {
  case header(String)
  /// An action; `group` is the single-selection menu it belongs to, if any.
  case action(UIAction, group: UIMenu?)
  case submenu(UIMenu)
  /// A deferred element whose elements have not arrived yet.
  case loading
  /// The band between inline sections.
  case gap
}

/// The full-window view behind a menu: a touch on it dismisses the menu (and goes no further).
@preconcurrency @MainActor
final class _UIMenuBackdropView: UIView {
  weak var session: _UIMenuSession?
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { session?._backdropTouched() }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// The rounded platter that lists a menu's rows.
@preconcurrency @MainActor
final class _UIMenuPlatterView: UIView {
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}

/// One tappable row of a menu platter (an action or a submenu).
@preconcurrency @MainActor
final class _UIMenuRowView: UIControl {
  let titleLabel = UILabel()
  var subtitleLabel: UILabel?
  var checkLabel: UILabel?
  var imageView: UIImageView?
  /// The element the row shows (tests find rows by it).
  weak var element: UIMenuElement?
  override var isHighlighted: Bool {
    didSet { backgroundColor = isHighlighted ? .systemFill : nil }
  }
}

/// The platter that shows a context menu's preview; a tap on it commits the preview.
@preconcurrency @MainActor
final class _UIContextMenuPreviewPlatterView: UIView {
  weak var session: _UIMenuSession?
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard !isHidden, isUserInteractionEnabled, alpha > 0.01, self.point(inside: point, with: event) else { return nil }
    return self
  }
  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first, point(inside: touch.location(in: self), with: event) else { return }
    session?._previewTapped()
  }
}

/// A menu on screen: the backdrop, the optional preview platter and the menu platter, their
/// animations, and the rows of the menu level shown. The interaction that shows it decides what
/// happens (UIContextMenuInteraction.swift).
@preconcurrency @MainActor
final class _UIMenuSession {
  enum Style { case anchored, preview }
  let style: Style
  weak var window: UIWindow?
  /// The menu asked for (nil: a context menu with a preview only).
  private(set) var rootMenu: UIMenu?
  /// The menus opened from the root (submenus), innermost last.
  private(set) var menuStack: [UIMenu] = []
  func _setRoot(_ menu: UIMenu) {
    rootMenu = menu
    menuStack = []
  }
  let backdrop = _UIMenuBackdropView()
  let platter = _UIMenuPlatterView()
  private(set) var previewPlatter: _UIContextMenuPreviewPlatterView?
  /// The preview controller whose view the preview platter shows.
  private(set) var previewController: UIViewController?
  private var previewViewAutoresizing: UIView.AutoresizingMask = []
  /// The source's frame in window coordinates (where a lifted preview starts and returns).
  var sourceFrame: CGRect
  private(set) var isEnding = false
  private var deferredResults: [ObjectIdentifier: [UIMenuElement]] = [:]
  private var deferredPending: Set<ObjectIdentifier> = []
  private(set) var rows: [_MenuRow] = []

  /// What the owner does when the user acts.
  var onAction: ((UIAction, UIMenu?) -> Void)?
  var onDismiss: (() -> Void)?
  var onPreviewTap: (() -> Void)?

  init(style: Style, window: UIWindow, menu: UIMenu?, sourceFrame: CGRect) {
    self.style = style
    self.window = window
    self.rootMenu = menu
    self.sourceFrame = sourceFrame
    backdrop.session = self
    backdrop.frame = window.bounds
    backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    backdrop.backgroundColor = style == .preview ? UIColor.black.withAlphaComponent(_MenuMetrics.dimmingAlpha) : .clear
    platter.backgroundColor = .secondarySystemBackground
    platter.layer.cornerRadius = _MenuMetrics.cornerRadius
    platter.clipsToBounds = true
  }

  /// The menu level shown: the innermost opened submenu, else the root.
  var shownMenu: UIMenu? { menuStack.last ?? rootMenu }

  // MARK: Rows

  func rebuildRows() {
    guard let menu = shownMenu else { rows = []; return }
    var result: [_MenuRow] = []
    if !menuStack.isEmpty || !menu.title.isEmpty { result.append(.header(menu.title)) }
    append(menu.children, group: menu.options.contains(.singleSelection) ? menu : nil, to: &result)
    // No band at the ends or twice in a row.
    var tidy: [_MenuRow] = []
    for row in result {
      if case .gap = row {
        if tidy.isEmpty { continue }
        if case .gap = tidy.last! { continue }
        if case .header = tidy.last!, tidy.count == 1 { continue }
      }
      tidy.append(row)
    }
    while let last = tidy.last, case .gap = last { tidy.removeLast() }
    rows = tidy
  }

  private func append(_ elements: [UIMenuElement], group: UIMenu?, to rows: inout [_MenuRow]) {
    for element in elements {
      switch element {
      case let action as UIAction:
        if !action.attributes.contains(.hidden) { rows.append(.action(action, group: group)) }
      case let menu as UIMenu:
        if menu.options.contains(.displayInline) {
          rows.append(.gap)
          if !menu.title.isEmpty { rows.append(.header(menu.title)) }
          append(menu.children, group: menu.options.contains(.singleSelection) ? menu : group, to: &rows)
          rows.append(.gap)
        } else {
          rows.append(.submenu(menu))
        }
      case let deferred as UIDeferredMenuElement:
        let id = ObjectIdentifier(deferred)
        if let loaded = deferredResults[id] {
          append(loaded, group: group, to: &rows)
        } else if deferredPending.contains(id) {
          rows.append(.loading)
        } else {
          deferredPending.insert(id)
          var synchronous = true
          deferred._load { [weak self] elements in
            guard let self else { return }
            self.deferredResults[id] = elements
            if !synchronous, !self.isEnding { self.reloadPlatter() }
          }
          synchronous = false
          if let loaded = deferredResults[id] { append(loaded, group: group, to: &rows) } else { rows.append(.loading) }
        }
      default:
        break
      }
    }
  }

  /// Whether any action of the shown level is on or mixed (then titles leave room for a check).
  private var showsCheckColumn: Bool {
    rows.contains { if case .action(let a, _) = $0 { return a.state != .off }; return false }
  }

  /// Builds the platter's row views for `rows`; returns the platter's content height.
  @discardableResult
  func layoutPlatter() -> CGFloat {
    for view in platter.subviews { view.removeFromSuperview() }
    let width = _MenuMetrics.width
    let checkColumn = showsCheckColumn
    var y: CGFloat = 0
    let separatorHeight = 1 / (window?.screen.scale ?? UIScreen.main.scale)
    for (index, row) in rows.enumerated() {
      switch row {
      case .gap:
        let band = UIView(frame: CGRect(x: 0, y: y, width: width, height: _MenuMetrics.sectionGap))
        band.backgroundColor = .tertiarySystemFill
        platter.addSubview(band)
        y += _MenuMetrics.sectionGap
        continue
      case .header(let title):
        let label = UILabel(frame: CGRect(
          x: _MenuMetrics.titleInset, y: y, width: width - 2 * _MenuMetrics.titleInset, height: _MenuMetrics.headerHeight))
        label.text = title
        label.font = .systemFont(ofSize: _MenuMetrics.smallFontSize)
        label.textColor = .secondaryLabel
        if !menuStack.isEmpty {
          // A submenu's header goes back to the parent level.
          let back = _UIMenuRowView(frame: CGRect(x: 0, y: y, width: width, height: _MenuMetrics.headerHeight))
          back.element = menuStack.last
          label.frame.origin.y = 0
          label.text = "‹ " + title
          back.addSubview(label)
          back.addAction(UIAction { [weak self] _ in self?.popSubmenu() }, for: .touchUpInside)
          platter.addSubview(back)
        } else {
          platter.addSubview(label)
        }
        y += _MenuMetrics.headerHeight
      case .loading:
        let label = UILabel(frame: CGRect(
          x: _MenuMetrics.titleInset, y: y, width: width - 2 * _MenuMetrics.titleInset, height: _MenuMetrics.rowHeight))
        label.text = "Loading…"
        label.font = .systemFont(ofSize: _MenuMetrics.titleFontSize)
        label.textColor = .secondaryLabel
        platter.addSubview(label)
        y += _MenuMetrics.rowHeight
      case .action(let action, let group):
        let row = makeRow(element: action, y: y, checkColumn: checkColumn)
        row.isEnabled = !action.attributes.contains(.disabled)
        let color: UIColor = !row.isEnabled ? .tertiaryLabel : action.attributes.contains(.destructive) ? .systemRed : .label
        row.titleLabel.textColor = color
        row.subtitleLabel?.textColor = row.isEnabled ? .secondaryLabel : .tertiaryLabel
        row.imageView?.tintColor = color
        if action.state != .off {
          let check = UILabel(frame: CGRect(x: 12, y: 0, width: 20, height: row.bounds.height))
          check.text = action.state == .on ? "✓" : "–"
          check.font = .systemFont(ofSize: _MenuMetrics.titleFontSize)
          check.textColor = color
          row.addSubview(check)
          row.checkLabel = check
        }
        if action.state == .on, let selected = action.selectedImage { row.imageView?.image = selected }
        row.addAction(UIAction { [weak self, weak action] _ in
          if let self, let action { self.onAction?(action, group) }
        }, for: .touchUpInside)
        y += row.bounds.height
      case .submenu(let menu):
        let row = makeRow(element: menu, y: y, checkColumn: checkColumn)
        let color: UIColor = menu.options.contains(.destructive) ? .systemRed : .label
        row.titleLabel.textColor = color
        let chevron = UILabel(frame: CGRect(x: width - 32, y: 0, width: 16, height: row.bounds.height))
        chevron.text = "›"
        chevron.textColor = .secondaryLabel
        chevron.textAlignment = .right
        row.addSubview(chevron)
        row.addAction(UIAction { [weak self, weak menu] _ in
          if let self, let menu { self.pushSubmenu(menu) }
        }, for: .touchUpInside)
        y += row.bounds.height
      }
      // A hairline under every row followed by another row.
      if index + 1 < rows.count, case .gap = rows[index + 1] {} else if index + 1 < rows.count {
        let line = UIView(frame: CGRect(x: 0, y: y - separatorHeight, width: width, height: separatorHeight))
        line.backgroundColor = .separator
        platter.addSubview(line)
      }
    }
    return y
  }

  private func makeRow(element: UIMenuElement, y: CGFloat, checkColumn: Bool) -> _UIMenuRowView {
    let width = _MenuMetrics.width
    let height = element.subtitle == nil ? _MenuMetrics.rowHeight : _MenuMetrics.subtitleRowHeight
    let row = _UIMenuRowView(frame: CGRect(x: 0, y: y, width: width, height: height))
    row.element = element
    row.accessibilityLabel = element.title
    let leading = checkColumn ? _MenuMetrics.checkedTitleInset : _MenuMetrics.titleInset
    let trailing = element.image == nil ? _MenuMetrics.titleInset : 2 * _MenuMetrics.titleInset + _MenuMetrics.imageSize
    row.titleLabel.frame = CGRect(x: leading, y: 0, width: width - leading - trailing, height: _MenuMetrics.rowHeight)
    row.titleLabel.text = element.title
    row.titleLabel.font = .systemFont(ofSize: _MenuMetrics.titleFontSize)
    row.addSubview(row.titleLabel)
    if let subtitle = element.subtitle {
      row.titleLabel.frame.size.height = 36
      let label = UILabel(frame: CGRect(x: leading, y: 32, width: width - leading - trailing, height: 20))
      label.text = subtitle
      label.font = .systemFont(ofSize: _MenuMetrics.smallFontSize)
      row.addSubview(label)
      row.subtitleLabel = label
    }
    if let image = element.image {
      let size = _MenuMetrics.imageSize
      let imageView = UIImageView(frame: CGRect(
        x: width - _MenuMetrics.titleInset - size, y: (height - size) / 2, width: size, height: size))
      imageView.image = image
      imageView.contentMode = .scaleAspectFit
      row.addSubview(imageView)
      row.imageView = imageView
    }
    platter.addSubview(row)
    return row
  }

  // MARK: Geometry

  /// The window's safe area inset by the margin.
  var safeFrame: CGRect {
    guard let window else { return .zero }
    let insets = window.safeAreaInsets
    return CGRect(
      x: insets.left, y: insets.top,
      width: window.bounds.width - insets.left - insets.right,
      height: window.bounds.height - insets.top - insets.bottom
    ).insetBy(dx: _MenuMetrics.margin, dy: _MenuMetrics.margin)
  }

  /// The platter's frame next to `anchor` (window coordinates): below it if it fits, else above,
  /// else as low as fits; its leading edge on the anchor's when the anchor is in the window's left
  /// half, else its trailing edge on the anchor's.
  func menuFrame(height contentHeight: CGFloat, below anchor: CGRect) -> CGRect {
    let safe = safeFrame
    let width = _MenuMetrics.width
    let height = min(contentHeight, safe.height)
    var x = anchor.midX <= (window?.bounds.midX ?? 0) ? anchor.minX : anchor.maxX - width
    x = max(safe.minX, min(x, safe.maxX - width))
    var y: CGFloat
    if anchor.maxY + _MenuMetrics.margin + height <= safe.maxY {
      y = anchor.maxY + _MenuMetrics.margin
    } else if anchor.minY - _MenuMetrics.margin - height >= safe.minY {
      y = anchor.minY - _MenuMetrics.margin - height
    } else {
      y = safe.maxY - height
    }
    y = max(safe.minY, y)
    return CGRect(x: x, y: y, width: width, height: height)
  }

  // MARK: Showing

  /// Puts the views in the window at their starting state; `show(animations:completion:)` animates them in.
  func install(preview: UIView?, previewController: UIViewController?, previewStart: CGRect) {
    guard let window else { return }
    rebuildRows()
    let contentHeight = rootMenu == nil ? 0 : layoutPlatter()
    let hasMenu = rootMenu != nil && !rows.isEmpty
    backdrop.alpha = 0
    window.addSubview(backdrop)
    var anchor = sourceFrame
    if style == .preview {
      let platterView = _UIContextMenuPreviewPlatterView()
      platterView.session = self
      platterView.layer.cornerRadius = _MenuMetrics.cornerRadius
      platterView.clipsToBounds = true
      let safe = safeFrame
      let menuSpace = hasMenu ? min(contentHeight, safe.height / 2) + _MenuMetrics.margin : 0
      var size: CGSize
      if let previewController {
        size = previewController.preferredContentSize
        if size.width <= 0 || size.height <= 0 { size = CGSize(width: safe.width, height: safe.width) }
        size.width = min(size.width, safe.width)
        size.height = min(size.height, max(safe.height - menuSpace, 0))
      } else {
        size = previewStart.size
      }
      var final = CGRect(origin: previewStart.origin, size: size)
      if previewController != nil { final.origin.x = safe.midX - size.width / 2 }
      final.origin.x = max(safe.minX, min(final.origin.x, safe.maxX - size.width))
      final.origin.y = max(safe.minY, min(final.origin.y, safe.maxY - menuSpace - size.height))
      platterView.frame = previewStart
      if let previewController {
        let view = previewController.view!
        self.previewController = previewController
        previewViewAutoresizing = view.autoresizingMask
        view.frame = CGRect(origin: .zero, size: size)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        platterView.addSubview(view)
        view.frame = platterView.bounds
      } else if let preview {
        preview.frame = platterView.bounds
        preview.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        platterView.addSubview(preview)
      }
      window.addSubview(platterView)
      previewPlatter = platterView
      previewFinal = final
      anchor = final
    }
    if hasMenu {
      platter.frame = menuFrame(height: contentHeight, below: anchor)
      platter.alpha = 0
      platter.transform = CGAffineTransform(scaleX: _MenuMetrics.appearScale, y: _MenuMetrics.appearScale)
      window.addSubview(platter)
    }
  }
  private var previewFinal: CGRect = .zero

  func show(animations: [() -> Void], completion: @escaping () -> Void) {
    UIView.animate(
      withDuration: _MenuMetrics.showDuration, delay: 0, options: [.allowUserInteraction, .curveEaseOut],
      animations: { [self] in
        backdrop.alpha = 1
        previewPlatter?.frame = previewFinal
        platter.alpha = 1
        platter.transform = .identity
        for animation in animations { animation() }
      },
      completion: { _ in completion() })
  }

  /// Rebuilds the platter in place (a submenu opened or closed, deferred elements arrived, a
  /// state changed while the menu stays).
  func reloadPlatter() {
    guard platter.superview != nil else { return }
    rebuildRows()
    let anchor = previewPlatter.map { _ in previewFinal } ?? sourceFrame
    let height = layoutPlatter()
    let transform = platter.transform
    platter.transform = .identity
    platter.frame = menuFrame(height: height, below: anchor)
    platter.transform = transform
  }

  func pushSubmenu(_ menu: UIMenu) {
    guard !isEnding else { return }
    menuStack.append(menu)
    reloadPlatter()
  }

  func popSubmenu() {
    guard !isEnding, !menuStack.isEmpty else { return }
    menuStack.removeLast()
    reloadPlatter()
  }

  // MARK: Hiding

  enum Exit {
    /// Back to `target` (window coordinates) — the source, or the dismissal preview's place.
    case dismiss(to: CGRect)
    /// The preview grows to fill the window as it fades (a committed preview).
    case pop
  }

  /// Stops taking touches (the owner calls this as the menu starts to end).
  func beginEnding() {
    isEnding = true
    backdrop.isUserInteractionEnabled = false
    platter.isUserInteractionEnabled = false
    previewPlatter?.isUserInteractionEnabled = false
  }

  func hide(exit: Exit, duration: TimeInterval, animations: [() -> Void], completion: @escaping () -> Void) {
    let bounds = window?.bounds ?? .zero
    UIView.animate(
      withDuration: duration, delay: 0, options: [.beginFromCurrentState, .curveEaseIn],
      animations: { [self] in
        backdrop.alpha = 0
        platter.alpha = 0
        platter.transform = CGAffineTransform(scaleX: _MenuMetrics.appearScale, y: _MenuMetrics.appearScale)
        switch exit {
        case .dismiss(let target): previewPlatter?.frame = target
        case .pop:
          previewPlatter?.frame = bounds
          previewPlatter?.alpha = 0
        }
        for animation in animations { animation() }
      },
      completion: { [self] _ in
        tearDown()
        completion()
      })
  }

  /// Removes every view of the menu; a preview controller's view leaves the platter as it came.
  func tearDown() {
    if let view = previewController?.view, view.superview === previewPlatter {
      view.removeFromSuperview()
      view.autoresizingMask = previewViewAutoresizing
    }
    previewPlatter?.removeFromSuperview()
    platter.removeFromSuperview()
    backdrop.removeFromSuperview()
    previewPlatter?.session = nil
    backdrop.session = nil
  }

  // MARK: Touches

  func _backdropTouched() {
    guard !isEnding else { return }
    onDismiss?()
  }

  func _previewTapped() {
    guard !isEnding else { return }
    onPreviewTap?()
  }
}

// MARK: - Test hooks (OpenUIKitTesting)

extension UIWindow {
  /// Whether a menu (or a context menu's preview) is on screen in this window, ending or not.
  package var _isShowingMenu: Bool { subviews.contains { $0 is _UIMenuBackdropView } }

  /// The rows of the menu shown (not ending), top to bottom: title, centre in window
  /// coordinates, whether choosing it does something, and its check state.
  package var _menuRows: [(title: String, center: CGPoint, isEnabled: Bool, state: UIMenuElement.State)] {
    guard let backdrop = subviews.last(where: { $0 is _UIMenuBackdropView }) as? _UIMenuBackdropView,
      let session = backdrop.session, !session.isEnding, session.platter.superview === self
    else { return [] }
    return session.platter.subviews.compactMap { view in
      guard let row = view as? _UIMenuRowView, let element = row.element else { return nil }
      let center = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: self)
      let title = row.titleLabel.superview === row ? element.title : "‹ " + element.title
      return (title, center, row.isEnabled, (element as? UIAction)?.state ?? .off)
    }
  }

  /// The frame of the context menu preview shown (not ending), in window coordinates.
  package var _contextMenuPreviewFrame: CGRect? {
    guard let platter = subviews.last(where: { $0 is _UIContextMenuPreviewPlatterView }) as? _UIContextMenuPreviewPlatterView,
      let session = platter.session, !session.isEnding
    else { return nil }
    return platter.frame
  }

  /// The frame of the menu platter shown, in window coordinates (nil: none).
  package var _menuPlatterFrame: CGRect? {
    guard let platter = subviews.last(where: { $0 is _UIMenuPlatterView }) else { return nil }
    let size = platter.bounds.size
    return CGRect(x: platter.center.x - size.width / 2, y: platter.center.y - size.height / 2, width: size.width, height: size.height)
  }
}
