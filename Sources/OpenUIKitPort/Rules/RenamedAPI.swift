import SwiftSyntax

/// Rule: pre-Swift-4.2 spellings that older libraries still use are migrated to today's
/// (the SDK marks the old ones `obsoleted: 4.2, renamed:`). A table: extend it.
enum RenamedAPI {
  /// Type names (and other bare identifiers) → today's spelling.
  static let identifiers: [String: String] = [
    "UIControlState": "UIControl.State",
    "UIControlEvents": "UIControl.Event",
    "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
    "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
    "UINavigationControllerOperation": "UINavigationController.Operation",
    "UIViewAnimationOptions": "UIView.AnimationOptions",
    "UIViewAnimationCurve": "UIView.AnimationCurve",
    "UIViewAnimationTransition": "UIView.AnimationTransition",
    "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
    "UIViewContentMode": "UIView.ContentMode",
    "UIViewAutoresizing": "UIView.AutoresizingMask",
    "UIViewTintAdjustmentMode": "UIView.TintAdjustmentMode",
    "UITableViewCellStyle": "UITableViewCell.CellStyle",
    "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
    "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
    "UITableViewRowAnimation": "UITableView.RowAnimation",
    "UITableViewScrollPosition": "UITableView.ScrollPosition",
    "UITableViewStyle": "UITableView.Style",
    "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
    "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
    "UIGestureRecognizerState": "UIGestureRecognizer.State",
    "UIBlurEffectStyle": "UIBlurEffect.Style",
    "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
    "UIButtonType": "UIButton.ButtonType",
    "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
    "UIBarButtonItemStyle": "UIBarButtonItem.Style",
    "UIAlertControllerStyle": "UIAlertController.Style",
    "UIAlertActionStyle": "UIAlertAction.Style",
    "UIScrollViewDecelerationRate": "UIScrollView.DecelerationRate",
    "UIScrollViewIndicatorStyle": "UIScrollView.IndicatorStyle",
    "UIScrollViewContentInsetAdjustmentBehavior": "UIScrollView.ContentInsetAdjustmentBehavior",
    "UITextFieldViewMode": "UITextField.ViewMode",
    "UITextBorderStyle": "UITextField.BorderStyle",
    "UIImageRenderingMode": "UIImage.RenderingMode",
    "UIImageOrientation": "UIImage.Orientation",
    "UIFontWeight": "UIFont.Weight",
    "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
    "UIStackViewDistribution": "UIStackView.Distribution",
    "UIStackViewAlignment": "UIStackView.Alignment",
    "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
    "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
    "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
    "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
    "UISplitViewControllerDisplayMode": "UISplitViewController.DisplayMode",
    "UIPrintInfoOutputType": "UIPrintInfo.OutputType",
    "UIKeyboardFrameEndUserInfoKey": "UIResponder.keyboardFrameEndUserInfoKey",
    "UIKeyboardFrameBeginUserInfoKey": "UIResponder.keyboardFrameBeginUserInfoKey",
    "UIKeyboardAnimationDurationUserInfoKey": "UIResponder.keyboardAnimationDurationUserInfoKey",
    "UIKeyboardAnimationCurveUserInfoKey": "UIResponder.keyboardAnimationCurveUserInfoKey",
    "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
    "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
    "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
    "UITableViewAutomaticDimension": "UITableView.automaticDimension",
    "UIApplicationDidBecomeActive": "UIApplication.didBecomeActiveNotification",
    "UIApplicationOpenURLOptionsKey": "UIApplication.OpenURLOptionsKey",
    "UIWindowLevel": "UIWindow.Level",
    "UIWindowLevelNormal": "UIWindow.Level.normal",
    "UIWindowLevelAlert": "UIWindow.Level.alert",
    "UIWindowLevelStatusBar": "UIWindow.Level.statusBar",
    "UIFontTextStyle": "UIFont.TextStyle",
    "UIFontDescriptorSymbolicTraits": "UIFontDescriptor.SymbolicTraits",
    "NSAttributedStringKey": "NSAttributedString.Key",
    "UIEventSubtype": "UIEvent.EventSubtype",
    "UIEventType": "UIEvent.EventType",
    "UITouchPhase": "UITouch.Phase",
    "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
    "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
    "UIPageViewControllerSpineLocation": "UIPageViewController.SpineLocation",
    "UIDatePickerMode": "UIDatePicker.Mode",
    "UIProgressViewStyle": "UIProgressView.Style",
    "UISegmentedControlSegment": "UISegmentedControl.Segment",
    "UIImagePickerControllerSourceType": "UIImagePickerController.SourceType",
    "UIEdgeInsetsZero": "UIEdgeInsets.zero",
    "UIScrollViewDecelerationRateNormal": "UIScrollView.DecelerationRate.normal",
    "UIScrollViewDecelerationRateFast": "UIScrollView.DecelerationRate.fast",
    "UIAccessibilityTraits": "UIAccessibilityTraits",
    "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
    "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
  ]

