import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A raw HTTP/WebSocket client over a POSIX socket, so the tests control every header
/// (`Host`, `Origin`) exactly as a browser or an attacker's page would send them.
final class RawWebSocket: @unchecked Sendable {
  let fd: Int32
  fileprivate var buffer: [UInt8] = []

  init?(port: Int) {
    fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard fd >= 0 else { return nil }
    var timeout = timeval(tv_sec: 5, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    var addr = sockaddr_in()
    addr.sin_family = sa_family_t(AF_INET)
    addr.sin_port = in_port_t(UInt16(port).bigEndian)
    addr.sin_addr.s_addr = inet_addr("127.0.0.1")
    let ok = withUnsafePointer(to: &addr) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
    }
    guard ok == 0 else { close(fd); return nil }
  }

  deinit { close(fd) }

  func write(_ bytes: [UInt8]) {
    var sent = 0
    while sent < bytes.count {
      let n = bytes[sent...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if n <= 0 { return }
      sent += n
    }
  }

  fileprivate func fill() -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65536)
    let n = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
    guard n > 0 else { return false }
    buffer.append(contentsOf: chunk[0..<n])
    return true
  }

  private func take(_ count: Int) -> [UInt8]? {
    while buffer.count < count { if !fill() { return nil } }
    let out = Array(buffer[0..<count])
    buffer.removeFirst(count)
    return out
  }

  /// Sends an HTTP request and returns the response head (status line and headers).
  func requestHead(_ text: String) -> String {
    write(Array(text.utf8))
    while true {
      if let range = buffer.firstRange(of: Array("\r\n\r\n".utf8)) {
        let head = String(decoding: buffer[0..<range.lowerBound], as: UTF8.self)
        buffer.removeFirst(range.upperBound)
        return head
      }
      if !fill() { return String(decoding: buffer, as: UTF8.self) }
    }
  }

  /// The WebSocket handshake with the given `Host` and `Origin`; returns the status line.
  func handshake(host: String, origin: String?) -> String {
    var request = "GET /ws HTTP/1.1\r\nHost: \(host)\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
    request += "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n"
    if let origin { request += "Origin: \(origin)\r\n" }
    request += "\r\n"
    return requestHead(request).components(separatedBy: "\r\n").first ?? ""
  }

  /// Sends one masked frame (text by default).
  func sendFrame(_ payload: [UInt8], opcode: UInt8 = 1) {
    var frame: [UInt8] = [0x80 | opcode]
    if payload.count < 126 {
      frame.append(0x80 | UInt8(payload.count))
    } else if payload.count < 65536 {
      frame.append(0x80 | 126)
      frame += [UInt8(payload.count >> 8), UInt8(payload.count & 0xFF)]
    } else {
      frame.append(0x80 | 127)
      for shift in stride(from: 56, through: 0, by: -8) { frame.append(UInt8((payload.count >> shift) & 0xFF)) }
    }
    let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
    frame += mask
    frame += payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    write(frame)
  }

  func send(_ text: String) { sendFrame(Array(text.utf8)) }

  /// The next text message, or nil when the connection closes or times out.
  func receive() -> String? {
    var text: [UInt8] = []
    while true {
      guard let head = take(2) else { return nil }
      let opcode = head[0] & 0x0F
      var length = Int(head[1] & 0x7F)
      if length == 126 {
        guard let ext = take(2) else { return nil }
        length = Int(ext[0]) << 8 | Int(ext[1])
      } else if length == 127 {
        guard let ext = take(8) else { return nil }
        length = ext.reduce(0) { $0 << 8 | Int($1) }
      }
      guard let payload = take(length) else { return nil }
      switch opcode {
      case 0x8: return nil
      case 0x9, 0xA: continue
      default:
        text += payload
        if head[0] & 0x80 != 0 { return String(decoding: text, as: UTF8.self) }
      }
    }
  }

  /// Messages until one satisfies `match` (at most `limit` messages).
  func receive(until match: (String) -> Bool, limit: Int = 2000) -> String? {
    for _ in 0..<limit {
      guard let m = receive() else { return nil }
      if match(m) { return m }
    }
    return nil
  }
}

/// Runs blocking socket work off the Swift concurrency pool.
func blocking<T: Sendable>(_ body: @escaping @Sendable () -> T) async -> T {
  await withCheckedContinuation { continuation in
    Thread { continuation.resume(returning: body()) }.start()
  }
}

extension RawWebSocket {
  /// Whatever bytes are buffered or arrive next, as text (nil at the end of the stream).
  func readRaw() -> String? {
    if buffer.isEmpty, !fill() { return nil }
    let text = String(decoding: buffer, as: UTF8.self)
    buffer.removeAll()
    return text
  }
}

extension RawWebSocket {
  /// Sends a POST with `body` and returns the status line and the response body.
  func post(path: String, host: String, origin: String?, body: [UInt8]) -> (status: String, body: String) {
    var request = "POST \(path) HTTP/1.1\r\nHost: \(host)\r\nContent-Type: text/plain\r\nContent-Length: \(body.count)\r\n"
    if let origin { request += "Origin: \(origin)\r\n" }
    request += "\r\n"
    write(Array(request.utf8) + body)
    let head = requestHead("")
    let status = head.components(separatedBy: "\r\n").first ?? ""
    let length = head.components(separatedBy: "\r\n").compactMap { line -> Int? in
      let parts = line.split(separator: ":", maxSplits: 1)
      guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
      return Int(parts[1].trimmingCharacters(in: .whitespaces))
    }.first ?? 0
    let bytes = take(length) ?? []
    return (status, String(decoding: bytes, as: UTF8.self))
  }
}
