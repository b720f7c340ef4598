import Foundation
import OpenQuartzCore

/// Hand-built scenarios, named `synthetic-…`, that exercise the renderers end to end until the
/// UIKit-driven scenario catalogue records real ones. Their motion is written out here as
/// closed-form curves; nothing in them comes from the layer engine or UIKit.
package enum SyntheticTimelines {
  package static let viewport = CGSize(width: 390, height: 844)

  /// Names and titles, in catalogue order, without recording anything.
  package static let catalogue: [(name: String, title: String)] = [
    ("synthetic-slide", "Slide-in presentation"),
    ("synthetic-cross-dissolve", "Cross dissolve"),
    ("synthetic-card-flip", "3D card flip with perspective"),
    ("synthetic-bottom-sheet", "Bottom sheet with rounded corners and shadow"),
    ("synthetic-tiles", "Ninety-six tiles, four seconds"),
    ("synthetic-drawing", "Shapes, masks, blur and snapshot tiles"),
  ]

  /// The timeline called `name`, or nil.
  package static func timeline(named name: String) -> Timeline? {
    switch name {
    case "synthetic-slide": slide()
    case "synthetic-cross-dissolve": crossDissolve()
    case "synthetic-card-flip": cardFlip()
    case "synthetic-bottom-sheet": bottomSheet()
    case "synthetic-tiles": tiles()
    case "synthetic-drawing": drawing()
    default: nil
    }
  }

  /// Every synthetic timeline, in catalogue order.
  package static var all: [Timeline] { catalogue.compactMap { timeline(named: $0.name) } }

  // MARK: Curves

  static func clamp01(_ x: Double) -> Double { min(max(x, 0), 1) }
  /// Cubic ease-out on 0…1.
  static func easeOut(_ x: Double) -> Double { 1 - pow(1 - clamp01(x), 3) }
  /// Smoothstep ease-in-out on 0…1.
  static func easeInOut(_ x: Double) -> Double {
    let u = clamp01(x)
    return u * u * (3 - 2 * u)
  }
  /// An under-damped spring from 0 to 1 (damping ratio 0.7, 0.45 s response), closed form.
  static func spring(_ t: Double) -> Double {
    guard t > 0 else { return 0 }
    let zeta = 0.7
    let omega = 2 * Double.pi / 0.45
    let wd = omega * (1 - zeta * zeta).squareRoot()
    return 1 - exp(-zeta * omega * t) * (cos(wd * t) + zeta * omega / wd * sin(wd * t))
  }

  static let white = RenderColor.rgb(0xffffff)
  static let black = RenderColor.rgb(0x000000)
  static let blue = RenderColor.rgb(0x007aff)
  static let orange = RenderColor.rgb(0xff9500)
  static let green = RenderColor.rgb(0x34c759)
  static let grey = RenderColor.rgb(0xf2f2f7)

  static func event(
    _ time: Double, _ category: String, _ subject: String, _ name: String, _ detail: String? = nil
  ) -> TraceEvent {
    TraceEvent(category: category, time: time, subject: subject, name: name, detail: detail)
  }

  /// A full-screen "view controller" view with a title label.
  static func screen(id: Int, name: String, title: String, color: RenderColor, frame: CGRect)
    -> RenderLayer
  {
    let label = SyntheticScene.label(
      id: id + 1, name: "\(name)-title",
      frame: CGRect(x: 20, y: 80, width: frame.width - 40, height: 40),
      text: title, fontSize: 28, bold: true)
    return SyntheticScene.layer(
      id: id, name: name, frame: frame, background: color, sublayers: [label])
  }

  // MARK: Scenarios

  static func slide() -> Timeline {
    let size = viewport
    let bounds = CGRect(origin: .zero, size: size)
    let start = 0.1
    let duration = 0.5
    let frames = SyntheticScene.frames(duration: 0.8, size: size) { t in
      let p = easeOut((t - start) / duration)
      var children = [screen(id: 10, name: "presenting", title: "A", color: grey, frame: bounds)]
      if t >= start {
        children.append(
          SyntheticScene.layer(
            id: 20, name: "dimming", frame: bounds, background: black, opacity: 0.4 * p))
        let y = size.height * (1 - p)
        var presented = screen(
          id: 30, name: "presented", title: "B", color: .rgb(0xdcebff),
          frame: CGRect(x: 0, y: y, width: size.width, height: size.height))
        presented.cornerRadius = 10
        children.append(presented)
      }
      return SyntheticScene.layer(
        id: 1, name: "window", frame: bounds, background: white, sublayers: children)
    }
    let end = start + duration
    return Timeline(
      name: "synthetic-slide", title: "Slide-in presentation",
      summary: "B slides up over A with a dimming view, 0.5 s ease-out (hand-made frames).",
      viewportSize: size, frames: frames,
      events: [
        event(0, "presentation", "A", "present(_:animated:completion:)", "B, animated"),
        event(start, "appearance", "A", "viewWillDisappear(true)"),
        event(start, "appearance", "B", "viewWillAppear(true)"),
        event(start, "transition", "SlideAnimator", "animateTransition(using:)", "duration 0.5"),
        event(end, "transition", "UITransitionContext", "completeTransition(true)"),
        event(end, "appearance", "A", "viewDidDisappear(true)"),
        event(end, "appearance", "B", "viewDidAppear(true)"),
        event(end, "presentation", "A", "completion"),
      ])
  }

  static func crossDissolve() -> Timeline {
    let size = viewport
    let bounds = CGRect(origin: .zero, size: size)
    let start = 0.05
    let duration = 0.35
    let frames = SyntheticScene.frames(duration: 0.5, size: size) { t in
      let p = easeInOut((t - start) / duration)
      let from = screen(id: 10, name: "from", title: "Inbox", color: grey, frame: bounds)
      var to = screen(id: 20, name: "to", title: "Message", color: .rgb(0xfff4e5), frame: bounds)
      to.opacity = p
      return SyntheticScene.layer(
        id: 1, name: "window", frame: bounds, background: white, sublayers: [from, to])
    }
    return Timeline(
      name: "synthetic-cross-dissolve", title: "Cross dissolve",
      summary: "The new screen fades in over the old one in 0.35 s, ease-in-out.",
      viewportSize: size, frames: frames,
      events: [
        event(
          0, "presentation", "Inbox", "present(_:animated:completion:)", "Message, crossDissolve"),
        event(start, "transition", "UICrossDissolveAnimator", "animateTransition(using:)"),
        event(start + duration, "transition", "UITransitionContext", "completeTransition(true)"),
        event(start + duration, "appearance", "Message", "viewDidAppear(true)"),
      ])
  }

  static func cardFlip() -> Timeline {
    let size = viewport
    let bounds = CGRect(origin: .zero, size: size)
    let start = 0.1
    let duration = 1.0
    let card = CGRect(x: 65, y: 260, width: 260, height: 340)
    let frames = SyntheticScene.frames(duration: 1.3, size: size) { t in
      let angle = Double.pi * easeInOut((t - start) / duration)
      let showsFront = angle < Double.pi / 2
      var face: RenderLayer
      if showsFront {
        face = SyntheticScene.layer(
          id: 20, name: "card-front", frame: card, background: blue, cornerRadius: 16)
        face.sublayers = [
          SyntheticScene.label(
            id: 21, name: "card-front-text",
            frame: CGRect(x: 0, y: 0, width: card.width, height: card.height),
            text: "Front", fontSize: 32, bold: true, color: white)
        ]
        face.transform = SyntheticScene.rotation(angle, x: 0, y: 1, z: 0)
      } else {
        face = SyntheticScene.layer(
          id: 30, name: "card-back", frame: card, background: orange, cornerRadius: 16)
        face.sublayers = [
          SyntheticScene.label(
            id: 31, name: "card-back-text",
            frame: CGRect(x: 0, y: 0, width: card.width, height: card.height),
            text: "Back", fontSize: 32, bold: true, color: white)
        ]
        // The back face is turned half a turn further, so it reads the right way round.
        face.transform = SyntheticScene.rotation(angle - Double.pi, x: 0, y: 1, z: 0)
      }
      face.borderWidth = 2
      face.borderColor = .rgb(0x1c1c1e, alpha: 0.3)
      var container = SyntheticScene.layer(
        id: 10, name: "container", frame: bounds, background: grey)
      container.sublayerTransform = SyntheticScene.perspective(eyeDistance: 800)
      container.sublayers = [face]
      return SyntheticScene.layer(
        id: 1, name: "window", frame: bounds, background: white, sublayers: [container])
    }
    return Timeline(
      name: "synthetic-card-flip", title: "3D card flip with perspective",
      summary:
        "A card turns half a turn about its vertical axis under a sublayerTransform with m34 = −1/800; the back face replaces the front at 90°.",
      viewportSize: size, frames: frames,
      events: [
        event(start, "transition", "FlipAnimator", "animateTransition(using:)", "duration 1.0"),
        event(start + duration / 2, "animation", "card", "front → back"),
        event(start + duration, "transition", "UITransitionContext", "completeTransition(true)"),
      ])
  }

  static func bottomSheet() -> Timeline {
    let size = viewport
    let bounds = CGRect(origin: .zero, size: size)
    let start = 0.1
    let sheetHeight = 420.0
    let frames = SyntheticScene.frames(duration: 1.2, size: size) { t in
      let p = spring(t - start)
      let scale = 1 - 0.08 * clamp01(p)
      var presenting = screen(
        id: 10, name: "presenting", title: "Photos", color: grey, frame: bounds)
      presenting.transform = SyntheticScene.scale(scale, scale)
      presenting.cornerRadius = 10 * clamp01(p)
      presenting.masksToBounds = true
      let dimming = SyntheticScene.layer(
        id: 20, name: "dimming", frame: bounds, background: black, opacity: 0.3 * clamp01(p))
      let y = size.height - sheetHeight * p
      var sheet = SyntheticScene.layer(
        id: 30, name: "sheet",
        frame: CGRect(x: 0, y: y, width: size.width, height: sheetHeight + 40))
      sheet.shadowColor = black
      sheet.shadowOpacity = 0.25
      sheet.shadowRadius = 12
      sheet.shadowOffset = CGSize(width: 0, height: -4)
      var content = SyntheticScene.layer(
        id: 31, name: "sheet-content",
        frame: CGRect(x: 0, y: 0, width: size.width, height: sheetHeight + 40),
        background: white, cornerRadius: 14)
      content.masksToBounds = true
      var handle = SyntheticScene.layer(
        id: 32, name: "sheet-handle",
        frame: CGRect(x: size.width / 2 - 20, y: 8, width: 40, height: 5),
        background: .rgb(0xc7c7cc), cornerRadius: 2.5)
      handle.borderWidth = 0.5
      handle.borderColor = .rgb(0x8e8e93)
      let title = SyntheticScene.label(
        id: 33, name: "sheet-title",
        frame: CGRect(x: 20, y: 24, width: size.width - 40, height: 30),
        text: "Share", fontSize: 20, bold: true, alignment: .left)
      let button = SyntheticScene.layer(
        id: 34, name: "sheet-button",
        frame: CGRect(x: 20, y: 340, width: size.width - 40, height: 50),
        background: green, cornerRadius: 12,
        sublayers: [
          SyntheticScene.label(
            id: 35, name: "sheet-button-title",
            frame: CGRect(x: 0, y: 0, width: size.width - 40, height: 50),
            text: "Done", fontSize: 17, bold: true, color: white)
        ])
      content.sublayers = [handle, title, button]
      sheet.sublayers = [content]
      return SyntheticScene.layer(
        id: 1, name: "window", frame: bounds, background: black,
        sublayers: [presenting, dimming, sheet])
    }
    return Timeline(
      name: "synthetic-bottom-sheet", title: "Bottom sheet with rounded corners and shadow",
      summary:
        "A sheet springs up (damping 0.7) with a shadow on an unclipped container and rounded, clipped content; the presenting view shrinks and rounds.",
      viewportSize: size, frames: frames,
      events: [
        event(0, "presentation", "Photos", "present(_:animated:completion:)", "Share, pageSheet"),
        event(
          start, "presentation", "UISheetPresentationController",
          "presentationTransitionWillBegin()"),
        event(start, "appearance", "Share", "viewWillAppear(true)"),
        event(
          0.7, "presentation", "UISheetPresentationController", "presentationTransitionDidEnd(true)"
        ),
        event(0.7, "appearance", "Share", "viewDidAppear(true)"),
      ])
  }

  static func tiles() -> Timeline {
    let size = viewport
    let bounds = CGRect(origin: .zero, size: size)
    let columns = 8
    let rows = 12
    let cell = Double(size.width) / Double(columns)
    let frames = SyntheticScene.frames(duration: 4, size: size) { t in
      var tiles: [RenderLayer] = []
      for row in 0..<rows {
        for column in 0..<columns {
          let phase = t * 2 * Double.pi / 2 - Double(row + column) * 0.35
          let frame = CGRect(
            x: Double(column) * cell + 4, y: 40 + Double(row) * cell * 1.3 + 4, width: cell - 8,
            height: cell - 8)
          var tile = SyntheticScene.layer(
            id: 100 + row * columns + column, name: "tile-\(row)-\(column)", frame: frame,
            background: .rgb(row % 2 == column % 2 ? 0x5856d6 : 0xff2d55), cornerRadius: 6)
          let s = 0.75 + 0.25 * sin(phase)
          tile.transform = SyntheticScene.rotation(0.6 * sin(phase), x: 0, y: 0, z: 1)
          tile.transform.m11 *= s
          tile.transform.m12 *= s
          tile.transform.m21 *= s
          tile.transform.m22 *= s
          tile.opacity = 0.6 + 0.4 * cos(phase)
          tiles.append(tile)
        }
      }
      return SyntheticScene.layer(
        id: 1, name: "window", frame: bounds, background: white, sublayers: tiles)
    }
    let events = (0..<8).map { i in
      event(Double(i) * 0.5, "animation", "tiles", "wave \(i + 1)")
    }
    return Timeline(
      name: "synthetic-tiles", title: "Ninety-six tiles, four seconds",
      summary:
        "96 layers rotate, scale and fade every frame for four seconds: a smoothness check for the player.",
      viewportSize: size, frames: frames, events: events)
  }
}
