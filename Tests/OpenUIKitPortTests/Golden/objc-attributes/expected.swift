//
//  RoundedCardView.swift
//  CardKit
//

import UIKit

open class RoundedCardView: UIView {
    public var cornerRadius: CGFloat = 12 {
        didSet { layer.cornerRadius = cornerRadius }
    }

    var shadowOpacity: Float = 0.2

    var revealProgress: CGFloat = 0

    public var identifier: String = ""

    func configure() {
        layer.masksToBounds = false
    }

    public func reveal(animated: Bool) {
        revealProgress = 1
    }
}

enum CardStyle: Int {
    case plain, elevated
}

extension RoundedCardView {
    func flatten() { shadowOpacity = 0 }
}

class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

final class AnimationBlocks {
    var completion: ((Bool) -> Void)?
}
