import Foundation

/// Core Animation's layer: a node of the layer tree with geometry, appearance and timing.
///
/// Setting an animatable property follows Core Animation (Docs/Architecture.md): the action for
/// the key is asked *before* the change (`action(forKey:)`), the model value changes, then the
/// action runs. `presentation()` shows the model with the running animations applied.
///
/// Tree invariants (checked in debug builds after every mutation): a layer is in its
/// superlayer's `sublayers` exactly once; a mask has no superlayer and one owner.
@preconcurrency @MainActor
open class CALayer: NSObject, @MainActor CAMediaTiming {
  // MARK: Storage

  // What `presentation()` reads of a model layer (and of its kept copy) comes first, next to
  // the object header: stored properties are laid out in declaration order, so a frame's read
  // touches the layer's first 96 bytes, and the refresh of its kept copy the copy's first 248
  // (header and flags; position, opacity and transform, which `_LayerValues` puts first).
  /// Set on presentation copies (`presentation()`), never on model layers.
  @exclusivity(unchecked) final var _isPresentationCopy = false
  /// Set on a presentation copy someone changed (it is never reused).
  @exclusivity(unchecked) final var _isChangedPresentationCopy = false
  /// This layer's slot in the per-frame store of animated values while it has animations
  /// (`_AnimatedValueStore`; -1: none).
  // nonisolated(unsafe) only so the nonisolated `deinit` can hand the slot's owner back.
  @exclusivity(unchecked) nonisolated(unsafe) final var _valueSlot: Int32 = -1
  /// The last presentation copy of a layer without sublayers or mask, and the `_copiedRevision`
  /// it was made at: when no one else holds it any more and those properties have not changed
  /// since, the next `presentation()` refreshes its values in place instead of allocating (no
  /// one can see the difference: nothing refers to the old copy).
  @exclusivity(unchecked) final var _reusablePresentation: CALayer?
  @exclusivity(unchecked) final var _reusablePresentationRevision: UInt64 = 0
  /// Counts the changes of the properties `init(layer:)` copies besides the values.
  @exclusivity(unchecked) final var _copiedRevision: UInt64 = 0
  /// Bumped before and after every change of this model layer's values or animations (what a
  /// presentation copy's values depend on, besides time).
  @exclusivity(unchecked) final var _modelRevision: UInt64 = 0
  /// The `_modelRevision` whose values the kept presentation copy holds (its fields that no
  /// animation sets are the model's then).
  @exclusivity(unchecked) final var _reusableValuesRevision: UInt64 = .max
  /// The presentation epoch and local time whose presentation values `_reusablePresentation`
  /// holds (NaN: none). While they are current, the kept copy *is* this frame's values: a
  /// second `presentation()`, a render snapshot or a hit test in the same frame reads them
  /// there, and none of them copies or computes the values again.
  @exclusivity(unchecked) final var _reusableValuesEpoch: UInt64 = 0
  @exclusivity(unchecked) final var _reusableValuesTime: CFTimeInterval = .nan
  // nonisolated(unsafe) only so the nonisolated `deinit` can detach other layers' sublayers;
  // everything else uses it on the main actor.
  @exclusivity(unchecked) nonisolated(unsafe) final var _sublayerStorage: [CALayer] = []
  @exclusivity(unchecked) final var _maskStorage: CALayer?
  /// The model values (`_values`). No dynamic exclusivity check: one thread, and no access to it
  /// spans another (`_values` moves it out for a caller's change; `_setModelValue` writes one
  /// field in place, with no call inside the access).
  @exclusivity(unchecked) final var _storedValues = _LayerValues()

  /// Model values (or, for a presentation copy, presentation values). Changing a model layer's
  /// values retires cached presentation values (`_PresentationState`).
  package final var _values: _LayerValues {
    @inline(__always) get { _storedValues }
    _modify {
      _willChangeModel()
      // Moved out for the caller's change and back (no access to the stored property spans
      // the caller's code: the optimiser can then drop the dynamic exclusivity checks of
      // every read of it, issue 15).
      var values = _LayerValues()
      swap(&values, &_storedValues)
      yield &values
      _storedValues = values
      _didChangeModelValues()
    }
    set {
      _willChangeModel()
      _storedValues = newValue
      _didChangeModelValues()
    }
  }

  /// `_values[keyPath: path] = value` for a literal key path (`_setAnimatable`'s setters): the
  /// same notifications in the same order, the value written in place instead of the values
  /// moved out and back (issue 17: the move made, swapped and destroyed a whole `_LayerValues`
  /// per property, ≈ 300 instructions of each solved frame's position and bounds).
  @inline(__always)
  package final func _setModelValue<T>(_ path: WritableKeyPath<_LayerValues, T>, _ value: T) {
    _willChangeModel()
    _storedValues[keyPath: path] = value
    _didChangeModelValues()
  }

  /// After a change of the model values (a read between `_willChangeModel` and the change may
  /// have kept the values of before).
  @inline(__always)
  private final func _didChangeModelValues() {
    _modelRevision &+= 1
    if _valueSlot >= 0 { _AnimatedValueStore.shared.invalidate(_valueSlot) }
  }

  /// A model layer (not a presentation copy) is about to change something its presentation
  /// depends on.
  @inline(__always)
  package final func _willChangeModel() {
    if !_isPresentationCopy {
      _modelRevision &+= 1
      _PresentationState.modelWillChange()
    } else {
      _isChangedPresentationCopy = true
    }
  }

  /// The same, for a property `init(layer:)` copies other than the values (name, timing,
  /// contents, a subclass's drawn properties): a kept presentation copy has the old one, so it
  /// is not reused (`_copiedRevision`).
  @inline(__always)
  package final func _willChangeCopiedProperty() {
    _copiedRevision &+= 1
    _willChangeModel()
  }

