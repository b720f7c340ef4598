import Foundation

extension UICollectionView {
  /// iOS 14: a cell class and a handler that configures its cells for an item; dequeue with
  /// `dequeueConfiguredReusableCell(using:for:item:)` (no reuse identifier to register).
  /// `UICollectionViewCell` itself is made directly; a subclass is made by the factory registered
  /// with `StoryboardClassRegistry.registerCollectionViewCell` (no Objective-C runtime to call
  /// its `init(frame:)` by class).
  @preconcurrency @MainActor
  public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
    public typealias Handler = (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

    let _reuseIdentifier: String
    let _handler: Handler

    public init(handler: @escaping UICollectionView.CellRegistration<Cell, Item>.Handler) {
      _registrationCount += 1
      _reuseIdentifier = "UICollectionViewCellRegistration-\(_registrationCount)-\(Cell.self)"
      _handler = handler
    }
  }

  /// A cell of the registration's class — reused, or new — placed as the layout places the item
  /// and configured by the registration's handler with `item`.
  public func dequeueConfiguredReusableCell<Cell, Item>(
    using registration: UICollectionView.CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
  ) -> Cell where Cell: UICollectionViewCell {
    let identifier = registration._reuseIdentifier
    if _cellFactories[identifier] == nil {
      guard let factory = _CellRegistrationFactory.make(Cell.self) else {
        fatalError(
          "\(Cell.self) cannot be made by class without the Objective-C runtime: register a factory with StoryboardClassRegistry.registerCollectionViewCell before dequeuing it through a UICollectionView.CellRegistration.")
      }
      _cellFactories[identifier] = {
        let cell = factory()
        cell._reuseIdentifier = identifier
        return cell
      }
    }
    let dequeued = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    guard let cell = dequeued as? Cell else {
      fatalError("The cell registration's factory made \(type(of: dequeued)), not \(Cell.self).")
    }
    if let item {
      registration._handler(cell, indexPath, item)
    } else {
      Diagnostics.exception(
        "Attempted to dequeue a cell using a registration with a nil item identifier for index path \(indexPath).",
        name: "NSInternalInconsistencyException")
    }
    return cell
  }
}

/// Registrations made so far (each gets its own reuse identifier).
@MainActor var _registrationCount = 0

@MainActor enum _CellRegistrationFactory {
  /// How to make a cell of `cellClass`: directly for `UICollectionViewCell`, else the factory
  /// registered for the class.
  static func make(_ cellClass: UICollectionViewCell.Type) -> (@MainActor () -> UICollectionViewCell)? {
    if cellClass == UICollectionViewCell.self { return { UICollectionViewCell(frame: .zero) } }
    guard let registered = StoryboardClassRegistry.collectionViewCellFactory(for: cellClass) else { return nil }
    return { registered(.zero) }
  }
}
