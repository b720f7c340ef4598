import Foundation
import OpenUIKit
import Testing

/// Facts read from Apple's CustomTransitions sample storyboards (Xcode 7 format, document version
/// 3.0, tools 8191–9532), checked against the parsed model.
@Suite struct AppleCustomTransitionsStoryboardTests {
  @Test("Every fixture storyboard parses, and every segue has its scene's view controller as source")
  func everyFixtureParses() throws {
    for path in StoryboardFixtures.all {
      let document = try StoryboardFixtures.load(path)
      #expect(!document.scenes.isEmpty, "\(path)")
      #expect(document.initialScene != nil, "\(path): initial scene")
      for scene in document.scenes {
        for segue in scene.segues {
          #expect(segue.sourceViewControllerID == scene.viewController?.id, "\(path): \(segue.id)")
          #expect(document.object(withID: segue.destinationID) != nil, "\(path): \(segue.id) destination")
        }
      }
    }
  }

  @Test("Main.storyboard: document version facts, 8 scenes, initial navigation controller 'Master'")
  func mainDocumentFacts() throws {
    let document = try StoryboardFixtures.load("AppleCustomTransitions/Main.storyboard")
    #expect(document.fileName == "Main.storyboard")
    #expect(document.type == "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB")
    #expect(document.version == "3.0")
    #expect(document.toolsVersion == "9531")
    #expect(document.systemVersion == "14F27")
    #expect(document.targetRuntime == "iOS.CocoaTouch")
    #expect(document.useAutolayout && document.useTraitCollections && !document.useSafeAreas)
    #expect(document.scenes.count == 8)
    #expect(document.initialViewControllerID == "rS3-R9-Ivy")
    let initial = try #require(document.initialViewController)
    #expect(initial.elementName == "navigationController")
    #expect(initial.title == "Master")
    #expect(initial.customClass == nil)
    #expect(initial.effectiveClassName == "UINavigationController")
    #expect(document.initialScene?.sceneID == "cUi-kZ-frf")
    #expect(document.initialScene?.label == "Master")
    #expect(document.initialScene?.canvasLocation == CGPoint(x: -148, y: 64))
  }

  @Test("Main.storyboard: the navigation controller's root is the menu table view controller")
  func mainRelationship() throws {
    let document = try StoryboardFixtures.load("AppleCustomTransitions/Main.storyboard")
    let roots = document.relationshipSegues(ofViewControllerID: "rS3-R9-Ivy")
    #expect(roots.count == 1)
    let root = try #require(roots.first)
    #expect(root.id == "RxB-wf-QIq")
    #expect(root.kind == .relationship)
    #expect(root.relationship == "rootViewController")
    #expect(root.destinationID == "pGg-6v-bdr")
    #expect(root.ownerID == "rS3-R9-Ivy")
    let menu = try document.requireObject("pGg-6v-bdr")
    #expect(menu.elementName == "tableViewController")
    #expect(menu.customClass == "AAPLMenuViewController")
    #expect(menu.navigationItem?.title == "Custom Transitions")
  }

  @Test("Main.storyboard: six custom segues of class AAPLExternalStoryboardSegue are owned by static table cells")
  func mainCellSegues() throws {
    let document = try StoryboardFixtures.load("AppleCustomTransitions/Main.storyboard")
    let menuSegues = document.segues(fromViewControllerID: "pGg-6v-bdr")
    #expect(menuSegues.map(\.identifier) == ["CrossDissolve", "Swipe", "CustomPresentation", "AdaptivePresentation", "Checkerboard", "Slide"])
    #expect(menuSegues.allSatisfy { $0.kind == .custom && $0.customClass == "AAPLExternalStoryboardSegue" })
    #expect(menuSegues.allSatisfy { $0.ownerElementName == "tableViewCell" && !$0.isManual })

    let crossDissolve = try document.requireSegue("YOt-9D-eXX")
    #expect(crossDissolve.ownerID == "6mT-ef-kGc")
    #expect(crossDissolve.destinationID == "qKN-hR-D5e")
    #expect(crossDissolve.sourceViewControllerID == "pGg-6v-bdr")
    #expect(crossDissolve.sceneID == "VgW-fR-Quf")
    #expect(crossDissolve.animates)
    #expect(document.segues(ownedBy: "PAJ-WL-Iwi").map(\.id) == ["uXa-Os-Cbz"])
    #expect(document.segue(withIdentifier: "Slide", fromViewControllerID: "pGg-6v-bdr")?.destinationID == "oa5-wy-UMj")
    #expect(document.scene(containing: "uXa-Os-Cbz")?.sceneID == "VgW-fR-Quf")
  }

