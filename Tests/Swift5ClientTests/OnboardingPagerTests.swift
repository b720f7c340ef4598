import Testing
import UIKit
import OpenUIKitTesting

// An onboarding pager written the way iOS apps write one (Swift 5 mode): a UIPageViewController
// subclass that is its own data source and delegate, a page control from the presentation
// methods, a "Next" button calling setViewControllers, and the index tracked from the delegate.

final class OnboardingPageViewController: UIViewController {
  let index: Int
  let headline: String
  private let titleLabel = UILabel()

  init(index: Int, headline: String) {
    self.index = index
    self.headline = headline
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.text = headline
    titleLabel.textAlignment = .center
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(titleLabel)
    NSLayoutConstraint.activate([
      titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      titleLabel.centerYAnchor.constraint(equalTo: view.centerYAnchor),
    ])
  }
}

final class OnboardingViewController: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
  lazy var pages: [OnboardingPageViewController] = ["Welcome", "Sync", "Get started"].enumerated().map {
    OnboardingPageViewController(index: $0.offset, headline: $0.element)
  }
  private(set) var currentIndex = 0
  private var pendingIndex: Int?
  var finishedTransitions = 0

  init() {
    super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
  }

  required init?(coder: NSCoder) {
    super.init(coder: coder)
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    dataSource = self
    delegate = self
    view.backgroundColor = .systemGroupedBackground
    if let first = pages.first {
      setViewControllers([first], direction: .forward, animated: false, completion: nil)
    }
  }

  func showNext() {
    guard currentIndex + 1 < pages.count else { return }
    let next = pages[currentIndex + 1]
    setViewControllers([next], direction: .forward, animated: true) { [weak self] finished in
      if finished { self?.currentIndex = next.index }
    }
  }

  // MARK: UIPageViewControllerDataSource

  func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
    guard let page = viewController as? OnboardingPageViewController, page.index > 0 else { return nil }
    return pages[page.index - 1]
  }

  func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
    guard let page = viewController as? OnboardingPageViewController, page.index + 1 < pages.count else { return nil }
    return pages[page.index + 1]
  }

  func presentationCount(for pageViewController: UIPageViewController) -> Int {
    pages.count
  }

  func presentationIndex(for pageViewController: UIPageViewController) -> Int {
    currentIndex
  }

  // MARK: UIPageViewControllerDelegate

  func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
    pendingIndex = (pendingViewControllers.first as? OnboardingPageViewController)?.index
  }

  func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
    finishedTransitions += 1
    if completed, let pendingIndex = pendingIndex {
      currentIndex = pendingIndex
    }
    pendingIndex = nil
  }
}

@MainActor @Suite(.serialized) struct OnboardingPagerTests {
  @Test("UIKit: an onboarding pager — swipe forward, a Next button, the page control follows; the edge stops; no diagnostics")
  func onboardingPager() {
    let pager = OnboardingViewController()
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    window.rootViewController = pager
    window.makeKeyAndVisible()
    UIApplication.shared.runUntilIdle()
    UIApplication.shared.removeAllDiagnostics()
    let dots = pager.view.subviews.compactMap { $0 as? UIPageControl }.first
    #expect(dots?.numberOfPages == 3)
    #expect(pager.viewControllers?.first === pager.pages[0])

    window.drag(from: CGPoint(x: 320, y: 400), to: CGPoint(x: 40, y: 400), duration: 0.25)
    UIApplication.shared.runUntilIdle()
    #expect(pager.currentIndex == 1)
    #expect(dots?.currentPage == 1)
    #expect(pager.finishedTransitions == 1)

    pager.showNext()
    UIApplication.shared.runUntilIdle()
    #expect(pager.currentIndex == 2)
    #expect(pager.viewControllers?.first === pager.pages[2])
    #expect(pager.finishedTransitions == 1)

    window.drag(from: CGPoint(x: 320, y: 400), to: CGPoint(x: 40, y: 400), duration: 0.25)
    UIApplication.shared.runUntilIdle()
    #expect(pager.viewControllers?.first === pager.pages[2])
    #expect(pager.children.count == 1)
    #expect(UIApplication.shared.diagnostics.isEmpty)
  }
}
