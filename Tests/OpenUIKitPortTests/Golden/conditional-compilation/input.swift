#if canImport(UIKit)
import UIKit
#else
import AppKit
#endif

class SwipeInteractor: NSObject {
    #if os(iOS)
    let edgeGesture = UIScreenEdgePanGestureRecognizer()
    #elseif os(tvOS)
    let swipeGesture = UISwipeGestureRecognizer()
    #endif

    func attach(to view: UIView) {
        #if targetEnvironment(simulator)
        print("Simulator: slow animations")
        #else
        view.addGestureRecognizer(edgeGesture)
        #endif

        #if os(macOS) || targetEnvironment(macCatalyst)
        view.isUserInteractionEnabled = false
        #endif

        #if DEBUG
        print("attached")
        #endif

        #if os(iOS) && !targetEnvironment(macCatalyst)
        edgeGesture.edges = .left
        #endif

        #if DEBUG
        print("debug")
        #elseif os(iOS)
        print("iOS release")
        #elseif os(macOS)
        print("mac release")
        #endif
    }
}
