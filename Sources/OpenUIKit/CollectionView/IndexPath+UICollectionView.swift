import Foundation

// UIKit adds `item` and `init(item:section:)` to Foundation's IndexPath for collection views
// (`section` comes with the table view extension, IndexPath+UITableView.swift). On Apple's UIKit
// platforms the SDK's own declarations are used.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  extension IndexPath {
    /// An index path with two indexes: `section` then `item` (UICollectionView's index paths).
    public init(item: Int, section: Int) {
      self.init(indexes: [section, item])
    }

    /// The second index: the item in its section (the same index as `row`).
    public var item: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif
