import Testing

@testable import OpenUIKitPort

@Suite("Generated registrations across runs")
struct RegistrationTests {
  static let source = """
    import UIKit

    class NotesViewController: UIViewController {
        @IBOutlet weak var titleLabel: UILabel!

        @IBAction func share(_ sender: UIButton) {}

        @IBAction func archive(_ sender: UIButton) {}
    }

    """

  @Test("Registrations read back from ported code stay while their members exist, and go with them")
  func staleRegistrationsGo() throws {
    let first = Porter.port([PortInput(path: "Notes.swift", text: Self.source)]).files[0].ported
    #expect(first.contains("\"archive:\""))
    #expect(first.contains("registerOutlet(NotesViewController.self, \"titleLabel\")"))

    // The person deletes the archive action and the outlet from the ported file, then ports again.
    let edited = first
      .replacingOccurrences(of: "    func archive(_ sender: UIButton) {}\n", with: "")
      .replacingOccurrences(of: "    weak var titleLabel: UILabel!\n", with: "")
    let second = Porter.port([PortInput(path: "Notes.swift", text: edited)]).files[0].ported
    #expect(!second.contains("\"archive:\""))
    #expect(!second.contains("titleLabel"))
    #expect(second.contains("ActionRegistry.register(NotesViewController.self, \"share:\")"))
  }
}