  /// Moving a model layer in the tree moves its time mapping (cached per epoch).
  package final var _superlayer: CALayer? {
    @inline(__always) get { _superlayerLink }
    set {
      // A kept presentation copy names the old superlayer (`_presentationParentSource`).
      if !_isPresentationCopy { _copiedRevision &+= 1; _PresentationState.modelWillChange() }
      _superlayerLink = newValue
      if !_isPresentationCopy {
        _PresentationState.modelWillChange()
        _LayerTimingGeneration.bump()
      }
    }
  }
  /// The superlayer, unowned(unsafe) rather than weak: it is set only while the superlayer holds
  /// this layer in `_sublayerStorage`, and a dying layer clears it in every sublayer it held
  /// (`deinit`), so it never outlives its layer. A weak reference would give every layer with
  /// sublayers a side table, which sends each retain and release of it down the slow path.
  // nonisolated(unsafe) only so the nonisolated `deinit` can clear it.
  @exclusivity(unchecked) nonisolated(unsafe) final unowned(unsafe) var _superlayerLink: CALayer?
  /// The sublayers (a lazy presentation copy makes its sublayer copies on first use).
  package final var _sublayers: [CALayer] {
    @inline(__always) get {
      if _lazyPresentation != nil { _makeLazyPresentationParts() }
      return _sublayerStorage
    }
    _modify {
      if _lazyPresentation != nil { _makeLazyPresentationParts() }
      _willChangeModel()
      // Moved out and back (see `_values`).
      var sublayers: [CALayer] = []
      swap(&sublayers, &_sublayerStorage)
      yield &sublayers
      _sublayerStorage = sublayers
    }
    set {
      if _lazyPresentation != nil { _makeLazyPresentationParts() }
      _willChangeModel()
      _sublayerStorage = newValue
    }
  }
  /// Releasing the root of a 100,000-deep layer chain must not recurse once per level (issue
  /// 12): the sublayers only this layer holds are detached level by level from an explicit stack (a
  /// nonisolated deinit: it touches only objects no one else holds).
  deinit {
    if _uncommittedSlot >= 0 { _LayerRegistry.layerDied(slot: _uncommittedSlot) }
    if _layoutQueueSlot >= 0 { _LayoutQueue.layerDied(slot: _layoutQueueSlot) }
    // A mask held elsewhere loses its (weak) owner link: its time mapping moves.
    if _maskStorage != nil { _LayerTimingGeneration.bump() }
    var pending = _sublayerStorage
    _sublayerStorage = []
    while var layer = pending.popLast() {
      // Its superlayer is this layer or one only a dying layer held: the link goes (as a weak
      // reference would) before anyone can read it.
      layer._superlayerLink = nil
      guard isKnownUniquelyReferenced(&layer) else {
        // It outlives this layer, detached: its time mapping moves.
        _LayerTimingGeneration.bump()
        continue
      }
      pending.append(contentsOf: layer._sublayerStorage)
      layer._sublayerStorage = []
    }
    // The entries and the store slot refer to this layer unretained: they learn it is gone
    // (last: after `self` is handed out, a deinit may read only nonisolated properties).
    if !_animationEntryStorage.isEmpty { for entry in _animationEntryStorage { entry._layerDidDie(self) } }
    if _valueSlot >= 0 { _AnimatedValueStore._layerDidDie(slot: _valueSlot, layer: self) }
  }
  package final var _mask: CALayer? {
    get {
      if _lazyPresentation != nil { _makeLazyPresentationParts() }
      return _maskStorage
    }
    set {
      if _lazyPresentation != nil { _makeLazyPresentationParts() }
      _willChangeModel()
      _maskStorage = newValue
    }
  }
  @exclusivity(unchecked) package weak var _maskOwner: CALayer? {
    willSet { if !_isPresentationCopy { _PresentationState.modelWillChange() } }
    didSet {
      if !_isPresentationCopy {
        _PresentationState.modelWillChange()
        _LayerTimingGeneration.bump()
      }
    }
  }

  /// For a presentation copy: the model layer it was made from (held strongly: a copy whose
  /// sublayers are still to be made needs it).
  package final var _modelLayer: CALayer?
  /// For the presentation copy a model layer keeps for reuse (`_reusablePresentation`): the
  /// model layer, held weakly so the two do not keep each other alive: unowned(unsafe) plus a
  /// weak reference to its lifetime token (a weak reference to the layer itself would give
  /// every layer read this way a side table, and make each retain of it slow).
  package final var _weakModelLayer: CALayer? {
    get { _keptModelLifetime == nil ? nil : _keptModelLayer }
    set {
      _keptModelLayer = newValue
      _keptModelLifetime = newValue?._lifetime
    }
  }
  private final unowned(unsafe) var _keptModelLayer: CALayer?
  private final weak var _keptModelLifetime: _LayerLifetime?
  /// For the top presentation copy: the model superlayer, to build `superlayer` on demand.
  @exclusivity(unchecked) package weak var _presentationParentSource: CALayer?
  /// For a presentation copy whose sublayer and mask copies are not made yet: what to make them
  /// from (PresentationState.swift).
  final var _lazyPresentation: _LazyPresentation?
  /// This layer's presentation values of the current frame (animating layers only).
  final var _presentationCache: _PresentationValuesCache?
  /// The media-to-local time mapping of the current epoch (CALayer+Geometry.swift).
  final var _timeMappingCache = _TimeMappingCache()
  /// The last render layer of this subtree while it has no animation (CALayer+Snapshot.swift).
  package final var _renderCache: _RenderCache? {
    @inline(__always) get { _renderCacheBox?.cache }
    set {
      if let newValue {
        if let box = _renderCacheBox { box.cache = newValue } else { _renderCacheBox = _RenderCacheBox(newValue) }
      } else {
        _renderCacheBox = nil
      }
    }
  }
  /// `_renderCache`'s storage, made with the first render snapshot: a render layer is ≈ 800
  /// bytes, which every layer carried inline though most are never rendered (sbload14: a layer
  /// object was 1,656 bytes; storyboard loads make thousands and touched all of them).
  @exclusivity(unchecked) private final var _renderCacheBox: _RenderCacheBox?

  /// Stable identity for render snapshots (per process).
  package let _layerID: Int
  /// A name the view layer can set for render snapshots when `name` is nil
  /// (e.g. "UIButton#3").
  package final var _debugName: String? {
    get {
      if let name = _debugNameStorage { return name }
      guard let type = _debugNameType else { return nil }
      // Made on first read and kept (the same text `"\(type)"` gave when it was set).
      let name = "\(type)"
      _debugNameStorage = name
      return name
    }
    set {
      _willChangeCopiedProperty()
      _debugNameStorage = newValue
      _debugNameType = nil
    }
  }
  /// The debug name once set or read.
  @exclusivity(unchecked) private final var _debugNameStorage: String?
  /// A type whose name is the debug name until it is read (`_setDebugName(typeOf:)`).
  @exclusivity(unchecked) private final var _debugNameType: Any.Type?

  /// Sets the debug name to `"\(type)"` without making the text: most views' layers are never
  /// named in a snapshot, and the interpolation cost ≈ 850 instructions a view (issue 15).
  /// Everything else is as for `_debugName = "\(type)"`.
  package final func _setDebugName(typeOf type: Any.Type) {
    _willChangeCopiedProperty()
    _debugNameStorage = nil
    _debugNameType = type
  }

  @exclusivity(unchecked) package var _needsLayout = false
  /// Some layer in this subtree (self included) needs layout.
  @exclusivity(unchecked) package var _subtreeNeedsLayout = false
  @exclusivity(unchecked) package var _needsDisplay = false

  /// False until the layer has been through a transaction commit. Core Animation does not
  /// implicitly animate a layer that has never been committed (it has no render-tree state yet).
  @exclusivity(unchecked) package var _isCommitted = false
  /// This layer's entry in the registry's list of layers made since the last commit
  /// (`_LayerRegistry`), -1 once committed (a presentation copy never has one).
  // nonisolated(unsafe) only so the nonisolated `deinit` can read it.
  @exclusivity(unchecked) nonisolated(unsafe) package final var _uncommittedSlot = -1
  /// This layer's entry in the queue of roots to lay out at the next commit (`_LayoutQueue`),
  /// -1 when not queued.
  // nonisolated(unsafe) only so the nonisolated `deinit` can read it.
  @exclusivity(unchecked) nonisolated(unsafe) package final var _layoutQueueSlot = -1

  /// Token whose lifetime is the layer's (a kept presentation copy and a delegate source refer
  /// to it weakly). Made on first use (presentation copies never have one).
  package lazy var _lifetime = _LayerLifetime()

