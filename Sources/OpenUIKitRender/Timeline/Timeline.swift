import Foundation
import OpenQuartzCore

/// A recorded scenario: what was on screen at every frame and what happened, with media times.
///
/// Frames are sampled on the media clock's frame grid (60 Hz by default), oldest first; their
/// `time` and the events' `time` are media times in seconds, on the same clock. The player and
/// the CLI address a timeline by these times.
package struct Timeline: Hashable, Sendable {
  /// Identifier used on the command line and in the player's URL, e.g. "synthetic-slide".
  package var name: String
  /// A human title, e.g. "Slide-in presentation".
  package var title: String
  /// One or two sentences saying what the scenario shows.
  package var summary: String
  /// The window / screen size the frames were taken in.
  package var viewportSize: CGSize
  /// Frames per second of the sampling grid.
  package var framesPerSecond: Int
  /// One snapshot per frame, in time order.
  package var frames: [RenderSnapshot]
  /// Trace events, in time order.
  package var events: [TraceEvent]

  package init(
    name: String, title: String, summary: String, viewportSize: CGSize, framesPerSecond: Int = 60,
    frames: [RenderSnapshot], events: [TraceEvent]
  ) {
    self.name = name
    self.title = title
    self.summary = summary
    self.viewportSize = viewportSize
    self.framesPerSecond = framesPerSecond
    self.frames = frames
    self.events = events
  }

  /// Media time of the first frame (0 for an empty timeline).
  package var startTime: Double { frames.first?.time ?? 0 }
  /// Media time of the last frame (0 for an empty timeline).
  package var endTime: Double { frames.last?.time ?? 0 }
  /// `endTime − startTime`.
  package var duration: Double { endTime - startTime }

  /// Two times closer than this are the same instant (frame times are sums of 1/60 steps).
  package static let timeTolerance = 1e-6

  /// Index of the frame shown at `time`: the last frame whose time is not after `time`, or nil
  /// when `time` is before the first frame or the timeline is empty. Times after the last
  /// frame show the last frame.
  package func frameIndex(at time: Double) -> Int? {
    guard let first = frames.first, time >= first.time - Self.timeTolerance else { return nil }
    var low = 0
    var high = frames.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if frames[mid].time <= time + Self.timeTolerance { low = mid } else { high = mid - 1 }
    }
    return low
  }

  /// The frame shown at `time` (see `frameIndex(at:)`).
  package func frame(at time: Double) -> RenderSnapshot? {
    frameIndex(at: time).map { frames[$0] }
  }
}
