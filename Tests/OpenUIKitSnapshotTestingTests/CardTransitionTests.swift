import Foundation
import OpenUIKitSnapshotTesting
import Testing
import UIKit

// The code of the DocC article "Snapshotting a presentation mid-way", run as written, so the
// render tree and trace it quotes are what the strategies write (references in __Snapshots__).

final class RootViewController: UIViewController {
  override func viewDidLoad() {
    title = "Root"
    view.backgroundColor = .white
  }
}

final class DetailViewController: UIViewController {
  override func viewDidLoad() {
    title = "Detail"
    view.backgroundColor = .orange
  }
}

@MainActor
@Suite(.serialized)
struct CardTransitionTests {
  let transition = SlideUpTransition()

  func presentDetail(from root: UIViewController) {
    let detail = DetailViewController()
    detail.modalPresentationStyle = .fullScreen
    detail.transitioningDelegate = transition
    root.present(detail, animated: true)
  }

  @Test("Article: the presentation at 0, ½ and 1 as SVG and render trees")
  func slideUp() {
    assertSnapshot(of: RootViewController(), as: .transition(at: [0, 0.5, 1], on: .iPhone13, presentDetail))
    assertSnapshot(
      of: RootViewController(), as: .transition(at: [0, 0.5, 1], on: .iPhone13, as: .renderTree, presentDetail))
  }

  @Test("Article: the trace of the presentation")
  func presentTrace() {
    assertSnapshot(of: RootViewController(), as: .trace(on: .iPhone13, presentDetail))
  }
}