  /// Attached animations, in the order they were added (later ones on top).
  package final var _animationEntries: [_AnimationEntry] {
    @inline(__always) get { _animationEntryStorage }
    _modify {
      _willChangeModel()
      _animationProgram = nil
      // Moved out and back (see `_values`).
      var entries: [_AnimationEntry] = []
      swap(&entries, &_animationEntryStorage)
      yield &entries
      _animationEntryStorage = entries
      _animationEntriesDidChange()
    }
    set {
      _willChangeModel()
      _animationProgram = nil
      _animationEntryStorage = newValue
      _animationEntriesDidChange()
    }
  }

  /// Removes the animation at `index` (a finished one): as `_animationEntries.remove(at:)`,
  /// but when others remain and the layer's store slot is up to date, the slot drops the
  /// animation's track instead of being rebuilt from all the others.
  package final func _removeAnimationEntry(at index: Int) {
    guard !_isPresentationCopy, _valueSlot >= 0, _animationEntryStorage.count > 1,
      _animationEntryStorage[index].hasNode
    else {
      _animationEntries.remove(at: index)
      return
    }
    var track = 0
    for j in 0..<index where _animationEntryStorage[j].hasNode { track += 1 }
    _willChangeModel()
    _animationProgram = nil
    // Moved out and back (see `_values`): no access to the stored property spans a call.
    var entries: [_AnimationEntry] = []
    swap(&entries, &_animationEntryStorage)
    entries.remove(at: index)
    _animationEntryStorage = entries
    if _AnimatedValueStore.shared.dropTrack(_valueSlot, at: track) {
      _modelRevision &+= 1
    } else {
      _animationEntriesDidChange()
    }
  }

  /// Takes a slot in the per-frame store while the layer has animations, gives it back after.
  private final func _animationEntriesDidChange() {
    guard !_isPresentationCopy else { return }
    _modelRevision &+= 1
    let store = _AnimatedValueStore.shared
    if _animationEntryStorage.isEmpty {
      if _valueSlot >= 0 {
        store.release(_valueSlot)
        _valueSlot = -1
      }
    } else if _valueSlot >= 0 {
      store.invalidate(_valueSlot)
    } else {
      _valueSlot = store.allocate(for: self)
    }
  }
  // nonisolated(unsafe) only so the nonisolated `deinit` can mark its entries' layer dead.
  nonisolated(unsafe) final var _animationEntryStorage: [_AnimationEntry] = []
  /// The animations compiled for evaluation (made on first use after they change).
  final var _animationProgram: _AnimationProgram?

  /// The presentation value before the property change whose action is running (an
  /// animation with neither `fromValue` nor `toValue` starts from it).
  package final var _pendingPreviousValue: (key: String, value: AnimatableValue?)? {
    @inline(__always) get { _pendingPreviousBox?.pending }
    set { _pendingPreviousBox = newValue.map(_PendingPreviousValueBox.init) }
  }
  /// `_pendingPreviousValue`'s storage, made only while an action without endpoints runs (a
  /// transform's worth of bytes every layer carried inline, sbload14).
  @exclusivity(unchecked) private final var _pendingPreviousBox: _PendingPreviousValueBox?

  @exclusivity(unchecked) private static var nextLayerID = 1

  // MARK: Initialisers

  public required override init() {
    _layerID = CALayer.nextLayerID
    CALayer.nextLayerID += 1
    super.init()
    _LayerRegistry.didCreate(self)
  }

  /// Creates a copy of `layer`'s properties (Core Animation uses this for presentation copies;
  /// subclasses override it to copy their own properties and must call super).
  public required init(layer: Any) {
    _layerID = CALayer.nextLayerID
    CALayer.nextLayerID += 1
    super.init()
    if let other = layer as? CALayer {
      _storedValues = other._storedValues
      // name, corner curve, timing, actions and contents: the other layer's side object, shared
      // until either layer changes one of them (`_rare`). No observers ran for these
      // assignments in an initialiser before either.
      _rareBox = other._rareBox
      // `_debugName = other._debugName`, keeping an unread type name unread.
      _willChangeCopiedProperty()
      _debugNameStorage = other._debugNameStorage
      _debugNameType = other._debugNameType
      _copyDelegate(from: other)
      _text = other._text
    }
  }

  // MARK: Identity

  // Properties a presentation copy takes over tell `_PresentationState` before they change, so
  // lazily made copies show the values of the moment `presentation()` was called.

  open var name: String? {
    get { _rareBox?.fields.name }
    set {
      _willChangeCopiedProperty()
      _rare.name = newValue
    }
  }

  /// The rarely set fields (`_LayerRareFields`: name, corner curve, timing, actions, contents),
  /// nil while all of them have their defaults. Shared with a copy made by `init(layer:)` until
  /// one of the two changes a field (sbload16: ≈ 130 bytes every layer carried inline).
  @exclusivity(unchecked) private final var _rareBox: _LayerRareBox?

  /// The rarely set fields for a change: made on the first change, copied first when shared.
  private final var _rare: _LayerRareFields {
    get { _rareBox?.fields ?? _LayerRareFields() }
    _modify {
      if _rareBox == nil {
        _rareBox = _LayerRareBox(_LayerRareFields())
      } else if !isKnownUniquelyReferenced(&_rareBox) {
        _rareBox = _LayerRareBox(_rareBox!.fields)
      }
      yield &_rareBox!.fields
    }
  }

  /// The delegate. A view's own layer names its view through `_owningDelegate` (set by the view
  /// on its new layer, cleared by the dying view), not a weak reference: a weak reference would
  /// give every view a side table and send each retain and release of it down the runtime's
  /// slow path (issue 15). Any other delegate is held weakly.
  open var delegate: (any CALayerDelegate)? {
    get {
      if _delegateIsOwner { return _owningDelegate }
      if let source = _delegateSourceLayer {
        // A copy made from a layer whose delegate was its owner: that owner while it lives.
        return _delegateSourceLifetime == nil ? nil : source._owningDelegate
      }
      return _otherDelegate
    }
    set {
      _willChangeCopiedProperty()
      _delegateGivesNoActionOutsideViewBlocks = false
      _delegateSourceLayer = nil
      _delegateSourceLifetime = nil
      if let newValue, let owner = _owningDelegate, newValue === owner {
        _delegateIsOwner = true
        _otherDelegate = nil
      } else {
        _delegateIsOwner = false
        _otherDelegate = newValue
      }
    }
  }
  /// The object whose own layer this is (a view), while it lives: set once by the owner on its
  /// new layer (`_setOwningDelegate`), cleared by the owner's `deinit`. unowned(unsafe), so the
  /// owner gets no side table; never read after the owner died, since it clears the link first.
  // nonisolated(unsafe) only so the owner's nonisolated `deinit` can clear it.
  @exclusivity(unchecked) nonisolated(unsafe) private final unowned(unsafe) var _owningDelegate: (any CALayerDelegate)?
  /// `delegate` is `_owningDelegate` (until another delegate is set).
  @exclusivity(unchecked) private final var _delegateIsOwner = false
  @exclusivity(unchecked) private final weak var _otherDelegate: (any CALayerDelegate)?
  /// For a copy (`init(layer:)`) of a layer whose delegate was its owner: that layer, unowned(unsafe)
  /// plus a weak reference to its lifetime token, so the copy's delegate is the owner while both
  /// live, as with a weak reference to the owner, and the owner gets no side table.
  @exclusivity(unchecked) private final unowned(unsafe) var _delegateSourceLayer: CALayer?
  @exclusivity(unchecked) private final weak var _delegateSourceLifetime: _LayerLifetime?

