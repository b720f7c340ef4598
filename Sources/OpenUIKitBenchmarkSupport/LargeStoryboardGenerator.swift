import Foundation

/// A valid storyboard of `scenes` scenes (about ten objects each) for load benchmarks and scale
/// tests, made by repeating the scene patterns of the fixture storyboards. Scenes come in groups of
/// six, and every segue points at a scene earlier in its group, so any scene count gives a valid
/// document:
///
/// | # | pattern (fixture it copies)                                   | segues                                  |
/// |---|---------------------------------------------------------------|-----------------------------------------|
/// | 0 | storyboard reference (Blackboard Main "Account")              | —                                       |
/// | 1 | labelled view controller (CustomPresentation "FirstViewController") | presentation → 0, unwind → own Exit |
/// | 2 | stack of buttons, container view, tap gesture (Blackboard Main) | embed → 1, manual → 0, gesture → 1    |
/// | 3 | tab bar controller with a custom object (Slide)               | viewControllers → 1, 2                  |
/// | 4 | static menu table (CustomTransitions Main "Master")           | custom from cells → 0…3                 |
/// | 5 | navigation controller (CustomTransitions Main)                | rootViewController → 4                  |
///
/// The initial view controller is the last scene of the first group. Output is deterministic.
package func makeLargeStoryboard(scenes: Int) -> Data {
  var writer = LargeStoryboardWriter()
  writer.write(sceneCount: max(1, scenes))
  return Data(writer.output.utf8)
}

private struct LargeStoryboardWriter {
  var output = ""
  private var counter = 0

  /// Interface Builder style ids ("a1B-c2-D3e") from a counter.
  private mutating func makeID() -> String {
    let digits = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
    counter += 1
    var value = counter * 7_919 + 1_000_003  // spread the ids so neighbours differ in every part
    var characters: [Character] = []
    for _ in 0..<8 {
      characters.append(digits[value % digits.count])
      value /= digits.count
    }
    let text = String(characters)
    let start = text.startIndex
    return "\(text[start..<text.index(start, offsetBy: 3)])-\(text[text.index(start, offsetBy: 3)..<text.index(start, offsetBy: 5)])-\(text[text.index(start, offsetBy: 5)...])"
  }

  private mutating func line(_ indent: Int, _ text: String) {
    output += String(repeating: "    ", count: indent)
    output += text
    output += "\n"
  }

