import Foundation

#if !canImport(Darwin)
/// A bitmap image (Core Graphics' `CGImage`). Here its pixels are the render-model content it
/// was made from — captured layers or a named placeholder — drawn by the renderers at any
/// resolution; `width` and `height` are its size in pixels.
///
/// Immutable, so it is `Sendable`.
public final class CGImage: Hashable, Sendable, CustomStringConvertible {
  package let _image: RenderImage

  package init(_image: RenderImage) { self._image = _image }

  public var width: Int { Int((Double(_image.size.width) * _image.scale).rounded()) }
  public var height: Int { Int((Double(_image.size.height) * _image.scale).rounded()) }
  public var bitsPerComponent: Int { 8 }
  public var bitsPerPixel: Int { 32 }
  public var bytesPerRow: Int { width * 4 }

  public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs || lhs._image == rhs._image }
  public func hash(into hasher: inout Hasher) { hasher.combine(_image.size.width); hasher.combine(_image.size.height) }
  public var description: String { "<CGImage \(width)×\(height)>" }
}
#endif
