import Foundation
import Hummingbird
import HummingbirdWebSocket
import NIOCore
import OpenUIKitLive

/// The studio's HTTP + WebSocket server: the page and its files, `/ws` for the live app,
/// `/model.json` (the app's layer frames, for tests) and `/record.html` (the session as a
/// timeline page). Binds to loopback; refuses foreign `Host`s (DNS rebinding) and WebSocket
/// handshakes from foreign `Origin`s (cross-site WebSocket hijacking).
public struct StudioServer: Sendable {
  /// Largest WebSocket message read; bigger ones close the connection.
  static let maxMessageSize = 64 * 1024
  /// Largest storyboard the page may open.
  static let maxStoryboardSize = 512 * 1024

  static func jsonResponse(_ status: HTTPResponse.Status, _ fields: [(String, String)]) -> Response {
    let object = Dictionary(fields, uniquingKeysWith: { a, _ in a })
    let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    return Response(
      status: status, headers: [.contentType: "application/json", .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(bytes: data)))
  }

  public var host: String
  public var port: Int
  public var scene: String?
  /// Storyboard files served as scenes (custom classes as stand-ins).
  public var storyboards: [String]

  public init(host: String = "127.0.0.1", port: Int = 8080, scene: String? = nil, storyboards: [String] = []) {
    self.host = host; self.port = port; self.scene = scene; self.storyboards = storyboards
  }

  /// The port actually bound (differs from `port` when it is 0).
  final class BoundPort: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Int?
    var port: Int? {
      get { lock.withLock { value } }
      set { lock.withLock { value = newValue } }
    }
  }

  /// Names the page may be reached by: loopback only, with the bound port.
  static func allowedHosts(port: Int) -> Set<String> {
    ["127.0.0.1:\(port)", "localhost:\(port)", "[::1]:\(port)"]
  }

  static func isAllowed(host: String?, port: Int?) -> Bool {
    guard let host, let port else { return false }
    return allowedHosts(port: port).contains(host.lowercased())
  }

  static func isAllowed(origin: String?, port: Int?) -> Bool {
    guard let origin, let port else { return false }
    return allowedHosts(port: port).contains { "http://\($0)" == origin.lowercased() }
  }

  /// Builds the application and its hub (the hub's loop starts when the server runs).
  @MainActor
  func makeApplication(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) -> (some ApplicationProtocol, StudioHub) {
    let hub = StudioHub(session: LiveSession(scene: scene))
    let bound = BoundPort()
    let router = Router()
    router.add(middleware: HostCheck(bound: bound))
    router.get("/") { _, _ in try StudioAssets.response("studio.html") }
    router.get("/studio.js") { _, _ in try StudioAssets.response("studio.js") }
    router.get("/studio.css") { _, _ in try StudioAssets.response("studio.css") }
    router.get("/live-player.js") { _, _ in try StudioAssets.response("live-player.js") }
    // The player's own front-end files (stage renderer and its style sheet), shared with the
    // demo page.
    router.get("/player/:file") { _, context in
      guard let file = context.parameters.get("file"), let text = LivePlayerAssets.text(of: file) else {
        throw HTTPError(.notFound)
      }
      return StudioAssets.response(text: text, name: file)
    }
    // Opens a storyboard: its text as the body, `?name=File.storyboard`. Same-origin pages only
    // (a cross-site form could otherwise post one); the body is bounded.
    router.post("/storyboard") { request, _ -> Response in
      guard request.headers[values: .origin].count == 1,
        Self.isAllowed(origin: request.headers[.origin], port: bound.port)
      else { return Self.jsonResponse(.forbidden, [("error", "foreign or missing Origin")]) }
      let body: ByteBuffer
      do {
        body = try await request.body.collect(upTo: Self.maxStoryboardSize)
      } catch {
        return Self.jsonResponse(.contentTooLarge, [("error", "storyboard too large (at most \(Self.maxStoryboardSize) bytes)")])
      }
      let fileName = request.uri.queryParameters.get("name") ?? ""
      let text = String(decoding: body.readableBytesView, as: UTF8.self)
      do {
        let scene = try await hub.openStoryboard(text: text, fileName: fileName)
        return Self.jsonResponse(.ok, [("scene", scene)])
      } catch {
        return Self.jsonResponse(.badRequest, [("error", "\(error)")])
      }
    }
    router.get("/model.json") { _, _ in
      let text = await hub.session.modelJSON()
      return Response(
        status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
        body: .init(byteBuffer: ByteBuffer(string: text)))
    }
    router.get("/record.html") { _, _ in
      let html = await hub.session.timelineHTML()
      return Response(
        status: .ok,
        headers: [
          .contentType: "text/html; charset=utf-8",
          .contentDisposition: "attachment; filename=\"openuikit-studio-session.html\"",
        ],
        body: .init(byteBuffer: ByteBuffer(string: html)))
    }
    let app = Application(
      router: router,
      server: .http1WebSocketUpgrade(configuration: .init(ws: .init(maxFrameSize: Self.maxMessageSize))) {
        request, _, _ in
        let port = bound.port
        guard request.path == "/ws", Self.isAllowed(host: request.authority, port: port),
          request.headerFields[values: .origin].count == 1,
          Self.isAllowed(origin: request.headerFields[.origin], port: port)
        else { return .dontUpgrade }
        return .upgrade([:]) { inbound, outbound, _ in
          let (id, stream) = await hub.connect()
          await withTaskGroup(of: Void.self) { group in
            group.addTask {
              for await message in stream {
                do { try await outbound.write(.text(message)) } catch { break }
              }
            }
            do {
              for try await message in inbound.messages(maxSize: Self.maxMessageSize) {
                switch message {
                case .text(let text): await hub.receive(text, from: id)
                case .binary: await hub.receive("binary", from: id)
                }
              }
            } catch {}
            await hub.disconnect(id)
            group.cancelAll()
          }
        }
      },
      configuration: .init(address: .hostname(host, port: port), serverName: "openuikit-studio"),
      onServerRunning: { channel in
        let port = channel.localAddress?.port ?? 0
        bound.port = port
        await hub.start()
        await onRunning(port)
      })
    return (app, hub)
  }

  /// Runs until the process is stopped; prints the URL once listening.
  @MainActor
  public func run() async throws {
    if !storyboards.isEmpty { try LiveSession.loadStoryboards(storyboards) }
    let (app, _) = makeApplication { port in
      // Written unbuffered: a script waiting for the URL reads it at once.
      FileHandle.standardOutput.write(Data("OpenUIKit studio: http://127.0.0.1:\(port)/\n".utf8))
    }
    try await app.runService()
  }
}

