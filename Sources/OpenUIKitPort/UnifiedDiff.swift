/// A unified diff (`diff -u` format, 3 lines of context) of two texts, line by line.
public func unifiedDiff(old: String, new: String, oldName: String, newName: String) -> String {
  let a = lines(old)
  let b = lines(new)
  if a == b { return "" }
  // Longest common subsequence table (files here are small).
  let n = a.count
  let m = b.count
  var lcs = [[Int32]](repeating: [Int32](repeating: 0, count: m + 1), count: n + 1)
  for i in stride(from: n - 1, through: 0, by: -1) {
    for j in stride(from: m - 1, through: 0, by: -1) {
      lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
    }
  }
  enum Op { case same(Int, Int), delete(Int), insert(Int) }
  var ops: [Op] = []
  var i = 0
  var j = 0
  while i < n || j < m {
    if i < n, j < m, a[i] == b[j] {
      ops.append(.same(i, j)); i += 1; j += 1
    } else if i < n, j == m || lcs[i + 1][j] >= lcs[i][j + 1] {
      ops.append(.delete(i)); i += 1
    } else {
      ops.append(.insert(j)); j += 1
    }
  }
  // Group changes into hunks with 3 lines of context.
  let context = 3
  var out = "--- \(oldName)\n+++ \(newName)\n"
  var k = 0
  while k < ops.count {
    guard let firstChange = ops[k...].firstIndex(where: { if case .same = $0 { return false } else { return true } }) else { break }
    var start = max(k, firstChange - context)
    if start < k { start = k }
    var end = firstChange
    var lastChange = firstChange
    while end < ops.count {
      if case .same = ops[end] {
        if end - lastChange > 2 * context { break }
      } else {
        lastChange = end
      }
      end += 1
    }
    let stop = min(ops.count, lastChange + context + 1)
    var oldStart = 0, newStart = 0, oldCount = 0, newCount = 0
    var body = ""
    var first = true
    for op in ops[start..<stop] {
      switch op {
      case .same(let x, let y):
        if first { oldStart = x; newStart = y; first = false }
        oldCount += 1; newCount += 1
        body += " \(a[x])\n"
      case .delete(let x):
        if first { oldStart = x; newStart = positionInNew(ops, before: start); first = false }
        oldCount += 1
        body += "-\(a[x])\n"
      case .insert(let y):
        if first { newStart = y; oldStart = positionInOld(ops, before: start); first = false }
        newCount += 1
        body += "+\(b[y])\n"
      }
    }
    out += "@@ -\(oldCount == 0 ? oldStart : oldStart + 1),\(oldCount) +\(newCount == 0 ? newStart : newStart + 1),\(newCount) @@\n" + body
    k = stop
  }
  return out

  func positionInNew(_ ops: [Op], before index: Int) -> Int {
    var count = 0
    for op in ops[..<index] { if case .delete = op {} else { count += 1 } }
    return count
  }
  func positionInOld(_ ops: [Op], before index: Int) -> Int {
    var count = 0
    for op in ops[..<index] { if case .insert = op {} else { count += 1 } }
    return count
  }
}

private func lines(_ text: String) -> [String] {
  var result = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  if result.last == "" { result.removeLast() }
  return result
}