  /// `NSNotification.Name.X` / `.X` → today's notification constant.
  static let notifications: [String: String] = [
    "UIKeyboardWillShow": "UIResponder.keyboardWillShowNotification",
    "UIKeyboardDidShow": "UIResponder.keyboardDidShowNotification",
    "UIKeyboardWillHide": "UIResponder.keyboardWillHideNotification",
    "UIKeyboardDidHide": "UIResponder.keyboardDidHideNotification",
    "UIKeyboardWillChangeFrame": "UIResponder.keyboardWillChangeFrameNotification",
    "UIKeyboardDidChangeFrame": "UIResponder.keyboardDidChangeFrameNotification",
    "UIApplicationDidBecomeActive": "UIApplication.didBecomeActiveNotification",
    "UIApplicationWillResignActive": "UIApplication.willResignActiveNotification",
    "UIApplicationDidEnterBackground": "UIApplication.didEnterBackgroundNotification",
    "UIApplicationWillEnterForeground": "UIApplication.willEnterForegroundNotification",
    "UIApplicationDidChangeStatusBarFrame": "UIApplication.didChangeStatusBarFrameNotification",
    "UIApplicationDidReceiveMemoryWarning": "UIApplication.didReceiveMemoryWarningNotification",
    "UIDeviceOrientationDidChange": "UIDevice.orientationDidChangeNotification",
  ]

  /// Method base names whose labels did not change.
  static let methods: [String: String] = [
    "addChildViewController": "addChild",
    "removeFromParentViewController": "removeFromParent",
    "childViewControllers": "children",
  ]

  /// Argument labels: (method base name, old label) → new label.
  static let labels: [String: [String: String]] = [
    "willMove": ["toParentViewController": "toParent"],
    "didMove": ["toParentViewController": "toParent"],
  ]

  /// Methods whose label moved into the base name: `bringSubview(toFront: v)` → `bringSubviewToFront(v)`.
  static let labelIntoName: [String: (label: String, name: String)] = [
    "bringSubview": ("toFront", "bringSubviewToFront"),
    "sendSubview": ("toBack", "sendSubviewToBack"),
  ]

  static func run(_ file: FilePort) {
    // A name the sources declare themselves (a container's own `childViewControllers`) is theirs.
    let declared = Set(file.index.properties.map(\.name) + file.index.methods.map(\.baseName))
    let visitor = Visitor(file, declared)
    visitor.walk(file.tree)
  }

