import Foundation
import OpenUIKit
import Testing

/// Facts read from the Blackboard storyboards (Xcode 10 format, tools 14460.31: no systemVersion,
/// named colours, storyboard references, safe areas), checked against the parsed model.
@Suite struct BlackboardStoryboardTests {
  @Test("Main: Xcode 10 document facts; initial view controller with custom class, module and identifier")
  func mainDocumentFacts() throws {
    let document = try StoryboardFixtures.load("Blackboard/Main.storyboard")
    #expect(document.toolsVersion == "14460.31")
    #expect(document.systemVersion == nil)
    #expect(document.colorMatched)
    #expect(!document.useSafeAreas)
    #expect(document.scenes.count == 6)
    let initial = try #require(document.initialViewController)
    #expect(initial.id == "BYZ-38-t0r")
    #expect(initial.elementName == "viewController")
    #expect(initial.customClass == "MainViewController")
    #expect(initial.customModule == "StandardApp")
    #expect(initial.customModuleProvider == "target")
    #expect(initial.effectiveClassName == "MainViewController")
    #expect(initial.storyboardIdentifier == "WelcomeViewController")
    #expect(initial.restorationIdentifier == "WelcomeViewController")
    #expect(document.initialScene?.label == "Main View Controller")
    #expect(document.elements.map(\.name) == ["device", "dependencies"])
  }

  @Test("Main: storyboard references to Account and Photo, with and without referencedIdentifier")
  func mainPlaceholders() throws {
    let document = try StoryboardFixtures.load("Blackboard/Main.storyboard")
    let references = document.scenes.compactMap { scene in scene.reference.map { (scene.viewController?.id, $0) } }
    #expect(references.count == 4)
    let account = try #require(document.object(withID: "0b4-zA-tUG")?.storyboardReference)
    #expect(account.storyboardName == "Account")
    #expect(account.referencedIdentifier == nil)
    let photo = try #require(document.object(withID: "1kY-Hm-NXq")?.storyboardReference)
    #expect(photo.storyboardName == "Photo")
    #expect(photo.referencedIdentifier == "PhotoNavigationController")
    #expect(document.object(withID: "1kY-Hm-NXq")?.category == .viewControllerPlaceholder)
    #expect(document.object(withID: "1kY-Hm-NXq")?.defaultClassName == nil)
    #expect(document.object(withID: "1kY-Hm-NXq")?.navigationItem?.id == "eYi-Fx-4fL")
    #expect(document.object(withID: "BYZ-38-t0r")?.storyboardReference == nil)
  }

  @Test("Main: references resolve in the sibling storyboards (initial controller, or the referenced identifier)")
  func referencesResolveAcrossFiles() throws {
    let document = try StoryboardFixtures.load("Blackboard/Main.storyboard")
    for scene in document.scenes {
      guard let reference = scene.reference, let name = reference.storyboardName else { continue }
      let target = try StoryboardFixtures.load("Blackboard/\(name).storyboard")
      if let identifier = reference.referencedIdentifier {
        #expect(target.viewController(withStoryboardIdentifier: identifier) != nil, "\(name)/\(identifier)")
      } else {
        #expect(target.initialViewController != nil, "\(name) initial")
      }
    }
  }