  /// Makes `owner` this layer's delegate without a weak reference to it. The owner must call
  /// `_clearOwningDelegate()` from its `deinit` (UIView does for its layer).
  package final func _setOwningDelegate(_ owner: any CALayerDelegate) {
    _willChangeCopiedProperty()
    _delegateSourceLayer = nil
    _delegateSourceLifetime = nil
    _otherDelegate = nil
    _owningDelegate = owner
    _delegateIsOwner = true
  }

  /// The owner is dying: from now on `delegate` is nil where it named the owner.
  /// Clears `_delegateGivesNoActionOutsideViewBlocks` too: the view that gave it is gone, and
  /// the layer asks for actions again.
  package nonisolated final func _clearOwningDelegate() {
    _owningDelegate = nil
    _delegateGivesNoActionOutsideViewBlocks = false
  }

  /// `delegate = other.delegate` for a copy, without a weak reference to `other`'s owner.
  private final func _copyDelegate(from other: CALayer) {
    if other._delegateIsOwner || other._delegateSourceLayer != nil {
      // The layer whose owner the delegate is (a copy of a copy names the first layer).
      let source = other._delegateIsOwner ? other : other._delegateSourceLayer!
      guard other._delegateIsOwner ? other._owningDelegate != nil : other._delegateSourceLifetime != nil else { return }
      _delegateSourceLayer = source
      _delegateSourceLifetime = source._lifetime
    } else {
      _otherDelegate = other._otherDelegate
    }
  }

  /// Set for the layer a view backs (`_noteBackingView()`): its delegate is that view, whose
  /// `action(for:forKey:)` answers "no action" for every key while no view animation block is
  /// open, and its class (one of Core Animation's here) asks the delegate first. A change then
  /// skips the lookup outside blocks (`_actionForChange`), with the same nil answer. Setting
  /// `delegate` clears it, and so does the view's deinit (the delegate is gone then).
  /// (nonisolated(unsafe) only so that nonisolated deinit can clear it.)
  @exclusivity(unchecked) nonisolated(unsafe) package final var _delegateGivesNoActionOutsideViewBlocks = false
  /// True while no view animation block is open (OpenUIKit's block stack keeps it).
  @exclusivity(unchecked) package static var _noViewAnimationBlockOpen = true

  /// Sets `_noViewAnimationBlockOpen` from OpenUIKit: written here, in its own module, where
  /// `@exclusivity(unchecked)` holds (another module's write to a static takes a runtime access
  /// record although it is declared unchecked; issue 15: twice per block opened or closed).
  package static func _setNoViewAnimationBlockOpen(_ value: Bool) {
    _noViewAnimationBlockOpen = value
  }

  /// The view backing this layer just became its delegate: for a layer of Core Animation's own
  /// classes (none overrides `action(forKey:)`), changes outside view animation blocks need not
  /// ask for actions. A subclass from elsewhere may override `action(forKey:)`: it is always asked.
  package final func _noteBackingView() {
    let type = ObjectIdentifier(Swift.type(of: self))
    _delegateGivesNoActionOutsideViewBlocks =
      type == ObjectIdentifier(CALayer.self) || type == ObjectIdentifier(CAShapeLayer.self)
      || type == ObjectIdentifier(CAGradientLayer.self) || type == ObjectIdentifier(CATextLayer.self)
  }

  /// Per-layer actions, consulted after the delegate (`action(forKey:)`).
  open var actions: [String: any CAAction]? {
    get { _rareBox?.fields.actions }
    set {
      _willChangeCopiedProperty()
      _rare.actions = newValue
    }
  }

  /// Text drawn by this layer in render snapshots (set by `CATextLayer` and view classes).
  package var _text: RenderText? { willSet { _willChangeCopiedProperty() } }

  /// `contents` (CALayer+Contents.swift).
  package var _contents: Any? {
    get { _rareBox?.fields.contents }
    set {
      _willChangeCopiedProperty()
      _rare.contents = newValue
    }
  }

  // MARK: Geometry

  open var bounds: CGRect {
    get { _storedValues.bounds }
    set {
      let oldSize = _values.bounds.size
      _setAnimatableSkippingUnchanged("bounds", \.bounds, newValue)
      if oldSize != newValue.size { setNeedsLayout() }
    }
  }

  open var position: CGPoint {
    get { _storedValues.position }
    set { _setAnimatableSkippingUnchanged("position", \.position, newValue) }
  }

  open var anchorPoint: CGPoint {
    get { _storedValues.anchorPoint }
    set { _setAnimatable("anchorPoint", \.anchorPoint, newValue) }
  }

  open var anchorPointZ: CGFloat {
    get { _storedValues.anchorPointZ }
    set { _values.anchorPointZ = newValue }
  }

  open var zPosition: CGFloat {
    get { _storedValues.zPosition }
    set { _setAnimatable("zPosition", \.zPosition, newValue) }
  }

  open var transform: CATransform3D {
    get { _storedValues.transform }
    set { _setAnimatable("transform", \.transform, newValue) }
  }

  open var sublayerTransform: CATransform3D {
    get { _storedValues.sublayerTransform }
    set { _setAnimatable("sublayerTransform", \.sublayerTransform, newValue) }
  }

  /// The bounding box of the layer in its superlayer's coordinates, computed from `bounds`,
  /// `position`, `anchorPoint` and `transform`. Not animatable: setting it sets `position`
  /// and `bounds.size` (asking the actions for "position" and "bounds"). With a non-identity
  /// transform the size is mapped back through the inverse of the transform's 2×2 part, so
  /// scales round-trip exactly; rotations give CA's "undefined" frame.
  open var frame: CGRect {
    get { _storedValues.frame }
    set {
      let f = newValue.standardized
      var size = f.size
      let t = _values.transform
      if t != CATransform3DIdentity {
        let affine = CATransform3DGetAffineTransform(t)
        let inv = CGAffineTransform(a: affine.a, b: affine.b, c: affine.c, d: affine.d, tx: 0, ty: 0)
          .inverted()
        // A layer turned edge-on (a flip at 90°) has no size to map back to: the frame is
        // undefined then (Apple: UIView.frame), the bounds keep their size, the position follows.
        let det = affine.a * affine.d - affine.b * affine.c
        if abs(det) < 1e-9 {
          size = _values.bounds.size
        } else {
          let mapped = f.size.applying(inv)
          size = CGSize(width: abs(mapped.width), height: abs(mapped.height))
        }
      }
      let a = _values.anchorPoint
      position = CGPoint(x: f.origin.x + a.x * f.size.width, y: f.origin.y + a.y * f.size.height)
      bounds = CGRect(origin: _values.bounds.origin, size: size)
    }
  }

  open func affineTransform() -> CGAffineTransform {
    CATransform3DGetAffineTransform(transform)
  }

  open func setAffineTransform(_ m: CGAffineTransform) {
    transform = CATransform3DMakeAffineTransform(m)
  }

  // MARK: Appearance

  open var opacity: Float {
    get { _storedValues.opacity }
    set { _setAnimatableSkippingUnchanged("opacity", \.opacity, newValue) }
  }

  open var isHidden: Bool {
    get { _storedValues.isHidden }
    set { _values.isHidden = newValue }
  }

  open var masksToBounds: Bool {
    get { _storedValues.masksToBounds }
    set { _values.masksToBounds = newValue }
  }

