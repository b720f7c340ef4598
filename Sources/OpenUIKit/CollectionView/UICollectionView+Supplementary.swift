import Foundation
import OpenQuartzCore

/// A supplementary view's place: its kind and index path.
struct _SupplementaryKey: Hashable {
  var kind: String
  var indexPath: IndexPath
}

/// A supplementary view's reuse queue: its kind and reuse identifier.
package struct _SupplementaryReuseKey: Hashable {
  var kind: String
  var identifier: String
}

// Supplementary views (section headers and footers, a layout's own kinds): the layout places them
// with attributes of category `.supplementaryView`, the data source makes them by dequeuing
// registered views, and they are reused by kind and identifier as cells are
// (Docs/Behaviour/lists16s.md).
extension UICollectionView {
  /// Registers a class for new supplementary views of `elementKind` and `identifier` (nil removes
  /// the registration). `UICollectionReusableView` itself is made directly; subclasses need a
  /// factory registered with `StoryboardClassRegistry.registerCollectionReusableView` (no
  /// Objective-C runtime to call their `init(frame:)` by class).
  public func register(
    _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
  ) {
    let key = _SupplementaryReuseKey(kind: elementKind, identifier: identifier)
    guard let viewClass else {
      _supplementaryFactories[key] = nil
      return
    }
    _supplementaryFactories[key] = UICollectionReusableView._factory(
      for: viewClass, reuseIdentifier: identifier, madeFor: "views of kind '\(elementKind)' for '\(identifier)'")
  }

