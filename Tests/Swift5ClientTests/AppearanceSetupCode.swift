// Bar styling the way iOS 15+ apps write it in `application(_:didFinishLaunchingWithOptions:)`
// and in view controllers (Swift 5 mode). It must compile unchanged.
import UIKit

enum Theme {
  static let brand = UIColor(red: 0.11, green: 0.36, blue: 0.82, alpha: 1)

  /// What an AppDelegate does once at launch.
  static func applyGlobalAppearance() {
    let nav = UINavigationBarAppearance()
    nav.configureWithOpaqueBackground()
    nav.backgroundColor = brand
    nav.shadowColor = .clear
    nav.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 17, weight: .semibold)]
    nav.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
    let button = UIBarButtonItemAppearance(style: .plain)
    button.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
    nav.buttonAppearance = button
    nav.backButtonAppearance = button
    UINavigationBar.appearance().standardAppearance = nav
    UINavigationBar.appearance().compactAppearance = nav
    UINavigationBar.appearance().scrollEdgeAppearance = nav
    UINavigationBar.appearance().tintColor = .white

    let tab = UITabBarAppearance()
    tab.configureWithDefaultBackground()
    tab.stackedLayoutAppearance.selected.iconColor = brand
    tab.stackedLayoutAppearance.selected.titleTextAttributes = [.foregroundColor: brand]
    UITabBar.appearance().standardAppearance = tab
    if #available(iOS 15.0, *) {
      UITabBar.appearance().scrollEdgeAppearance = tab
    }
  }
}

/// A screen that makes its own bar transparent over a header image, the common per-screen override.
final class ProfileViewController: UIViewController {
  let header = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    view.backgroundColor = .systemBackground
    let transparent = UINavigationBarAppearance()
    transparent.configureWithTransparentBackground()
    transparent.titleTextAttributes = [.foregroundColor: UIColor.label]
    navigationItem.standardAppearance = transparent
    navigationItem.scrollEdgeAppearance = transparent
    let text = NSMutableAttributedString(string: "Ada Lovelace", attributes: [
      .font: UIFont.systemFont(ofSize: 28, weight: .bold),
      .foregroundColor: UIColor.label,
    ])
    text.append(NSAttributedString(string: "\nAnalyst", attributes: [.foregroundColor: UIColor.secondaryLabel]))
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = .center
    paragraph.lineSpacing = 4
    text.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: text.length))
    header.attributedText = text
    header.numberOfLines = 0
    header.frame = CGRect(x: 0, y: 120, width: 390, height: 80)
    view.addSubview(header)
  }
}