  @Test("Main: manual presentation segues owned by the view controller, a triggered one, and an embed")
  func mainSegues() throws {
    let document = try StoryboardFixtures.load("Blackboard/Main.storyboard")
    let manual = document.segues(ownedBy: "BYZ-38-t0r")
    #expect(manual.map(\.identifier) == ["Present Accounts", "Present Photos", "Present Open Account"])
    #expect(manual.map(\.destinationID) == ["0b4-zA-tUG", "WWh-nI-tlr", "rri-Bp-hEX"])
    #expect(manual.allSatisfy { $0.kind == .presentation && $0.isManual && $0.modalPresentationStyle == nil })

    let triggered = try document.requireSegue("zgI-a4-jc8")
    #expect(triggered.identifier == "Present Photo")
    #expect(triggered.ownerID == "K8F-J7-NPp")
    #expect(triggered.ownerElementName == "button")
    #expect(triggered.destinationID == "1kY-Hm-NXq")
    #expect(!triggered.isManual)

    let embed = try document.requireSegue("GgI-tp-rTh")
    #expect(embed.kind == .embed)
    #expect(embed.kind.isStructural)
    #expect(embed.identifier == "Footer")
    #expect(embed.ownerID == "3Nk-27-P1i")
    #expect(embed.ownerElementName == "containerView")
    #expect(embed.sourceViewControllerID == "BYZ-38-t0r")
    #expect(embed.destinationID == "BLW-P3-UbY")
    let container = try document.requireObject("3Nk-27-P1i")
    #expect(container.effectiveClassName == "UIView")
    #expect(container.frame == CGRect(x: 0, y: 627, width: 375, height: 40))
    #expect(StoryboardConstraint(try #require(container.constraints.first)).constant == 40)
    #expect(document.segues(fromViewControllerID: "BYZ-38-t0r").count == 5)
    #expect(document.segue(withIdentifier: "Footer", fromViewControllerID: "BYZ-38-t0r")?.id == "GgI-tp-rTh")
  }

  @Test("Main: named colours resolve through <resources>; the document tint names a colour this file lacks")
  func mainNamedColors() throws {
    let document = try StoryboardFixtures.load("Blackboard/Main.storyboard")
    #expect(document.resources.namedColors.keys.sorted() == ["Bisque", "maroon color"])
    let view = try document.requireObject("8bC-Xf-vdC")
    let background = try #require(view.backgroundColor)
    #expect(background.value == .named("Bisque"))
    #expect(document.resolvedColor(background) == StoryboardRGBA(red: 1, green: 0.893_999_993_801_116_94, blue: 0.768_999_993_801_116_94, alpha: 1))
    let title = try document.requireObject("bC8-RJ-s3j")
    #expect(title.text == "Standard App")
    #expect(title.textAlignment == "center")
    #expect(title.font?.textStyle == "UICTFontTextStyleTitle0")
    #expect(title.font?.pointSize == nil)
    #expect(title.frame == CGRect(x: 99, y: 315.5, width: 177, height: 36))
    #expect(title.autoresizingMask == nil)
    #expect(title.textColor.flatMap(document.resolvedColor)?.red == 0.501_999_974_250_793_46)
    let tint = try #require(document.tintColor)
    #expect(tint.value == .named("Absolute Zero"))
    #expect(document.resolvedColor(tint) == nil)
  }

