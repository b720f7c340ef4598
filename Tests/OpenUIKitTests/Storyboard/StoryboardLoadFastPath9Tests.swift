import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

/// sbload9's shortcuts in storyboard loading give what the longer way gave: a view's layer named
/// after its class only when the name is read, system colours' light components without a
/// resolution, a constraint element's attributes read in one pass, and storyboard constraints
/// made from their items without bridging.
@MainActor
@Suite(.serialized)
struct StoryboardLoadFastPath9Tests {
  private final class CustomNamedView: UIView {}

  @Test("Rule: a view's layer is named after the view's class (made when first read, the text \"\\(type(of: view))\" gave), copies keep it, setting replaces it")
  func layerDebugNameMadeWhenRead() {
    let views: [UIView] = [
      UIView(), UILabel(), UIButton(type: .system), UITableViewCell(style: .subtitle, reuseIdentifier: nil),
      CustomNamedView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)), UIScrollView(),
    ]
    for view in views {
      let expected = "\(type(of: view))"
      // A copy made before the name was ever read has it too.
      #expect(CALayer(layer: view.layer)._debugName == expected)
      #expect(view.layer._debugName == expected)
      #expect(view.layer._debugName == expected)
      #expect(CALayer(layer: view.layer)._debugName == expected)
    }
    let layer = UIView().layer
    layer._debugName = nil
    #expect(layer._debugName == nil)
    #expect(CALayer(layer: layer)._debugName == nil)
    layer._debugName = "Named#1"
    #expect(layer._debugName == "Named#1")
    #expect(CALayer(layer: layer)._debugName == "Named#1")
    let plain = CALayer()
    plain._setDebugName(typeOf: CustomNamedView.self)
    #expect(plain._debugName == "\(CustomNamedView.self)")
    // A controller's root view is still named after the controller.
    let controller = UIViewController()
    controller.title = "B"
    controller.loadViewIfNeeded()
    #expect(controller.view.layer._debugName == "B.view")
  }

  @Test("Rule: a system colour's stored components are its light resolution, and it resolves per trait collection as before")
  func systemColourComponents() {
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    let colours: [UIColor] = [
      .systemBackground, .secondarySystemBackground, .label, .secondaryLabel, .separator, .systemGray,
      .systemBlue, .systemRed, .systemGroupedBackground,
    ]
    for colour in colours {
      let resolved = colour.resolvedColor(with: light)
      #expect(colour.red == resolved.red && colour.green == resolved.green)
      #expect(colour.blue == resolved.blue && colour.alpha == resolved.alpha)
      #expect(colour.cgColor == resolved.cgColor)
      let darkColour = colour.resolvedColor(with: dark)
      #expect(colour.withAlphaComponent(0.5).resolvedColor(with: dark).red == darkColour.red)
    }
    #expect(UIColor.systemBackground.resolvedColor(with: dark).red == 0)
    #expect(UIColor.systemBackground.description == "UIColor.systemBackground")
  }

  @Test("Rule: a <constraint>'s attributes read in one pass are what a lookup per name gives", arguments: [
    [String: String](),
    ["firstItem": "a", "firstAttribute": "leading", "secondItem": "b", "secondAttribute": "trailing", "id": "c1"],
    [
      "firstItem": "a", "firstAttribute": "width", "relation": "greaterThanOrEqual", "secondItem": "b",
      "secondAttribute": "height", "multiplier": "16:9", "constant": "-12.5", "priority": "750",
      "identifier": "ratio", "id": "c2", "symbolic": "YES",
    ],
    ["firstAttribute": "height", "constant": "x", "priority": "", "multiplier": "0.5", "relation": "lessThanOrEqual"],
  ])
  func constraintAttributesInOnePass(attributes: [String: String]) {
    let object = StoryboardObject(
      elementName: "constraint", attributes: StoryboardAttributes(attributes), id: attributes["id"], line: 1, sceneID: "s", collection: "constraints")
    let spec = StoryboardConstraint(object)
    #expect(spec.id == attributes["id"])
    #expect(spec.firstItemID == attributes["firstItem"])
    #expect(spec.firstAttribute == attributes["firstAttribute"])
    #expect(spec.relation == (attributes["relation"] ?? "equal"))
    #expect(spec.secondItemID == attributes["secondItem"])
    #expect(spec.secondAttribute == attributes["secondAttribute"])
    #expect(spec.constant == (attributes["constant"].flatMap(Double.init) ?? 0))
    #expect(spec.priority == (attributes["priority"].flatMap(Double.init) ?? 1000))
    #expect(spec.identifier == attributes["identifier"])
    let expectedMultiplier: Double =
      switch attributes["multiplier"] {
      case "16:9": 16.0 / 9.0
      case "0.5": 0.5
      default: 1
      }
    #expect(spec.multiplier == expectedMultiplier)
  }

  private static let constraintsStoryboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc9-00-001">
        <scenes>
            <scene sceneID="sc9-00-001">
                <objects>
                    <viewController id="vc9-00-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="vw9-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box-90-001">
                                    <rect key="frame" x="10" y="100" width="40" height="40"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box-90-001" firstAttribute="leading" secondItem="vw9-00-001" secondAttribute="leading" constant="10" id="c09-00-001"/>
                                <constraint firstItem="box-90-001" firstAttribute="top" relation="greaterThanOrEqual" secondItem="vw9-00-001" secondAttribute="top" constant="100" priority="750" identifier="top" id="c09-00-002"/>
                                <constraint firstItem="box-90-001" firstAttribute="width" secondItem="box-90-001" secondAttribute="height" multiplier="1:1" id="c09-00-003"/>
                                <constraint firstAttribute="trailing" secondItem="box-90-001" secondAttribute="trailing" constant="343" id="c09-00-004"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

  @Test("Rule: a storyboard constraint is the one init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:) makes from its items")
  func storyboardConstraintFromItems() throws {
    let storyboard = try UIStoryboard(data: Data(Self.constraintsStoryboard.utf8), fileName: "Constraints9.storyboard")
    let controller = try #require(storyboard.instantiateInitialViewController())
    let root = controller.view!
    let box = try #require(root.subviews.first)
    let made = (root.constraints + box.constraints).filter { type(of: $0) == NSLayoutConstraint.self }
    #expect(made.count == 4)
    let expected = [
      NSLayoutConstraint(item: box, attribute: .leading, relatedBy: .equal, toItem: root, attribute: .leading, multiplier: 1, constant: 10),
      NSLayoutConstraint(item: box, attribute: .top, relatedBy: .greaterThanOrEqual, toItem: root, attribute: .top, multiplier: 1, constant: 100),
      NSLayoutConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: box, attribute: .height, multiplier: 1, constant: 0),
      NSLayoutConstraint(item: root, attribute: .trailing, relatedBy: .equal, toItem: box, attribute: .trailing, multiplier: 1, constant: 343),
    ]
    for reference in expected {
      let constraint = try #require(
        made.first { $0.firstItem === reference.firstItem && $0.firstAttribute == reference.firstAttribute })
      #expect(constraint.secondItem === reference.secondItem && constraint.secondAttribute == reference.secondAttribute)
      #expect(constraint.relation == reference.relation && constraint.multiplier == reference.multiplier)
      #expect(constraint.constant == reference.constant && constraint.isActive)
      #expect(constraint.firstAnchor.name == reference.firstAnchor.name)
      #expect(constraint.secondAnchor?.name == reference.secondAnchor?.name)
    }
    let top = try #require(made.first { $0.firstAttribute == .top })
    #expect(top.priority == UILayoutPriority(750) && top.identifier == "top")
    let leading = try #require(made.first { $0.firstAttribute == .leading })
    #expect(leading.priority == .required && leading.identifier == nil)
  }
}
