import Foundation

/// The controls' elements: each becomes its UIKit class with the attributes Interface Builder
/// writes for it.
extension StoryboardViewBuilder {
  /// A control or indicator for `elementName`, or nil for other elements.
  /// Interface Builder's `contentMode` attribute values.
  static func contentMode(_ name: String) -> UIView.ContentMode? {
    switch name {
    case "scaleToFill": return .scaleToFill
    case "scaleAspectFit": return .scaleAspectFit
    case "scaleAspectFill": return .scaleAspectFill
    case "redraw": return .redraw
    case "center": return .center
    case "top": return .top
    case "bottom": return .bottom
    case "left": return .left
    case "right": return .right
    case "topLeft": return .topLeft
    case "topRight": return .topRight
    case "bottomLeft": return .bottomLeft
    case "bottomRight": return .bottomRight
    default: return nil
    }
  }

  static func makeControl(_ elementName: String, frame: CGRect) -> UIView? {
    switch elementName {
    case "slider": return UISlider(frame: frame)
    case "switch": return UISwitch(frame: frame)
    case "segmentedControl": return UISegmentedControl(frame: frame)
    case "stepper": return UIStepper(frame: frame)
    case "textField": return UITextField(frame: frame)
    case "activityIndicatorView": return UIActivityIndicatorView(frame: frame)
    case "progressView": return UIProgressView(frame: frame)
    case "pageControl": return UIPageControl(frame: frame)
    case "scrollView": return UIScrollView(frame: frame)
    case "imageView": return UIImageView(frame: frame)
    default: return nil
    }
  }

