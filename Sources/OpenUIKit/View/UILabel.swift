import Foundation
import OpenQuartzCore

/// Horizontal text alignment.
public enum NSTextAlignment: Int, Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}

/// A view that shows a line of text (drawn by a `CATextLayer`, so frames carry the text).
@preconcurrency @MainActor
open class UILabel: UIView {
  open override class var layerClass: AnyClass { CATextLayer.self }

  private var textLayer: CATextLayer { layer as! CATextLayer }

  open var text: String? { didSet { updateLayer() } }
  open var font: UIFont! = UIFont.systemFont(ofSize: 17) { didSet { updateLayer() } }
  open var textColor: UIColor! = .label { didSet { updateLayer() } }
  open var textAlignment: NSTextAlignment = .natural { didSet { updateLayer() } }
  open var numberOfLines: Int = 1 { didSet { updateLayer() } }
  open var isEnabled: Bool = true
  package override var _isAccessibilityElementByDefault: Bool { true }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    updateLayer()
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    isUserInteractionEnabled = false
    updateLayer()
  }

  private func updateLayer() {
    UIView.performWithoutAnimation {
      textLayer.string = text
      textLayer.fontSize = font.pointSize
      textLayer._isBold = font.isBold
      textLayer.foregroundColor = textColor.cgColor
      switch textAlignment {
      case .left: textLayer.alignmentMode = .left
      case .center: textLayer.alignmentMode = .center
      case .right: textLayer.alignmentMode = .right
      case .justified: textLayer.alignmentMode = .justified
      case .natural: textLayer.alignmentMode = .natural
      }
    }
  }

  /// An estimate of the text's size: 0.55 em per character, 1.2 em line height.
  open override var intrinsicContentSize: CGSize {
    let count = CGFloat((text ?? "").count)
    return CGSize(width: (count * font.pointSize * 0.55).rounded(.up), height: (font.pointSize * 1.2).rounded(.up))
  }

  open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
