import BrickCore
import BrickFormat
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What identifies one version of a file on disk: its inode, size and modification time. A
/// change in any of them means the file may have changed (an editor that writes a temp file and
/// renames it over gives a new inode; one that truncates and rewrites changes size or time).
public struct FileStamp: Hashable, Sendable {
  public var inode: UInt64
  public var size: Int64
  /// Modification time in nanoseconds since the epoch.
  public var modified: Int64

  public init(inode: UInt64, size: Int64, modified: Int64) {
    self.inode = inode
    self.size = size
    self.modified = modified
  }
}

/// Where the previewer gets files from: the disk for real, a script in tests.
///
/// The previewer asks for a stamp on every poll (cheap) and reads the file only when the stamp
/// changed or the last read failed. What is read is opened the one way every command opens a
/// file (`LayoutFiles.open`, with the source's `read`): a `.swift` file is imported there.
public protocol LayoutSource: AnyObject, Sendable {
  /// The file's current stamp, or nil when it does not exist (or is not a regular file).
  func stamp(of path: String) -> FileStamp?
  /// The file's text as it is (`LayoutFiles.readText` on disk), or an error that names the
  /// file.
  func read(_ path: String) -> Result<String, LayoutErrors>
}

extension LayoutSource {
  /// Opens a layout file (`LayoutFiles.open`) with this source's text; errors name the file as
  /// `path`.
  public func open(_ path: String) -> Result<LoadedLayoutFile, LayoutErrors> {
    LayoutFiles.open(path: path, reading: read)
  }

  /// The stamp of `path` with those of the other files its last read read folded in (an
  /// imported `.swift` file changes when any file its import read does); nil when `path`
  /// has none.
  public func stamp(of path: String, with files: [String]) -> FileStamp? {
    guard var combined = stamp(of: path) else { return nil }
    // A missing file folds in as size -1, so deleting one changes the stamp too.
    let missing = FileStamp(inode: 0, size: -1, modified: -1)
    for file in files where file != path {
      let s = stamp(of: file) ?? missing
      let inode = Int64(truncatingIfNeeded: s.inode)
      combined.size &+= s.size
      combined.modified = combined.modified &* 31 &+ s.modified &+ inode
    }
    return combined
  }
}

/// Files on disk: `stat` for stamps, `LayoutFiles.readText` for text.
public final class DiskLayoutSource: LayoutSource {
  public init() {}

  public func stamp(of path: String) -> FileStamp? {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    #if canImport(Glibc) || canImport(Musl)
      let modified = info.st_mtim
    #else
      let modified = info.st_mtimespec  // Darwin's name for POSIX's st_mtim
    #endif
    let nanoseconds = Int64(modified.tv_sec) * 1_000_000_000 + Int64(modified.tv_nsec)
    return FileStamp(inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: nanoseconds)
  }

  public func read(_ path: String) -> Result<String, LayoutErrors> {
    LayoutFiles.readText(path: path)
  }
}

/// Watches one layout file by polling (docs/commands.md#the-previewer, hot reload): robust to
/// editors that write a temp file and rename it over, delete and recreate, or truncate and then
/// write.
///
/// `poll(now:source:)` is called about every `interval` seconds. When the stamp changed since
/// the last good load (or the last attempt failed) it reads the file again, and loads it when
/// its text differs from the last good text. A good load is reported at once; a failure
/// (missing, unreadable, bad YAML) is retried on every poll and reported only once the same
/// broken version (the same stamp) has lasted `errorDelay` seconds, so a half-written file that
/// becomes good within that time never shows an error, nor does a storm of saves that are each
/// briefly broken.
///
/// A stamp is only as fine as the file system's clock (a jiffy, 4 to 10 ms on Linux): a write
/// of the same size in the same tick as a read leaves the stamp unchanged. So after a read that
/// found a new stamp, the file is read once more at the next poll even if its stamp is the same
/// (by then the clock has moved on), and only then is the stamp trusted.
public struct FileWatch: Sendable {
  /// What a poll found.
  public enum Outcome: Sendable {
    /// A new, good version (its text differs from the last good one).
    case loaded(LoadedLayoutFile)
    /// The file has been failing for `errorDelay` (reported on every poll while it fails).
    case failed(LayoutErrors)
    /// After a reported failure, the file is back to the last good text.
    case recovered
  }

