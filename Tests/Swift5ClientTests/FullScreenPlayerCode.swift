// A video player presented full screen inside the app's navigation controller, written the way
// apps write it (Swift 5 mode), after the mechanical port (`@objc` removed, `#selector` spelled
// `Selector("…")`): once playback starts it hides its chrome, lets the home indicator auto-hide,
// and defers the bottom edge so a swipe up from it opens the player's info panel first. The
// navigation controller forwards those questions to the screen on top. It must compile unchanged.
import UIKit

final class PlayerNavigationController: UINavigationController {
  override var childForStatusBarHidden: UIViewController? {
    return topViewController
  }

  override var childForHomeIndicatorAutoHidden: UIViewController? {
    return topViewController
  }

  override var childForScreenEdgesDeferringSystemGestures: UIViewController? {
    return topViewController
  }
}

final class VideoPlayerViewController: UIViewController {
  let infoPanel = UIView()
  private(set) var isChromeHidden = false
  private(set) var infoPanelOpenCount = 0

  override var prefersStatusBarHidden: Bool {
    return isChromeHidden
  }

  override var prefersHomeIndicatorAutoHidden: Bool {
    return isChromeHidden
  }

  override var preferredScreenEdgesDeferringSystemGestures: UIRectEdge {
    return .bottom
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .black
    infoPanel.backgroundColor = UIColor(white: 0.1, alpha: 0.9)
    infoPanel.frame = CGRect(x: 0, y: view.bounds.height, width: view.bounds.width, height: 240)
    view.addSubview(infoPanel)
    let tap = UITapGestureRecognizer(target: self, action: Selector("toggleChrome"))
    view.addGestureRecognizer(tap)
    let pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan:"))
    view.addGestureRecognizer(pan)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    // Playback starts: get out of the way.
    setChromeHidden(true)
  }

  func toggleChrome() {
    setChromeHidden(!isChromeHidden)
  }

  func setChromeHidden(_ hidden: Bool) {
    isChromeHidden = hidden
    setNeedsStatusBarAppearanceUpdate()
    setNeedsUpdateOfHomeIndicatorAutoHidden()
  }

  func handlePan(_ pan: UIPanGestureRecognizer) {
    guard pan.state == .ended else { return }
    if pan.translation(in: view).y < -80 {
      infoPanelOpenCount += 1
      UIView.animate(withDuration: 0.25) {
        self.infoPanel.frame.origin.y = self.view.bounds.height - self.infoPanel.frame.height
      }
    }
  }
}

final class LibraryViewController: UIViewController {
  let playButton = UIButton(type: .system)

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    playButton.setTitle("Play", for: .normal)
    playButton.frame = CGRect(x: 40, y: 200, width: 120, height: 44)
    playButton.addTarget(self, action: Selector("play"), for: .touchUpInside)
    view.addSubview(playButton)
  }

  func play() {
    let player = VideoPlayerViewController()
    let navigation = PlayerNavigationController(rootViewController: player)
    navigation.setNavigationBarHidden(true, animated: false)
    navigation.modalPresentationStyle = .fullScreen
    present(navigation, animated: true, completion: nil)
  }
}

/// What `openuikit-port` writes for the `@objc` action methods above.
@MainActor func registerFullScreenPlayerActions() {
  ActionRegistry.register(VideoPlayerViewController.self, "toggleChrome") { vc in vc.toggleChrome() }
  ActionRegistry.register(VideoPlayerViewController.self, "handlePan:") { vc, sender in
    vc.handlePan(sender as! UIPanGestureRecognizer)
  }
  ActionRegistry.register(LibraryViewController.self, "play") { vc in vc.play() }
}
