import Foundation
import OpenQuartzCore
import OpenUIKit
import OpenUIKitTesting
import Testing
import UIKit

@MainActor
@Suite(.serialized)
struct UISearchBarTests {
  @Test("Size: a search bar is 56 pt tall; a prompt adds 30 pt, a shown scope bar 44 pt (Docs/Behaviour.md)")
  func heights() {
    let bar = UISearchBar()
    #expect(bar.sizeThatFits(CGSize(width: 320, height: 0)) == CGSize(width: 320, height: 56))
    #expect(bar.intrinsicContentSize.height == 56)
    bar.scopeButtonTitles = ["All", "Mine"]
    #expect(bar.intrinsicContentSize.height == 56)
    bar.showsScopeBar = true
    #expect(bar.intrinsicContentSize.height == 100)
    bar.prompt = "Find"
    #expect(bar.intrinsicContentSize.height == 130)
  }

  @Test("Drawing: the field 36 pt tall, 8 pt in, placeholder \"Search\" by default; Cancel takes room at the right")
  func layout() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    bar.layoutIfNeeded()
    #expect(bar.searchTextField.frame == CGRect(x: 8, y: 10, width: 304, height: 36))
    #expect(bar.searchTextField.placeholder == "Search")
    bar.placeholder = "Names"
    #expect(bar.searchTextField.placeholder == "Names")
    bar.showsCancelButton = true
    bar.layoutIfNeeded()
    #expect(bar._cancelButton.superview === bar)
    #expect(bar.searchTextField.frame.maxX == 320 - 8 - bar._cancelButtonWidth)
    #expect(bar._cancelButton.frame.maxX == 320)
    bar.setShowsCancelButton(false, animated: false)
    #expect(bar._cancelButton.superview == nil)
  }

  @Test("Render snapshot: the bar's background, the rounded field with the placeholder in placeholder grey, the typed text, Cancel")
  func rendered() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 56))
    bar.placeholder = "Search Names"
    bar.showsCancelButton = true
    bar.layoutIfNeeded()
    func texts() -> [String] {
      var out: [String] = []
      var stack = [bar.layer._renderSnapshot()]
      while let l = stack.popLast() {
        if let t = l.text { out.append(t.string) }
        stack.append(contentsOf: l.sublayers)
      }
      return out.sorted()
    }
    #expect(texts() == ["Cancel", "Search Names"])
    #expect(bar.layer._renderSnapshot().backgroundColor != nil)
    #expect(bar.searchTextField.layer.cornerRadius == 10)
    #expect(bar.searchTextField.backgroundColor == .tertiarySystemFill)
    bar.text = "Ada"
    #expect(texts() == ["Ada", "Cancel"])
  }

  @Test("Typing: the text field's input reaches the bar's delegate (shouldChange, textDidChange); return is the Search button")
  func typing() {
    let root = UIViewController()
    let window = makeWindow(root: root, sdk: .iOS17)
    let bar = UISearchBar(frame: CGRect(x: 0, y: 100, width: 393, height: 56))
    root.view.addSubview(bar)
    let log = SearchLog()
    bar.delegate = log
    #expect(bar.becomeFirstResponder())
    bar.searchTextField.insertText("hi")
    bar.searchTextField.insertText("\n")
    bar.resignFirstResponder()
    #expect(log.log == ["bar.shouldBegin", "bar.didBegin", "bar.textDidChange(hi)", "bar.search", "bar.didEnd"])
    #expect(bar.text == "hi")
    bar.text = "code"
    #expect(log.log.count == 5)  // text set in code sends nothing
    _ = window
  }

  @Test("Scope bar: selecting a segment sets selectedScopeButtonIndex and tells the delegate")
  func scope() {
    let bar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    let log = SearchLog()
    bar.delegate = log
    bar.scopeButtonTitles = ["All", "Mine", "Shared"]
    bar.showsScopeBar = true
    let control = try! #require(bar._scopeBar)
    control.selectedSegmentIndex = 2
    control.sendActions(for: .valueChanged)
    #expect(bar.selectedScopeButtonIndex == 2)
    #expect(log.log == ["bar.scope(2)"])
  }

  @Test("Look: the minimal style draws no bar; barTintColor colours the default one")
  func look() {
    let bar = UISearchBar()
    #expect(bar.backgroundColor != nil)
    bar.barTintColor = .red
    #expect(bar.backgroundColor == .red)
    bar.searchBarStyle = .minimal
    #expect(bar.backgroundColor == nil)
  }
}
