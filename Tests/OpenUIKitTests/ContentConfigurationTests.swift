import Foundation
import OpenUIKitTesting
import Testing
@testable import OpenUIKit

/// iOS 14 content and background configurations (Docs/Behaviour/lists16c.md).
@MainActor
@Suite(.serialized)
struct ContentConfigurationTests {
  @Test("UIKit: UIListContentConfiguration is a value type — copies are independent and equal until changed (Hashable)")
  func listConfigurationIsAValue() {
    var a = UIListContentConfiguration.cell()
    a.text = "Wi-Fi"
    var b = a
    #expect(a == b)
    b.secondaryText = "Home"
    #expect(a != b)
    #expect(a.secondaryText == nil)
    #expect(Set([a, b, a]).count == 2)
  }

  @Test("[U] lists16c 'List content': each style's fonts, colours and margins")
  func styleDefaults() {
    let cell = UIListContentConfiguration.cell()
    #expect(cell.textProperties.font == UIFont.preferredFont(forTextStyle: .body))
    #expect(cell.textProperties.color == .label)
    #expect(cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
    #expect(cell.textProperties.numberOfLines == 0)
    #expect(cell.imageToTextPadding == 16 && cell.textToSecondaryTextVerticalPadding == 3)
    let subtitle = UIListContentConfiguration.subtitleCell()
    #expect(subtitle.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .subheadline))
    #expect(subtitle.secondaryTextProperties.color == .secondaryLabel)
    #expect(!subtitle.prefersSideBySideTextAndSecondaryText)
    let value = UIListContentConfiguration.valueCell()
    #expect(value.prefersSideBySideTextAndSecondaryText)
    #expect(value.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .body))
    let grouped = UIListContentConfiguration.groupedHeader()
    #expect(grouped.textProperties.transform == .uppercase)
    #expect(grouped.textProperties.font == UIFont.preferredFont(forTextStyle: .footnote))
    #expect(UIListContentConfiguration.plainHeader().textProperties.font == UIFont.preferredFont(forTextStyle: .headline))
    #expect(UIListContentConfiguration.groupedFooter().textProperties.color == .secondaryLabel)
    #expect(UIListContentConfiguration.plainFooter().textProperties.color == .secondaryLabel)
    #expect(UIListContentConfiguration.sidebarCell().textProperties.color == .label)
    #expect(UIListContentConfiguration.sidebarHeader().textProperties.font == UIFont.preferredFont(forTextStyle: .headline))
    #expect(UIListContentConfiguration.header() == UIListContentConfiguration.plainHeader())
    #expect(UIListContentConfiguration.footer() == UIListContentConfiguration.plainFooter())
  }

  @Test("UIKit: makeContentView() makes a UIListContentView showing the configuration; supports(_:) takes only list configurations")
  func makeContentView() throws {
    var c = UIListContentConfiguration.subtitleCell()
    c.text = "Title"
    c.secondaryText = "Subtitle"
    let view = c.makeContentView()
    let list = try #require(view as? UIListContentView)
    #expect(list._textLabelForTesting.text == "Title")
    #expect(list._secondaryTextLabelForTesting.text == "Subtitle")
    #expect(list._imageViewForTesting.isHidden)
    #expect(view.supports(UIListContentConfiguration.cell()))
    #expect(!view.supports(UIContentUnavailableConfiguration.empty()))
    #expect((view.configuration as? UIListContentConfiguration) == c)
  }

  @Test("UIKit: a content view refuses another kind of configuration with an exception and keeps its own")
  func refusesOtherConfiguration() {
    let start = UIApplication.shared.diagnostics.count
    var c = UIListContentConfiguration.cell()
    c.text = "Kept"
    let view = UIListContentView(configuration: c)
    view.configuration = UIContentUnavailableConfiguration.empty()
    #expect((view.configuration as? UIListContentConfiguration)?.text == "Kept")
    let d = diagnostics(since: start)
    #expect(d.count == 1 && d.first?.kind == .exception)
    #expect(d.first?.message.contains("Only UIListContentConfiguration is supported") == true)
  }

