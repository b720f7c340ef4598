import Foundation
import OpenUIKitLive

/// The tabs connected to the one live app, and the 60 Hz loop that maps wall time onto the
/// media clock (the studio is the only place that reads the wall clock).
@MainActor
final class StudioHub {
  /// Frames a slow tab may fall behind before it is sent the whole frame again instead.
  static let clientBuffer = 120

  struct Client {
    var continuation: AsyncStream<String>.Continuation
    var needsResync = false
  }

  let session: LiveSession
  private var clients: [Int: Client] = [:]
  private var nextID = 1
  private var ticker: Task<Void, Never>?

  init(session: LiveSession) { self.session = session }

  var clientCount: Int { clients.count }

  /// A new tab: its id and the stream of messages for it, the first being the whole state.
  func connect() -> (Int, AsyncStream<String>) {
    let id = nextID
    nextID += 1
    let (stream, continuation) = AsyncStream<String>.makeStream(bufferingPolicy: .bufferingNewest(Self.clientBuffer))
    continuation.yield(session.connect(client: id))
    clients[id] = Client(continuation: continuation)
    return (id, stream)
  }

  func disconnect(_ id: Int) {
    session.disconnect(client: id)
    clients.removeValue(forKey: id)?.continuation.finish()
  }

  func receive(_ text: String, from id: Int) {
    guard clients[id] != nil else { return }
    for output in session.receive(text, from: id) {
      switch output {
      case .reply(let message): send(message, to: id)
      case .broadcast(let message): for key in clients.keys { send(message, to: key) }
      }
    }
  }

  /// A storyboard opened from a page: the app shows it and every tab gets the whole state
  /// again (the scene list now names it). Returns the scene name.
  func openStoryboard(text: String, fileName: String) throws(LiveStoryboardError) -> String {
    let name = try session.openStoryboard(text: text, fileName: fileName)
    for id in clients.keys { send(session.connect(client: id), to: id) }
    return name
  }

  func send(_ message: String, to id: Int) {
    guard let client = clients[id] else { return }
    if case .dropped = client.continuation.yield(message) { clients[id]?.needsResync = true }
  }

  /// One frame: advances the app by the wall time since the last one and sends the delta.
  func tick(wallSeconds: Double) {
    guard let frame = session.tick(wallSeconds: wallSeconds) else { return }
    for (id, client) in clients {
      if client.needsResync {
        // Deltas were dropped for this tab: it gets the whole state again.
        clients[id]?.needsResync = false
        send(session.connect(client: id), to: id)
      } else {
        send(frame, to: id)
      }
    }
  }

  /// Starts the 60 Hz loop.
  func start() {
    guard ticker == nil else { return }
    ticker = Task { @MainActor [weak self] in
      let clock = ContinuousClock()
      var last = clock.now
      var deadline = last
      while !Task.isCancelled {
        deadline = deadline.advanced(by: .nanoseconds(16_666_667))
        let now = clock.now
        if deadline < now { deadline = now }  // behind: do not try to catch up
        try? await Task.sleep(until: deadline, clock: clock)
        let t = clock.now
        let elapsed = t - last
        last = t
        guard let self else { return }
        self.tick(wallSeconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
      }
    }
  }

  func stop() {
    ticker?.cancel()
    ticker = nil
    for id in Array(clients.keys) { disconnect(id) }
  }
}