  @Test("Main: a named font, an explicit nil text colour, outlets to a constraint and a stack view")
  func mainFooterAndOutlets() throws {
    let document = try StoryboardFixtures.load("Blackboard/Main.storyboard")
    let footer = try document.requireObject("o8v-js-8oh")
    #expect(footer.text == "Footer Text")
    #expect(footer.font?.name == "ChalkboardSE-Bold")
    #expect(footer.font?.family == "Chalkboard SE")
    #expect(footer.font?.pointSize == 17)
    #expect(footer.nilKeys == ["textColor", "highlightedColor"])
    #expect(footer.textColor == nil)

    let main = try document.requireObject("BYZ-38-t0r")
    #expect(main.outlets.map(\.property) == [
      "applicationNameCenterYLayoutConstraint", "applicationNameTopLayoutConstraint", "menuContainerView",
    ])
    #expect(document.object(withID: "zIx-Uw-lDD")?.category == .constraint)
    #expect(document.object(withID: "Y1B-b6-KVw")?.elementName == "stackView")
    #expect(document.object(withID: "Y1B-b6-KVw")?.subviews.count == 2)
    let button = try document.requireObject("uq9-AN-QjK")
    #expect(button.buttonTitle == "View Accounts")
    #expect(button.font?.pointSize == 18)
    #expect(button.actions.first?.selector == "presentAccounts")
    #expect(button.actions.first?.destinationID == "BYZ-38-t0r")
  }

  @Test("Photo: the first-responder placeholder may precede the view controller; id-less content views hold subviews")
  func photoFacts() throws {
    let document = try StoryboardFixtures.load("Blackboard/Photo.storyboard")
    #expect(document.scenes.count == 4)
    #expect(document.useSafeAreas)
    #expect(document.initialViewController?.customClass == "PhotosNavigationController")
    #expect(document.storyboardIdentifiers.keys.sorted() == [
      "PhotoCollectionViewController", "PhotoNavigationController", "PhotoViewController", "PhotosNavigationController",
    ])
    let last = try #require(document.scene(withSceneID: "jUg-1f-663"))
    #expect(last.objects.map(\.elementName) == ["placeholder", "navigationController"])
    #expect(last.viewController?.id == "r8T-pu-tGW")
    #expect(document.relationshipSegues(ofViewControllerID: "r8T-pu-tGW").first?.destinationID == "W37-RY-jR3")

    let imageView = try document.requireObject("fUh-lk-WTp")
    let contentView = try #require(imageView.parent)
    #expect(contentView.id == nil)
    #expect(contentView.key == "contentView")
    #expect(contentView.elementName == "view")
    #expect(contentView.parent?.id == "55G-1C-Klg")
    #expect(contentView.parent?.customClass == "PhotoCollectionViewCell")
    #expect(document.object(withID: "BpT-OW-KyL")?.nilKeys.contains("viewControllers") == true)
    #expect(document.object(withID: "6EI-fO-PId")?.key == "safeArea")

    let show = try document.requireSegue("A3N-Ti-cUc")
    #expect(show.kind == .show && show.isManual && show.identifier == "Show Photo")
    let done = try document.requireObject("vrl-bW-ihL")
    #expect(done.attributes["systemItem"] == "done")
    #expect(done.actions.first?.selector == "dismiss")
    #expect(done.actions.first?.eventType == nil)
    let gray = try #require(document.object(withID: "P6C-IO-6Y1")?.backgroundColor)
    #expect(gray.customColorSpace == "genericGamma22GrayColorSpace")
    #expect(document.resolvedColor(gray) == StoryboardRGBA(white: 1, alpha: 1))
  }

  @Test("Account: prototype cells, cocoaTouchSystemColor background, right-aligned label, bar button items")
  func accountFacts() throws {
    let document = try StoryboardFixtures.load("Blackboard/Account.storyboard")
    #expect(document.scenes.count == 5)
    #expect(document.initialViewController?.id == "LYS-UF-AgY")
    let tableView = try document.requireObject("fpr-mf-3Vu")
    let background = try #require(tableView.backgroundColor)
    #expect(background.value == .cocoaTouchSystem("groupTableViewBackgroundColor"))
    #expect(document.resolvedColor(background)?.blue == 0.956_862_745_098_039_2)
    let prototypes = tableView.children(in: "prototypes")
    #expect(prototypes.map { $0.attributes["reuseIdentifier"] } == ["Account Overview", "Account", "Open New Account"])
    #expect(prototypes.first?.customClass == "AccountOverviewTableViewCell")
    #expect(prototypes.first?.outlets.map(\.property) == ["helloLabel", "rewardsLevelLabel"])
    #expect(document.object(withID: "ZhJ-p5-xqJ")?.textAlignment == "right")
    #expect(document.object(withID: "ZhJ-p5-xqJ")?.text == "Balance")
    let navigationItem = try #require(document.object(withID: "Xct-fP-Vx7")?.navigationItem)
    #expect(navigationItem.child(forKey: "leftBarButtonItem")?.attributes["systemItem"] == "done")
    #expect(navigationItem.child(forKey: "rightBarButtonItem")?.actions.first?.selector == "presentOpenAccount")
    let charcoal = try #require(document.object(withID: "2GY-Fh-09n")?.textColor)
    #expect(document.resolvedColor(charcoal)?.green == 0.270_999_997_854_232_79)
    #expect(document.segues(fromViewControllerID: "Xct-fP-Vx7").map(\.identifier) == ["Show Account", "Present Open Account"])
  }
}