  @Test("[U] lists16c 'List content': a cell's text sits in the margins, centred; the image reserves its slot and the text follows after imageToTextPadding")
  func cellLayout() {
    var c = UIListContentConfiguration.cell()
    c.text = "Airplane Mode"
    let view = UIListContentView(configuration: c)
    view.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    view.layoutIfNeeded()
    let label = view._textLabelForTesting
    let h = label.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude)).height
    #expect(label.frame.minX == 16)
    #expect(label.frame.width == 288)
    #expect(abs(label.frame.midY - 22) < 0.001)
    #expect(view.sizeThatFits(CGSize(width: 320, height: 0)).height == 22 + h)

    c.image = UIImage(systemName: "airplane")
    view.configuration = c
    view.layoutIfNeeded()
    let image = view._imageViewForTesting
    #expect(!image.isHidden)
    let size = image.intrinsicContentSize
    let slot = max(size.width, 0)
    #expect(image.frame.size == size)
    #expect(abs(image.frame.midY - 22) < 0.001)
    #expect(label.frame.minX == 16 + slot + 16)

    c.imageProperties.reservedLayoutSize = CGSize(width: UIListContentConfiguration.ImageProperties.standardDimension, height: 0)
    view.configuration = c
    view.layoutIfNeeded()
    #expect(label.frame.minX == 16 + max(size.width, 29) + 16)
  }

  @Test("[U] lists16c 'List content': subtitle stacks the texts 3 pt apart; a value cell puts the secondary text at the trailing margin, stacking when it does not fit")
  func subtitleAndValueLayout() {
    var s = UIListContentConfiguration.subtitleCell()
    s.text = "Title"
    s.secondaryText = "Detail"
    let sub = UIListContentView(configuration: s)
    sub.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
    sub.layoutIfNeeded()
    let t = sub._textLabelForTesting.frame, d = sub._secondaryTextLabelForTesting.frame
    #expect(d.minY == t.maxY + 3)
    #expect(abs((t.minY + d.maxY) / 2 - 30) < 0.001)

    var v = UIListContentConfiguration.valueCell()
    v.text = "Version"
    v.secondaryText = "1.0"
    let value = UIListContentView(configuration: v)
    value.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
    value.layoutIfNeeded()
    let vt = value._textLabelForTesting.frame, vd = value._secondaryTextLabelForTesting.frame
    #expect(vd.maxX == 304)
    #expect(vt.minX == 16)
    #expect(abs(vt.midY - 22) < 0.001 && abs(vd.midY - 22) < 0.001)

    v.secondaryText = String(repeating: "very long value ", count: 12)
    value.configuration = v
    value.frame = CGRect(x: 0, y: 0, width: 320, height: 120)
    value.layoutIfNeeded()
    let st = value._textLabelForTesting.frame, sd = value._secondaryTextLabelForTesting.frame
    #expect(sd.minY == st.maxY + 3)
    #expect(sd.minX == 16)
  }

  @Test("UIKit: textProperties.transform and colorTransformer change what the label shows")
  func textTransformAndColor() {
    var c = UIListContentConfiguration.groupedHeader()
    c.text = "Network"
    c.textProperties.colorTransformer = UIConfigurationColorTransformer { _ in .systemRed }
    let view = UIListContentView(configuration: c)
    #expect(view._textLabelForTesting.text == "NETWORK")
    #expect(view._textLabelForTesting.textColor == .systemRed)
    #expect(c.textProperties.resolvedColor() == .systemRed)
  }

  @Test("[U] lists16c 'Per-state values': a selected sidebar cell turns its default colours white; colours you set stay; other styles do not change")
  func listUpdatedForState() {
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    state.isSelected = true
    let sidebar = UIListContentConfiguration.sidebarCell().updated(for: state)
    #expect(sidebar.textProperties.color == .white)
    #expect(sidebar.imageProperties.tintColor == .white)
    state.isSelected = false
    #expect(sidebar.updated(for: state).textProperties.color == .label)
    var custom = UIListContentConfiguration.sidebarCell()
    custom.textProperties.color = .systemOrange
    state.isSelected = true
    #expect(custom.updated(for: state).textProperties.color == .systemOrange)
    var cell = UIListContentConfiguration.cell()
    cell.text = "x"
    #expect(cell.updated(for: state) == cell)
  }

  @Test("UIKit: configuration states carry traits, flags and custom states by key")
  func states() {
    let key = UIConfigurationStateCustomKey("com.example.favorite")
    var state = UICellConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
    #expect(!state.isSelected && !state.isHighlighted && !state.isDisabled && !state.isEditing)
    #expect(!state.isSwiped && !state.isExpanded && !state.isFocused)
    #expect(state.cellDragState == .none && state.cellDropState == .none)
    #expect(state[key] == nil)
    state[key] = true
    #expect(state[key] == AnyHashable(true))
    #expect(state.traitCollection.userInterfaceStyle == .dark)
    var other = state
    other[key] = nil
    #expect(other != state)
    #expect(key.rawValue == "com.example.favorite")
  }

  @Test("[U] lists16c 'Backgrounds': list backgrounds' colours, and selected/highlighted cells in systemGray4 unless you set the colour")
  func backgroundDefaultsAndStates() {
    #expect(UIBackgroundConfiguration.listPlainCell().backgroundColor == .systemBackground)
    #expect(UIBackgroundConfiguration.listGroupedCell().backgroundColor == .secondarySystemGroupedBackground)
    #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
    var state = UICellConfigurationState(traitCollection: UITraitCollection())
    state.isSelected = true
    #expect(UIBackgroundConfiguration.listPlainCell().updated(for: state).backgroundColor == .systemGray4)
    #expect(UIBackgroundConfiguration.listGroupedCell().updated(for: state).backgroundColor == .systemGray4)
    // A selected sidebar cell: nil, that is the tint colour.
    let sidebar = UIBackgroundConfiguration.listSidebarCell().updated(for: state)
    #expect(sidebar.backgroundColor == nil)
    #expect(sidebar.resolvedBackgroundColor(for: .systemPink) == .systemPink)
    state.isSelected = false
    state.isHighlighted = true
    #expect(UIBackgroundConfiguration.listPlainCell().updated(for: state).backgroundColor == .systemGray4)
    var custom = UIBackgroundConfiguration.listPlainCell()
    custom.backgroundColor = .systemYellow
    #expect(custom.updated(for: state).backgroundColor == .systemYellow)
  }

  @Test("UIKit: resolved colours pass through the colour transformers; a nil stroke colour is the tint colour")
  func backgroundResolvedColors() {
    var b = UIBackgroundConfiguration.clear()
    b.backgroundColor = .white
    b.backgroundColorTransformer = .grayscale
    #expect(b.resolvedBackgroundColor(for: .systemBlue) == UIColor(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(b.resolvedStrokeColor(for: .systemGreen) == .systemGreen)
    b.strokeColor = .systemRed
    #expect(b.resolvedStrokeColor(for: .systemGreen) == .systemRed)
    #expect(UIConfigurationColorTransformer.grayscale == .grayscale)
  }
}
