// Auto Layout as iOS apps and card/sheet libraries write it, spelled as the SDK's Swift interface.
// That this file compiles in Swift 5 mode is one check (issue 17: "API, spelled as the SDK's
// Swift interface"); AutoLayoutClientTests runs it and checks where the views land.
import UIKit

/// A card that slides up from the bottom, its height animated through a constraint.
final class CardContentViewController: UIViewController {
  let cardView = UIView()
  let titleLabel = UILabel()
  let closeButton = UIButton(type: .system)
  let scrollView = UIScrollView()
  let contentStack = UIStackView()
  var heightConstraint: NSLayoutConstraint!
  var bottomConstraint: NSLayoutConstraint?
  private(set) var marginChanges = 0
  private(set) var safeAreaChanges = 0
  private(set) var constraintUpdates = 0

  override func loadView() {
    view = UIView()
    view.backgroundColor = .systemBackground
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.addSubview(cardView)
    cardView.translatesAutoresizingMaskIntoConstraints = false
    cardView.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 20, bottom: 12, trailing: 20)
    cardView.preservesSuperviewLayoutMargins = false
    cardView.insetsLayoutMarginsFromSafeArea = true

    titleLabel.text = "Details"
    titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
    titleLabel.numberOfLines = 0
    titleLabel.translatesAutoresizingMaskIntoConstraints = false
    titleLabel.setContentHuggingPriority(.required, for: .vertical)
    titleLabel.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
    titleLabel.setContentHuggingPriority(UILayoutPriority(rawValue: 251), for: .horizontal)
    cardView.addSubview(titleLabel)

    closeButton.setTitle("Close", for: .normal)
    closeButton.translatesAutoresizingMaskIntoConstraints = false
    cardView.addSubview(closeButton)

    scrollView.translatesAutoresizingMaskIntoConstraints = false
    cardView.addSubview(scrollView)
    contentStack.axis = .vertical
    contentStack.spacing = 8
    contentStack.alignment = .fill
    contentStack.distribution = .fill
    contentStack.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(contentStack)
    for i in 0..<12 {
      let row = UILabel()
      row.text = "Row \(i)"
      contentStack.addArrangedSubview(row)
    }

    heightConstraint = cardView.heightAnchor.constraint(equalToConstant: 300)
    heightConstraint.identifier = "card.height"
    heightConstraint.priority = .defaultHigh
    let bottom = cardView.bottomAnchor.constraint(equalTo: view.bottomAnchor)
    bottomConstraint = bottom

    NSLayoutConstraint.activate([
      cardView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
      cardView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
      bottom,
      heightConstraint,
      cardView.topAnchor.constraint(greaterThanOrEqualTo: view.safeAreaLayoutGuide.topAnchor, constant: 40),

      titleLabel.topAnchor.constraint(equalTo: cardView.layoutMarginsGuide.topAnchor),
      titleLabel.leadingAnchor.constraint(equalTo: cardView.layoutMarginsGuide.leadingAnchor),
      closeButton.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: titleLabel.trailingAnchor, multiplier: 1),
      closeButton.trailingAnchor.constraint(equalTo: cardView.layoutMarginsGuide.trailingAnchor),
      closeButton.firstBaselineAnchor.constraint(equalTo: titleLabel.firstBaselineAnchor),

      scrollView.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 2),
      scrollView.leadingAnchor.constraint(equalTo: cardView.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: cardView.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: cardView.safeAreaLayoutGuide.bottomAnchor),

      contentStack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
      contentStack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
      contentStack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
      contentStack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
      contentStack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
    ])
  }

  override func updateViewConstraints() {
    constraintUpdates += 1
    super.updateViewConstraints()
  }

  override func viewLayoutMarginsDidChange() {
    super.viewLayoutMarginsDidChange()
    marginChanges += 1
  }

  override func viewSafeAreaInsetsDidChange() {
    super.viewSafeAreaInsetsDidChange()
    safeAreaChanges += 1
  }

  /// The pattern sheets and cards use: change a constant, then lay out inside an animation block.
  func expand(to height: CGFloat) {
    heightConstraint.constant = height
    UIView.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0, options: [.curveEaseInOut, .beginFromCurrentState], animations: {
      self.view.layoutIfNeeded()
    }, completion: nil)
  }
}

