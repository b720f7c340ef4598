import Foundation

// UIKit adds `row`, `section` and `init(row:section:)` to Foundation's IndexPath; Foundation on
// Linux (and macOS without UIKit) has none of them. On Apple's UIKit platforms the SDK's own
// declarations are used.
#if !os(iOS) && !os(tvOS) && !os(visionOS) && !os(watchOS)
  extension IndexPath {
    /// An index path with two indexes: `section` then `row` (UITableView's index paths).
    public init(row: Int, section: Int) {
      self.init(indexes: [section, row])
    }

    /// The first index: the table view section.
    public var section: Int {
      get { self[0] }
      set { self[0] = newValue }
    }

    /// The second index: the row in its section.
    public var row: Int {
      get { self[1] }
      set { self[1] = newValue }
    }
  }
#endif
