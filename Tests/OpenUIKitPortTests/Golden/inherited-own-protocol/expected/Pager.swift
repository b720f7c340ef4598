import UIKit

protocol PagerDelegate: NSObjectProtocol {
    func pager(_ pager: Pager, didScrollTo page: Int)
    func pagerShouldBounce(_ pager: Pager) -> Bool
}

extension PagerDelegate {
    // openuikit-port: defaults of the optional requirements
    func pager(_ pager: Pager, didScrollTo page: Int) {}
    func pagerShouldBounce(_ pager: Pager) -> Bool { true }
}

class Pager: UIView {
    weak var delegate: PagerDelegate?

    func scroll(to page: Int) {
        if delegate?.pagerShouldBounce(self) ?? true {
            delegate?.pager(self, didScrollTo: page)
        }
    }
}

class PagerCoordinator: NSObject, PagerDelegate {
    // openuikit-port: the protocol's default, so subclasses can override it
    func pager(_ pager: Pager, didScrollTo page: Int) {}
}