  /// Applies the control attributes of `object` (`value`, `minValue`, `on`, `<segments>`,
  /// `selectedSegmentIndex`, `text`, `placeholder`, `progress`, `numberOfPages`…).
  func applyControlAttributes(_ object: StoryboardObject, to view: UIView) {
    // The classes a storyboard makes most are none of the classes below (nor their
    // subclasses): no ten failing casts for them (sbinst19). Subclasses of them take the switch.
    let kind = ObjectIdentifier(type(of: view))
    if kind == ObjectIdentifier(UIView.self) || kind == ObjectIdentifier(UILabel.self)
      || kind == ObjectIdentifier(UIButton.self) || kind == ObjectIdentifier(UIStackView.self)
      || kind == ObjectIdentifier(UITableViewCell.self)
    {
      return
    }
    func float(_ name: String) -> Float? { object.doubleAttribute(name).map(Float.init) }
    func int(_ name: String) -> Int? { object.attributes[name].flatMap(Int.init) }
    switch view {
    case let imageView as UIImageView:
      // `image="name"` names an asset (a placeholder here) and `contentMode` places it.
      if let name = object.attributes["image"] { imageView.image = UIImage(named: name) }
      if let name = object.attributes["highlightedImage"] { imageView.highlightedImage = UIImage(named: name) }
      if let mode = object.attributes["contentMode"].flatMap(Self.contentMode) { imageView.contentMode = mode }
    case let slider as UISlider:
      if let min = float("minValue") { slider.minimumValue = min }
      if let max = float("maxValue") { slider.maximumValue = max }
      if let value = float("value") { slider.value = value }
      if let continuous = object.boolAttribute("continuous") { slider.isContinuous = continuous }
      if let c = color(object.color(forKey: "minimumTrackTintColor")) { slider.minimumTrackTintColor = c }
      if let c = color(object.color(forKey: "maximumTrackTintColor")) { slider.maximumTrackTintColor = c }
      if let c = color(object.color(forKey: "thumbTintColor")) { slider.thumbTintColor = c }
    case let toggle as UISwitch:
      if let on = object.boolAttribute("on") { toggle.isOn = on }
      if let c = color(object.color(forKey: "onTintColor")) { toggle.onTintColor = c }
      if let c = color(object.color(forKey: "thumbTintColor")) { toggle.thumbTintColor = c }
    case let segmented as UISegmentedControl:
      let segments = object.property(named: "segments")?.children.filter { $0.name == "segment" } ?? []
      for (i, segment) in segments.enumerated() {
        segmented.insertSegment(withTitle: segment["title"], at: i, animated: false)
        if storyboardBool(segment["enabled"]) == false { segmented.setEnabled(false, forSegmentAt: i) }
        if let width = segment["width"].flatMap(Double.init) { segmented.setWidth(CGFloat(width), forSegmentAt: i) }
      }
      if let index = int("selectedSegmentIndex") { segmented.selectedSegmentIndex = index }
      if object.boolAttribute("momentary") == true { segmented.isMomentary = true }
      if let c = color(object.color(forKey: "selectedSegmentTintColor")) { segmented.selectedSegmentTintColor = c }
    case let stepper as UIStepper:
      if let max = object.doubleAttribute("maximumValue") { stepper.maximumValue = max }
      if let min = object.doubleAttribute("minimumValue") { stepper.minimumValue = min }
      if let step = object.doubleAttribute("stepValue") { stepper.stepValue = step }
      if let value = object.doubleAttribute("value") { stepper.value = value }
      if let wraps = object.boolAttribute("wraps") { stepper.wraps = wraps }
      if let autorepeat = object.boolAttribute("autorepeat") { stepper.autorepeat = autorepeat }
      if let continuous = object.boolAttribute("continuous") { stepper.isContinuous = continuous }
    case let field as UITextField:
      if let text = object.text { field.text = text }
      field.placeholder = object.attributes["placeholder"]
      if let style = object.attributes["borderStyle"] { field.borderStyle = Self.borderStyle(style) }
      if let alignment = object.textAlignment { field.textAlignment = Self.alignment(alignment) }
      if let font = object.font { field.font = Self.font(font) }
      if let textColor = color(object.textColor) { field.textColor = textColor }
      if let clears = object.boolAttribute("clearsOnBeginEditing") { field.clearsOnBeginEditing = clears }
    case let indicator as UIActivityIndicatorView:
      if let style = object.attributes["style"] { indicator.style = Self.indicatorStyle(style) }
      if let c = color(object.color(forKey: "color")) { indicator.color = c }
      if let hides = object.boolAttribute("hidesWhenStopped") { indicator.hidesWhenStopped = hides }
      if object.boolAttribute("animating") == true { indicator.startAnimating() }
    case let progressView as UIProgressView:
      if object.attributes["progressViewStyle"] == "bar" { progressView.progressViewStyle = .bar }
      if let progress = float("progress") { progressView.progress = progress }
      if let c = color(object.color(forKey: "progressTintColor")) { progressView.progressTintColor = c }
      if let c = color(object.color(forKey: "trackTintColor")) { progressView.trackTintColor = c }
    case let pageControl as UIPageControl:
      if let pages = int("numberOfPages") { pageControl.numberOfPages = pages }
      if let page = int("currentPage") { pageControl.currentPage = page }
      if let hides = object.boolAttribute("hidesForSinglePage") { pageControl.hidesForSinglePage = hides }
      if let c = color(object.color(forKey: "pageIndicatorTintColor")) { pageControl.pageIndicatorTintColor = c }
      if let c = color(object.color(forKey: "currentPageIndicatorTintColor")) {
        pageControl.currentPageIndicatorTintColor = c
      }
    case let scrollView as UIScrollView:
      if let bounces = object.boolAttribute("bounces") { scrollView.bounces = bounces }
      if let paging = object.boolAttribute("pagingEnabled") { scrollView.isPagingEnabled = paging }
      if let enabled = object.boolAttribute("scrollEnabled") { scrollView.isScrollEnabled = enabled }
      if let always = object.boolAttribute("alwaysBounceVertical") { scrollView.alwaysBounceVertical = always }
      if let always = object.boolAttribute("alwaysBounceHorizontal") { scrollView.alwaysBounceHorizontal = always }
      if let shows = object.boolAttribute("showsVerticalScrollIndicator") { scrollView.showsVerticalScrollIndicator = shows }
      if let shows = object.boolAttribute("showsHorizontalScrollIndicator") { scrollView.showsHorizontalScrollIndicator = shows }
      switch object.attributes["contentInsetAdjustmentBehavior"] {
      case "never": scrollView.contentInsetAdjustmentBehavior = .never
      case "always": scrollView.contentInsetAdjustmentBehavior = .always
      case "scrollableAxes": scrollView.contentInsetAdjustmentBehavior = .scrollableAxes
      default: break
      }
    default:
      break
    }
  }

  /// Without Auto Layout, a storyboard scroll view's content size is the extent of its
  /// subviews' frames.
  static func finishLoading(_ view: UIView) {
    guard let scrollView = view as? UIScrollView else { return }
    var content = CGRect.zero
    for sub in scrollView.subviews { content = content.union(sub.frame) }
    scrollView.contentSize = CGSize(width: Swift.max(0, content.maxX), height: Swift.max(0, content.maxY))
  }

  static func borderStyle(_ raw: String) -> UITextField.BorderStyle {
    switch raw {
    case "line": return .line
    case "bezel": return .bezel
    case "roundedRect": return .roundedRect
    default: return .none
    }
  }

  static func indicatorStyle(_ raw: String) -> UIActivityIndicatorView.Style {
    switch raw {
    case "large": return .large
    case "whiteLarge": return .whiteLarge
    case "white": return .white
    case "gray": return .gray
    default: return .medium
    }
  }
}