  open var backgroundColor: CGColor? {
    get { _storedValues.backgroundColor }
    set { _setAnimatable("backgroundColor", \.backgroundColor, newValue) }
  }

  open var cornerRadius: CGFloat {
    get { _storedValues.cornerRadius }
    set { _setAnimatable("cornerRadius", \.cornerRadius, newValue) }
  }

  /// The curve of rounded corners (iOS 13): circular arcs, or Apple's continuous corners.
  /// Not animatable, as in Core Animation. The renderers draw both as circular arcs
  /// (Docs/Rendering.md); the value is kept and copied to presentation layers.
  open var cornerCurve: CALayerCornerCurve {
    get { _rareBox?.fields.cornerCurve ?? .circular }
    set {
      _willChangeCopiedProperty()
      _rare.cornerCurve = newValue
    }
  }

  open var borderWidth: CGFloat {
    get { _storedValues.borderWidth }
    set { _setAnimatable("borderWidth", \.borderWidth, newValue) }
  }

  open var borderColor: CGColor? {
    get { _storedValues.borderColor }
    set { _setAnimatable("borderColor", \.borderColor, newValue) }
  }

  open var shadowColor: CGColor? {
    get { _storedValues.shadowColor }
    set { _setAnimatable("shadowColor", \.shadowColor, newValue) }
  }

  open var shadowOpacity: Float {
    get { _storedValues.shadowOpacity }
    set { _setAnimatable("shadowOpacity", \.shadowOpacity, newValue) }
  }

  open var shadowRadius: CGFloat {
    get { _storedValues.shadowRadius }
    set { _setAnimatable("shadowRadius", \.shadowRadius, newValue) }
  }

  open var shadowOffset: CGSize {
    get { _storedValues.shadowOffset }
    set { _setAnimatable("shadowOffset", \.shadowOffset, newValue) }
  }

  /// The shape of the shadow (nil by default: the shadow follows the layer's composited
  /// alpha). When set, the renderers fill this path (non-zero winding) with the shadow's
  /// colour, opacity, blur and offset instead, whether or not the layer draws anything.
  /// Animatable with explicit animations (`CABasicAnimation(keyPath: "shadowPath")`, point by
  /// point as `CAShapeLayer.path`); as Core Animation documents for every `CGPath` property,
  /// a change asks for an action (delegate, `actions`) but has no implicit animation.
  open var shadowPath: CGPath? {
    get { _storedValues.shadowPath.map { CGPath(_data: $0) } }
    set { _setAnimatable("shadowPath", \.shadowPath, newValue?._data) }
  }

  /// Whether the layer antialiases its edges when transformed (false by default, as without
  /// Info.plist's `UIViewEdgeAntialiasing`). Stored; the renderers always antialias.
  open var allowsEdgeAntialiasing: Bool {
    get { _storedValues.allowsEdgeAntialiasing }
    set { _values.allowsEdgeAntialiasing = newValue }
  }

  /// Whether the layer composites with its sublayers as a group for `opacity` (true by
  /// default: apps linked on iOS 7 or later without Info.plist's `UIViewGroupOpacity`).
  /// Stored; the renderers always draw group opacity.
  open var allowsGroupOpacity: Bool {
    get { _storedValues.allowsGroupOpacity }
    set { _values.allowsGroupOpacity = newValue }
  }

  // MARK: Timing (CAMediaTiming)

  /// Changing the layer's timing moves every animation below it in media time.
  // Stored in the side object (`_rare`); each setter does what the stored property's observers
  // did: tell a presentation copy first, and retime the engine after the three that move time.
  open var beginTime: CFTimeInterval {
    get { _rareBox?.fields.beginTime ?? 0 }
    set {
      _willChangeCopiedProperty()
      _rare.beginTime = newValue
      _AnimationEngine.timingDidChange()
    }
  }
  open var duration: CFTimeInterval {
    get { _rareBox?.fields.duration ?? 0 }
    set {
      _willChangeCopiedProperty()
      _rare.duration = newValue
    }
  }
  open var speed: Float {
    get { _rareBox?.fields.speed ?? 1 }
    set {
      _willChangeCopiedProperty()
      _rare.speed = newValue
      _AnimationEngine.timingDidChange()
    }
  }
  open var timeOffset: CFTimeInterval {
    get { _rareBox?.fields.timeOffset ?? 0 }
    set {
      _willChangeCopiedProperty()
      _rare.timeOffset = newValue
      _AnimationEngine.timingDidChange()
    }
  }
  open var repeatCount: Float {
    get { _rareBox?.fields.repeatCount ?? 0 }
    set {
      _willChangeCopiedProperty()
      _rare.repeatCount = newValue
    }
  }
  open var repeatDuration: CFTimeInterval {
    get { _rareBox?.fields.repeatDuration ?? 0 }
    set {
      _willChangeCopiedProperty()
      _rare.repeatDuration = newValue
    }
  }
  open var autoreverses: Bool {
    get { _rareBox?.fields.autoreverses ?? false }
    set {
      _willChangeCopiedProperty()
      _rare.autoreverses = newValue
    }
  }
  open var fillMode: CAMediaTimingFillMode {
    get { _rareBox?.fields.fillMode ?? .removed }
    set {
      _willChangeCopiedProperty()
      _rare.fillMode = newValue
    }
  }

  // MARK: Tree

  open var superlayer: CALayer? {
    if let parent = _superlayer { return parent }
    if _isPresentationCopy, let source = _presentationParentSource {
      return source.presentation()
    }
    return nil
  }

  /// The sublayers, back to front; `nil` when there are none. Setting it removes the old
  /// sublayers and adds the new ones (each leaving its previous superlayer).
  open var sublayers: [CALayer]? {
    get { _sublayers.isEmpty ? nil : _sublayers }
    set {
      _detachAllSublayers()
      _sublayers.removeAll()
      for layer in newValue ?? [] { insertSublayer(layer, at: UInt32(_sublayers.count)) }
      _checkInvariants()
    }
  }

  /// Detaches every sublayer, front to back, as `_detachFromSuperlayer(orderOut: true)` one by
  /// one would, in linear time: each step's removal from the front of `_sublayerStorage` (a
  /// shift of the rest) is deferred while no code outside the engine can look at the tree, and
  /// the detached prefix goes in one `removeSubrange` before any layer whose "onOrderOut" could
  /// run such code and at the end. Each step's bookkeeping (this layer's model change, the
  /// sublayer's link, the timing generation, the event) runs in the same order as before.
  package final func _detachAllSublayers() {
    let old = _sublayers
    var detached = 0  // old layers at the front of `_sublayerStorage` already detached
    for layer in old {
      if detached < _sublayerStorage.count, _sublayerStorage[detached] === layer,
        layer._superlayer === self, layer._orderOutRunsOnlyEngineCode
      {
        // `_detachFromSuperlayer(orderOut: true)`, its `_sublayers.remove(at:)` deferred.
        _willChangeModel()
        detached += 1
        layer._superlayer = nil
        _AnimationEngine.timingDidChange()
        layer._runEvent("onOrderOut")
      } else {
        if detached > 0 { _dropFrontOfSublayerStorage(detached); detached = 0 }
        layer._detachFromSuperlayer(orderOut: true)
      }
    }
    if detached > 0 { _dropFrontOfSublayerStorage(detached) }
  }

