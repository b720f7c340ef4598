import Foundation

// System grays, fills and the placeholder colour that controls draw with (light-mode values
// from Apple's Human Interface Guidelines colour tables).
extension UIColor {
  public class var systemGray2: UIColor { UIColor(named: "systemGray2", red: 0.682, green: 0.682, blue: 0.698, alpha: 1) }
  public class var systemGray3: UIColor { UIColor(named: "systemGray3", red: 0.780, green: 0.780, blue: 0.800, alpha: 1) }
  public class var systemGray4: UIColor { UIColor(named: "systemGray4", red: 0.820, green: 0.820, blue: 0.839, alpha: 1) }
  public class var systemGray5: UIColor { UIColor(named: "systemGray5", red: 0.898, green: 0.898, blue: 0.918, alpha: 1) }
  public class var systemFill: UIColor { UIColor(named: "systemFill", red: 0.471, green: 0.471, blue: 0.502, alpha: 0.2) }
  public class var secondarySystemFill: UIColor {
    UIColor(named: "secondarySystemFill", red: 0.471, green: 0.471, blue: 0.502, alpha: 0.16)
  }
  public class var tertiarySystemFill: UIColor {
    UIColor(named: "tertiarySystemFill", red: 0.463, green: 0.463, blue: 0.502, alpha: 0.12)
  }
  public class var placeholderText: UIColor {
    UIColor(named: "placeholderText", red: 0.235, green: 0.235, blue: 0.263, alpha: 0.3)
  }
}
