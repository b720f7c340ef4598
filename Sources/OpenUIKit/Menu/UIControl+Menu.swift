import Foundation

/// The delegate of a control's own context menu interaction: it shows the control's `_menu`.
@preconcurrency @MainActor
final class _UIControlMenuDelegate: NSObject, UIContextMenuInteractionDelegate {
  weak var control: UIControl?
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration? {
    guard let menu = control?._menu else { return nil }
    return UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { _ in menu }
  }
}

extension UIControl {
  /// iOS 14: whether the control has a context menu interaction (a long press shows its menu;
  /// with `showsMenuAsPrimaryAction`, a touch down does).
  public var isContextMenuInteractionEnabled: Bool {
    get { _menuInteraction != nil }
    set {
      if newValue, _menuInteraction == nil {
        let delegate = _UIControlMenuDelegate()
        delegate.control = self
        let interaction = UIContextMenuInteraction(delegate: delegate)
        interaction._ownedDelegate = delegate
        interaction._anchored = true
        _menuInteraction = interaction
        addInteraction(interaction)
      } else if !newValue, let interaction = _menuInteraction {
        removeInteraction(interaction)
        _menuInteraction = nil
      }
    }
  }

  /// iOS 14: the control's context menu interaction, while enabled.
  public var contextMenuInteraction: UIContextMenuInteraction? { _menuInteraction }
}

extension UIButton {
  /// iOS 14: the menu the button shows (on a long press; on a touch down with
  /// `showsMenuAsPrimaryAction`). Setting it enables or disables the context menu interaction.
  public var menu: UIMenu? {
    get { _menu }
    set {
      _menu = newValue
      isContextMenuInteractionEnabled = newValue != nil
      _menuInteraction?._sender = self
    }
  }
}

extension UIBarButtonItem {
  /// Gives the control drawing this item the item's menu (bars make and drop those controls).
  func _syncAnchorMenu(previous: UIView?) {
    if let old = previous as? UIControl, old !== _anchorView, old !== customView, old._menuInteraction?._sender === self {
      old._menu = nil
      old.isContextMenuInteractionEnabled = false
    }
    guard let control = _anchorView as? UIControl, control !== customView else { return }
    control._menu = menu
    control.isContextMenuInteractionEnabled = menu != nil
    control._menuInteraction?._sender = self
  }

  /// A tap on an item with a menu and no action shows the menu next to the item.
  func _showMenu() {
    guard let control = _anchorView as? UIControl, let interaction = control._menuInteraction else { return }
    interaction._present(at: CGPoint(x: control.bounds.midX, y: control.bounds.midY))
  }
}
