import Foundation
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct UIToolbarTests {
  @Test("UIKit: a flexible space pushes the items after it to the trailing edge; a fixed space is its width (UIBarButtonItem.SystemItem docs)")
  func layout() throws {
    let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let a = UIBarButtonItem(title: "A", style: .plain, target: nil, action: nil)
    let fixed = UIBarButtonItem(barButtonSystemItem: .fixedSpace, target: nil, action: nil)
    fixed.width = 20
    let flexible = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    let b = UIBarButtonItem(title: "Bbbbbb", style: .plain, target: nil, action: nil)
    toolbar.items = [a, fixed, flexible, b]
    #expect(toolbar.items?.count == 4)
    let aView = try #require(a._anchorView)
    let bView = try #require(b._anchorView)
    #expect(aView.frame.minX == 8)
    #expect(abs(bView.frame.maxX - 312) < 0.001)
    #expect(fixed._anchorView == nil && flexible._anchorView == nil)
    toolbar.items = [a, fixed, b]
    #expect(abs(try #require(b._anchorView).frame.minX - (8 + 44 + 8 + 20 + 8)) < 0.001)
  }

  @Test("UIKit: a navigation controller's toolbar is hidden by default and shows the top controller's toolbarItems (setToolbarHidden(_:animated:) docs)")
  func navigationToolbar() throws {
    let root = UIViewController()
    let rootItem = UIBarButtonItem(title: "Root", style: .plain, target: nil, action: nil)
    root.toolbarItems = [rootItem]
    let navigation = UINavigationController(rootViewController: root)
    let window = makeWindow(root: navigation)
    #expect(navigation.isToolbarHidden)
    #expect(navigation.toolbar.isHidden)
    navigation.setToolbarHidden(false, animated: false)
    #expect(!navigation.toolbar.isHidden)
    #expect(navigation.toolbar.items?.first === rootItem)
    // Above the home-indicator area (the window's bottom safe-area inset), as on Face ID phones.
    #expect(navigation.toolbar.frame.maxY == navigation.view.bounds.maxY - window.safeAreaInsets.bottom)
    let pushed = UIViewController()
    let pushedItem = UIBarButtonItem(title: "Pushed", style: .plain, target: nil, action: nil)
    pushed.setToolbarItems([pushedItem], animated: false)
    navigation.pushViewController(pushed, animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(navigation.toolbar.items?.first === pushedItem)
    navigation.popViewController(animated: false)
    UIApplication.shared.runUntilIdle()
    #expect(navigation.toolbar.items?.first === rootItem)
    // Tapping the item's button performs its action.
    var tapped = 0
    rootItem.primaryAction = UIAction { _ in tapped += 1 }
    let button = try #require(rootItem._anchorView)
    window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
    #expect(tapped == 1)
  }

  @Test("Storyboard toolbars: toolbarItems and toolbarHidden load; a popover segue anchored to a toolbar item presents from it by a tap, without the missing-anchor exception")
  func storyboardToolbar() throws {
    let start = UIApplication.shared.diagnostics.count
    let storyboard = try UIStoryboard(data: Data(Self.toolbarStoryboard.utf8), fileName: "Toolbar.storyboard")
    let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
    let window = makeWindow(root: navigation, size: CGSize(width: 1024, height: 768))
    #expect(!navigation.isToolbarHidden)
    let root = try #require(navigation.topViewController)
    #expect(root.toolbarItems?.count == 3)
    #expect(root.toolbarItems?.first?.title == "Share" && root.toolbarItems?.last?.title == "Info")
    #expect(root.toolbarItems?[1].systemItem == .flexibleSpace)
    // The <toolbar> view in the scene, with its item.
    let toolbarView = try #require(root.view.subviews.first { $0 is UIToolbar } as? UIToolbar)
    #expect(toolbarView.items?.map(\.title) == ["Edit"])
    let share = try #require(root.toolbarItems?.first)
    let button = try #require(share._anchorView)
    window.tap(at: button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil))
    UIApplication.shared.runUntilIdle()
    let presented = try #require(root.presentedViewController)
    #expect(presented.modalPresentationStyle == .popover)
    #expect(presented.popoverPresentationController?.barButtonItem === share)
    #expect(!diagnostics(since: start).contains { $0.kind == .exception })
  }

  /// A navigation controller with its toolbar shown; the root has toolbar items Share (popover
  /// segue anchored to itself), a flexible space and Info, and a <toolbar> view with Edit.
  static let toolbarStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="nav-00-001">
        <scenes>
            <scene sceneID="sc1-00-001">
                <objects>
                    <navigationController toolbarHidden="NO" id="nav-00-001" sceneMemberID="viewController">
                        <toolbar key="toolbar" opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tbr-00-001">
                            <autoresizingMask key="autoresizingMask"/>
                        </toolbar>
                        <connections>
                            <segue destination="roo-00-001" kind="relationship" relationship="rootViewController" id="rel-00-001"/>
                        </connections>
                    </navigationController>
                </objects>
            </scene>
            <scene sceneID="sc2-00-001">
                <objects>
                    <viewController id="roo-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="roo-VW-001">
                            <rect key="frame" x="0.0" y="0.0" width="1024" height="768"/>
                            <subviews>
                                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" id="tbv-00-001">
                                    <rect key="frame" x="0.0" y="100" width="1024" height="44"/>
                                    <items>
                                        <barButtonItem title="Edit" id="edt-00-001"/>
                                    </items>
                                </toolbar>
                            </subviews>
                        </view>
                        <toolbarItems>
                            <barButtonItem title="Share" id="shr-00-001">
                                <connections>
                                    <segue destination="pop-00-001" kind="popoverPresentation" popoverAnchorBarButtonItem="shr-00-001" id="seg-00-001">
                                        <popoverArrowDirection key="popoverArrowDirection" up="YES" down="YES" left="YES" right="YES"/>
                                    </segue>
                                </connections>
                            </barButtonItem>
                            <barButtonItem style="plain" systemItem="flexibleSpace" id="flx-00-001"/>
                            <barButtonItem title="Info" id="inf-00-001"/>
                        </toolbarItems>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="sc3-00-001">
                <objects>
                    <viewController id="pop-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="pop-VW-001">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="300"/>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}
