//
//  MenuViewController.swift
//  PanelDemo
//

import UIKit

/// The storyboard's initial controller: a title, a button that presents the panel, and the
/// unwind action the panel's Done button returns to.
class MenuViewController: UIViewController {
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var presentButton: UIButton!

    let panelTransitioningDelegate = PanelTransitioningDelegate()
    private(set) var unwindCount = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        titleLabel.text = "Panels"
        presentButton.setTitle("Show Panel", for: UIControlState.normal)
    }

    @IBAction func showPanel(_ sender: UIButton) {
        guard let panel = storyboard?.instantiateViewController(withIdentifier: "Panel") as? PanelViewController else {
            return
        }
        panel.modalPresentationStyle = .custom
        panel.transitioningDelegate = panelTransitioningDelegate
        panelTransitioningDelegate.interactionController = PanelInteractionController(viewController: panel)
        present(panel, animated: true, completion: nil)
    }

    @IBAction func unwindToMenu(_ segue: UIStoryboardSegue) {
        unwindCount += 1
    }
}

/// The panel: a Done button whose unwind segue returns to the menu.
class PanelViewController: UIViewController {
    @IBOutlet weak var doneButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        #if os(iOS)
        view.backgroundColor = .white
        #else
        view.backgroundColor = .gray
        #endif
    }
}