/// Refuses requests whose `Host` is not the server's own loopback name and port (a page of
/// another site that rebinds its DNS name to 127.0.0.1 sends its own name).
struct HostCheck<Context: RequestContext>: RouterMiddleware {
  let bound: StudioServer.BoundPort
  func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
    guard StudioServer.isAllowed(host: request.head.authority, port: bound.port) else {
      return Response(
        status: .forbidden, headers: [.contentType: "text/plain"],
        body: .init(byteBuffer: ByteBuffer(string: "Forbidden: unknown Host\n")))
    }
    return try await next(request, context)
  }
}

/// The studio's page, script and style sheet: package resources, read once.
enum StudioAssets {
  static func text(_ name: String) throws -> String {
    let parts = name.split(separator: ".")
    guard parts.count == 2,
      let url = Bundle.module.url(forResource: String(parts[0]), withExtension: String(parts[1]), subdirectory: "Resources")
    else { throw HTTPError(.notFound) }
    return try String(contentsOf: url, encoding: .utf8)
  }

  static func response(_ name: String) throws -> Response {
    response(text: try text(name), name: name)
  }

  static func response(text: String, name: String) -> Response {
    let type: String
    switch name.split(separator: ".").last {
    case "js": type = "text/javascript; charset=utf-8"
    case "css": type = "text/css; charset=utf-8"
    default: type = "text/html; charset=utf-8"
    }
    return Response(
      status: .ok, headers: [.contentType: type, .cacheControl: "no-store"],
      body: .init(byteBuffer: ByteBuffer(string: text)))
  }
}
