import UIKit

final class TrackingCoordinator: PagerCoordinator {
    private(set) var pages: [Int] = []

    func pager(_ pager: Pager, didScrollTo page: Int) {
        pages.append(page)
    }
}