  @Test("Main.storyboard: static table — sections, cell label text, frame, font and colours")
  func mainTableContents() throws {
    let document = try StoryboardFixtures.load("AppleCustomTransitions/Main.storyboard")
    let tableView = try document.requireObject("mLL-gJ-YKr")
    #expect(tableView.key == "view")
    #expect(tableView.parent?.id == "pGg-6v-bdr")
    #expect(tableView.frame == CGRect(x: 0, y: 0, width: 600, height: 600))
    #expect(tableView.autoresizingMask == [.widthSizable, .heightSizable])
    #expect(tableView.backgroundColor?.value == .white(1, alpha: 1))
    #expect(tableView.backgroundColor?.colorSpace == "calibratedWhite")
    let sections = tableView.children(in: "sections")
    #expect(sections.map { $0.attributes["headerTitle"] } == [
      "Presentation Transitions", "Navigation Controller Transitions", "TabBar Controller Transitions",
    ])
    #expect(sections[0].children(in: "cells").count == 4)
    #expect(tableView.outlets.map(\.property) == ["dataSource", "delegate"])
    #expect(tableView.outlets.allSatisfy { $0.destinationID == "pGg-6v-bdr" })

    let label = try document.requireObject("c3x-U6-epx")
    #expect(label.elementName == "label")
    #expect(label.text == "Cross Dissolve")
    #expect(label.frame == CGRect(x: 15, y: 10, width: 107, height: 20))
    #expect(label.autoresizingMask == [])
    #expect(label.font?.type == "system")
    #expect(label.font?.pointSize == 16)
    #expect(label.textColor?.value == .rgba(red: 0, green: 0, blue: 0, alpha: 1))
    #expect(label.textColor?.colorSpace == "calibratedRGB")
    #expect(label.nilKeys == ["highlightedColor"])
    #expect(label.collection == "subviews")
    // label → content view → cell → section → table view
    #expect(label.parent?.elementName == "tableViewCellContentView")
    #expect(label.parent?.parent?.id == "6mT-ef-kGc")
    #expect(document.object(withID: "Id4-hG-HuQ")?.autoresizingMask == [.flexibleMaxX, .flexibleMaxY])
  }

  @Test("Main.storyboard: the tab bar's transparent background is white 0 alpha 0 in calibratedWhite")
  func mainTabBarColor() throws {
    let document = try StoryboardFixtures.load("AppleCustomTransitions/Main.storyboard")
    let tabBar = try document.requireObject("ctW-lc-3hI")
    #expect(tabBar.key == "tabBar")
    #expect(tabBar.category == .view)
    let color = try #require(tabBar.backgroundColor)
    #expect(document.resolvedColor(color) == StoryboardRGBA(red: 0, green: 0, blue: 0, alpha: 0))
    #expect(document.object(withID: "oa5-wy-UMj")?.userLabel == "Slide")
    #expect(document.object(withID: "oa5-wy-UMj")?.nilKeys == ["simulatedBottomBarMetrics"])
  }

  @Test("CustomPresentation: an unwind segue from a bar button item to the scene's Exit")
  func customPresentationUnwind() throws {
    let document = try StoryboardFixtures.load("AppleCustomTransitions/CustomPresentation.storyboard")
    #expect(document.scenes.count == 4)
    #expect(document.toolsVersion == "9532")
    let unwind = try document.requireSegue("h8L-Ks-4dc")
    #expect(unwind.kind == .unwind)
    #expect(unwind.unwindAction == "unwindToMenuViewController:")
    #expect(unwind.identifier == nil)
    #expect(unwind.destinationID == "OfO-j5-4cp")
    #expect(unwind.ownerID == "BVg-hi-1y7")
    #expect(unwind.ownerElementName == "barButtonItem")
    #expect(unwind.sourceViewControllerID == "j2e-Op-ZZK")
    let scene = try #require(document.scene(containing: "h8L-Ks-4dc"))
    #expect(scene.exit?.id == "OfO-j5-4cp")
    #expect(scene.exit?.userLabel == "Exit")
    #expect(scene.firstResponder?.id == "p9m-a0-Cwb")
    #expect(scene.placeholders.map(\.elementName) == ["placeholder", "exit"])
    let item = try document.requireObject("BVg-hi-1y7")
    #expect(item.key == "leftBarButtonItem")
    #expect(item.title == "Menu")
    #expect(item.parent?.elementName == "navigationItem")
  }

  @Test("CustomPresentation: a presentation segue with modalPresentationStyle overFullScreen from a button")
  func customPresentationModalStyle() throws {
    let document = try StoryboardFixtures.load("AppleCustomTransitions/CustomPresentation.storyboard")
    let segue = try document.requireSegue("5Us-pL-JPr")
    #expect(segue.kind == .presentation)
    #expect(segue.modalPresentationStyle == "overFullScreen")
    #expect(segue.modalTransitionStyle == nil)
    #expect(segue.animates)
    #expect(segue.ownerID == "WzS-8c-vnC")
    #expect(segue.destinationID == "NLZ-xf-Jhe")
    #expect(segue.sourceViewControllerID == "oyv-9t-G6O")
    let button = try document.requireObject("WzS-8c-vnC")
    #expect(button.buttonTitle == "Present With Standard Presentation")
    #expect(button.state(forKey: "normal")?.color(forKey: "titleShadowColor")?.value == .white(0.5, alpha: 1))
  }

  @Test("CustomPresentation: a button with both an action and an unwind segue keeps both, in order")
  func customPresentationActionAndSegue() throws {
    let document = try StoryboardFixtures.load("AppleCustomTransitions/CustomPresentation.storyboard")
    let button = try document.requireObject("fgK-u5-Est")
    #expect(button.connections.map(\.id) == ["eeX-yV-t48", "BhC-Yo-niG"])
    let action = try #require(button.actions.first)
    #expect(action.selector == "buttonAction:")
    #expect(action.destinationID == "j2e-Op-ZZK")
    #expect(action.eventType == "touchUpInside")
    #expect(button.segues.first?.unwindAction == "unwindToCustomPresentationSecondViewController:")
    #expect(document.object(withID: "qkS-ae-k6v")?.actions.first?.eventType == "valueChanged")
  }

  @Test("CustomPresentation: storyboard identifiers map to scene view controllers; label 'A' is 120 pt at 25% black")
  func customPresentationIdentifiers() throws {
    let document = try StoryboardFixtures.load("AppleCustomTransitions/CustomPresentation.storyboard")
    #expect(document.storyboardIdentifiers == [
      "FirstViewController": "j2e-Op-ZZK", "SecondViewController": "oyv-9t-G6O", "ThirdViewController": "NLZ-xf-Jhe",
    ])
    #expect(document.viewController(withStoryboardIdentifier: "SecondViewController")?.customClass
      == "AAPLCustomPresentationSecondViewController")
    #expect(document.scene(withStoryboardIdentifier: "Nope") == nil)
    let label = try document.requireObject("hkI-zv-ML6")
    #expect(label.text == "A")
    #expect(label.font?.pointSize == 120)
    #expect(label.textColor.flatMap(document.resolvedColor) == StoryboardRGBA(red: 0, green: 0, blue: 0, alpha: 0.25))
    let view = try document.requireObject("p5h-sk-fIX")
    #expect(view.backgroundColor?.value == .rgba(red: 0.901_469_983_6, green: 0.900_030_838_8, blue: 1, alpha: 1))
    #expect(view.subviews.map(\.id) == ["hkI-zv-ML6", "0zO-Hn-6Mx"])
  }

  @Test("CustomPresentation: constraints are kept raw and read as typed values")
  func customPresentationConstraints() throws {
    let document = try StoryboardFixtures.load("AppleCustomTransitions/CustomPresentation.storyboard")
    let view = try document.requireObject("p5h-sk-fIX")
    #expect(view.constraints.count == 4)
    let constraint = StoryboardConstraint(try document.requireObject("xBQ-x2-cEk"))
    #expect(constraint.firstItemID == "mlZ-ub-5xa")
    #expect(constraint.firstAttribute == "top")
    #expect(constraint.relation == "equal")
    #expect(constraint.secondItemID == "0zO-Hn-6Mx")
    #expect(constraint.secondAttribute == "bottom")
    #expect(constraint.constant == 20)
    #expect(constraint.multiplier == 1)
    #expect(constraint.priority == 1000)
    #expect(document.object(withID: "mlZ-ub-5xa")?.category == .layoutGuide)
    let centered = StoryboardConstraint(try document.requireObject("Piy-ee-fof"))
    #expect(centered.firstItemID == nil)  // the view holding the constraint
    #expect(view.property(named: "variation") == nil)
    #expect(document.object(withID: "n7G-I8-st4")?.property(named: "variation", key: "default") != nil)
  }

  @Test("AdaptivePresentation: a custom segue class without identifier; a manual unwind; identifier=\"\" is no identifier")
  func adaptivePresentation() throws {
    let document = try StoryboardFixtures.load("AppleCustomTransitions/AdaptivePresentation.storyboard")
    #expect(document.scenes.count == 3)
    let custom = try document.requireSegue("glq-Sr-Od4")
    #expect(custom.kind == .custom)
    #expect(custom.customClass == "AAPLAdaptivePresentationSegue")
    #expect(custom.identifier == nil)
    #expect(custom.ownerID == "sDw-I8-B5a")
    let manual = try document.requireSegue("M9y-ma-xyJ")
    #expect(manual.kind == .unwind)
    #expect(manual.identifier == "unwindToFirstViewController")
    #expect(manual.ownerID == "Ddd-0G-t9T")
    #expect(manual.isManual)
    #expect(manual.destinationID == "fAJ-8z-SI3")
    #expect(document.segue(withIdentifier: "unwindToFirstViewController", fromViewControllerID: "Ddd-0G-t9T")?.id == "M9y-ma-xyJ")
    #expect(try document.requireSegue("Myq-sc-DAM").identifier == nil)
    #expect(try document.requireSegue("Myq-sc-DAM").attributes["identifier"] == "")
    #expect(document.object(withID: "Ddd-0G-t9T")?.title == "Adaptive Presentation")
  }

  @Test("Slide: a tab bar controller with three view controllers in order and a custom object in its scene")
  func slideTabBar() throws {
    let document = try StoryboardFixtures.load("AppleCustomTransitions/Slide.storyboard")
    #expect(document.scenes.count == 7)
    #expect(document.toolsVersion == "8191")
    let tabBarController = try #require(document.initialViewController)
    #expect(tabBarController.elementName == "tabBarController")
    #expect(tabBarController.effectiveClassName == "UITabBarController")
    let tabs = document.relationshipSegues(ofViewControllerID: "fFd-Ls-daP")
    #expect(tabs.map(\.destinationID) == ["UYf-qW-yWP", "nqe-i9-mjD", "PNm-Lo-Jw0"])
    #expect(tabs.allSatisfy { $0.relationship == "viewControllers" })
    #expect(tabs.compactMap { document.object(withID: $0.destinationID)?.tabBarItem?.title } == [
      "First View", "Second View", "Third View",
    ])
    let scene = try #require(document.initialScene)
    #expect(scene.objects.map(\.elementName) == ["tabBarController", "placeholder", "customObject"])
    let delegate = try #require(scene.otherObjects.first)
    #expect(delegate.customClass == "AAPLSlideTransitionDelegate")
    #expect(delegate.category == .customObject)
    #expect(delegate.outlets.first?.property == "tabBarController")
    #expect(delegate.outlets.first?.destinationID == "fFd-Ls-daP")
  }

  @Test("Checkerboard: a show segue from a button; an sRGB custom-colour-space background")
  func checkerboard() throws {
    let document = try StoryboardFixtures.load("AppleCustomTransitions/Checkerboard.storyboard")
    let show = try document.requireSegue("nkf-HL-Tsl")
    #expect(show.kind == .show)
    #expect(show.ownerID == "5Rf-6d-bwD")
    #expect(show.destinationID == "Qht-ZA-eyi")
    #expect(show.sourceViewControllerID == "e8D-we-HPa")
    let color = try #require(document.object(withID: "Dle-ho-gI3")?.backgroundColor)
    #expect(color.colorSpace == "custom")
    #expect(color.customColorSpace == "sRGB")
    #expect(color.value == .rgba(red: 0.901_960_784_313_725_51, green: 0.901_960_784_313_725_51, blue: 1, alpha: 1))
  }

  @Test("Swipe and CrossDissolve: identified presentation and unwind segues; action-only buttons")
  func swipeAndCrossDissolve() throws {
    let swipe = try StoryboardFixtures.load("AppleCustomTransitions/Swipe.storyboard")
    #expect(try swipe.requireSegue("0km-sa-32K").identifier == "CustomTransition")
    #expect(try swipe.requireSegue("0km-sa-32K").kind == .presentation)
    #expect(try swipe.requireSegue("Jmt-Z3-bag").identifier == "BackToFirstViewController")
    #expect(try swipe.requireSegue("Jmt-Z3-bag").unwindAction == "unwindToSwipeFirstViewController:")
    let crossDissolve = try StoryboardFixtures.load("AppleCustomTransitions/CrossDissolve.storyboard")
    let button = try crossDissolve.requireObject("Vev-uK-dSY")
    #expect(button.segues.isEmpty)
    #expect(button.actions.map(\.selector) == ["presentWithCustomTransitionAction:"])
    #expect(try crossDissolve.requireSegue("PT5-Hz-paD").destinationID == "En8-MY-c9q")
  }
}
