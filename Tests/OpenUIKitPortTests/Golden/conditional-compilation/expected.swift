import UIKit

class SwipeInteractor: NSObject {
    let edgeGesture = UIScreenEdgePanGestureRecognizer()

    func attach(to view: UIView) {
        view.addGestureRecognizer(edgeGesture)

        #if DEBUG
        print("attached")
        #endif

        edgeGesture.edges = .left

        #if DEBUG
        print("debug")
        #else
        print("iOS release")
        #endif
    }
}