  private final class Visitor: SyntaxVisitor {
    let file: FilePort
    let declared: Set<String>
    init(_ file: FilePort, _ declared: Set<String>) {
      self.file = file
      self.declared = declared
      super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
      let name = node.declName.baseName.text
      if let replacement = notifications[name] {
        let base = node.base?.trimmedDescription
        if base == nil || base == "NSNotification.Name" || base == "Notification.Name" {
          file.edits.append(.replace(node, with: replacement))
          return .skipChildren
        }
      }
      if let replacement = methods[name], node.base != nil, !declared.contains(name) {
        file.edits.append(.replace(node.declName.baseName, with: replacement))
      }
      return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
      // Bare names (types, constants, and methods called on self without `self.`).
      if let parent = node.parent?.as(MemberAccessExprSyntax.self), parent.declName.id == node.id { return .skipChildren }
      let name = node.baseName.text
      if let replacement = identifiers[name] ?? (declared.contains(name) ? nil : methods[name]) {
        file.edits.append(.replace(node.baseName, with: replacement))
      }
      return .skipChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
      if let replacement = identifiers[node.name.text] {
        file.edits.append(.replace(node.name, with: replacement))
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      let callee = node.calledExpression
      let baseName =
        callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      guard let baseName else { return .visitChildren }
      if baseName == "autoreleasepool", node.arguments.isEmpty, node.leftParen == nil,
        let closure = node.trailingClosure, closure.signature == nil, node.parent?.is(CodeBlockItemSyntax.self) == true
      {
        // `autoreleasepool { … }` as a statement: Linux has no autorelease pools; a `do` block
        // keeps the scope.
        file.edits.append(.replace(callee, with: "do"))
        return .visitChildren
      }
      if baseName == "UIEdgeInsetsInsetRect", node.arguments.count == 2, let open = node.leftParen, node.rightParen != nil {
        // `UIEdgeInsetsInsetRect(rect, insets)` → `rect.inset(by: insets)`, by edits around the
        // arguments so the renames inside them still apply.
        let args = Array(node.arguments)
        let rect = args[0].expression
        let simple = rect.is(DeclReferenceExprSyntax.self) || rect.is(MemberAccessExprSyntax.self)
          || rect.is(FunctionCallExprSyntax.self)
        file.edits.append(
          SourceEdit(
            start: callee.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: open.endPositionBeforeTrailingTrivia.utf8Offset, replacement: simple ? "" : "("))
        file.edits.append(
          SourceEdit(
            start: rect.endPositionBeforeTrailingTrivia.utf8Offset,
            end: args[1].positionAfterSkippingLeadingTrivia.utf8Offset, replacement: simple ? ".inset(by: " : ").inset(by: "))
        return .visitChildren
      }
      if baseName == "UIEdgeInsetsMake", node.arguments.count == 4 {
        file.edits.append(.replace(callee, with: "UIEdgeInsets"))
        for (argument, label) in zip(node.arguments, ["top", "left", "bottom", "right"]) where argument.label == nil {
          file.edits.append(.insert("\(label): ", at: argument.positionAfterSkippingLeadingTrivia))
        }
        // The arguments' own contents are edited by the visits of their children.
        return .visitChildren
      }
      if let renamed = labels[baseName] {
        for argument in node.arguments {
          if let label = argument.label, let new = renamed[label.text] {
            file.edits.append(.replace(label, with: new))
          }
        }
      }
      if let moved = labelIntoName[baseName], let first = node.arguments.first, first.label?.text == moved.label,
        let colon = first.colon
      {
        let nameToken = callee.as(DeclReferenceExprSyntax.self)?.baseName ?? callee.as(MemberAccessExprSyntax.self)!.declName.baseName
        file.edits.append(.replace(nameToken, with: moved.name))
        file.edits.append(
          SourceEdit(
            start: first.label!.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: colon.endPosition.utf8Offset, replacement: ""))
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      // Overrides of renamed methods: `override func willMove(toParentViewController parent:)`.
      if let renamed = labels[node.name.text] {
        for parameter in node.signature.parameterClause.parameters {
          if let new = renamed[parameter.firstName.text] {
            if parameter.secondName == nil {
              file.edits.append(.replace(parameter.firstName, with: "\(new) \(parameter.firstName.text)"))
            } else {
              file.edits.append(.replace(parameter.firstName, with: new))
            }
          }
        }
      }
      return .visitChildren
    }
  }
}
