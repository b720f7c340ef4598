import Foundation

/// An object a view hosts that reacts to the user on its behalf (a context menu interaction).
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
  /// The view the interaction is attached to.
  var view: UIView? { get }
  /// Called before the interaction is added to (or, with nil, removed from) a view.
  func willMove(to view: UIView?)
  /// Called after the interaction is added to (or, with nil, removed from) a view.
  func didMove(to view: UIView?)
}

extension UIView {
  /// Attaches `interaction` to this view (moving it from another view first); adding one twice
  /// does nothing.
  public func addInteraction(_ interaction: any UIInteraction) {
    guard !_interactions.contains(where: { $0 === interaction }) else { return }
    interaction.view?.removeInteraction(interaction)
    interaction.willMove(to: self)
    _interactions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Detaches `interaction` from this view; an interaction of another view is left alone.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard let index = _interactions.firstIndex(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    _interactions.remove(at: index)
    interaction.didMove(to: nil)
  }

  /// The interactions attached to this view, in the order they were added.
  public var interactions: [any UIInteraction] {
    get { _interactions }
    set {
      for old in _interactions where !newValue.contains(where: { $0 === old }) { removeInteraction(old) }
      for new in newValue { addInteraction(new) }
    }
  }
}
