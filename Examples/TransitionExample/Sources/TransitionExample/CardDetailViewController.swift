import UIKit

/// The presented screen: an orange page with a title.
public final class CardDetailViewController: UIViewController {
  public override func viewDidLoad() {
    super.viewDidLoad()
    title = "Detail"
    view.backgroundColor = UIColor(red: 1, green: 0.584, blue: 0, alpha: 1)
    let label = UILabel(frame: CGRect(x: 20, y: 80, width: 300, height: 40))
    label.text = "Card detail"
    label.font = .boldSystemFont(ofSize: 28)
    label.textColor = .white
    view.addSubview(label)
  }
}
