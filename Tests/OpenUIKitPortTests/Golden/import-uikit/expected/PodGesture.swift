import UIKit

final class SheetPanGestureRecognizer: UIPanGestureRecognizer {}
