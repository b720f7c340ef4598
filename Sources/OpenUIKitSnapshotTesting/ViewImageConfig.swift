import Foundation
import OpenUIKit

/// A device to snapshot on: the window's size, its safe-area insets and the traits the hosted
/// controller gets — swift-snapshot-testing's `ViewImageConfig` (which it defines for iOS and
/// tvOS only), with the same names and values, for the strategies of this module.
///
/// ```swift
/// assertSnapshot(of: controller, as: .svg(on: .iPhone13))
/// assertSnapshot(of: controller, as: .renderTree(on: .iPhone13(.landscape)))
/// ```
///
/// `size: nil` keeps the current `UIScreen.main` size. Traits that are unspecified in `traits`
/// are left to UIKit (the screen's idiom and the size classes its size gives).
public struct ViewImageConfig: Sendable {
  public enum Orientation: Sendable {
    case landscape
    case portrait
  }

  public var safeArea: UIEdgeInsets
  public var size: CGSize?
  public var traits: UITraitCollection

  public init(safeArea: UIEdgeInsets = .zero, size: CGSize? = nil, traits: UITraitCollection = .init()) {
    self.safeArea = safeArea
    self.size = size
    self.traits = traits
  }

  public static let iPhoneSe = ViewImageConfig.iPhoneSe(.portrait)

  public static func iPhoneSe(_ orientation: Orientation) -> ViewImageConfig {
    phone(orientation, portrait: CGSize(width: 320, height: 568), portraitInsets: .init(top: 20, left: 0, bottom: 0, right: 0),
      landscapeInsets: .zero, regularWidthInLandscape: false)
  }

  public static let iPhone8 = ViewImageConfig.iPhone8(.portrait)

  public static func iPhone8(_ orientation: Orientation) -> ViewImageConfig {
    phone(orientation, portrait: CGSize(width: 375, height: 667), portraitInsets: .init(top: 20, left: 0, bottom: 0, right: 0),
      landscapeInsets: .zero, regularWidthInLandscape: false)
  }

  public static let iPhoneX = ViewImageConfig.iPhoneX(.portrait)

  public static func iPhoneX(_ orientation: Orientation) -> ViewImageConfig {
    phone(orientation, portrait: CGSize(width: 375, height: 812), portraitInsets: .init(top: 44, left: 0, bottom: 34, right: 0),
      landscapeInsets: .init(top: 0, left: 44, bottom: 24, right: 44), regularWidthInLandscape: false)
  }

  public static let iPhone13 = ViewImageConfig.iPhone13(.portrait)

  public static func iPhone13(_ orientation: Orientation) -> ViewImageConfig {
    phone(orientation, portrait: CGSize(width: 390, height: 844), portraitInsets: .init(top: 47, left: 0, bottom: 34, right: 0),
      landscapeInsets: .init(top: 0, left: 47, bottom: 21, right: 47), regularWidthInLandscape: false)
  }

  public static let iPhone13Pro = ViewImageConfig.iPhone13Pro(.portrait)

  public static func iPhone13Pro(_ orientation: Orientation) -> ViewImageConfig {
    iPhone13(orientation)
  }

  public static let iPhone13ProMax = ViewImageConfig.iPhone13ProMax(.portrait)

  public static func iPhone13ProMax(_ orientation: Orientation) -> ViewImageConfig {
    phone(orientation, portrait: CGSize(width: 428, height: 926), portraitInsets: .init(top: 47, left: 0, bottom: 34, right: 0),
      landscapeInsets: .init(top: 0, left: 47, bottom: 21, right: 47), regularWidthInLandscape: true)
  }

  /// Full screen (no split view), landscape by default as in swift-snapshot-testing.
  public static let iPadPro11 = ViewImageConfig.iPadPro11(.landscape)

  public static func iPadPro11(_ orientation: Orientation) -> ViewImageConfig {
    pad(orientation, portrait: CGSize(width: 834, height: 1194), safeArea: UIEdgeInsets(top: 24, left: 0, bottom: 20, right: 0))
  }

  /// Full screen (no split view), landscape by default as in swift-snapshot-testing.
  public static let iPadPro12_9 = ViewImageConfig.iPadPro12_9(.landscape)

  public static func iPadPro12_9(_ orientation: Orientation) -> ViewImageConfig {
    pad(orientation, portrait: CGSize(width: 1024, height: 1366), safeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
  }

  private static func phone(
    _ orientation: Orientation, portrait: CGSize, portraitInsets: UIEdgeInsets, landscapeInsets: UIEdgeInsets,
    regularWidthInLandscape: Bool
  ) -> ViewImageConfig {
    switch orientation {
    case .portrait:
      return ViewImageConfig(
        safeArea: portraitInsets, size: portrait,
        traits: UITraitCollection(traitsFrom: [
          .init(userInterfaceIdiom: .phone), .init(layoutDirection: .leftToRight),
          .init(horizontalSizeClass: .compact), .init(verticalSizeClass: .regular),
        ]))
    case .landscape:
      return ViewImageConfig(
        safeArea: landscapeInsets, size: CGSize(width: portrait.height, height: portrait.width),
        traits: UITraitCollection(traitsFrom: [
          .init(userInterfaceIdiom: .phone), .init(layoutDirection: .leftToRight),
          .init(horizontalSizeClass: regularWidthInLandscape ? .regular : .compact),
          .init(verticalSizeClass: .compact),
        ]))
    }
  }

  private static func pad(_ orientation: Orientation, portrait: CGSize, safeArea: UIEdgeInsets) -> ViewImageConfig {
    let size = orientation == .portrait ? portrait : CGSize(width: portrait.height, height: portrait.width)
    return ViewImageConfig(
      safeArea: safeArea, size: size,
      traits: UITraitCollection(traitsFrom: [
        .init(userInterfaceIdiom: .pad), .init(horizontalSizeClass: .regular), .init(verticalSizeClass: .regular),
      ]))
  }
}
