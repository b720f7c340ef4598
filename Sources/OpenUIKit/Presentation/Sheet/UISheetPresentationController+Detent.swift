import Foundation

extension UISheetPresentationController {
  /// A height at which a sheet rests (iOS 15; custom detents iOS 16).
  @preconcurrency @MainActor
  public final class Detent: NSObject {
    /// A detent's name: `.medium`, `.large`, or an app's own for custom detents.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
      public var rawValue: String
      public init(_ rawValue: String) { self.rawValue = rawValue }
      public init(rawValue: String) { self.rawValue = rawValue }
      public static let medium = Identifier("com.apple.UIKit.medium")
      public static let large = Identifier("com.apple.UIKit.large")
    }

    enum Kind {
      case medium, large
      case custom((any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?)
    }

    /// The detent's identifier (random for a custom detent created without one).
    public private(set) var identifier: Identifier
    let kind: Kind

    init(identifier: Identifier, kind: Kind) {
      self.identifier = identifier
      self.kind = kind
    }

    /// About half the height of the screen: half of `maximumDetentValue`; inactive in compact
    /// height (Docs/Behaviour.md "Sheets").
    public class func medium() -> Self { Self(identifier: .medium, kind: .medium) }

    /// The sheet at its full height (`maximumDetentValue`).
    public class func large() -> Self { Self(identifier: .large, kind: .large) }

    /// A detent whose height the resolver computes from the context; nil makes it inactive.
    public class func custom(
      identifier: Identifier? = nil,
      resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?
    ) -> Self {
      Self(identifier: identifier ?? Identifier(UUID().uuidString), kind: .custom(resolver))
    }

    /// The detent's height in `context`, or nil when it is inactive there.
    public func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
      switch kind {
      case .large: return context.maximumDetentValue
      case .medium:
        if context.containerTraitCollection.verticalSizeClass == .compact { return nil }
        return (context.maximumDetentValue * 0.5).rounded()
      case .custom(let resolver):
        guard let value = resolver(context) else { return nil }
        return min(max(0, value), context.maximumDetentValue)
      }
    }
  }
}

/// What a detent resolver gets: the container's traits and the largest height a detent can have.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
  var containerTraitCollection: UITraitCollection { get }
  var maximumDetentValue: CGFloat { get }
}

@preconcurrency @MainActor
final class SheetDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
  let containerTraitCollection: UITraitCollection
  let maximumDetentValue: CGFloat
  init(traits: UITraitCollection, maximum: CGFloat) {
    containerTraitCollection = traits
    maximumDetentValue = maximum
  }
}

/// A sheet's delegate: the adaptive delegate plus the user's detent changes.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
  func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: UISheetPresentationController)
}

extension UISheetPresentationControllerDelegate {
  public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(
    _ sheetPresentationController: UISheetPresentationController
  ) {}
}
