import BrickCore
import BrickFormat
import BrickPreviewTestSupport
import BrickTerminal
import Foundation
import Testing

@testable import BrickPreview

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The previewer's threads together, as `brickyard preview` runs them: the real background
/// worker and the real disk source, saves that replace reads still running, device changes that
/// replace solves still running, and the loop scrolling and drawing meanwhile. Its outcome is
/// checked here; scripts/tsan.sh (and CI's ThreadSanitizer pass) checks that none of it races.
@Suite struct PreviewThreadTests {
  static func version(_ n: Int) -> String {
    TestFiles.small.replacing(#"text: "Charlie""#, with: "text: \"Save \(n)\"")
  }

  /// A temp file the previewer watches; the directory is removed after.
  final class SavedFile {
    let directory: URL
    let path: String

    init() throws {
      directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("brickyard-threads-\(getpid())-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      path = directory.appendingPathComponent("layout.yaml").path
      try PreviewThreadTests.version(0).write(toFile: path, atomically: false, encoding: .utf8)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Saves as editors that write a temp file and rename it over do (a new inode each time).
    func save(_ text: String) throws {
      let temp = path + ".tmp"
      try text.write(toFile: temp, atomically: false, encoding: .utf8)
      guard rename(temp, path) == 0 else { throw POSIXError(.EIO) }
    }
  }

  /// Ticks until the worker's answers are in and four polls in a row start nothing (bounded:
  /// an answer that never comes leaves `isWaiting` set, which the test then reports).
  static func settle(_ m: inout PreviewModel, now: inout Double, source: LayoutSource) {
    var quietPolls = 0
    for _ in 0..<20_000 where quietPolls < 4 {
      now += 0.25
      _ = m.tick(now: now, source: source)
      if m.isWaiting {
        quietPolls = 0
        Thread.sleep(forTimeInterval: 0.001)
      } else {
        quietPolls += 1
      }
    }
  }

  /// 40 saves, each polled while the previous read may still run (its answer is dropped), with
  /// a device change every fifth save (a solve that the next reload takes over) and the loop
  /// scrolling and drawing between them: the last save is what shows, on the last device.
  @Test func savesAndDeviceChangesOnTheBackgroundWorkerEndOnTheLastOnes() throws {
    let file = try SavedFile()
    let source = DiskLayoutSource()
    var m = PreviewModel(
      path: file.path, spec: Preview.spec(Self.version(0)), text: Self.version(0),
      source: source, worker: .background)
    m.resize(TerminalSize(cols: 80, rows: 16), now: 0)
    let turnedFrom = m.display.choice.orientation
    var now = 0.0
    var devices = 0
    for n in 1...40 {
      try file.save(Self.version(n))
      now += 0.25  // past the next poll: the save is read on a worker thread
      _ = m.tick(now: now, source: source)
      if n % 5 == 0 {
        m.nextDevice(now: now)
        devices += 1
      }
      if n % 7 == 0 { m.toggleOrientation(now: now) }
      m.scrollLines(n % 2 == 0 ? 1 : -1, now: now)
      _ = Preview.screen(m)
    }
    Self.settle(&m, now: &now, source: source)
    #expect(!m.isWaiting)
    #expect(m.document.error == nil)
    #expect(m.document.watch?.goodText == Self.version(40))
    #expect(Preview.screen(m).contains { $0.contains("Save 40") })
    var expected = DeviceSetup.chosen(file: m.document.fileSpec, settings: m.settings).device
    for _ in 0..<devices { expected = expected.nextPreset }
    #expect(m.display.choice.device == expected)
    #expect(m.display.choice.orientation != turnedFrom)  // turned 5 times (every seventh save)
  }

  /// Loads of the same text on many threads at once (each on its own big-stack loader thread)
  /// give the same spec as a load on this one.
  @Test func concurrentLoadsAgree() {
    let text = Self.version(7)
    let expected = Preview.spec(text)
    let results = ResultsBox(count: 8)
    DispatchQueue.concurrentPerform(iterations: 8) { i in
      results.set(i, LayoutLoader.load(text: text, sourceName: "test.yaml"))
    }
    for result in results.all {
      guard case .success(let spec) = result else {
        Issue.record("a concurrent load failed: \(String(describing: result))")
        continue
      }
      #expect(spec == expected)
    }
  }
}

/// Results written by concurrent threads, one slot each, behind a lock.
private final class ResultsBox: @unchecked Sendable {
  private let lock = NSLock()
  private var slots: [Result<LayoutSpec, LayoutErrors>?]

  init(count: Int) { slots = Array(repeating: nil, count: count) }

  func set(_ i: Int, _ value: Result<LayoutSpec, LayoutErrors>) {
    lock.withLock { slots[i] = value }
  }

  var all: [Result<LayoutSpec, LayoutErrors>?] { lock.withLock { slots } }
}
