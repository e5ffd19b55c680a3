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

/// Where the previewer gets layout files from: the disk for real, a script in tests.
///
/// The previewer asks for a stamp on every poll (cheap) and reads the file only when the stamp
/// changed or the last read failed.
public protocol LayoutSource: AnyObject {
  /// The file's current stamp, or nil when it does not exist (or is not a regular file).
  func stamp(of path: String) -> FileStamp?
  /// The file's text, or an error that names the file (`LayoutFiles.read` on disk).
  func read(_ path: String) -> Result<String, LayoutErrors>
}

extension LayoutSource {
  /// Reads and loads a layout file; errors name the file as `path`.
  public func load(_ path: String) -> Result<LayoutSpec, LayoutErrors> {
    read(path).flatMap { LayoutLoader.load(text: $0, sourceName: path) }
  }
}

/// Layout files on disk: `stat` for stamps, `LayoutFiles.read` for text.
public final class DiskLayoutSource: LayoutSource {
  public init() {}

  public func stamp(of path: String) -> FileStamp? {
    var info = stat()
    guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    let nanoseconds = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
    return FileStamp(inode: UInt64(info.st_ino), size: Int64(info.st_size), modified: nanoseconds)
  }

  public func read(_ path: String) -> Result<String, LayoutErrors> { LayoutFiles.read(path: path) }
}

/// Watches one layout file by polling (FORMAT.md §2, live reload): robust to editors that write
/// a temp file and rename it over, delete and recreate, or truncate and then write.
///
/// `poll(now:source:)` is called about every `interval` seconds. When the stamp changed since
/// the last good load (or the last attempt failed) it reads and loads the file again. A good
/// load is reported at once; a failure (missing, unreadable, bad YAML) is retried on every poll
/// and reported only once it has lasted `errorDelay` seconds, so a half-written file that
/// becomes good within that time never shows an error.
public struct FileWatch: Sendable {
  /// What a poll found.
  public enum Outcome: Sendable {
    /// A new, good version (its text differs from the last good one).
    case loaded(LayoutSpec, text: String)
    /// The file has been failing for `errorDelay` (reported on every poll while it fails).
    case failed(LayoutErrors)
    /// After a reported failure, the file is back to the last good text.
    case recovered
  }

  public let path: String
  /// Seconds between polls.
  public var interval: Double = 0.2
  /// How long a failure must last before it is reported.
  public var errorDelay: Double = 0.5
  /// The stamp of the last good load (or of the text identical to it).
  public private(set) var goodStamp: FileStamp?
  /// The text of the last good load.
  public private(set) var goodText: String?
  /// When the current run of failures started; nil when the last attempt was good.
  public private(set) var failingSince: Double?
  /// When the next poll is due.
  public private(set) var nextPoll: Double
  /// Whether a failure was reported since the last good load.
  public private(set) var reportedFailure = false

  /// A watch on a file already loaded at `stamp` with `text`, starting at `now`.
  public init(path: String, stamp: FileStamp?, text: String?, now: Double) {
    self.path = path
    goodStamp = stamp
    goodText = text
    nextPoll = now + interval
  }

  /// Checks the file if a poll is due; nil when there is nothing new to report.
  public mutating func poll(now: Double, source: LayoutSource) -> Outcome? {
    guard now >= nextPoll else { return nil }
    nextPoll = now + interval
    let stamp = source.stamp(of: path)
    if failingSince == nil, let stamp, stamp == goodStamp { return nil }
    return attempt(now: now, stamp: stamp, source: source, immediate: false)
  }

  /// Reads the file now (the `r` key): a failure is reported at once.
  public mutating func reload(now: Double, source: LayoutSource) -> Outcome? {
    nextPoll = now + interval
    return attempt(now: now, stamp: source.stamp(of: path), source: source, immediate: true)
  }

  private mutating func attempt(
    now: Double, stamp: FileStamp?, source: LayoutSource, immediate: Bool
  ) -> Outcome? {
    let result = source.read(path).flatMap { text in
      LayoutLoader.load(text: text, sourceName: path).map { ($0, text) }
    }
    switch result {
    case .success(let (spec, text)):
      failingSince = nil
      goodStamp = stamp
      let recovered = reportedFailure
      reportedFailure = false
      if text == goodText { return recovered ? .recovered : nil }
      goodText = text
      return .loaded(spec, text: text)
    case .failure(let errors):
      let since = failingSince ?? now
      failingSince = since
      guard immediate || now - since >= errorDelay - 1e-9 else { return nil }
      reportedFailure = true
      return .failed(errors)
    }
  }
}
