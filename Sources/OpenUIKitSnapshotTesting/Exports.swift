// Users of the strategies write `import SnapshotTesting` for `assertSnapshot`; this module
// re-exports it so `import OpenUIKitSnapshotTesting` alone is enough.
@_exported import SnapshotTesting
