import Foundation

// The rest of iOS's system palette (iOS 13–17 values from Apple's Human Interface Guidelines
// colour tables, light and dark; Docs/Behaviour.md "Frames that look like iOS"): the iOS 15
// hues, the remaining label, background and separator colours, and the link colour.
extension UIColor {
  public class var systemBrown: UIColor { dynamic("systemBrown", light: (0.635, 0.518, 0.369, 1), dark: (0.675, 0.557, 0.408, 1)) }
  public class var systemMint: UIColor { dynamic("systemMint", light: (0, 0.78, 0.745, 1), dark: (0.388, 0.902, 0.886, 1)) }
  public class var systemCyan: UIColor { dynamic("systemCyan", light: (0.196, 0.678, 0.902, 1), dark: (0.392, 0.824, 1, 1)) }

  public class var tertiaryLabel: UIColor {
    dynamic("tertiaryLabel", light: (0.235, 0.235, 0.263, 0.3), dark: (0.922, 0.922, 0.961, 0.3))
  }
  public class var quaternaryLabel: UIColor {
    dynamic("quaternaryLabel", light: (0.235, 0.235, 0.263, 0.18), dark: (0.922, 0.922, 0.961, 0.16))
  }
  public class var tertiarySystemBackground: UIColor {
    dynamic("tertiarySystemBackground", light: (1, 1, 1, 1), dark: (0.173, 0.173, 0.18, 1))
  }
  public class var secondarySystemGroupedBackground: UIColor {
    dynamic("secondarySystemGroupedBackground", light: (1, 1, 1, 1), dark: (0.11, 0.11, 0.118, 1))
  }
  public class var tertiarySystemGroupedBackground: UIColor {
    dynamic("tertiarySystemGroupedBackground", light: (0.949, 0.949, 0.969, 1), dark: (0.173, 0.173, 0.18, 1))
  }
  public class var opaqueSeparator: UIColor {
    dynamic("opaqueSeparator", light: (0.776, 0.776, 0.784, 1), dark: (0.22, 0.22, 0.227, 1))
  }
  public class var link: UIColor { dynamic("link", light: (0, 0.478, 1, 1), dark: (0.035, 0.518, 1, 1)) }
}