  /// Removes the first `count` sublayers without the model-change bookkeeping (done already).
  /// Moved out and back, as `_sublayers`' `_modify` does: an in-place call on the stored array
  /// would make the compiler check every access to it at run time (`presentation()` included).
  private final func _dropFrontOfSublayerStorage(_ count: Int) {
    var sublayers: [CALayer] = []
    swap(&sublayers, &_sublayerStorage)
    sublayers.removeSubrange(0..<count)
    _sublayerStorage = sublayers
  }

  /// Whether this layer's "onOrderOut" event runs no code outside the engine (no delegate,
  /// action, override or subclass can be asked), so nothing can read the tree while it runs.
  private final var _orderOutRunsOnlyEngineCode: Bool {
    if _isPresentationCopy || CATransaction.disableActions() { return true }
    return type(of: self) == CALayer.self && delegate == nil && actions?["onOrderOut"] == nil
  }

  open func addSublayer(_ layer: CALayer) {
    insertSublayer(layer, at: UInt32(_sublayers.count))
  }

  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    guard layer !== self else { return }
    let wasHere = layer._superlayer === self
    var index = Int(idx)
    if wasHere, let old = _sublayers._firstIndex(identicalTo: layer) {
      _sublayers.remove(at: old)
      if old < index { index -= 1 }
    } else {
      layer._detachFromSuperlayer(orderOut: true)
      if let owner = layer._maskOwner { owner._mask = nil; layer._maskOwner = nil }
    }
    index = max(0, min(index, _sublayers.count))
    _sublayers.insert(layer, at: index)
    layer._superlayer = self
    _AnimationEngine.timingDidChange()
    if layer._subtreeNeedsLayout { _markSubtreeNeedsLayout() }
    if !wasHere { layer._runEvent("onOrderIn") }
    _checkInvariants()
  }

  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    if let sibling, sibling._superlayer === self, sibling !== layer {
      var index = _sublayers._firstIndex(identicalTo: sibling)!
      if let current = _sublayers._firstIndex(identicalTo: layer), current < index { index -= 1 }
      if layer._superlayer === self, let current = _sublayers._firstIndex(identicalTo: layer) {
        _sublayers.remove(at: current)
        _sublayers.insert(layer, at: index)
        _checkInvariants()
        return
      }
      insertSublayer(layer, at: UInt32(index))
    } else {
      insertSublayer(layer, at: 0)
    }
  }

  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    if let sibling, sibling._superlayer === self, sibling !== layer {
      if layer._superlayer === self, let current = _sublayers._firstIndex(identicalTo: layer) {
        _sublayers.remove(at: current)
        let index = _sublayers._firstIndex(identicalTo: sibling)! + 1
        _sublayers.insert(layer, at: index)
        _checkInvariants()
        return
      }
      let index = _sublayers._firstIndex(identicalTo: sibling)! + 1
      insertSublayer(layer, at: UInt32(index))
    } else {
      addSublayer(layer)
    }
  }

  /// Replaces `oldLayer` (a sublayer of the receiver) with `newLayer` at the same index.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard oldLayer._superlayer === self, let index = _sublayers._firstIndex(identicalTo: oldLayer)
    else { return }
    if oldLayer === newLayer { return }
    oldLayer.removeFromSuperlayer()
    var target = index
    if newLayer._superlayer === self, let current = _sublayers._firstIndex(identicalTo: newLayer),
      current < target
    {
      target -= 1
    }
    insertSublayer(newLayer, at: UInt32(target))
  }

  open func removeFromSuperlayer() {
    if let owner = _maskOwner {
      owner._mask = nil
      _maskOwner = nil
      return
    }
    let parent = _superlayer
    _detachFromSuperlayer(orderOut: true)
    parent?._checkInvariants()
  }

  /// A layer whose alpha masks the receiver's content. It has no superlayer.
  open var mask: CALayer? {
    get { _mask }
    set {
      if newValue === _mask { return }
      _mask?._maskOwner = nil
      if let layer = newValue {
        layer._detachFromSuperlayer(orderOut: true)
        if let owner = layer._maskOwner { owner._mask = nil }
        layer._maskOwner = self
      }
      _mask = newValue
      _AnimationEngine.timingDidChange()
      _checkInvariants()
    }
  }

  package func _detachFromSuperlayer(orderOut: Bool) {
    guard let parent = _superlayer else { return }
    if let index = parent._sublayers._firstIndex(identicalTo: self) {
      parent._sublayers.remove(at: index)
    }
    _superlayer = nil
    _AnimationEngine.timingDidChange()
    if orderOut { _runEvent("onOrderOut") }
  }

  /// The root of the receiver's tree (itself when it has no superlayer).
  package var _rootLayer: CALayer {
    var layer = self
    while let parent = layer._superlayer ?? layer._maskOwner { layer = parent }
    return layer
  }

  // MARK: Invariants

  /// Debug check of the tree links around this layer (STYLE.md "Debug invariant checks").
  package func _checkInvariants() {
    #if DEBUG
      for (i, sub) in _sublayers.enumerated() {
        precondition(sub._superlayer === self, "sublayer \(i) of \(self) has another superlayer")
        precondition(sub._maskOwner == nil, "a mask layer is also a sublayer")
        precondition(
          _sublayers.lazy.filter { $0 === sub }.count == 1, "layer appears twice in sublayers")
      }
      if let parent = _superlayer {
        precondition(parent._sublayers._containsIdentical(self), "superlayer does not list the layer")
      }
      if let mask = _mask {
        precondition(mask._maskOwner === self && mask._superlayer == nil, "mask links are broken")
      }
    #endif
  }

  public nonisolated override var description: String {
    "<\(type(of: self)) #\(_layerID)>"
  }

  // MARK: Overridable behaviour (declared here so subclasses can override; the work is done
  // in the CALayer+… files)

  /// The action for `event`: the delegate's `action(for:forKey:)`, then `actions[event]`, then
  /// `defaultAction(forKey:)`, then Core Animation's implicit animation for animatable
  /// properties. `NSNull` anywhere in that chain means "no action" and ends the search.
  open func action(forKey event: String) -> (any CAAction)? {
    _lookUpAction(forKey: event)
  }

  /// The class's default action for `event` (none).
  open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

  /// Whether a change of `key` needs the content redrawn (no key does: layers here have no
  /// drawn content beyond their properties).
  open class func needsDisplay(forKey key: String) -> Bool { false }

  /// Lays out the sublayers; the default asks the delegate's `layoutSublayers(of:)`.
  open func layoutSublayers() {
    delegate?.layoutSublayers(of: self)
  }

  open func setNeedsLayout() {
    _needsLayout = true
    _markSubtreeNeedsLayout()
  }

  open func needsLayout() -> Bool { _needsLayout }

  /// Lays out, top-down, every layer needing layout from the topmost ancestor that needs it.
  open func layoutIfNeeded() {
    _layoutIfNeeded()
  }

  /// Updates the content; the default asks the delegate's `display(_:)`.
  open func display() {
    delegate?.display(self)
  }

  open func setNeedsDisplay() {
    _needsDisplay = true
    _LayerRegistry.needsDisplay(self)
  }

  open func needsDisplay() -> Bool { _needsDisplay }

  open func displayIfNeeded() {
    guard _needsDisplay else { return }
    _needsDisplay = false
    display()
  }

  /// The farthest descendant (or self) containing `p`, given in the superlayer's coordinates.
  /// Hidden layers and their subtrees are skipped; `masksToBounds` clips hits to the bounds.
  open func hitTest(_ p: CGPoint) -> CALayer? {
    _hitTest(p)
  }

  /// Attaches a copy of `anim` under `key` (replacing, with `finished: false`, an animation
  /// already there). A `beginTime` of 0 becomes the layer's current local time; a `duration`
  /// of 0 becomes the transaction's `animationDuration()`; a property animation without a
  /// `keyPath` animates `key`.
  open func add(_ anim: CAAnimation, forKey key: String?) {
    _add(anim, forKey: key)
  }

  /// The attached copy under `key` (do not modify it).
  open func animation(forKey key: String) -> CAAnimation? {
    _animationEntries.last { $0.key == key }?.animation
  }

  /// Keys of the attached animations, in the order they were added; nil when there are none.
  open func animationKeys() -> [String]? {
    let keys = _animationEntries.compactMap { $0.key }
    return keys.isEmpty ? nil : keys
  }

  open func removeAnimation(forKey key: String) {
    _removeAnimation(forKey: key)
  }

  open func removeAllAnimations() {
    _removeAllAnimations()
  }

  /// A copy of the layer as it is on screen now: the model values with the running animations
  /// applied at the current media time (additive animations add to the model, the others
  /// replace it, later-added ones on top). Its sublayers are presentation copies too, its
  /// `superlayer` is the superlayer's presentation copy (made on demand), and `model()` leads
  /// back. A presentation copy is a snapshot: it does not change as time moves. (The copies of
  /// the sublayers are made when first asked for, with the values of the moment of the call.)
  open func presentation() -> Self? {
    if _isPresentationCopy { return self }
    if _reusablePresentation != nil, _reusablePresentationRevision == _copiedRevision,
      isKnownUniquelyReferenced(&_reusablePresentation), let copy = _reusablePresentation,
      !copy._isChangedPresentationCopy, _sublayerStorage.isEmpty, _maskStorage == nil
    {
      // (Same superlayer: moving the layer changes `_copiedRevision`.)
      _refreshReusablePresentation(copy, mediaTime: MediaClock.currentTime)
      return unsafeDowncast(copy, to: Self.self)
    }
    return _newPresentation()
  }

  /// `presentation()` when the kept copy cannot be reused: a new copy (kept when the layer has
  /// no sublayers or mask). Out of line, so the reuse path above stays small.
  @inline(never)
  private final func _newPresentation() -> Self {
    let t = MediaClock.currentTime
    let layerTime = _localTime(fromMedia: t)
    _reusableValuesTime = .nan
    let copy = _presentationCopy(at: t, layerTime: layerTime, lazily: true)
    _reusableValuesRevision = _modelRevision
    copy._presentationParentSource = _superlayer
    if _sublayerStorage.isEmpty && _maskStorage == nil {
      // Kept by this layer: the copy refers back weakly (no cycle; it has no lazy parts).
      copy._weakModelLayer = self
      copy._modelLayer = nil
      _reusablePresentation = copy
      _reusablePresentationRevision = _copiedRevision
    } else {
      _reusablePresentation = nil
    }
    return copy
  }

  /// The model layer of a presentation copy; the receiver itself for a model layer.
  open func model() -> Self {
    if let model = (_modelLayer ?? _weakModelLayer) as? Self { return model }
    return self
  }

  /// Key-value access to the animatable key paths of Docs/Architecture.md (`position.x`,
  /// `transform.rotation.z`, `bounds.size.width`, …); nil for other keys (Linux Foundation
  /// has no general key-value coding). `opacity` and `shadowOpacity` come back as `Float`.
  open func value(forKeyPath keyPath: String) -> Any? {
    guard let path = _LayerKeyPath(keyPath) else { return nil }
    return _boxed(_values.value(at: path), for: path)
  }

  open func value(forKey key: String) -> Any? {
    value(forKeyPath: key)
  }

  /// `AnimatableValue.make(from: value(forKeyPath: keyPath))` without the round trip through
  /// `Any` (boxing, then a dynamic cast back), for a layer of this module's classes, whose
  /// `value(forKeyPath:)` is the one above, and a key path whose boxed value is its unboxed one
  /// re-boxed (all but colours and paths, which take the round trip).
  package func _animatableValue(forKeyPath keyPath: String) -> AnimatableValue? {
    let type = type(of: self)
    if type == CALayer.self || type == CAShapeLayer.self || type == CAGradientLayer.self || type == CATextLayer.self,
      let path = _LayerKeyPath(keyPath)
    {
      switch path {
      case .backgroundColor, .borderColor, .shadowColor, .fillColor, .strokeColor, .backdropTintColor, .path,
        .shadowPath:
        break
      default: return _values.value(at: path)
      }
    }
    return AnimatableValue.make(from: value(forKeyPath: keyPath))
  }

  /// Sets an animatable key path. The change goes through the owning property's setter
  /// (`position.x` sets `position`), so the action asked for is the property's key.
  open func setValue(_ value: Any?, forKeyPath keyPath: String) {
    guard let path = _LayerKeyPath(keyPath), let newValue = AnimatableValue.make(from: value) else { return }
    var values = _values
    values.set(newValue, at: path)
    switch path {
    case .position, .positionX, .positionY: position = values.position
    case .bounds, .boundsOrigin, .boundsSize, .boundsWidth, .boundsHeight: bounds = values.bounds
    case .anchorPoint: anchorPoint = values.anchorPoint
    case .zPosition: zPosition = values.zPosition
    case .opacity: opacity = values.opacity
    case .transform, .transformComponent: transform = values.transform
    case .sublayerTransform: sublayerTransform = values.sublayerTransform
    case .backgroundColor: backgroundColor = value == nil ? nil : values.backgroundColor
    case .borderColor: borderColor = value == nil ? nil : values.borderColor
    case .borderWidth: borderWidth = values.borderWidth
    case .cornerRadius: cornerRadius = values.cornerRadius
    case .shadowColor: shadowColor = value == nil ? nil : values.shadowColor
    case .shadowOpacity: shadowOpacity = values.shadowOpacity
    case .shadowRadius: shadowRadius = values.shadowRadius
    case .shadowOffset: shadowOffset = values.shadowOffset
    case .shadowPath: shadowPath = value == nil ? nil : values.shadowPath.map { CGPath(_data: $0) }
    case .path: _setAnimatable(keyPath, \.shapePath, value == nil ? nil : values.shapePath)
    case .fillColor: _setAnimatable(keyPath, \.fillColor, value == nil ? nil : values.fillColor)
    case .strokeColor: _setAnimatable(keyPath, \.strokeColor, value == nil ? nil : values.strokeColor)
    case .lineWidth: _setAnimatable(keyPath, \.lineWidth, values.lineWidth)
    case .strokeStart: _setAnimatable(keyPath, \.strokeStart, values.strokeStart)
    case .strokeEnd: _setAnimatable(keyPath, \.strokeEnd, values.strokeEnd)
    case .lineDashPhase: _setAnimatable(keyPath, \.lineDashPhase, values.lineDashPhase)
    case .miterLimit: _setAnimatable(keyPath, \.miterLimit, values.miterLimit)
    case .startPoint: _setAnimatable(keyPath, \.gradientStartPoint, values.gradientStartPoint)
    case .endPoint: _setAnimatable(keyPath, \.gradientEndPoint, values.gradientEndPoint)
    case .backdropBlurRadius: _setAnimatable(keyPath, \.backdropBlurRadius, values.backdropBlurRadius)
    case .backdropTintColor:
      _setAnimatable(keyPath, \.backdropTintColor, value == nil ? nil : values.backdropTintColor)
    }
  }

  open func setValue(_ value: Any?, forKey key: String) {
    setValue(value, forKeyPath: key)
  }

  /// The text this layer draws in render snapshots (`CATextLayer` overrides it).
  package func _snapshotText(_ values: _LayerValues) -> RenderText? { _text }

  /// The path this layer draws in render snapshots (`CAShapeLayer` overrides it).
  package func _snapshotShape(_ values: _LayerValues) -> RenderShape? { nil }

  /// The gradient this layer draws in render snapshots (`CAGradientLayer` overrides it).
  package func _snapshotGradient(_ values: _LayerValues) -> RenderGradient? { nil }

  /// The sublayers' render layers as this layer draws them, in `bounds` at `layerTime`:
  /// themselves (`CAReplicatorLayer` draws copies of them).
  package func _replicatedSublayers(
    _ rendered: [RenderLayer], bounds: CGRect, layerTime: CFTimeInterval
  ) -> [RenderLayer] {
    rendered
  }

  /// Whether this layer draws render layers of its own beside its sublayers, which change with
  /// time (`CAEmitterLayer`'s particles): `_replicatedSublayers` is asked even without
  /// sublayers, and the layer's render layer is never kept.
  package var _drawsGeneratedContent: Bool { false }

  /// The timing of an animation whose key path the engine does not evaluate but this layer
  /// does (`CAEmitterLayer`'s birth rates), so it starts, ends and is removed on time; nil for
  /// others (they have no effect and end at once).
  package func _timingOfUncompiledAnimation(_ animation: CAAnimation, keyPath: String?, key: String?) -> _TimingModel? {
    nil
  }

  /// Whether `p` (in the layer's coordinates) is inside the bounds.
  open func contains(_ p: CGPoint) -> Bool {
    bounds.contains(p)
  }
}

