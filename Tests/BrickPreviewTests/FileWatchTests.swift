import BrickCore
import BrickFormat
import BrickPreviewTestSupport
import Foundation
import Testing

@testable import BrickPreview

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `FileWatch` on `DiskLayoutSource` in a real temp directory, with virtual poll times: the
/// ways editors save (in place, temp file renamed over, delete and recreate, truncate then
/// write), a storm of saves some of them half written, and the same-stamp race (a write of the
/// same size within the file system's timestamp tick).
@Suite struct FileWatchTests {
  /// Two valid versions of the same size (a same-size rewrite can keep the stamp), and a half
  /// written one that does not parse.
  static let a =
    "title: Watch\nroot:\n  bricks:\n    - {type: label, id: x, height: 50, text: AAAA}\n"
  static let b = a.replacing("AAAA", with: "BBBB")
  static let half = String(a.prefix(52))

  /// A watch on a temp file holding `a`, and the file's path; the directory is removed after.
  final class Fixture {
    let directory: URL
    let path: String
    let source = DiskLayoutSource()
    var watch: FileWatch
    var now = 0.0

    init(_ name: String) throws {
      directory = FileManager.default.temporaryDirectory
        .appendingPathComponent("brickyard-watch-\(name)-\(getpid())-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      path = directory.appendingPathComponent("layout.yaml").path
      try FileWatchTests.a.write(toFile: path, atomically: false, encoding: .utf8)
      watch = FileWatch(path: path, stamp: source.stamp(of: path), text: FileWatchTests.a, now: 0)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    /// Polls at the next due time and returns what it found.
    func poll() -> FileWatch.Outcome? {
      now = watch.nextPoll
      return watch.poll(now: now, source: source)
    }

    /// Polls until nothing new comes (at most `limit` polls); returns the texts loaded and the
    /// number of failures reported.
    func settle(limit: Int = 10) -> (loaded: [String], failures: Int) {
      var loaded: [String] = []
      var failures = 0
      for _ in 0..<limit {
        switch poll() {
        case .loaded(let file): loaded.append(file.text)
        case .failed: failures += 1
        case .recovered, nil: break
        }
      }
      return (loaded, failures)
    }

    /// Writes in place: truncates (`O_TRUNC`) and writes, same inode.
    func writeInPlace(_ text: String) throws {
      try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// Writes a temp file next to it and renames it over (a new inode).
    func renameOver(_ text: String) throws {
      let temp = path + ".tmp"
      try text.write(toFile: temp, atomically: false, encoding: .utf8)
      guard rename(temp, path) == 0 else { throw POSIXError(.EIO) }
    }

    /// Appends to the file in place (the second half of a slow write).
    func append(_ text: String) throws {
      let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
      defer { try? handle.close() }
      try handle.seekToEnd()
      try handle.write(contentsOf: Data(text.utf8))
    }
  }

  @Test func aWriteInPlaceLoads() throws {
    let f = try Fixture("in-place")
    try f.writeInPlace(Self.b)
    let (loaded, failures) = f.settle()
    #expect(loaded == [Self.b])
    #expect(failures == 0)
  }

  @Test func aTempFileRenamedOverLoads() throws {
    let f = try Fixture("rename")
    try f.renameOver(Self.b)
    let (loaded, failures) = f.settle()
    #expect(loaded == [Self.b])
    #expect(failures == 0)
  }

  /// Deleted for a poll (100 ms to 200 ms in real life), then recreated: no error.
  /// A path that stops being a readable file shows its error (a real one, naming what the
  /// path is now), then is not read again on every poll: the status line stops saying
  /// "loading…". A file put back is loaded.
  @Test(arguments: ["folder", "fifo", "vanished"])
  func aPathThatStopsBeingAFileShowsItsErrorAndSettles(change: String) throws {
    let f = try Fixture("gone-\(change)")
    try FileManager.default.removeItem(atPath: f.path)
    switch change {
    case "folder":
      try FileManager.default.createDirectory(atPath: f.path, withIntermediateDirectories: false)
    case "fifo": #expect(mkfifo(f.path, 0o644) == 0)
    default: break
    }
    var messages: [String] = []
    for _ in 0..<10 {
      if case .failed(let errors) = f.poll() { messages.append(errors.first?.message ?? "") }
    }
    let expected =
      [
        "folder": "is a folder", "fifo": "is not a regular file (a FIFO)",
        "vanished": "no such file",
      ][change] ?? ""
    #expect(messages.first?.hasPrefix(expected) == true, "\(messages)")
    // Settled: the next polls read nothing.
    for _ in 0..<3 {
      f.now = f.watch.nextPoll
      #expect(f.watch.pollRequest(now: f.now, source: f.source) == nil)
    }
    try? FileManager.default.removeItem(atPath: f.path)
    try f.writeInPlace(FileWatchTests.b)
    let (loaded, _) = f.settle()
    #expect(loaded == [FileWatchTests.b])
  }

  @Test func deleteThenRecreateShowsNoError() throws {
    let f = try Fixture("delete")
    try FileManager.default.removeItem(atPath: f.path)
    #expect(f.poll() == nil)
    try f.writeInPlace(Self.b)
    let (loaded, failures) = f.settle()
    #expect(loaded == [Self.b])
    #expect(failures == 0)
  }

  /// Truncated (empty) for a poll, then written: no error.
  @Test func truncateThenWriteShowsNoError() throws {
    let f = try Fixture("truncate")
    try f.writeInPlace("")
    #expect(f.poll() == nil)
    try f.writeInPlace(Self.b)
    let (loaded, failures) = f.settle()
    #expect(loaded == [Self.b])
    #expect(failures == 0)
  }

  /// Half written for two polls then completed by appending: no error.
  @Test func aHalfWrittenFileCompletedLaterShowsNoError() throws {
    let f = try Fixture("half")
    try f.writeInPlace(String(Self.b.prefix(52)))
    #expect(f.poll() == nil)
    #expect(f.poll() == nil)
    try f.append(String(Self.b.dropFirst(52)))
    let (loaded, failures) = f.settle()
    #expect(loaded == [Self.b])
    #expect(failures == 0)
  }

  /// A broken file that stays broken is reported after `errorDelay`, and recovers.
  @Test func aBrokenFileThatStaysIsReported() throws {
    let f = try Fixture("broken")
    try f.writeInPlace(Self.half)
    var outcomes: [(Double, FileWatch.Outcome?)] = []
    for _ in 0..<4 {
      let outcome = f.poll()
      outcomes.append((f.now, outcome))
    }
    let firstFailure = outcomes.first { if case .failed = $0.1 { true } else { false } }
    #expect(abs((firstFailure?.0 ?? 0) - 0.8) < 1e-9)  // failing since the poll at 0.2
    try f.writeInPlace(Self.a)
    guard case .recovered = f.poll() else {
      Issue.record("expected .recovered")
      return
    }
  }

  /// 240 saves, every write style in turn, some of them half written, with a poll every 20
  /// saves: never an error, and the last save is what the watch ends on.
  @Test func aStormOfSavesEndsOnTheLastOne() throws {
    let f = try Fixture("storm")
    var failures = 0
    var last = Self.a
    for save in 0..<240 {
      last = save % 2 == 0 ? Self.b : Self.a
      switch save % 4 {
      case 0: try f.writeInPlace(last)
      case 1: try f.renameOver(last)
      case 2:
        try f.writeInPlace(String(last.prefix(52)))
        if save % 20 == 2, case .failed = f.poll() { failures += 1 }  // caught half written
        try f.append(String(last.dropFirst(52)))
      default:
        try FileManager.default.removeItem(atPath: f.path)
        if save % 20 == 3, case .failed = f.poll() { failures += 1 }  // caught missing
        try f.writeInPlace(last)
      }
      if save % 20 == 19, case .failed = f.poll() { failures += 1 }
    }
    var shown = Self.a
    let settled = f.settle()
    shown = settled.loaded.last ?? f.watch.goodText ?? shown
    #expect(failures + settled.failures == 0)
    #expect(shown == last)
    #expect(f.watch.goodText == last)
  }
}

/// The same-stamp race, made deterministic with a scripted file.
@Suite struct FileWatchStampTests {
  @Test func aSameTickRewriteIsStillSeen() {
    let path = "race.yaml"
    let source = ScriptedSource([path: FileWatchTests.a])
    var watch = FileWatch(path: path, stamp: source.stamp(of: path), text: FileWatchTests.a, now: 0)
    source.set(path, FileWatchTests.b)
    guard case .loaded = watch.poll(now: 0.2, source: source) else {
      Issue.record("the save was not loaded")
      return
    }
    // Saved again right after that read, within the same tick: the same stamp.
    source.overwriteKeepingStamp(path, FileWatchTests.a)
    guard case .loaded(let file) = watch.poll(now: 0.4, source: source) else {
      Issue.record("a rewrite within the stamp's tick was missed")
      return
    }
    #expect(file.text == FileWatchTests.a)
    let reads = source.reads
    for t in 3...10 { #expect(watch.poll(now: Double(t) * 0.2, source: source) == nil) }
    #expect(source.reads == reads)  // then the stamp is trusted
  }

  /// A different broken version at every poll is a file being saved, not a broken file.
  @Test func brokenVersionsThatKeepChangingAreNotReported() {
    let path = "storm.yaml"
    let source = ScriptedSource([path: FileWatchTests.a])
    var watch = FileWatch(path: path, stamp: source.stamp(of: path), text: FileWatchTests.a, now: 0)
    for poll in 1...20 {
      source.set(path, String(FileWatchTests.a.prefix(40 + poll % 3)))
      if case .failed = watch.poll(now: Double(poll) * 0.2, source: source) {
        Issue.record("reported at poll \(poll)")
      }
    }
    source.set(path, FileWatchTests.b)
    guard case .loaded(let file) = watch.poll(now: 4.2, source: source) else {
      Issue.record("the good save was not loaded")
      return
    }
    #expect(file.text == FileWatchTests.b)
  }
}

/// A file that stays broken is parsed once per version, not once per poll (issue 16: a broken
/// 0.4–5 MB file kept a core busy and keys lagged), and its error stays reported until the
/// file changes.
@Test func aFileThatStaysBrokenIsNotParsedAgain() {
  let source = ScriptedSource(["f.yaml": "root: {}\n"])
  var watch = FileWatch(
    path: "f.yaml", stamp: source.stamp(of: "f.yaml"), text: "root: {}\n", now: 0)
  source.set("f.yaml", "root: [\n")
  var now = 0.0
  var failures = 0
  for _ in 0..<100 {  // 20 seconds of polls
    now += watch.interval
    if case .failed = watch.poll(now: now, source: source) { failures += 1 }
  }
  #expect(failures >= 1)
  #expect(watch.parses == 1)
  #expect(source.reads <= 5)
  // A new broken version is parsed (once) and shown; fixing it loads.
  source.set("f.yaml", "root: {bricks: [\n")
  var newFailure = false
  for _ in 0..<20 {
    now += watch.interval
    if case .failed = watch.poll(now: now, source: source) { newFailure = true }
  }
  #expect(newFailure)
  #expect(watch.parses == 2)
  source.set("f.yaml", "root: {bricks: []}\n")
  now += watch.interval
  guard case .loaded = watch.poll(now: now, source: source) else {
    Issue.record("the fixed file did not load")
    return
  }
  #expect(watch.parses == 3)
}
