import UIKit.UIGestureRecognizerSubclass
import ObjectiveC

final class SheetPanGestureRecognizer: UIPanGestureRecognizer {}
