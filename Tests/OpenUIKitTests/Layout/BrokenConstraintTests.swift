import Foundation
import OpenUIKitTesting
import Testing
import UIKit

/// A required constraint broken to recover from a conflict stays active (spec B4) and is not
/// lost for good: it takes part again once the conflict is gone, and in fitting-size
/// measurements (Docs/Behaviour/tables18.md).
@MainActor
@Suite(.serialized)
struct BrokenConstraintTests {
  @Test("tables18: a broken constraint takes part again, silently, once the constraint it conflicted with is deactivated")
  func restoredAfterDeactivation() {
    let (root, child) = makeConstraintRoot()
    let h100 = child.heightAnchor.constraint(equalToConstant: 100)
    let h200 = child.heightAnchor.constraint(equalToConstant: 200)
    let start = UIApplication.shared.diagnostics.count
    NSLayoutConstraint.activate([
      child.topAnchor.constraint(equalTo: root.topAnchor), child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      child.widthAnchor.constraint(equalToConstant: 10), h100, h200,
    ])
    root.layoutIfNeeded()
    #expect(child.frame.height == 200)
    #expect(UIApplication.shared.diagnostics.count == start + 1)
    h200.isActive = false
    root.layoutIfNeeded()
    #expect(child.frame.height == 100)
    // Putting it back logs nothing.
    #expect(UIApplication.shared.diagnostics.count == start + 1)
    // And it holds for good: a later conflict breaks again and logs again.
    h200.isActive = true
    root.layoutIfNeeded()
    #expect(UIApplication.shared.diagnostics.count == start + 2)
  }

  @Test("tables18: a required chain broken by its superview's frame holds again when the frame changes to fit it")
  func restoredAfterFrameChange() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    root.addSubview(container)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    let start = UIApplication.shared.diagnostics.count
    let top = box.topAnchor.constraint(equalTo: container.topAnchor, constant: 8)
    NSLayoutConstraint.activate([
      top,
      box.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8),
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      box.trailingAnchor.constraint(equalTo: container.trailingAnchor),
      box.heightAnchor.constraint(equalToConstant: 60),
    ])
    root.layoutIfNeeded()
    let log = UIApplication.shared.diagnostics.dropFirst(start).map(\.message)
    #expect(log.count == 1)
    #expect(log.first?.contains("Will attempt to recover by breaking constraint \n\(top.description)") == true)
    // Broken: the box keeps its height and bottom inset, its top is free.
    #expect(box.frame == CGRect(x: 0, y: -24, width: 320, height: 60))
    container.frame.size.height = 76
    root.layoutIfNeeded()
    #expect(box.frame == CGRect(x: 0, y: 8, width: 320, height: 60))
    #expect(top.isActive)
    #expect(UIApplication.shared.diagnostics.count == start + 1)
  }

  @Test("tables18: systemLayoutSizeFitting counts a required chain broken while the view's frame was too small (iOS self-sizing)")
  func fittingCountsBrokenConstraints() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    root.addSubview(container)
    let label = UILabel()
    label.text = "Title"
    label.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(label)
    let start = UIApplication.shared.diagnostics.count
    NSLayoutConstraint.activate([
      label.topAnchor.constraint(equalTo: container.topAnchor, constant: 12),
      label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -12),
      label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
      label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -16),
      label.heightAnchor.constraint(equalToConstant: 40),
    ])
    root.layoutIfNeeded()
    let message = UIApplication.shared.diagnostics.dropFirst(start).first?.message ?? ""
    #expect(message.hasPrefix("[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"))
    // The frame's translated height is listed, with UIKit's note about autoresizing constraints.
    #expect(message.contains("NSAutoresizingMaskLayoutConstraint"))
    #expect(message.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
    let compressed = container.systemLayoutSizeFitting(
      CGSize(width: 320, height: UIView.layoutFittingCompressedSize.height),
      withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
    #expect(compressed == CGSize(width: 320, height: 64))
    #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 64)
    // Measuring changes nothing and logs nothing: the frame still conflicts.
    root.layoutIfNeeded()
    #expect(container.frame.height == 44)
    #expect(UIApplication.shared.diagnostics.count == start + 1)
  }

  @Test("tables18: a constraint that conflicts with others inside the measured view stays out of the measurement")
  func fittingSkipsGenuineConflicts() {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
    root.addSubview(container)
    let box = UIView()
    box.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(box)
    let h20 = box.heightAnchor.constraint(equalToConstant: 20)
    NSLayoutConstraint.activate([
      box.topAnchor.constraint(equalTo: container.topAnchor),
      box.leadingAnchor.constraint(equalTo: container.leadingAnchor),
      box.widthAnchor.constraint(equalToConstant: 50),
      box.bottomAnchor.constraint(lessThanOrEqualTo: container.bottomAnchor),
      h20, box.heightAnchor.constraint(equalToConstant: 30),
    ])
    root.layoutIfNeeded()
    // The first of the two heights is broken (spec B4) and stays out while the other holds.
    #expect(h20.isActive)
    #expect(box.frame.height == 30)
    #expect(container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 30)
    root.layoutIfNeeded()
    #expect(box.frame.height == 30)
  }
}
