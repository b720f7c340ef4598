public struct SheetMetrics {
    public var topInset: Double = 44
}

public extension UIView {
    func roundTopCorners(_ radius: CGFloat) {
        layer.cornerRadius = radius
    }
}
