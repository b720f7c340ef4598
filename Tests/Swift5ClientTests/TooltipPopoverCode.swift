import UIKit

// A tooltip library's popover, written as iOS apps write it (Swift 5 mode, after the port):
// a dark bubble drawn by a UIPopoverBackgroundView subclass whose arrow follows arrowDirection
// and arrowOffset, shown from a help button, kept a popover on iPhone by the adaptive delegate.

final class TooltipBackgroundView: UIPopoverBackgroundView {
    static let bubbleColor = UIColor(white: 0.12, alpha: 0.94)

    private var _arrowOffset: CGFloat = 0
    private var _arrowDirection: UIPopoverArrowDirection = .any
    let bubble = UIView()
    let arrowLayer = CAShapeLayer()

    override class func arrowBase() -> CGFloat { return 18 }
    override class func arrowHeight() -> CGFloat { return 9 }
    override class func contentViewInsets() -> UIEdgeInsets {
        return UIEdgeInsets(top: 6, left: 10, bottom: 6, right: 10)
    }
    override class var wantsDefaultContentAppearance: Bool { return false }

    override var arrowOffset: CGFloat {
        get { return _arrowOffset }
        set {
            _arrowOffset = newValue
            setNeedsLayout()
        }
    }

    override var arrowDirection: UIPopoverArrowDirection {
        get { return _arrowDirection }
        set {
            _arrowDirection = newValue
            setNeedsLayout()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        bubble.backgroundColor = TooltipBackgroundView.bubbleColor
        bubble.layer.cornerRadius = 8
        addSubview(bubble)
        arrowLayer.fillColor = TooltipBackgroundView.bubbleColor.cgColor
        layer.addSublayer(arrowLayer)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = 0.25
        layer.shadowRadius = 6
        layer.shadowOffset = CGSize(width: 0, height: 2)
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// The arrow's tip, in this view's coordinates.
    var arrowTip: CGPoint = .zero

    override func layoutSubviews() {
        super.layoutSubviews()
        let height = TooltipBackgroundView.arrowHeight()
        let halfBase = TooltipBackgroundView.arrowBase() / 2
        var body = bounds
        let path = UIBezierPath()
        switch arrowDirection {
        case .up:
            body.origin.y += height
            body.size.height -= height
            let x = bounds.midX + arrowOffset
            arrowTip = CGPoint(x: x, y: 0)
            path.move(to: CGPoint(x: x - halfBase, y: height))
            path.addLine(to: arrowTip)
            path.addLine(to: CGPoint(x: x + halfBase, y: height))
        case .down:
            body.size.height -= height
            let x = bounds.midX + arrowOffset
            arrowTip = CGPoint(x: x, y: bounds.maxY)
            path.move(to: CGPoint(x: x - halfBase, y: body.maxY))
            path.addLine(to: arrowTip)
            path.addLine(to: CGPoint(x: x + halfBase, y: body.maxY))
        case .left:
            body.origin.x += height
            body.size.width -= height
            let y = bounds.midY + arrowOffset
            arrowTip = CGPoint(x: 0, y: y)
            path.move(to: CGPoint(x: height, y: y - halfBase))
            path.addLine(to: arrowTip)
            path.addLine(to: CGPoint(x: height, y: y + halfBase))
        case .right:
            body.size.width -= height
            let y = bounds.midY + arrowOffset
            arrowTip = CGPoint(x: bounds.maxX, y: y)
            path.move(to: CGPoint(x: body.maxX, y: y - halfBase))
            path.addLine(to: arrowTip)
            path.addLine(to: CGPoint(x: body.maxX, y: y + halfBase))
        default:
            break
        }
        path.close()
        bubble.frame = body
        arrowLayer.frame = bounds
        arrowLayer.path = path.cgPath
    }
}

final class TooltipViewController: UIViewController {
    let text: String
    let label = UILabel()

    init(text: String) {
        self.text = text
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        label.text = text
        label.textColor = .white
        label.font = UIFont.systemFont(ofSize: 13, weight: .medium)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            label.topAnchor.constraint(equalTo: view.topAnchor),
            label.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        let fitting = label.sizeThatFits(CGSize(width: 220, height: CGFloat.greatestFiniteMagnitude))
        preferredContentSize = CGSize(width: ceil(min(fitting.width, 220)), height: ceil(fitting.height))
    }
}

final class HelpScreenViewController: UIViewController, UIPopoverPresentationControllerDelegate {
    let helpButton = UIButton(type: .system)
    private(set) var dismissedTooltips = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        helpButton.setTitle("?", for: .normal)
        helpButton.frame = CGRect(x: view.bounds.maxX - 64, y: 120, width: 44, height: 44)
        helpButton.autoresizingMask = [.flexibleLeftMargin]
        helpButton.addTarget(self, action: Selector("showHelp:"), for: .touchUpInside)
        view.addSubview(helpButton)
    }

    func showHelp(_ sender: UIButton) {
        let tooltip = TooltipViewController(text: "Tap a photo to select it. Long-press for more options.")
        guard let popover = tooltip.popoverPresentationController else { return }
        popover.sourceView = sender
        popover.sourceRect = sender.bounds
        popover.permittedArrowDirections = [.up, .down]
        popover.popoverBackgroundViewClass = TooltipBackgroundView.self
        popover.delegate = self
        present(tooltip, animated: true, completion: nil)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .none
    }

    func popoverPresentationControllerDidDismissPopover(_ popoverPresentationController: UIPopoverPresentationController) {
        dismissedTooltips += 1
    }
}

// What openuikit-port writes for this file (registrations of classes and actions).
@MainActor func registerTooltipPopoverTypes() {
    StoryboardClassRegistry.registerPopoverBackgroundView(TooltipBackgroundView.self) { frame in TooltipBackgroundView(frame: frame) }
    ActionRegistry.register(HelpScreenViewController.self, "showHelp:") { vc, sender in
        vc.showHelp(sender as! UIButton)
    }
}
