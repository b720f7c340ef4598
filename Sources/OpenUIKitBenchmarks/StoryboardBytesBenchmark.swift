import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitBenchmarkSupport

#if canImport(Glibc)
  import Glibc
#endif

/// What objects a storyboard load makes cost in heap bytes (sbview13): per object kind, the
/// object's own allocation (`malloc_usable_size`) and everything made with it (the heap's growth
/// over 1,000 of them, divided), then the heap a loaded 600-scene storyboard holds and how the
/// heap grows over repeated loads with no commit between them (what the load benchmark does).
/// Heap figures count malloc's bytes in use, so they repeat run to run on any host.
@MainActor
enum StoryboardBytesBenchmark {
  /// malloc's bytes in use (glibc `mallinfo2()`: `uordblks + hblkhd`), 0 where unavailable.
  /// Swift's Glibc module has no `malloc.h`: the functions are looked up by name. On x86-64 a
  /// call returning `struct mallinfo2` (ten `size_t`s) passes the result's address first.
  static func heapBytes() -> Int {
    #if canImport(Glibc) && arch(x86_64)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else { return 0 }
      typealias MallInfo2 = @convention(c) (UnsafeMutablePointer<Int>) -> Void
      let call = unsafeBitCast(symbol, to: MallInfo2.self)
      var fields = [Int](repeating: 0, count: 10)
      fields.withUnsafeMutableBufferPointer { call($0.baseAddress!) }
      return fields[7] + fields[4]
    #else
      return 0
    #endif
  }

  /// The usable size of the object's own allocation (glibc `malloc_usable_size`), 0 where
  /// unavailable.
  static func ownBytes(_ object: AnyObject) -> Int {
    #if canImport(Glibc)
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_usable_size") else { return 0 }
      typealias UsableSize = @convention(c) (UnsafeMutableRawPointer?) -> Int
      return unsafeBitCast(symbol, to: UsableSize.self)(Unmanaged.passUnretained(object).toOpaque())
    #else
      return 0
    #endif
  }

  static func report() {
    MediaClock.shared.advance(by: 0)
    func measure(_ name: String, count: Int = 1_000, _ make: () -> AnyObject) {
      var kept: [AnyObject] = []
      kept.reserveCapacity(count)
      let before = heapBytes()
      for _ in 0..<count { kept.append(make()) }
      let after = heapBytes()
      let own = ownBytes(kept[0])
      let layerOwn = (kept[0] as? UIView).map { ownBytes($0.layer) } ?? 0
      print(
        "  \(name): \((after - before) / count) heap bytes with everything made with it; object \(own) bytes"
          + (layerOwn > 0 ? ", its layer \(layerOwn) bytes" : ""))
      kept.removeAll()
      MediaClock.shared.advance(by: 0)
    }
    print("storyboard bytes (heap in use, malloc_usable_size for one object):")
    measure("CALayer") { CALayer() }
    measure("CATextLayer") { CATextLayer() }
    measure("UIView") { UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40)) }
    measure("UILabel with text") {
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      label.text = "Label"
      return label
    }
    measure("UIButton with title") {
      let button = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      button.setTitle("Button", for: .normal)
      return button
    }
    measure("UITableViewCell (.default, text set)") {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row"
      return cell
    }

    let data = makeLargeStoryboard(scenes: 600)
    let printed = Diagnostics.printsToStandardError
    Diagnostics.printsToStandardError = false
    defer { Diagnostics.printsToStandardError = printed }
    func load() -> [UIViewController] {
      var controllers: [UIViewController] = []
      guard let storyboard = try? UIStoryboard(data: data, fileName: "Large.storyboard") else { return [] }
      let instantiator = StoryboardInstantiator(storyboard: storyboard)
      for scene in storyboard.document?.scenes ?? [] {
        guard let object = scene.viewController, object.storyboardReference == nil,
          let controller = instantiator.instantiateController(object)
        else { continue }
        controller.loadViewIfNeeded()
        controllers.append(controller)
      }
      return controllers
    }
    let start = heapBytes()
    var controllers = load()
    let loaded = heapBytes()
    controllers.removeAll()
    let released = heapBytes()
    for _ in 0..<10 { _ = load() }
    let afterTen = heapBytes()
    MediaClock.shared.advance(by: 0)
    let committed = heapBytes()
    print(
      "  600-scene load: \(String(format: "%.1f", Double(loaded - start) / 1_048_576)) MB heap held by its controllers; "
        + "after releasing them \(String(format: "%.1f", Double(released - start) / 1_048_576)) MB; "
        + "after 10 more loads released with no commit \(String(format: "%.1f", Double(afterTen - start) / 1_048_576)) MB; "
        + "after a commit \(String(format: "%.1f", Double(committed - start) / 1_048_576)) MB")
    _ = controllers
  }
}
