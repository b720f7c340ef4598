import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import OpenUIKitStudio

/// The studio server over real sockets: the page, the Host and Origin checks (DNS rebinding,
/// cross-site WebSocket hijacking), hostile messages, a tab that goes away mid-drag.
@Suite("Studio server", .serialized)
struct StudioServerTests {
  func withServer(_ body: @escaping @Sendable (Int) async throws -> Void) async throws {
    let (app, _) = await StudioServer(host: "127.0.0.1", port: 0, scene: "nav-edge-pop").makeApplication()
    try await app.test(.live) { client in
      try await body(client.port!)
    }
  }

  func json(_ text: String?) -> [String: Any] {
    guard let text else { return [:] }
    return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
  }

  @Test("The page and its files are served to the loopback Host; a foreign Host is refused (DNS rebinding)")
  func hostCheck() async throws {
    try await withServer { port in
      let ok = await blocking {
        RawWebSocket(port: port)?.requestHead("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n") ?? ""
      }
      #expect(ok.hasPrefix("HTTP/1.1 200"))
      let js = await blocking {
        RawWebSocket(port: port)?.requestHead("GET /studio.js HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n") ?? ""
      }
      #expect(js.hasPrefix("HTTP/1.1 200"))
      #expect(js.lowercased().contains("text/javascript"))
      for host in ["evil.example:\(port)", "127.0.0.1:1", "127.0.0.1.evil.example:\(port)"] {
        let refused = await blocking {
          RawWebSocket(port: port)?.requestHead("GET /model.json HTTP/1.1\r\nHost: \(host)\r\n\r\n") ?? ""
        }
        #expect(refused.hasPrefix("HTTP/1.1 403"), "Host \(host)")
      }
    }
  }

  @Test("WebSocket handshakes from a foreign Origin, without Origin or to a foreign Host are refused")
  func originCheck() async throws {
    try await withServer { port in
      let cases: [(String, String?, Bool)] = [
        ("127.0.0.1:\(port)", "http://127.0.0.1:\(port)", true),
        ("localhost:\(port)", "http://localhost:\(port)", true),
        ("127.0.0.1:\(port)", "http://evil.example", false),
        ("127.0.0.1:\(port)", "http://127.0.0.1:1", false),
        ("127.0.0.1:\(port)", nil, false),
        ("evil.example:\(port)", "http://evil.example:\(port)", false),
      ]
      for (host, origin, accepted) in cases {
        let status = await blocking { RawWebSocket(port: port)?.handshake(host: host, origin: origin) ?? "" }
        #expect(status.hasPrefix("HTTP/1.1 101") == accepted, "\(host) \(origin ?? "no origin"): \(status)")
      }
    }
  }

  @Test("Malformed and hostile messages get an error message; the server keeps serving")
  func hostileMessages() async throws {
    try await withServer { port in
      let results = await blocking { () -> [String] in
        guard let ws = RawWebSocket(port: port) else { return [] }
        _ = ws.handshake(host: "127.0.0.1:\(port)", origin: "http://127.0.0.1:\(port)")
        _ = ws.receive(until: { $0.contains("\"hello\"") })
        var types: [String] = []
        for message in ["{", "null", #"{"type":"pointer","phase":"move","x":"a"}"#, String(repeating: "{\"a\":", count: 100),
          #"{"type":"scene","name":"../../etc/passwd"}"#, String(repeating: "x", count: 20_000)]
        {
          ws.send(message)
          let reply = ws.receive(until: { $0.contains("\"error\"") })
          types.append(reply == nil ? "none" : "error")
        }
        ws.sendFrame([0xFF, 0xFE], opcode: 2)
        types.append(ws.receive(until: { $0.contains("\"error\"") }) == nil ? "none" : "error")
        return types
      }
      #expect(results == Array(repeating: "error", count: 7))
      // A second tab still gets the app.
      let hello = await blocking { () -> String? in
        guard let ws = RawWebSocket(port: port) else { return nil }
        _ = ws.handshake(host: "localhost:\(port)", origin: "http://localhost:\(port)")
        return ws.receive(until: { $0.contains("\"hello\"") })
      }
      #expect(json(hello)["type"] as? String == "hello")
    }
  }

  @Test("UIKit: a tab that disconnects mid-drag cancels its touch (touchesCancelled); the pop cancels")
  func disconnectMidDrag() async throws {
    try await withServer { port in
      let fingerWasDown = await blocking { () -> Bool in
        guard let ws = RawWebSocket(port: port) else { return false }
        _ = ws.handshake(host: "127.0.0.1:\(port)", origin: "http://127.0.0.1:\(port)")
        _ = ws.receive(until: { $0.contains("\"hello\"") })
        ws.send(#"{"type":"pointer","phase":"down","x":3,"y":400,"seq":1}"#)
        for i in 1...10 {
          ws.send(#"{"type":"pointer","phase":"move","x":\#(3 + i * 12),"y":400,"seq":\#(i + 1)}"#)
        }
        return ws.receive(until: { $0.contains("\"finger\":[") }) != nil
      }
      #expect(fingerWasDown)
      // The socket is closed when `ws` goes away; the server cancels the touch.
      try await Task.sleep(for: .milliseconds(800))
      let state = await blocking { () -> String in
        guard let ws = RawWebSocket(port: port) else { return "" }
        _ = ws.handshake(host: "127.0.0.1:\(port)", origin: "http://127.0.0.1:\(port)")
        return ws.receive(until: { $0.contains("\"hello\"") }) ?? ""
      }
      #expect(state.contains("\"scene\":\"nav-edge-pop\""))
      let body = await blocking { () -> String in
        guard let ws = RawWebSocket(port: port) else { return "" }
        let head = ws.requestHead("GET /model.json HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n")
        _ = head
        var rest = ""
        while let chunk = ws.readRaw() { rest += chunk }
        return rest
      }
      #expect(body.contains("\"fingerDown\":false"))
    }
  }
}