  public let path: String
  /// Seconds between polls (the previewer polls every `PreviewSettings.pollInterval`).
  public var interval: Double = 0.2
  /// How long a failure must last before it is reported.
  public var errorDelay: Double = 0.5
  /// The stamp of the last good load (or of the text identical to it).
  public private(set) var goodStamp: FileStamp?
  /// The text of the last good load.
  public private(set) var goodText: String?
  /// The other files the last read of the file read (an imported `.swift` file's app files):
  /// a change in any of them is a new version.
  public private(set) var files: [String]
  /// When the current run of failures started; nil when the last attempt was good.
  public private(set) var failingSince: Double?
  /// When the next poll is due.
  public private(set) var nextPoll: Double
  /// Whether a failure was reported since the last good load.
  public private(set) var reportedFailure = false
  /// The stamp of the broken version that has been failing since `failingSince`.
  public private(set) var failingStamp: FileStamp?
  /// Whether `goodStamp` has been seen again a poll after the read that set it (see above).
  public private(set) var stampConfirmed = false
  /// Whether `failingStamp` has been read twice (see above) since its failure was reported:
  /// from then on a broken file is not read again until its stamp changes, so a file that
  /// stays broken costs a `stat` a poll, not a parse.
  public private(set) var failingConfirmed = false
  /// The text of the broken version and its errors: the same text is not parsed again.
  private var failingText: String?
  private var failingErrors: LayoutErrors?
  /// How many times the file was parsed (tests pin that a broken file is not re-parsed).
  public private(set) var parses = 0

  /// A watch on a file already loaded at `stamp` with `text`, starting at `now`; `files` are
  /// the other files its read read (`ImportedSwift.files`).
  public init(
    path: String, stamp: FileStamp?, text: String?, files: [String] = [], now: Double
  ) {
    self.path = path
    goodStamp = stamp
    goodText = text
    self.files = files
    nextPoll = now + interval
  }

  /// Schedules the next poll an `interval` after `now` (after changing `interval`).
  public mutating func rescheduleNextPoll(now: Double) { nextPoll = now + interval }

  /// Makes the next poll due at `now`: the kernel said the file's folder changed
  /// (`FileChanges`).
  public mutating func pollNow(_ now: Double) { nextPoll = min(nextPoll, now) }

  /// A read the watch wants made: what a worker needs to read and load the file, off the
  /// main loop if need be (`Request.perform`), and what `complete` needs to judge the answer.
  public struct Request: Sendable {
    public let path: String
    /// The file's stamp when the read was decided on.
    public let stamp: FileStamp?
    /// The `r` key: a failure is reported at once.
    public let immediate: Bool
    let goodText: String?
    let failingText: String?
    let failingErrors: LayoutErrors?

    /// Reads the file and loads it when its text is new, the way every command opens a file
    /// (`LayoutFiles.open`: a `.swift` file imported, `fonts:` read): the same text as the last
    /// good load or the last failure is not parsed again (a big file, re-read to confirm its
    /// stamp, costs a read and a comparison).
    public func perform(source: LayoutSource) -> Response {
      switch LayoutFiles.readLayout(path: path, reading: source.read) {
      case .failure(let errors):
        return Response(result: .failure(errors), parsed: false)
      case .success(let layout):
        let files = layout.imported?.files
        if layout.text == goodText {
          return Response(result: .success(nil), parsed: false, files: files)
        }
        if layout.text == failingText, let failingErrors {
          return Response(result: .failure(failingErrors), parsed: false, files: files)
        }
        return Response(
          result: LayoutFiles.load(layout).map { Optional($0) }, parsed: true,
          failedText: layout.text,
          files: files)
      }
    }
  }

