import BrickCore
import BrickPreviewTestSupport
import BrickTerminal
import Foundation
import Testing

@testable import BrickPreview

/// Hot reload in a frame (issue 36): the kernel's word that the file's folder changed
/// (`FileChanges`: inotify, kqueue) makes the watch look at once, with no poll every 25 ms in
/// between; and a read running off the loop is collected a check after the last tick (it used
/// to wait for the next poll: the check was always due a little after `now`).
@Suite struct FileChangesTests {
  static let a = FileWatchTests.a
  static let b = FileWatchTests.b

  /// A scratch folder holding `layout.yaml` (`a`), removed by `cleanUp()`.
  struct Scratch {
    let directory: URL
    var path: String { directory.appendingPathComponent("layout.yaml").path }
    init() throws {
      directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("brickyard-changes-\(getpid())-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try FileChangesTests.a.write(toFile: path, atomically: false, encoding: .utf8)
    }
    /// Saves as editors do: a temporary file renamed over.
    func save(_ text: String) throws {
      try text.write(toFile: path, atomically: true, encoding: .utf8)
    }
    func cleanUp() { try? FileManager.default.removeItem(at: directory) }
  }

  @Test func aSaveInTheFolderIsReported() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    let changes = try #require(FileChanges(path: scratch.path))
    #expect(!changes.hasChanges)
    #expect(!changes.drain())
    try scratch.save(Self.b)
    #expect(changes.hasChanges)
    #expect(changes.drain())
    #expect(!changes.hasChanges)
  }

  @Test func noFolderNoWatch() {
    #expect(FileChanges(path: "/no/such/folder/layout.yaml") == nil)
  }

  /// The model asks for a tick at once when the folder changed, and that tick reads the new
  /// version, long before the backing-up poll is due.
  @Test func aSaveIsReadAtTheNextTick() throws {
    let scratch = try Scratch()
    defer { scratch.cleanUp() }
    let source = DiskLayoutSource()
    var settings = PreviewSettings()
    settings.pollInterval = 0.025
    settings.watchesFiles = true
    var m = PreviewModel(
      path: scratch.path, spec: Preview.spec(Self.a), text: Self.a, settings: settings, now: 0,
      source: source)
    m.resize(TerminalSize(cols: 80, rows: 16), now: 0)
    // Nothing changed: nothing due before the backing-up poll (no wake every 25 ms).
    #expect(m.document.changes != nil)
    #expect((m.nextTick(now: 0.01) ?? .infinity) >= FileChanges.fallbackInterval - 1e-9)
    try scratch.save(Self.b)
    #expect(m.nextTick(now: 0.02) == 0.02)
    let read = m.tick(now: 0.02, source: source)
    #expect(read)
    #expect(Preview.screen(m).contains { $0.contains("BBBB") })
    #expect((m.nextTick(now: 0.03) ?? .infinity) > 0.03)
  }

  /// A read held off the loop: the check for its answer comes due a `checkInterval` after the
  /// last tick, however often the loop asks (it asks after every wait).
  @Test func theCheckForARunningReadComesDue() throws {
    let held = HeldWork()
    let source = ScriptedSource(["t.yaml": Self.a])
    var m = PreviewModel(
      path: "t.yaml", spec: Preview.spec(Self.a), text: Self.a, now: 0, source: source,
      worker: held.worker)
    m.resize(TerminalSize(cols: 80, rows: 16), now: 0)
    source.set("t.yaml", Self.b)
    let started = m.tick(now: 0.2, source: source)  // the poll starts the read
    #expect(started)
    #expect(m.isWaiting)
    held.run(0)
    // The loop waited 6 ms and asks again: the check is due by now.
    let due = try #require(m.nextTick(now: 0.206))
    #expect(due <= 0.206)
    let collected = m.tick(now: 0.206, source: source)
    #expect(collected)
    #expect(!m.isWaiting)
    #expect(Preview.screen(m).contains { $0.contains("BBBB") })
  }
}
