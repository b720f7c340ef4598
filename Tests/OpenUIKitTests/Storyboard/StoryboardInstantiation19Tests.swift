import Foundation
import OpenQuartzCore
import OpenUIKit
import Testing

/// sbinst19's cheaper paths through a storyboard scene's instantiation give what the longer
/// ones gave: "App.Class" names resolve to the class registered as "Class" (ASCII names by a
/// byte search, others by Character as before), the control attributes still reach subclasses
/// of the control classes whatever element makes them, and a system colour's `cgColor` is one
/// CGColor per appearance.
@MainActor
@Suite(.serialized)
struct StoryboardInstantiation19Tests {
  final class Scroller: UIScrollView {}

  /// A one-scene storyboard whose root view holds `subviews`.
  private func storyboard(_ subviews: String) throws -> UIStoryboard {
    let xml = """
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc1-aa-bbb">
        <scenes>
          <scene sceneID="sc1-aa-bbb">
            <objects>
              <viewController id="vc1-aa-bbb" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="vw1-aa-bbb">
                  <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                  <subviews>
                    \(subviews)
                  </subviews>
                </view>
              </viewController>
            </objects>
          </scene>
        </scenes>
      </document>
      """
    return try UIStoryboard(data: Data(xml.utf8), fileName: "Instantiation19.storyboard")
  }

  @Test("Rule (sbinst19): the unqualified part of a class name is what follows its last dot; ASCII names by bytes, others by Character (a dot carrying a combining mark is no dot)")
  func unqualifiedClassNames() {
    #expect(StoryboardClassRegistry.unqualifiedClassName("StandardApp.MainViewController") == "MainViewController")
    #expect(StoryboardClassRegistry.unqualifiedClassName("A.B.C") == "C")
    #expect(StoryboardClassRegistry.unqualifiedClassName("Trailing.") == "")
    #expect(StoryboardClassRegistry.unqualifiedClassName("AAPLCustomPresentationFirstViewController") == nil)
    #expect(StoryboardClassRegistry.unqualifiedClassName("Módulo.Vista") == "Vista")
    #expect(StoryboardClassRegistry.unqualifiedClassName("Módulo.Vista.Ñandú") == "Ñandú")
    // "." followed by U+0301 is one Character, not a dot: as `lastIndex(of: ".")` finds it.
    #expect(StoryboardClassRegistry.unqualifiedClassName("Mó.\u{301}Vista") == nil)
    #expect(StoryboardClassRegistry.unqualifiedClassName("Mó.\u{301}Vista.Otra") == "Otra")
  }

  @Test("UIKit/registry: a view's customClass written \"Module.Class\" (ASCII or not) makes the class registered as \"Class\", and a UIScrollView subclass made by a <view> element gets the scroll attributes")
  func qualifiedCustomViewGetsControlAttributes() throws {
    try StoryboardClassRegistry.withoutRegistrations {
      StoryboardClassRegistry.register(Scroller.self, name: "Scroller")
      let board = try storyboard(
        """
        <view contentMode="scaleToFill" customClass="App.Scroller" bounces="NO" alwaysBounceVertical="YES" id="sv1-aa-bbb">
          <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
        </view>
        <view contentMode="scaleToFill" customClass="Módulo.Scroller" scrollEnabled="NO" id="sv2-aa-bbb">
          <rect key="frame" x="0.0" y="100" width="100" height="100"/>
        </view>
        <view contentMode="scaleToFill" id="pv1-aa-bbb">
          <rect key="frame" x="0.0" y="200" width="100" height="100"/>
        </view>
        """)
      let controller = try #require(board.instantiateInitialViewController())
      controller.loadViewIfNeeded()
      let subviews = controller.view.subviews
      #expect(subviews.count == 3)
      let first = try #require(subviews.first as? Scroller)
      #expect(first.bounces == false)
      #expect(first.alwaysBounceVertical == true)
      let second = try #require(subviews.dropFirst().first as? Scroller)
      #expect(second.isScrollEnabled == false)
      #expect(second.bounces == true)
      #expect(type(of: subviews[2]) == UIView.self)
    }
  }

  @Test("Rule (sbinst19): a system colour's cgColor is made once per appearance — every read under light traits gives the same CGColor, every read under dark traits the same dark one")
  func systemColourCGColorIsShared() {
    let light = UIColor.label.cgColor
    #expect(UIColor.label.cgColor === light)
    #expect(light == CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    var dark: [CGColor] = []
    UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
      dark.append(UIColor.label.cgColor)
      dark.append(UIColor.label.cgColor)
    }
    #expect(dark.count == 2)
    #expect(dark.first === dark.last)
    #expect(dark.first == CGColor(red: 1, green: 1, blue: 1, alpha: 1))
    // A colour made from components still answers its own components.
    #expect(UIColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1).cgColor == CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 1))
  }
}
