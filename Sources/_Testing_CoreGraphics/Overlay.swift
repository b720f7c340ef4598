// Empty on purpose. Swift Testing's cross-import declaration names this overlay for any module
// called CoreGraphics; shipping it lets `import Testing` and `import CoreGraphics` share one file
// (DESIGN.md, "Swift Testing and a module named UIKit").
