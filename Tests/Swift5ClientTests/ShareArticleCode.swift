import UIKit

// Written the way an iOS app shares content: a bar button opens the share sheet with the
// article's URL and title, an app-specific "Save for Later" activity, the popover anchored to
// the bar button for iPad, and the completion handler logging what the user did.

struct ShareArticle {
  let title: String
  let url: URL
}

final class ShareSaveForLaterActivity: UIActivity {
  private(set) var savedURLs: [URL] = []
  private var pending: [URL] = []

  override class var activityCategory: UIActivity.Category { return .action }
  override var activityType: UIActivity.ActivityType? { return UIActivity.ActivityType("com.example.reader.saveForLater") }
  override var activityTitle: String? { return "Save for Later" }
  override var activityImage: UIImage? { return UIImage(systemName: "bookmark") }

  override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
    return activityItems.contains(where: { $0 is URL })
  }

  override func prepare(withActivityItems activityItems: [Any]) {
    pending = activityItems.compactMap { $0 as? URL }
  }

  override func perform() {
    savedURLs.append(contentsOf: pending)
    activityDidFinish(true)
  }
}

final class ShareArticleViewController: UIViewController {
  let article: ShareArticle
  let saveActivity = ShareSaveForLaterActivity()
  private(set) var shareLog: [String] = []
  private(set) var shareItem: UIBarButtonItem!

  init(article: ShareArticle) {
    self.article = article
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    title = article.title
    view.backgroundColor = .systemBackground
    shareItem = UIBarButtonItem(systemItem: .action, primaryAction: UIAction { [weak self] _ in
      self?.share()
    })
    navigationItem.rightBarButtonItem = shareItem
  }

  func share() {
    let controller = UIActivityViewController(activityItems: [article.title, article.url], applicationActivities: [saveActivity])
    controller.excludedActivityTypes = [.assignToContact, .saveToCameraRoll]
    controller.popoverPresentationController?.barButtonItem = shareItem
    controller.completionWithItemsHandler = { [weak self] activityType, completed, _, error in
      guard error == nil else { return }
      if completed, let activityType = activityType {
        self?.shareLog.append("shared via \(activityType.rawValue)")
      } else {
        self?.shareLog.append("cancelled")
      }
    }
    present(controller, animated: true, completion: nil)
  }
}