  /// What a read found: the new version (nil when its text is the last good one), or the
  /// errors.
  public struct Response: Sendable {
    let result: Result<LoadedLayoutFile?, LayoutErrors>
    /// Whether the text was parsed.
    let parsed: Bool
    /// The text that failed to load, when it was parsed.
    var failedText: String? = nil
    /// The other files the read read, when it got that far (`FileWatch.files`).
    var files: [String]? = nil
  }

  /// Checks the file if a poll is due; nil when there is nothing new to report.
  public mutating func poll(now: Double, source: LayoutSource) -> Outcome? {
    guard let request = pollRequest(now: now, source: source) else { return nil }
    return complete(request, request.perform(source: source), now: now)
  }

  /// Reads the file now (the `r` key): a failure is reported at once.
  public mutating func reload(now: Double, source: LayoutSource) -> Outcome? {
    let request = reloadRequest(now: now, source: source)
    return complete(request, request.perform(source: source), now: now)
  }

  /// When a poll is due, decides from the file's stamp whether it must be read again; nil
  /// when it need not be.
  public mutating func pollRequest(now: Double, source: LayoutSource) -> Request? {
    guard now >= nextPoll else { return nil }
    nextPoll = now + interval
    let stamp = source.stamp(of: path, with: files)
    if failingSince == nil, let stamp, stamp == goodStamp {
      if stampConfirmed { return nil }
      stampConfirmed = true  // read once more: a same-tick write keeps the stamp
    }
    // No stamp (the path vanished, or became a folder or a FIFO) is a version too: once its
    // error shows it is not read again on every poll, which kept the status line at
    // "loading…" for as long as the path stayed so.
    if failingSince != nil, reportedFailure, stamp == failingStamp {
      if failingConfirmed { return nil }  // still the same broken version: already shown
      failingConfirmed = true
    }
    return request(stamp: stamp, immediate: false)
  }

  /// The read for the `r` key (the file is read whatever its stamp).
  public mutating func reloadRequest(now: Double, source: LayoutSource) -> Request {
    nextPoll = now + interval
    return request(stamp: source.stamp(of: path, with: files), immediate: true)
  }

  private func request(stamp: FileStamp?, immediate: Bool) -> Request {
    Request(
      path: path, stamp: stamp, immediate: immediate, goodText: goodText,
      failingText: failingText, failingErrors: failingErrors)
  }

  /// Takes in what a read found: a good load is reported at once; a failure once it has
  /// lasted `errorDelay` (at once for `r`, and for every failure after one was reported).
  public mutating func complete(
    _ request: Request, _ response: Response, now: Double
  )
    -> Outcome?
  {
    let stamp = request.stamp
    if response.parsed { parses += 1 }
    if let files = response.files { self.files = files }
    switch response.result {
    case .success(let file):
      failingSince = nil
      failingStamp = nil
      failingConfirmed = false
      failingText = nil
      failingErrors = nil
      if stamp != goodStamp { stampConfirmed = false }
      goodStamp = stamp
      let recovered = reportedFailure
      reportedFailure = false
      guard let file else { return recovered ? .recovered : nil }
      goodText = file.text
      return .loaded(file)
    case .failure(let errors):
      if let text = response.failedText {
        failingText = text
        failingErrors = errors
      }
      // A different broken version (or the file gone) starts the delay again: only one that
      // lasts is shown. Once an error shows, a newer one replaces it at once.
      if failingSince == nil || stamp != failingStamp {
        failingSince = now
        failingStamp = stamp
        failingConfirmed = false
      }
      let since = failingSince ?? now
      guard request.immediate || reportedFailure || now - since >= errorDelay - 1e-9 else {
        return nil
      }
      reportedFailure = true
      return .failed(errors)
    }
  }
}
