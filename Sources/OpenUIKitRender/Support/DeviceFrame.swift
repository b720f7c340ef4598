import Foundation
import OpenQuartzCore

/// An optional device frame around a rendered frame (`openuikit render --device-frame`): the
/// screen's rounded corners, a status bar (time, cellular bars, battery; the Dynamic Island on
/// phones), and the home indicator (Docs/Behaviour.md "Device frame"). It is added to the
/// render model as plain layers over the app's, so every renderer draws it; the app's layers
/// are not changed (what they leave free under the status bar is the app's safe area).
package struct DeviceFrame: Sendable, Hashable {
  /// The screen's corner radius (points).
  package var screenCornerRadius: Double
  /// The status bar's height: the window's top safe-area inset on today's devices.
  package var statusBarHeight: Double
  /// A Dynamic Island (phones) drawn centred at the top.
  package var hasIsland: Bool
  /// The time shown: Apple's "9:41", fixed so frames do not depend on the wall clock.
  package var time = "9:41"

  package init(screenCornerRadius: Double, statusBarHeight: Double, hasIsland: Bool) {
    self.screenCornerRadius = screenCornerRadius
    self.statusBarHeight = statusBarHeight
    self.hasIsland = hasIsland
  }

  /// iPhone 15-like in portrait (55 pt corners, 54 pt status bar, Dynamic Island); iPad-like
  /// (18 pt corners, 24 pt status bar) for wider viewports.
  package static func fitting(_ size: CGSize) -> DeviceFrame {
    min(size.width, size.height) < 500
      ? DeviceFrame(screenCornerRadius: 55, statusBarHeight: size.width < size.height ? 54 : 0, hasIsland: size.width < size.height)
      : DeviceFrame(screenCornerRadius: 18, statusBarHeight: 24, hasIsland: false)
  }

  /// Home indicator: 134 × 5 pt (phones; 1/3 wider on tablets is not modelled), 8 pt from the bottom.
  static let homeIndicatorSize = CGSize(width: 134, height: 5)
  static let homeIndicatorBottom: CGFloat = 8
  static let islandSize = CGSize(width: 125, height: 37)
  static let islandTop: CGFloat = 11
  /// Ids of the frame's own layers: negative, so they never meet a live layer's id.
  static let firstID = -1_000

  /// The device's safe-area insets (top, left, bottom, right) for this frame, as the window's
  /// safe area on such a device (spec B3's table, `UIScreen.Profile`): a Dynamic Island phone
  /// 59 / 34 pt in portrait (59 pt at the sides and 21 pt below in landscape), a tablet 24 / 20 pt.
  package var safeAreaInsets: (top: Double, left: Double, bottom: Double, right: Double) {
    if !hasIsland && statusBarHeight > 0 { return (24, 0, 20, 0) }
    return hasIsland ? (59, 0, 34, 0) : (0, 59, 21, 59)
  }

  /// `snapshot` inside the device frame: the app's root clipped to the screen's corners, the
  /// status bar and the home indicator above it (`overlay(for:)`).
  package func decorate(_ snapshot: RenderSnapshot) -> RenderSnapshot {
    let size = snapshot.size
    var screen = RenderLayer(id: Self.firstID)
    screen.name = "device screen"
    screen.bounds = CGRect(origin: .zero, size: size)
    screen.position = CGPoint(x: size.width / 2, y: size.height / 2)
    screen.cornerRadius = screenCornerRadius
    screen.masksToBounds = true
    screen.backgroundColor = RenderColor(red: 1, green: 1, blue: 1, alpha: 1)
    screen.sublayers = [snapshot.root] + overlay(for: snapshot)
    var result = snapshot
    result.root = screen
    return result
  }

  /// The frame's own layers over `snapshot`, in viewport coordinates: the status bar as the app
  /// asked for it in that frame (`snapshot.statusBar`: hidden, or light or dark content) and the
  /// home indicator (faded as the app's auto-hidden preference left it in that frame). The
  /// Dynamic Island is hardware: drawn even while the status bar is hidden.
  /// The demo page draws these over its stage (`TimelineTrackEncoder`'s `device` tracks).
  package func overlay(for snapshot: RenderSnapshot) -> [RenderLayer] {
    let size = snapshot.size
    var nextID = Self.firstID - 1
    func layer(_ name: String, _ frame: CGRect) -> RenderLayer {
      var l = RenderLayer(id: nextID)
      nextID -= 1
      l.name = name
      l.bounds = CGRect(origin: .zero, size: frame.size)
      l.position = CGPoint(x: frame.midX, y: frame.midY)
      return l
    }
    let black = RenderColor(red: 0, green: 0, blue: 0, alpha: 1)
    // UIStatusBarStyle: dark content is black, light content white.
    let inkLevel: Double = snapshot.statusBar.hasLightContent ? 1 : 0
    func ink(_ alpha: Double = 1) -> RenderColor { RenderColor(red: inkLevel, green: inkLevel, blue: inkLevel, alpha: alpha) }
    var layers: [RenderLayer] = []
    if statusBarHeight > 0 {
      var bar = layer("status bar", CGRect(x: 0, y: 0, width: size.width, height: statusBarHeight))
      // Time centred in the left ear (left of the island), symbols in the right one.
      let ear = hasIsland ? (size.width - Self.islandSize.width) / 2 : size.width / 3
      var time = layer("status bar time", CGRect(x: 0, y: 0, width: ear, height: statusBarHeight))
      time.text = RenderText(string: self.time, fontSize: 17, isBold: true, color: ink(), alignment: .center)
      var symbols: [RenderLayer] = snapshot.statusBar.isHidden ? [] : [time]
      let midY = statusBarHeight / 2
      let right = size.width - (hasIsland ? ear / 2 - 38 : 16)
      // Battery: a rounded outline with its cap and an 80 % charge.
      var battery = layer("status bar battery", CGRect(x: right - 27, y: midY - 6.5, width: 25, height: 13))
      let outline = CGMutablePath()
      outline.addRoundedRect(in: CGRect(x: 0.5, y: 0.5, width: 24, height: 12), cornerWidth: 4, cornerHeight: 4)
      battery.shape = RenderShape(
        path: outline._data, fillColor: nil, strokeColor: ink(0.35), lineWidth: 1)
      var level = layer("status bar battery level", CGRect(x: 2, y: 2, width: 17, height: 9))
      level.backgroundColor = ink()
      level.cornerRadius = 2
      var cap = layer("status bar battery cap", CGRect(x: 26, y: 4.5, width: 1.5, height: 4))
      cap.backgroundColor = ink(0.4)
      battery.sublayers = [level, cap]
      if !snapshot.statusBar.isHidden { symbols.append(battery) }
      // Cellular: four bars of rising height.
      // (Made even while hidden, so the layers after them keep their ids from frame to frame.)
      for i in 0..<4 {
        let h = 4 + Double(i) * 2.2
        var b = layer("status bar signal \(i + 1)", CGRect(x: right - 50 + Double(i) * 4.5, y: midY + 5 - h, width: 3, height: h))
        b.backgroundColor = ink()
        b.cornerRadius = 1
        if !snapshot.statusBar.isHidden { symbols.append(b) }
      }
      if hasIsland {
        let s = Self.islandSize
        var island = layer("dynamic island", CGRect(x: (size.width - s.width) / 2, y: Self.islandTop, width: s.width, height: s.height))
        island.backgroundColor = black
        island.cornerRadius = Double(s.height / 2)
        symbols.append(island)
      }
      bar.sublayers = symbols
      layers.append(bar)
    }
    let s = Self.homeIndicatorSize
    var home = layer(
      "home indicator",
      CGRect(x: (size.width - s.width) / 2, y: size.height - Self.homeIndicatorBottom - s.height, width: s.width, height: s.height))
    home.backgroundColor = black
    home.cornerRadius = Double(s.height / 2)
    // Faded by the app's auto-hidden preference (`snapshot.statusBar.homeIndicatorOpacity`);
    // kept while hidden, so the layer keeps its id from frame to frame.
    let homeOpacity = snapshot.statusBar.homeIndicatorOpacity
    if homeOpacity <= 0 { home.isHidden = true } else if homeOpacity < 1 { home.opacity = homeOpacity }
    layers.append(home)
    return layers
  }
}