extension CALayer {
  /// Boxes a value the way the public property types are: `Float` for the two opacities,
  /// nil for absent colours.
  package func _boxed(_ value: AnimatableValue, for path: _LayerKeyPath) -> Any? {
    switch path {
    case .opacity, .shadowOpacity:
      return Float(value.scalarValue ?? 0)
    case .backgroundColor: return _values.backgroundColor
    case .borderColor: return _values.borderColor
    case .shadowColor: return _values.shadowColor
    case .fillColor: return _values.fillColor
    case .strokeColor: return _values.strokeColor
    case .backdropTintColor: return _values.backdropTintColor
    case .path: return _values.shapePath.map { CGPath(_data: $0) }
    case .shadowPath: return _values.shadowPath.map { CGPath(_data: $0) }
    default: return value.boxed
    }
  }

  /// Copies the tree with presentation values, all at once.
  package func _makePresentation(at t: CFTimeInterval, parentSource: CALayer?) -> Self {
    let root = _presentationCopy(at: t, layerTime: _localTime(fromMedia: t), lazily: false)
    root._presentationParentSource = parentSource
    root._completePresentationSubtree()
    return root
  }

  /// This layer alone, with its presentation values at media time `t` (`layerTime` is the
  /// layer's local time then). With `lazily`, the copy makes its sublayer and mask copies when
  /// first asked for (and registers so they are made before anything changes); otherwise it is
  /// marked for `_completePresentationSubtree`.
  private func _presentationCopy(at t: CFTimeInterval, layerTime: CFTimeInterval, lazily: Bool) -> Self {
    let copy = type(of: self).init(layer: self)
    copy._modelLayer = self
    copy._isPresentationCopy = true
    if !_animationEntryStorage.isEmpty {
      copy._storedValues = _presentationValues(layerTime: layerTime)
    }
    copy._isCommitted = true
    if !_sublayerStorage.isEmpty || _maskStorage != nil {
      copy._lazyPresentation = _LazyPresentation(time: t, layerTime: layerTime)
      if lazily { _PresentationState.didMakeLazyCopy(copy) }
    }
    return copy
  }

