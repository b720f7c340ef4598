import UIKit

@objc protocol PagerDelegate: NSObjectProtocol {
    @objc optional func pager(_ pager: Pager, didScrollTo page: Int)
    @objc optional func pagerShouldBounce(_ pager: Pager) -> Bool
}

class Pager: UIView {
    weak var delegate: PagerDelegate?

    func scroll(to page: Int) {
        if delegate?.pagerShouldBounce?(self) ?? true {
            delegate?.pager?(self, didScrollTo: page)
        }
    }
}

class PagerCoordinator: NSObject, PagerDelegate {}