/// A view that lays itself out with the visual format language and counts margin changes.
final class BadgeView: UIView {
  let iconView = UIImageView()
  let textLabel = UILabel()
  private(set) var marginChangeCount = 0

  override init(frame: CGRect) {
    super.init(frame: frame)
    iconView.translatesAutoresizingMaskIntoConstraints = false
    textLabel.translatesAutoresizingMaskIntoConstraints = false
    addSubview(iconView)
    addSubview(textLabel)
    let views: [String: Any] = ["icon": iconView, "text": textLabel]
    let metrics: [String: Any] = ["side": 24, "gap": 6]
    var constraints: [NSLayoutConstraint] = []
    constraints += NSLayoutConstraint.constraints(withVisualFormat: "H:|-[icon(side)]-gap-[text]-|", options: [.alignAllCenterY], metrics: metrics, views: views)
    constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-[icon(==side@999)]-|", metrics: metrics, views: views)
    constraints.append(NSLayoutConstraint(item: iconView, attribute: .width, relatedBy: .equal, toItem: iconView, attribute: .height, multiplier: 1, constant: 0))
    NSLayoutConstraint.activate(constraints)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override class var requiresConstraintBasedLayout: Bool { true }

  override func layoutMarginsDidChange() {
    super.layoutMarginsDidChange()
    marginChangeCount += 1
  }

  override var forFirstBaselineLayout: UIView { textLabel }
  override var forLastBaselineLayout: UIView { textLabel }

  override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 2) }
}

/// Things apps read and call around Auto Layout.
@MainActor func autoLayoutEverydayReads(_ view: UIView, guide: UILayoutGuide) -> [String] {
  var seen: [String] = []
  let priorities: [UILayoutPriority] = [.required, .defaultHigh, .defaultLow, .fittingSizeLevel, .dragThatCanResizeScene, .sceneSizeStayPut, .dragThatCannotResizeScene]
  seen.append(priorities.map { "\($0.rawValue)" }.joined(separator: ","))
  seen.append("\(UIView.noIntrinsicMetric)")
  seen.append("\(UIView.layoutFittingCompressedSize) \(UIView.layoutFittingExpandedSize)")
  view.addLayoutGuide(guide)
  guide.identifier = "spacer"
  seen.append("\(view.layoutGuides.count) \(guide.owningView === view)")
  _ = guide.layoutFrame
  _ = view.layoutMargins
  _ = view.directionalLayoutMargins
  _ = view.safeAreaInsets
  _ = view.readableContentGuide.widthAnchor
  _ = view.constraints
  _ = view.hasAmbiguousLayout
  _ = view.constraintsAffectingLayout(for: .horizontal)
  _ = view.contentHuggingPriority(for: .horizontal)
  _ = view.contentCompressionResistancePriority(for: .vertical)
  _ = view.alignmentRect(forFrame: view.frame)
  _ = view.frame(forAlignmentRect: view.bounds)
  _ = view.forFirstBaselineLayout
  _ = view.needsUpdateConstraints()
  _ = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
  _ = view.systemLayoutSizeFitting(CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
  _ = view.intrinsicContentSize
  view.invalidateIntrinsicContentSize()
  view.setNeedsUpdateConstraints()
  view.updateConstraintsIfNeeded()
  view.setNeedsLayout()
  view.layoutIfNeeded()
  _ = UIView.requiresConstraintBasedLayout
  let c = view.widthAnchor.constraint(equalTo: view.heightAnchor, multiplier: 16.0 / 9.0)
  seen.append("\(c.firstAttribute == .width) \(c.secondAttribute == .height) \(c.relation == .equal) \(c.multiplier)")
  _ = c.firstItem
  _ = c.secondItem
  _ = c.firstAnchor
  _ = c.secondAnchor
  c.shouldBeArchived = false
  let offset: NSLayoutDimension = view.leadingAnchor.anchorWithOffset(to: view.trailingAnchor)
  _ = offset.constraint(greaterThanOrEqualToConstant: 10)
  view.removeLayoutGuide(guide)
  return seen
}
