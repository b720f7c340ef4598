// Empty on purpose. Swift Testing's cross-import declaration names this overlay for any module
// called UIKit; shipping it lets `import Testing` and `import UIKit` share one file (DESIGN.md).