  /// A supplementary view of `elementKind` for `identifier` — reused (after its
  /// `prepareForReuse`), or new from the registered class — placed as the layout places it. An
  /// unregistered kind and identifier is UIKit's exception (a plain view is returned).
  public func dequeueReusableSupplementaryView(
    ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
  ) -> UICollectionReusableView {
    let key = _SupplementaryReuseKey(kind: elementKind, identifier: identifier)
    let view: UICollectionReusableView
    if var queue = _supplementaryReuseQueues[key], let reused = queue.popLast() {
      _supplementaryReuseQueues[key] = queue
      reused.prepareForReuse()
      view = reused
    } else if let factory = _supplementaryFactories[key] {
      view = factory()
    } else {
      Diagnostics.exception(
        "could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
        name: "NSInternalInconsistencyException")
      view = UICollectionReusableView(frame: .zero)
      view._reuseIdentifier = identifier
    }
    if let attributes = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath) {
      _apply(attributes, to: view)
    }
    return view
  }

  /// The layout's attributes of the supplementary view of `kind` at `indexPath` (content
  /// coordinates), or nil.
  public func layoutAttributesForSupplementaryElement(
    ofKind kind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    _prepareLayoutIfNeeded()
    return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
  }

  /// The supplementary view of `elementKind` on screen at `indexPath`, or nil.
  public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
    layoutIfNeeded()
    return _visibleSupplementaryViews[_SupplementaryKey(kind: elementKind, indexPath: indexPath)]
  }

  /// The supplementary views of `elementKind` on screen, in index path order.
  public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
    layoutIfNeeded()
    return _visibleSupplementaryViews.filter { $0.key.kind == elementKind }.sorted { $0.key.indexPath < $1.key.indexPath }
      .map(\.value)
  }

  /// The index paths of the supplementary views of `elementKind` on screen, in order.
  public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
    layoutIfNeeded()
    return _visibleSupplementaryViews.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
  }

  /// Shows the supplementary views the layout places in the visible area and queues the others
  /// for reuse (part of the layout pass).
  func _layoutVisibleSupplementaryViews(_ attributesList: [UICollectionViewLayoutAttributes]) {
    var wanted: [_SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
    let sections = numberOfSections
    for attributes in attributesList {
      guard let kind = attributes.representedElementKind, attributes.indexPath.count >= 1,
        attributes.indexPath[0] >= 0, attributes.indexPath[0] < sections
      else { continue }
      wanted[_SupplementaryKey(kind: kind, indexPath: attributes.indexPath)] = attributes
    }
    for (key, view) in _visibleSupplementaryViews where wanted[key] == nil {
      _visibleSupplementaryViews[key] = nil
      _enqueueSupplementary(view, kind: key.kind)
      _collectionDelegate?.collectionView(
        self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
    }
    guard !wanted.isEmpty, let dataSource else { return }
    let order = wanted.keys.sorted { ($0.indexPath, $0.kind) < ($1.indexPath, $1.kind) }
    for key in order {
      let attributes = wanted[key]!
      if let view = _visibleSupplementaryViews[key] {
        _apply(attributes, to: view)
        continue
      }
      let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
      if let missing = view as? _MissingSupplementaryView {
        if !_reportedMissingSupplementary {
          _reportedMissingSupplementary = true
          Diagnostics.exception(
            missing.message ?? "-[\(type(of: dataSource)) collectionView:viewForSupplementaryElementOfKind:atIndexPath:]: unrecognized selector sent to instance",
            name: missing.message == nil ? "NSInvalidArgumentException" : "NSInternalInconsistencyException")
        }
        continue
      }
      _apply(attributes, to: view)
      _visibleSupplementaryViews[key] = view
      _collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
      if view.superview !== self { addSubview(view) }
    }
  }

  /// Puts a supplementary view that left the screen into its reuse queue.
  func _enqueueSupplementary(_ view: UICollectionReusableView, kind: String) {
    view.removeFromSuperview()
    guard let identifier = view.reuseIdentifier else { return }
    _supplementaryReuseQueues[_SupplementaryReuseKey(kind: kind, identifier: identifier), default: []].append(view)
  }
}

/// iOS 14: a supplementary view class, its kind, and a handler that configures its views; dequeue
/// with `dequeueConfiguredReusableSupplementary(using:for:)` (no reuse identifier to register).
/// `UICollectionReusableView` itself is made directly; a subclass by the factory registered with
/// `StoryboardClassRegistry.registerCollectionReusableView`.
extension UICollectionView {
  @preconcurrency @MainActor
  public struct SupplementaryRegistration<Supplementary> where Supplementary: UICollectionReusableView {
    public typealias Handler = (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

    let _elementKind: String
    let _reuseIdentifier: String
    let _handler: Handler

    public init(elementKind: String, handler: @escaping UICollectionView.SupplementaryRegistration<Supplementary>.Handler) {
      _registrationCount += 1
      _elementKind = elementKind
      _reuseIdentifier = "UICollectionViewSupplementaryRegistration-\(_registrationCount)-\(Supplementary.self)"
      _handler = handler
    }
  }

  /// A supplementary view of the registration's class and kind — reused, or new — placed as the
  /// layout places it and configured by the registration's handler.
  public func dequeueConfiguredReusableSupplementary<Supplementary>(
    using registration: UICollectionView.SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
  ) -> Supplementary where Supplementary: UICollectionReusableView {
    let key = _SupplementaryReuseKey(kind: registration._elementKind, identifier: registration._reuseIdentifier)
    if _supplementaryFactories[key] == nil {
      let factory: @MainActor (CGRect) -> UICollectionReusableView
      if Supplementary.self == UICollectionReusableView.self {
        factory = { UICollectionReusableView(frame: $0) }
      } else if let registered = StoryboardClassRegistry.collectionReusableViewFactory(for: Supplementary.self) {
        factory = registered
      } else {
        fatalError(
          "\(Supplementary.self) cannot be made by class without the Objective-C runtime: register a factory with StoryboardClassRegistry.registerCollectionReusableView before dequeuing it through a UICollectionView.SupplementaryRegistration.")
      }
      let identifier = registration._reuseIdentifier
      _supplementaryFactories[key] = {
        let view = factory(.zero)
        view._reuseIdentifier = identifier
        return view
      }
    }
    let dequeued = dequeueReusableSupplementaryView(
      ofKind: registration._elementKind, withReuseIdentifier: registration._reuseIdentifier, for: indexPath)
    guard let view = dequeued as? Supplementary else {
      fatalError("The supplementary registration's factory made \(type(of: dequeued)), not \(Supplementary.self).")
    }
    registration._handler(view, registration._elementKind, indexPath)
    return view
  }
}

/// Supplementary view classes for `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`
/// and supplementary registrations: without the Objective-C runtime a class object cannot be
/// asked for a new instance, so subclasses are made by a factory given here:
///
/// ```swift
/// StoryboardClassRegistry.registerCollectionReusableView(HeaderView.self) { HeaderView(frame: $0) }
/// ```
extension StoryboardClassRegistry {
  private static var reusableViewFactories: [ObjectIdentifier: @MainActor (CGRect) -> UICollectionReusableView] = [:]

  /// Registers how to make views of `type` when a collection view makes one by class.
  public static func registerCollectionReusableView<T: UICollectionReusableView>(
    _ type: T.Type, factory: @escaping @MainActor (_ frame: CGRect) -> T
  ) {
    reusableViewFactories[ObjectIdentifier(type)] = { frame in factory(frame) }
  }

  package static func collectionReusableViewFactory(
    for viewClass: AnyClass
  ) -> (@MainActor (CGRect) -> UICollectionReusableView)? {
    if let factory = reusableViewFactories[ObjectIdentifier(viewClass)] { return factory }
    // A cell class registered for cells makes supplementary views too.
    if let cell = collectionViewCellFactory(for: viewClass) { return { cell($0) } }
    return nil
  }
}

extension UICollectionReusableView {
  /// How to make reusable views of a class registered by class (supplementary and decoration
  /// views): `UICollectionReusableView` itself directly, a subclass through its factory
  /// (`StoryboardClassRegistry.registerCollectionReusableView`), else a plain view with a
  /// warning naming what it is made for. Each view made has `reuseIdentifier`.
  static func _factory(
    for viewClass: AnyClass, reuseIdentifier: String, madeFor: String
  ) -> @MainActor () -> UICollectionReusableView {
    let factory: @MainActor (CGRect) -> UICollectionReusableView
    if viewClass == UICollectionReusableView.self {
      factory = { UICollectionReusableView(frame: $0) }
    } else if let registered = StoryboardClassRegistry.collectionReusableViewFactory(for: viewClass) {
      factory = registered
    } else {
      Diagnostics.warning(
        "\(viewClass) cannot be made by class without the Objective-C runtime: register a factory with StoryboardClassRegistry.registerCollectionReusableView; \(madeFor) are UICollectionReusableViews.")
      factory = { UICollectionReusableView(frame: $0) }
    }
    return {
      let view = factory(.zero)
      view._reuseIdentifier = reuseIdentifier
      return view
    }
  }
}