  mutating func write(sceneCount: Int) {
    output.reserveCapacity(sceneCount * 3_000)
    // The scene bodies are written first; the header needs the initial view controller's id.
    var body = LargeStoryboardWriter()
    body.counter = counter
    var initialID = ""
    var group = 0
    var written = 0
    while written < sceneCount {
      let ids = body.writeGroup(group, limit: min(6, sceneCount - written))
      if group == 0 { initialID = ids.last ?? "" }
      written += ids.count
      group += 1
    }
    line(0, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>")
    line(
      0,
      "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\" toolsVersion=\"14460.31\" targetRuntime=\"iOS.CocoaTouch\" propertyAccessControl=\"none\" useAutolayout=\"YES\" useTraitCollections=\"YES\" useSafeAreas=\"YES\" colorMatched=\"YES\" initialViewController=\"\(initialID)\">"
    )
    line(1, "<device id=\"retina4_7\" orientation=\"portrait\">")
    line(2, "<adaptation id=\"fullscreen\"/>")
    line(1, "</device>")
    line(1, "<dependencies>")
    line(2, "<deployment identifier=\"iOS\"/>")
    line(2, "<plugIn identifier=\"com.apple.InterfaceBuilder.IBCocoaTouchPlugin\" version=\"14460.20\"/>")
    line(2, "<capability name=\"Named colors\" minToolsVersion=\"9.0\"/>")
    line(1, "</dependencies>")
    line(1, "<scenes>")
    output += body.output
    line(1, "</scenes>")
    line(1, "<resources>")
    line(2, "<namedColor name=\"Bisque\">")
    line(3, "<color red=\"1\" green=\"0.89399999380111694\" blue=\"0.76899999380111694\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>")
    line(2, "</namedColor>")
    line(2, "<namedColor name=\"maroon color\">")
    line(3, "<color red=\"0.50199997425079346\" green=\"0.0\" blue=\"0.0\" alpha=\"1\" colorSpace=\"custom\" customColorSpace=\"sRGB\"/>")
    line(2, "</namedColor>")
    line(1, "</resources>")
    line(0, "</document>")
  }

  /// Writes up to `limit` scenes of group `group`; returns their view controller ids in order.
  private mutating func writeGroup(_ group: Int, limit: Int) -> [String] {
    var ids: [String] = []
    let writers: [(inout LargeStoryboardWriter, Int, [String]) -> String] = [
      { $0.writeReference($1, $2) }, { $0.writeLabelledController($1, $2) }, { $0.writeButtonStack($1, $2) },
      { $0.writeTabBarController($1, $2) }, { $0.writeMenu($1, $2) }, { $0.writeNavigationController($1, $2) },
    ]
    for index in 0..<limit {
      ids.append(writers[index](&self, group, ids))
    }
    return ids
  }

  private mutating func beginScene(_ label: String) {
    line(2, "<!--\(label)-->")
    line(2, "<scene sceneID=\"\(makeID())\">")
    line(3, "<objects>")
  }

  private mutating func endScene(x: Int, y: Int, exitID: String? = nil) {
    line(4, "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(makeID())\" userLabel=\"First Responder\" sceneMemberID=\"firstResponder\"/>")
    if let exitID { line(4, "<exit id=\"\(exitID)\" userLabel=\"Exit\" sceneMemberID=\"exit\"/>") }
    line(3, "</objects>")
    line(3, "<point key=\"canvasLocation\" x=\"\(x)\" y=\"\(y)\"/>")
    line(2, "</scene>")
  }

  private mutating func writeReference(_ group: Int, _ earlier: [String]) -> String {
    let id = makeID()
    beginScene("Account")
    line(4, "<viewControllerPlaceholder storyboardName=\"Account\" referencedIdentifier=\"OpenAccountNavigationController\" id=\"\(id)\" sceneMemberID=\"viewController\"/>")
    endScene(x: 2078, y: group * 1000)
    return id
  }

  private mutating func writeLabelledController(_ group: Int, _ earlier: [String]) -> String {
    let id = makeID(), top = makeID(), bottom = makeID(), view = makeID(), label = makeID(), button = makeID()
    let exitID = makeID()
    beginScene("FirstViewController")
    line(4, "<viewController storyboardIdentifier=\"FirstViewController\(group)\" id=\"\(id)\" userLabel=\"FirstViewController\" customClass=\"AAPLCustomPresentationFirstViewController\" sceneMemberID=\"viewController\">")
    line(5, "<layoutGuides>")
    line(6, "<viewControllerLayoutGuide type=\"top\" id=\"\(top)\"/>")
    line(6, "<viewControllerLayoutGuide type=\"bottom\" id=\"\(bottom)\"/>")
    line(5, "</layoutGuides>")
    line(5, "<view key=\"view\" contentMode=\"scaleToFill\" id=\"\(view)\">")
    line(6, "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"600\" height=\"600\"/>")
    line(6, "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>")
    line(6, "<subviews>")
    line(7, "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"A\" lineBreakMode=\"tailTruncation\" baselineAdjustment=\"alignBaselines\" adjustsFontSizeToFit=\"NO\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(label)\">")
    line(8, "<rect key=\"frame\" x=\"262\" y=\"228\" width=\"76\" height=\"144\"/>")
    line(8, "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"120\"/>")
    line(8, "<color key=\"textColor\" red=\"0.0\" green=\"0.0\" blue=\"0.0\" alpha=\"0.25\" colorSpace=\"calibratedRGB\"/>")
    line(8, "<nil key=\"highlightedColor\"/>")
    line(7, "</label>")
    line(7, "<button opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" buttonType=\"roundedRect\" lineBreakMode=\"middleTruncation\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(button)\">")
    line(8, "<rect key=\"frame\" x=\"182\" y=\"550\" width=\"236\" height=\"30\"/>")
    line(8, "<state key=\"normal\" title=\"Present With Custom Presentation\">")
    line(9, "<color key=\"titleShadowColor\" white=\"0.5\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>")
    line(8, "</state>")
    line(8, "<connections>")
    line(9, "<action selector=\"buttonAction:\" destination=\"\(id)\" eventType=\"touchUpInside\" id=\"\(makeID())\"/>")
    line(9, "<segue destination=\"\(earlier[0])\" kind=\"presentation\" identifier=\"Present\" modalPresentationStyle=\"overFullScreen\" id=\"\(makeID())\"/>")
    line(8, "</connections>")
    line(7, "</button>")
    line(6, "</subviews>")
    line(6, "<color key=\"backgroundColor\" red=\"0.90146998359999997\" green=\"0.90003083880000001\" blue=\"1\" alpha=\"1\" colorSpace=\"calibratedRGB\"/>")
    line(6, "<constraints>")
    line(7, "<constraint firstAttribute=\"centerX\" secondItem=\"\(label)\" secondAttribute=\"centerX\" id=\"\(makeID())\"/>")
    line(7, "<constraint firstAttribute=\"centerX\" secondItem=\"\(button)\" secondAttribute=\"centerX\" id=\"\(makeID())\"/>")
    line(7, "<constraint firstAttribute=\"centerY\" secondItem=\"\(label)\" secondAttribute=\"centerY\" id=\"\(makeID())\"/>")
    line(7, "<constraint firstItem=\"\(bottom)\" firstAttribute=\"top\" secondItem=\"\(button)\" secondAttribute=\"bottom\" constant=\"20\" id=\"\(makeID())\"/>")
    line(6, "</constraints>")
    line(5, "</view>")
    line(5, "<navigationItem key=\"navigationItem\" title=\"Custom Presentation\" id=\"\(makeID())\">")
    line(6, "<barButtonItem key=\"leftBarButtonItem\" title=\"Menu\" id=\"\(makeID())\">")
    line(7, "<connections>")
    line(8, "<segue destination=\"\(exitID)\" kind=\"unwind\" unwindAction=\"unwindToMenuViewController:\" id=\"\(makeID())\"/>")
    line(7, "</connections>")
    line(6, "</barButtonItem>")
    line(5, "</navigationItem>")
    line(4, "</viewController>")
    endScene(x: 751, y: group * 1000, exitID: exitID)
    return id
  }

  private mutating func writeButtonStack(_ group: Int, _ earlier: [String]) -> String {
    let id = makeID(), view = makeID(), stack = makeID(), container = makeID(), tap = makeID()
    beginScene("Main View Controller")
    line(4, "<viewController storyboardIdentifier=\"WelcomeViewController\(group)\" useStoryboardIdentifierAsRestorationIdentifier=\"YES\" id=\"\(id)\" customClass=\"MainViewController\" customModule=\"StandardApp\" customModuleProvider=\"target\" sceneMemberID=\"viewController\">")
    line(5, "<view key=\"view\" contentMode=\"scaleToFill\" id=\"\(view)\">")
    line(6, "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"375\" height=\"667\"/>")
    line(6, "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>")
    line(6, "<subviews>")
    line(7, "<stackView opaque=\"NO\" contentMode=\"scaleToFill\" axis=\"vertical\" spacing=\"4\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(stack)\">")
    line(8, "<rect key=\"frame\" x=\"72\" y=\"375.5\" width=\"231\" height=\"148\"/>")
    line(8, "<subviews>")
    for (index, title) in ["View Accounts", "Open a New Account", "View Photos", "View First Photo"].enumerated() {
      line(9, "<button opaque=\"NO\" contentMode=\"scaleToFill\" contentHorizontalAlignment=\"center\" contentVerticalAlignment=\"center\" buttonType=\"roundedRect\" lineBreakMode=\"middleTruncation\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(makeID())\">")
      line(10, "<rect key=\"frame\" x=\"0.0\" y=\"\(index * 38)\" width=\"231\" height=\"34\"/>")
      line(10, "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"18\"/>")
      line(10, "<state key=\"normal\" title=\"\(title)\"/>")
      line(10, "<connections>")
      line(11, "<action selector=\"presentAccounts\" destination=\"\(id)\" eventType=\"touchUpInside\" id=\"\(makeID())\"/>")
      line(10, "</connections>")
      line(9, "</button>")
    }
    line(8, "</subviews>")
    line(7, "</stackView>")
    line(7, "<containerView opaque=\"NO\" contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"\(container)\">")
    line(8, "<rect key=\"frame\" x=\"0.0\" y=\"627\" width=\"375\" height=\"40\"/>")
    line(8, "<constraints>")
    line(9, "<constraint firstAttribute=\"height\" constant=\"40\" id=\"\(makeID())\"/>")
    line(8, "</constraints>")
    line(8, "<connections>")
    line(9, "<segue destination=\"\(earlier[1])\" kind=\"embed\" identifier=\"Footer\" id=\"\(makeID())\"/>")
    line(8, "</connections>")
    line(7, "</containerView>")
    line(6, "</subviews>")
    line(6, "<color key=\"backgroundColor\" name=\"Bisque\"/>")
    line(6, "<constraints>")
    line(7, "<constraint firstItem=\"\(stack)\" firstAttribute=\"centerX\" secondItem=\"\(view)\" secondAttribute=\"centerX\" id=\"\(makeID())\"/>")
    line(7, "<constraint firstItem=\"\(container)\" firstAttribute=\"leading\" secondItem=\"\(view)\" secondAttribute=\"leading\" id=\"\(makeID())\"/>")
    line(6, "</constraints>")
    line(6, "<viewLayoutGuide key=\"safeArea\" id=\"\(makeID())\"/>")
    line(6, "<connections>")
    line(7, "<outletCollection property=\"gestureRecognizers\" destination=\"\(tap)\" appends=\"YES\" id=\"\(makeID())\"/>")
    line(6, "</connections>")
    line(5, "</view>")
    line(5, "<connections>")
    line(6, "<outlet property=\"menuContainerView\" destination=\"\(stack)\" id=\"\(makeID())\"/>")
    line(6, "<segue destination=\"\(earlier[0])\" kind=\"presentation\" identifier=\"Present Accounts\" id=\"\(makeID())\"/>")
    line(5, "</connections>")
    line(4, "</viewController>")
    line(4, "<placeholder placeholderIdentifier=\"IBFirstResponder\" id=\"\(makeID())\" sceneMemberID=\"firstResponder\"/>")
    line(4, "<tapGestureRecognizer id=\"\(tap)\">")
    line(5, "<connections>")
    line(6, "<segue destination=\"\(earlier[1])\" kind=\"show\" identifier=\"Tap\" id=\"\(makeID())\"/>")
    line(5, "</connections>")
    line(4, "</tapGestureRecognizer>")
    line(3, "</objects>")
    line(3, "<point key=\"canvasLocation\" x=\"1053.5999999999999\" y=\"\(group * 1000)\"/>")
    line(2, "</scene>")
    return id
  }

  private mutating func writeTabBarController(_ group: Int, _ earlier: [String]) -> String {
    let id = makeID()
    beginScene("Slide")
    line(4, "<tabBarController id=\"\(id)\" userLabel=\"Slide\" sceneMemberID=\"viewController\">")
    line(5, "<nil key=\"simulatedBottomBarMetrics\"/>")
    line(5, "<tabBar key=\"tabBar\" contentMode=\"scaleToFill\" id=\"\(makeID())\">")
    line(6, "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"49\"/>")
    line(6, "<autoresizingMask key=\"autoresizingMask\"/>")
    line(6, "<color key=\"backgroundColor\" white=\"0.0\" alpha=\"0.0\" colorSpace=\"calibratedWhite\"/>")
    line(5, "</tabBar>")
    line(5, "<connections>")
    line(6, "<segue destination=\"\(earlier[1])\" kind=\"relationship\" relationship=\"viewControllers\" id=\"\(makeID())\"/>")
    line(6, "<segue destination=\"\(earlier[2])\" kind=\"relationship\" relationship=\"viewControllers\" id=\"\(makeID())\"/>")
    line(5, "</connections>")
    line(4, "</tabBarController>")
    line(4, "<customObject id=\"\(makeID())\" customClass=\"AAPLSlideTransitionDelegate\">")
    line(5, "<connections>")
    line(6, "<outlet property=\"tabBarController\" destination=\"\(id)\" id=\"\(makeID())\"/>")
    line(5, "</connections>")
    line(4, "</customObject>")
    endScene(x: 605, y: group * 1000)
    return id
  }

  private mutating func writeMenu(_ group: Int, _ earlier: [String]) -> String {
    let id = makeID(), table = makeID()
    beginScene("Master")
    line(4, "<tableViewController title=\"Master\" id=\"\(id)\" customClass=\"AAPLMenuViewController\" sceneMemberID=\"viewController\">")
    line(5, "<tableView key=\"view\" opaque=\"NO\" clipsSubviews=\"YES\" contentMode=\"scaleToFill\" alwaysBounceVertical=\"YES\" dataMode=\"static\" style=\"plain\" separatorStyle=\"default\" rowHeight=\"44\" sectionHeaderHeight=\"22\" sectionFooterHeight=\"22\" id=\"\(table)\">")
    line(6, "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"600\" height=\"600\"/>")
    line(6, "<autoresizingMask key=\"autoresizingMask\" widthSizable=\"YES\" heightSizable=\"YES\"/>")
    line(6, "<color key=\"backgroundColor\" white=\"1\" alpha=\"1\" colorSpace=\"calibratedWhite\"/>")
    line(6, "<sections>")
    let rows: [(String, String, Int)] = [
      ("Cross Dissolve", "A cross dissolve transition.", 0), ("Swipe", "An interactive transition.", 1),
      ("Custom Presentation", "Using a presentation controller.", 2), ("Slide", "Interactive tab transitions.", 3),
    ]
    for (section, sectionRows) in [rows[0..<2], rows[2..<4]].enumerated() {
      line(7, "<tableViewSection headerTitle=\"Section \(section)\" id=\"\(makeID())\">")
      line(8, "<cells>")
      for (title, subtitle, target) in sectionRows {
        let cell = makeID(), textLabel = makeID(), detailLabel = makeID()
        line(9, "<tableViewCell contentMode=\"scaleToFill\" selectionStyle=\"blue\" accessoryType=\"disclosureIndicator\" reuseIdentifier=\"Cell\" textLabel=\"\(textLabel)\" detailTextLabel=\"\(detailLabel)\" rowHeight=\"54\" style=\"IBUITableViewCellStyleSubtitle\" id=\"\(cell)\">")
        line(10, "<rect key=\"frame\" x=\"0.0\" y=\"\(86 + target * 54)\" width=\"600\" height=\"54\"/>")
        line(10, "<autoresizingMask key=\"autoresizingMask\"/>")
        line(10, "<tableViewCellContentView key=\"contentView\" opaque=\"NO\" clipsSubviews=\"YES\" multipleTouchEnabled=\"YES\" contentMode=\"center\" tableViewCell=\"\(cell)\" id=\"\(makeID())\">")
        line(11, "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"567\" height=\"53\"/>")
        line(11, "<subviews>")
        for (labelID, text, y, size) in [(textLabel, title, 10, 16), (detailLabel, subtitle, 30, 11)] {
          line(12, "<label opaque=\"NO\" multipleTouchEnabled=\"YES\" contentMode=\"left\" text=\"\(text)\" lineBreakMode=\"tailTruncation\" baselineAdjustment=\"alignBaselines\" adjustsFontSizeToFit=\"NO\" id=\"\(labelID)\">")
          line(13, "<rect key=\"frame\" x=\"15\" y=\"\(y)\" width=\"141\" height=\"20\"/>")
          line(13, "<autoresizingMask key=\"autoresizingMask\" flexibleMaxX=\"YES\" flexibleMaxY=\"YES\"/>")
          line(13, "<fontDescription key=\"fontDescription\" type=\"system\" pointSize=\"\(size)\"/>")
          line(13, "<color key=\"textColor\" name=\"maroon color\"/>")
          line(13, "<nil key=\"highlightedColor\"/>")
          line(12, "</label>")
        }
        line(11, "</subviews>")
        line(10, "</tableViewCellContentView>")
        line(10, "<connections>")
        line(11, "<segue destination=\"\(earlier[target])\" kind=\"custom\" identifier=\"\(title)\" customClass=\"AAPLExternalStoryboardSegue\" id=\"\(makeID())\"/>")
        line(10, "</connections>")
        line(9, "</tableViewCell>")
      }
      line(8, "</cells>")
      line(7, "</tableViewSection>")
    }
    line(6, "</sections>")
    line(6, "<connections>")
    line(7, "<outlet property=\"dataSource\" destination=\"\(id)\" id=\"\(makeID())\"/>")
    line(7, "<outlet property=\"delegate\" destination=\"\(id)\" id=\"\(makeID())\"/>")
    line(6, "</connections>")
    line(5, "</tableView>")
    line(5, "<navigationItem key=\"navigationItem\" title=\"Custom Transitions\" id=\"\(makeID())\"/>")
    line(4, "</tableViewController>")
    endScene(x: 605, y: group * 1000 + 64)
    return id
  }

  private mutating func writeNavigationController(_ group: Int, _ earlier: [String]) -> String {
    let id = makeID()
    beginScene("Navigation Controller")
    line(4, "<navigationController storyboardIdentifier=\"Navigation\(group)\" id=\"\(id)\" sceneMemberID=\"viewController\">")
    line(5, "<navigationBar key=\"navigationBar\" contentMode=\"scaleToFill\" id=\"\(makeID())\">")
    line(6, "<rect key=\"frame\" x=\"0.0\" y=\"0.0\" width=\"320\" height=\"44\"/>")
    line(6, "<autoresizingMask key=\"autoresizingMask\"/>")
    line(5, "</navigationBar>")
    line(5, "<connections>")
    line(6, "<segue destination=\"\(earlier[4])\" kind=\"relationship\" relationship=\"rootViewController\" id=\"\(makeID())\"/>")
    line(5, "</connections>")
    line(4, "</navigationController>")
    endScene(x: -148, y: group * 1000 + 64)
    return id
  }
}
