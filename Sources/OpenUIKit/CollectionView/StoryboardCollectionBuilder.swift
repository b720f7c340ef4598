import Foundation

/// Collection views of storyboards: `<collectionView>` with its `<collectionViewFlowLayout
/// key="collectionViewLayout">` (itemSize, minimumLineSpacing, minimumInteritemSpacing,
/// sectionInset, scrollDirection), selection flags, `<cells>` prototypes registered as cell
/// factories under their reuse identifiers, and the `dataSource` / `delegate` outlets;
/// `<collectionViewCell>` with its reuse identifier and its `<view key="contentView">`'s subviews
/// in the cell's content view. Segues from a prototype cell fire when its item is tapped
/// (StoryboardInstantiator connects them).
@preconcurrency @MainActor
struct StoryboardCollectionBuilder {
  let viewBuilder: StoryboardViewBuilder
  var context: StoryboardControllerContext { viewBuilder.context }

  /// The view for a collection element, or nil for other elements.
  static func makeView(_ object: StoryboardObject, frame: CGRect) -> UIView? {
    switch object.elementName {
    case "collectionView":
      return UICollectionView(frame: frame, collectionViewLayout: flowLayout(object.child(forKey: "collectionViewLayout")))
    case "collectionViewCell":
      return UICollectionViewCell(frame: frame)
    case "collectionReusableView":
      return UICollectionReusableView(frame: frame)
    default:
      return nil
    }
  }

  /// Fills a collection view or cell made by `makeView` (or by a registered custom class).
  func populate(_ object: StoryboardObject, _ view: UIView, built: inout [(StoryboardObject, AnyObject)]) {
    if let collection = view as? UICollectionView, object.elementName == "collectionView" {
      populateCollection(object, collection)
    } else if let cell = view as? UICollectionViewCell, object.elementName == "collectionViewCell" {
      populateCell(object, cell, built: &built)
    }
  }

  /// A flow layout with the values of a `<collectionViewFlowLayout>` (UIKit's defaults without one).
  static func flowLayout(_ object: StoryboardObject?) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    guard let object, object.elementName == "collectionViewFlowLayout" else { return layout }
    if let spacing = object.doubleAttribute("minimumLineSpacing") { layout.minimumLineSpacing = CGFloat(spacing) }
    if let spacing = object.doubleAttribute("minimumInteritemSpacing") { layout.minimumInteritemSpacing = CGFloat(spacing) }
    if object.attributes["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
    if let size = object.property(named: "size", key: "itemSize"),
      let width = size["width"].flatMap(Double.init), let height = size["height"].flatMap(Double.init)
    {
      layout.itemSize = CGSize(width: width, height: height)
    }
    if let inset = object.property(named: "inset", key: "sectionInset") {
      func value(_ name: String) -> CGFloat { CGFloat(inset[name].flatMap(Double.init) ?? 0) }
      layout.sectionInset = UIEdgeInsets(top: value("minY"), left: value("minX"), bottom: value("maxY"), right: value("maxX"))
    }
    return layout
  }

  private func populateCollection(_ object: StoryboardObject, _ collection: UICollectionView) {
    if object.boolAttribute("allowsSelection") == false { collection.allowsSelection = false }
    if object.boolAttribute("allowsMultipleSelection") == true { collection.allowsMultipleSelection = true }
    for prototype in object.children(in: "cells") where prototype.elementName == "collectionViewCell" {
      guard let identifier = prototype.attributes["reuseIdentifier"] else { continue }
      collection._cellFactories[identifier] = { [weak context] in
        guard let context else {
          let cell = UICollectionViewCell(frame: .zero)
          cell._reuseIdentifier = identifier
          return cell
        }
        return StoryboardCollectionBuilder(viewBuilder: StoryboardViewBuilder(context: context)).makePrototypeCell(prototype)
      }
    }
    var connected = false
    for outlet in object.outlets {
      let destination = context.objects[outlet.destinationID]
      switch outlet.property {
      case "dataSource":
        collection.dataSource = destination as? UICollectionViewDataSource
        connected = true
      case "delegate":
        collection.delegate = destination as? UIScrollViewDelegate
        connected = true
      default: continue
      }
    }
    // A collection view controller's collection view without connections still answers from
    // its controller.
    if !connected, object.key == "view",
      let controller = context.objects[context.object.id ?? ""] as? UICollectionViewController
    {
      collection.dataSource = controller
      collection.delegate = controller
    }
  }

  /// A new cell from a prototype, connected (segues, actions, outlets) to the scene's controller.
  func makePrototypeCell(_ prototype: StoryboardObject) -> UICollectionViewCell {
    var built: [(StoryboardObject, AnyObject)] = []
    let made = viewBuilder.makeView(prototype, built: &built)
    let cell = made as? UICollectionViewCell ?? UICollectionViewCell(frame: made.frame)
    cell._reuseIdentifier = prototype.attributes["reuseIdentifier"]
    if let controller = context.objects[context.object.id ?? ""] as? UIViewController {
      for (object, instance) in built { context.connect(object, instance, controller: controller) }
    }
    for (_, instance) in built { (instance as? UIView)?.awakeFromNib() }
    return cell
  }

  private func populateCell(_ object: StoryboardObject, _ cell: UICollectionViewCell, built: inout [(StoryboardObject, AnyObject)]) {
    cell._reuseIdentifier = object.attributes["reuseIdentifier"]
    guard let contentObject = object.child(forKey: "contentView") else { return }
    if let id = contentObject.id { context.objects[id] = cell.contentView }
    viewBuilder.apply(contentObject, to: cell.contentView)
    // The content view always fills the cell, whatever mask the storyboard wrote.
    cell.contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    for subview in contentObject.subviews {
      cell.contentView.addSubview(viewBuilder.makeView(subview, built: &built))
    }
  }
}
