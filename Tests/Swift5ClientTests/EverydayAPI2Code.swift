// More everyday UIKit that app and transition code leans on, written as iOS code writes it:
// text measurement for sizing bubbles, symbol configurations, resizable images, accessibility
// traits and Dynamic Type flags.
import UIKit

final class ChatBubbleView: UIView {
  let label = UILabel()
  let background = UIImageView()
  static let font = UIFont.systemFont(ofSize: 17)
  static let maxWidth: CGFloat = 240
  static let padding = UIEdgeInsets(top: 8, left: 12, bottom: 8, right: 12)

  override init(frame: CGRect) {
    super.init(frame: frame)
    background.image = UIImage(named: "bubble")?.resizableImage(withCapInsets: UIEdgeInsets(top: 17, left: 21, bottom: 17, right: 21), resizingMode: .stretch)
    addSubview(background)
    label.font = ChatBubbleView.font
    label.numberOfLines = 0
    label.adjustsFontForContentSizeCategory = true
    label.isAccessibilityElement = true
    addSubview(label)
  }

  required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

  /// The classic bubble sizing: measure the text, then add padding.
  static func size(for text: String) -> CGSize {
    let bounds = (text as NSString).boundingRect(
      with: CGSize(width: maxWidth - padding.left - padding.right, height: .greatestFiniteMagnitude),
      options: [.usesLineFragmentOrigin, .usesFontLeading],
      attributes: [.font: font],
      context: nil)
    return CGSize(width: ceil(bounds.width) + padding.left + padding.right, height: ceil(bounds.height) + padding.top + padding.bottom)
  }
}

final class ToolbarButtonFactory {
  static func closeButton() -> UIButton {
    let button = UIButton(type: .system)
    button.setImage(UIImage(systemName: "xmark"), for: .normal)
    button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(pointSize: 22, weight: .semibold), forImageIn: .normal)
    button.accessibilityLabel = "Close"
    return button
  }

  static func heroIcon() -> UIImageView {
    let config = UIImage.SymbolConfiguration(textStyle: .largeTitle, scale: .large)
    let view = UIImageView(image: UIImage(systemName: "star.fill", withConfiguration: config))
    view.tintColor = .systemYellow
    view.accessibilityTraits = [.image, .header]
    return view
  }
}
