import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// A controller that shows an empty state while it has no items, as iOS 17 apps do.
@MainActor
private final class InboxController: UIViewController {
  var items: [String] = [] { didSet { setNeedsUpdateContentUnavailableConfiguration() } }
  var updates = 0
  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
  }
  override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
    updates += 1
    if items.isEmpty {
      var c = UIContentUnavailableConfiguration.empty()
      c.text = "No Mail"
      c.secondaryText = "New messages appear here."
      contentUnavailableConfiguration = c
    } else {
      contentUnavailableConfiguration = nil
    }
  }
}

/// iOS 17 content-unavailable configurations, views and view controller placement.
@MainActor
@Suite(.serialized)
struct ContentUnavailableTests {
  private func unavailableView(in view: UIView) -> UIContentUnavailableView? {
    view.subviews.compactMap { $0 as? UIContentUnavailableView }.first
  }

  @Test("[U] lists16c 'Content unavailable': empty() is blank, loading() spins over \"Loading…\", search() shows a magnifying glass and \"No Results\"")
  func presets() {
    let empty = UIContentUnavailableConfiguration.empty()
    #expect(empty.text == nil && empty.image == nil && empty.secondaryText == nil)
    #expect(empty.alignment == .center)
    let loading = UIContentUnavailableConfiguration.loading()
    #expect(loading.text == "Loading…")
    let view = UIContentUnavailableView(configuration: loading)
    #expect(!view._activityIndicatorForTesting.isHidden && view._activityIndicatorForTesting.isAnimating)
    let search = UIContentUnavailableConfiguration.search()
    #expect(search.text == "No Results" && search.image != nil)
  }

  @Test("[U] lists16c 'Content unavailable': search() updated for a state with search text names the text")
  func searchUpdatedForState() {
    var state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection())
    #expect(UIContentUnavailableConfiguration.search().updated(for: state).text == "No Results")
    state.searchText = "kiwi"
    let updated = UIContentUnavailableConfiguration.search().updated(for: state)
    #expect(updated.text == "No Results for “kiwi”")
    #expect(updated.secondaryText == "Check the spelling or try a new search.")
  }

  @Test("[U] lists16c 'Content unavailable': the view stacks image, text, secondary text and button, centred in its margins")
  func viewLayout() {
    var c = UIContentUnavailableConfiguration.empty()
    c.image = UIImage(systemName: "tray")
    c.text = "No Mail"
    c.secondaryText = "New messages appear here."
    var button = UIButton.Configuration.filled()
    button.title = "Refresh"
    c.button = button
    var tapped = 0
    c.buttonProperties.primaryAction = UIAction { _ in tapped += 1 }
    let view = UIContentUnavailableView(configuration: c)
    view.frame = CGRect(x: 0, y: 0, width: 390, height: 600)
    view.layoutIfNeeded()
    let image = view._imageViewForTesting.frame
    let text = view._textLabelForTesting.frame
    let secondary = view._secondaryTextLabelForTesting.frame
    let b = view._buttonForTesting.frame
    #expect(text.minY == image.maxY + 16)
    #expect(secondary.minY == text.maxY + 8)
    #expect(b.minY == secondary.maxY + 16)
    #expect(abs((image.minY + b.maxY) / 2 - 300) < 0.001)
    for frame in [image, text, secondary, b] { #expect(abs(frame.midX - 195) < 0.001) }
    #expect(!view._buttonForTesting.isHidden)
    view._buttonForTesting.sendActions(for: .primaryActionTriggered)
    #expect(tapped == 1)
    // Without a title or image the button is hidden.
    c.button = .plain()
    view.configuration = c
    #expect(view._buttonForTesting.isHidden)
  }

  @Test("[U] lists16c 'Content unavailable': a controller's configuration view fills its view, in front of its subviews; nil removes it")
  func controllerPlacement() throws {
    let controller = UIViewController()
    var c = UIContentUnavailableConfiguration.empty()
    c.text = "Nothing here"
    controller.contentUnavailableConfiguration = c
    let window = makeWindow(root: controller, sdk: .iOS17)
    let view = try #require(unavailableView(in: controller.view))
    #expect(controller.view.subviews.last === view)
    #expect(view.frame == controller.view.bounds)
    #expect(view._textLabelForTesting.text == "Nothing here")
    controller.view.addSubview(UIView())
    controller.view.setNeedsLayout()
    UIApplication.shared.runUntilIdle()
    #expect(controller.view.subviews.last === view)
    controller.contentUnavailableConfiguration = nil
    #expect(view.superview == nil)
    #expect(controller.contentUnavailableConfiguration == nil)
    _ = window
  }

  @Test("UIKit (setNeedsUpdateContentUnavailableConfiguration docs): the request runs updateContentUnavailableConfiguration(using:) once on the next layout")
  func controllerUpdates() throws {
    let controller = InboxController()
    controller.items = []
    let window = makeWindow(root: controller, sdk: .iOS17)
    #expect(controller.updates == 1)
    let view = try #require(unavailableView(in: controller.view))
    #expect(view._textLabelForTesting.text == "No Mail")
    #expect(controller.contentUnavailableConfigurationState.searchText == nil)
    controller.items = ["a"]
    controller.items = ["a", "b"]
    UIApplication.shared.runUntilIdle()
    #expect(controller.updates == 2)
    #expect(unavailableView(in: controller.view) == nil)
    _ = window
  }
}
