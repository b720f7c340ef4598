import Foundation
import OpenUIKit

extension UIApplication {
  /// Simulates a memory warning as the system sends it: every live view controller gets
  /// `didReceiveMemoryWarning()`, then `UIApplication.didReceiveMemoryWarningNotification` is
  /// posted (the Simulator's Debug ▸ Simulate Memory Warning).
  public func simulateMemoryWarning() {
    _deliverMemoryWarning()
  }
}
