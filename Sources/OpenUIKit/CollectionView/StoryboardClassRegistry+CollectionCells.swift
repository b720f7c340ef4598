import Foundation

/// Collection view cell classes for `UICollectionView.register(_:forCellWithReuseIdentifier:)`:
/// without the Objective-C runtime a class object cannot be asked for a new instance, so
/// subclasses of `UICollectionViewCell` registered by class are made by a factory given here:
///
/// ```swift
/// StoryboardClassRegistry.registerCollectionViewCell(PhotoCell.self) { frame in PhotoCell(frame: frame) }
/// collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
/// ```
///
/// (Storyboard prototype cells with a `customClass` are made by their view registration,
/// `register(_:name:)`, with `init?(coder:)`, as UIKit decodes them.)
extension StoryboardClassRegistry {
  private static var collectionCellFactories: [ObjectIdentifier: @MainActor (CGRect) -> UICollectionViewCell] = [:]

  /// Registers how to make cells of `type` when a collection view has it registered by class.
  public static func registerCollectionViewCell<T: UICollectionViewCell>(
    _ type: T.Type, factory: @escaping @MainActor (_ frame: CGRect) -> T
  ) {
    collectionCellFactories[ObjectIdentifier(type)] = { frame in factory(frame) }
  }

  package static func collectionViewCellFactory(for cellClass: AnyClass) -> (@MainActor (CGRect) -> UICollectionViewCell)? {
    collectionCellFactories[ObjectIdentifier(cellClass)]
  }
}
