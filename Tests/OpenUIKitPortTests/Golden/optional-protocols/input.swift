import UIKit

@objc public protocol SlideMenuDelegate: class {
    @objc optional func slideMenuWillOpen(_ menu: SlideMenuController)
    @objc optional func slideMenu(_ menu: SlideMenuController, shouldOpenFrom edge: UIRectEdge) -> Bool
    @objc optional func slideMenu(_ menu: SlideMenuController, viewFor index: Int) -> UIView?
    @objc optional var preferredMenuWidth: CGFloat { get }
    func slideMenuDidClose(_ menu: SlideMenuController)
}

@objc protocol SlideMenuDataSource {
    @objc optional func numberOfItems() -> Int
}

public class SlideMenuController: UIViewController {
    public weak var delegate: SlideMenuDelegate?
    weak var dataSource: SlideMenuDataSource?

    func open() {
        guard delegate?.slideMenu?(self, shouldOpenFrom: .left) ?? true else { return }
        delegate?.slideMenuWillOpen?(self)
        let width = delegate?.preferredMenuWidth ?? 280
        let header = delegate?.slideMenu?(self, viewFor: 0)
        let count = dataSource?.numberOfItems!() ?? 0
        print(width, header as Any, count)
    }
}

class MenuHost: NSObject, SlideMenuDelegate {
    func slideMenuWillOpen(_ menu: SlideMenuController) {}
    func slideMenuDidClose(_ menu: SlideMenuController) {}
}