  /// Makes the copies of the model's sublayers and mask (one level) for a lazy presentation
  /// copy. Each sublayer copy takes its values at its own local time for the copy's media time.
  package func _makeLazyPresentationParts(lazily: Bool = true) {
    guard let lazy = _lazyPresentation, let model = _modelLayer else { return }
    _lazyPresentation = nil
    let t = lazy.time
    var copies: [CALayer] = []
    copies.reserveCapacity(model._sublayerStorage.count)
    for sub in model._sublayerStorage {
      let copy = sub._presentationCopy(at: t, layerTime: sub._localTime(fromMedia: t), lazily: lazily)
      copy._superlayer = self
      copies.append(copy)
    }
    _sublayerStorage = copies
    if let mask = model._maskStorage {
      let copy = mask._presentationCopy(at: t, layerTime: mask._localTime(fromMedia: t), lazily: lazily)
      copy._maskOwner = self
      _maskStorage = copy
    }
  }

  /// Makes every lazy part under this presentation copy now. Iterative (an explicit work list),
  /// so a deep tree costs no call stack.
  package func _completePresentationSubtree() {
    var work: [CALayer] = [self]
    while let copy = work.popLast() {
      copy._makeLazyPresentationParts(lazily: false)
      work.append(contentsOf: copy._sublayerStorage)
      if let mask = copy._maskStorage { work.append(mask) }
    }
  }

  /// The presentation value of `keyPath` right now (the model value with running animations).
  package func _presentationValue(forKeyPath keyPath: String) -> AnimatableValue? {
    guard let path = _LayerKeyPath(keyPath) else { return nil }
    return _presentationValues(at: MediaClock.currentTime).value(at: path)
  }
}

/// How a layer's rounded corners are drawn (`CALayer.cornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public var rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// A layer's `_renderCache`, out of line (sbload14). Held by one layer only: changed in place.
final class _RenderCacheBox {
  var cache: _RenderCache
  init(_ cache: _RenderCache) { self.cache = cache }
}

/// A layer's `_pendingPreviousValue`, out of line (sbload14).
final class _PendingPreviousValueBox {
  let pending: (key: String, value: AnimatableValue?)
  init(_ pending: (key: String, value: AnimatableValue?)) { self.pending = pending }
}

/// A layer's rarely set fields, with their defaults (`CALayer._rare`): most layers never set
/// any of them, so they live in one side object made on the first change.
struct _LayerRareFields {
  var name: String?
  var actions: [String: any CAAction]?
  var contents: Any?
  var cornerCurve: CALayerCornerCurve = .circular
  var beginTime: CFTimeInterval = 0
  var duration: CFTimeInterval = 0
  var speed: Float = 1
  var timeOffset: CFTimeInterval = 0
  var repeatCount: Float = 0
  var repeatDuration: CFTimeInterval = 0
  var autoreverses = false
  var fillMode: CAMediaTimingFillMode = .removed
}

/// The side object holding `_LayerRareFields` (copied before a change while shared).
final class _LayerRareBox {
  var fields: _LayerRareFields
  init(_ fields: _LayerRareFields) { self.fields = fields }
}
