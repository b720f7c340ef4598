//
//  RoundedCardView.swift
//  CardKit
//

import UIKit

@IBDesignable
@objcMembers
open class RoundedCardView: UIView {
    @IBInspectable public var cornerRadius: CGFloat = 12 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    @IBInspectable var shadowOpacity: Float = 0.2

    @objc dynamic var revealProgress: CGFloat = 0

    @objc(cardIdentifier)
    public var identifier: String = ""

    @nonobjc func configure() {
        layer.masksToBounds = false
    }

    @objc public dynamic func reveal(animated: Bool) {
        revealProgress = 1
    }
}

@objc enum CardStyle: Int {
    case plain, elevated
}

@objc extension RoundedCardView {
    func flatten() { shadowOpacity = 0 }
}

@UIApplicationMain
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

final class AnimationBlocks {
    var completion: (@convention(block) (Bool) -> Void)?
}
