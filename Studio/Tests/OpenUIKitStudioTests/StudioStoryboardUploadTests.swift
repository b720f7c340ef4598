import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import OpenUIKitStudio

/// Opening a storyboard from the page (issue 13, item 4): a same-origin POST of the file's text
/// becomes a "storyboard:NAME" scene with stand-ins, like a command-line storyboard; bad files,
/// foreign origins and oversized bodies get a typed error and change nothing.
@Suite("Studio storyboard upload", .serialized)
struct StudioStoryboardUploadTests {
  static let sample = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Tests/PortSample/Main.storyboard")

  func json(_ text: String) -> [String: Any] {
    (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] ?? [:]
  }

  @Test("A storyboard posted by the page becomes the shown scene, named in every tab's scene list")
  func uploadBecomesScene() async throws {
    let text = try String(contentsOf: Self.sample, encoding: .utf8)
    let (app, _) = await StudioServer(host: "127.0.0.1", port: 0, scene: "nav-edge-pop").makeApplication()
    try await app.test(.live) { client in
      let port = client.port!
      let host = "127.0.0.1:\(port)"
      let (socket, hello) = await blocking { () -> (RawWebSocket?, String?) in
        let s = RawWebSocket(port: port)
        _ = s?.handshake(host: host, origin: "http://\(host)")
        return (s, s?.receive(until: { $0.contains("\"hello\"") }))
      }
      #expect(hello?.contains("storyboard:Uploaded") == false)
      let reply = await blocking {
        RawWebSocket(port: port)?.post(
          path: "/storyboard?name=Uploaded.storyboard", host: host, origin: "http://\(host)", body: Array(text.utf8))
      }
      #expect(reply?.status.hasPrefix("HTTP/1.1 200") == true, "\(String(describing: reply))")
      #expect(json(reply?.body ?? "")["scene"] as? String == "storyboard:Uploaded")
      // The open tab is sent the whole state again: the new scene is listed and shown.
      let again = await blocking { socket?.receive(until: { $0.contains("\"hello\"") }) }
      let state = json(again ?? "")["state"] as? [String: Any]
      #expect(state?["scene"] as? String == "storyboard:Uploaded")
      let scenes = (json(again ?? "")["scenes"] as? [[String: Any]])?.compactMap { $0["name"] as? String } ?? []
      #expect(scenes.contains("storyboard:Uploaded"))
      let model = await blocking {
        RawWebSocket(port: port)?.requestHead("GET /model.json HTTP/1.1\r\nHost: \(host)\r\n\r\n") ?? ""
      }
      #expect(model.hasPrefix("HTTP/1.1 200"))
    }
  }

  @Test("A malformed file, a file without entry point, a foreign Origin and a too-large body are refused with an error")
  func badUploads() async throws {
    let (app, _) = await StudioServer(host: "127.0.0.1", port: 0, scene: "nav-edge-pop").makeApplication()
    try await app.test(.live) { client in
      let port = client.port!
      let host = "127.0.0.1:\(port)"
      let origin = "http://\(host)"
      let malformed = await blocking {
        RawWebSocket(port: port)?.post(path: "/storyboard?name=Bad.storyboard", host: host, origin: origin, body: Array("<document".utf8))
      }
      #expect(malformed?.status.hasPrefix("HTTP/1.1 400") == true)
      #expect((json(malformed?.body ?? "")["error"] as? String)?.hasPrefix("Bad.storyboard:") == true)
      let notStoryboard = await blocking {
        RawWebSocket(port: port)?.post(path: "/storyboard?name=notes.txt", host: host, origin: origin, body: Array("hi".utf8))
      }
      #expect(notStoryboard?.status.hasPrefix("HTTP/1.1 400") == true)
      let noEntry = "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"><scenes/></document>"
      let noEntryReply = await blocking {
        RawWebSocket(port: port)?.post(path: "/storyboard?name=Empty.storyboard", host: host, origin: origin, body: Array(noEntry.utf8))
      }
      #expect(noEntryReply?.status.hasPrefix("HTTP/1.1 400") == true, "\(String(describing: noEntryReply))")
      for bad in [Optional("http://evil.example"), nil] {
        let refused = await blocking {
          RawWebSocket(port: port)?.post(path: "/storyboard?name=X.storyboard", host: host, origin: bad, body: Array("x".utf8))
        }
        #expect(refused?.status.hasPrefix("HTTP/1.1 403") == true, "Origin \(String(describing: bad))")
      }
      let huge = [UInt8](repeating: 0x20, count: StudioServer.maxStoryboardSize + 1)
      let tooLarge = await blocking {
        RawWebSocket(port: port)?.post(path: "/storyboard?name=Big.storyboard", host: host, origin: origin, body: huge)
      }
      #expect(tooLarge?.status.hasPrefix("HTTP/1.1 413") == true, "\(String(describing: tooLarge?.status))")
      // The server still serves after all that.
      let ok = await blocking { RawWebSocket(port: port)?.requestHead("GET / HTTP/1.1\r\nHost: \(host)\r\n\r\n") ?? "" }
      #expect(ok.hasPrefix("HTTP/1.1 200"))
    }
  }
}
