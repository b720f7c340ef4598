import Foundation
import OpenQuartzCore

/// The display. `UIScreen.main` follows the current device profile (iPhone 15 by default);
/// OpenUIKitTesting can switch profiles.
@preconcurrency @MainActor
public final class UIScreen: NSObject, UITraitEnvironment {
  /// A named device: points, scale and idiom.
  package struct Profile: Sendable, Hashable {
    package var name: String
    package var size: CGSize
    package var scale: CGFloat
    package var idiom: UIUserInterfaceIdiom
    /// The device's safe-area insets when not the named device's (snapshot configurations).
    package var safeAreaInsetsOverride: UIEdgeInsets? = nil
    package init(name: String, size: CGSize, scale: CGFloat, idiom: UIUserInterfaceIdiom) {
      self.name = name; self.size = size; self.scale = scale; self.idiom = idiom
    }

    package static let iPhone15 = Profile(name: "iPhone 15", size: CGSize(width: 393, height: 852), scale: 3, idiom: .phone)
    package static let iPhoneSE = Profile(name: "iPhone SE", size: CGSize(width: 375, height: 667), scale: 2, idiom: .phone)
    package static let iPhone15ProMax = Profile(name: "iPhone 15 Pro Max", size: CGSize(width: 430, height: 932), scale: 3, idiom: .phone)
    package static let iPadPro11 = Profile(name: "iPad Pro 11-inch", size: CGSize(width: 834, height: 1194), scale: 2, idiom: .pad)
    package static let iPadAir = Profile(name: "iPad Air", size: CGSize(width: 820, height: 1180), scale: 2, idiom: .pad)
    package static let all: [Profile] = [.iPhone15, .iPhoneSE, .iPhone15ProMax, .iPadPro11, .iPadAir]
  }

  package private(set) var profile: Profile {
    didSet {
      TraitCache.invalidate()
      _profileVersion = UIScreen._nextProfileVersion()
    }
  }
  /// Unique to this screen's current profile: moves on with every change of it, so what a
  /// window keeps from it (`UIWindow._deviceSafeAreaInsets`) knows when it is stale.
  @exclusivity(unchecked) package private(set) var _profileVersion: UInt = UIScreen._nextProfileVersion()
  @exclusivity(unchecked) private static var _lastProfileVersion: UInt = 0
  private static func _nextProfileVersion() -> UInt {
    _lastProfileVersion &+= 1
    return _lastProfileVersion
  }
  /// The resolved `traitCollection` while the profile stays (Trait/TraitCache.swift).
  private var _traitCache = _TraitCacheSlot()

  package init(profile: Profile) { self.profile = profile }

  private static var _main = UIScreen(profile: .iPhone15)

  /// The device's screen.
  public static var main: UIScreen { _main }

  /// Switches the device profile (and rotation, by swapping width and height in `size`).
  package static func setProfile(_ profile: Profile) {
    _main.profile = profile
    UIDevice.current._screenProfileDidChange()
    StatusBarState.shared.update(animation: .none)
  }

  public var bounds: CGRect { CGRect(origin: .zero, size: profile.size) }
  public var nativeBounds: CGRect {
    CGRect(x: 0, y: 0, width: profile.size.width * profile.scale, height: profile.size.height * profile.scale)
  }
  public var scale: CGFloat { profile.scale }
  public var nativeScale: CGFloat { profile.scale }
  public var maximumFramesPerSecond: Int { MediaClock.shared.framesPerSecond }

  public var traitCollection: UITraitCollection {
    if let cached = _traitCache.current { return cached }
    let classes = defaultSizeClasses(for: profile.size, idiom: profile.idiom)
    let traits = UITraitCollection(
      h: classes.horizontal, v: classes.vertical, idiom: profile.idiom, style: .light,
      direction: .leftToRight, scale: profile.scale)
    _traitCache.store(traits, inheriting: nil, computedIn: TraitCache.generation)
    return traits
  }

  public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
