import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// write(2) by its module's name (the bare name is shadowed where it is called).
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
  #if canImport(Glibc)
    Glibc.write(fd, buffer, count)
  #else
    Darwin.write(fd, buffer, count)
  #endif
}

/// Saving a file the ways editors do, with plain POSIX calls (no Foundation buffering or atomic
/// writes in between): in place (`O_TRUNC` then `write`, same inode), a temp file renamed over
/// it (a new inode), appending the rest of a half-written file.
enum EditorSaves {
  /// Truncates the file (creating it if needed) and writes `text`, same inode.
  static func writeInPlace(_ path: String, _ text: String) throws {
    try write(path, text, flags: O_WRONLY | O_CREAT | O_TRUNC)
  }

  /// Truncates the file to nothing, same inode.
  static func truncate(_ path: String) throws { try writeInPlace(path, "") }

  /// Appends `text` (the end of a slow write).
  static func append(_ path: String, _ text: String) throws {
    try write(path, text, flags: O_WRONLY | O_APPEND)
  }

  /// Writes `text` to `path.tmp` and renames it over `path` (vim's `backupcopy=no`, most IDEs).
  static func renameOver(_ path: String, _ text: String) throws {
    let temp = path + ".tmp"
    try writeInPlace(temp, text)
    guard rename(temp, path) == 0 else { throw failure("rename \(temp)") }
  }

  /// Removes the file.
  static func delete(_ path: String) throws {
    guard unlink(path) == 0 else { throw failure("unlink \(path)") }
  }

  /// Sleeps `seconds` (at least; the machine may be busy).
  static func sleep(_ seconds: Double) {
    var left = timespec(
      tv_sec: Int(seconds), tv_nsec: Int((seconds - seconds.rounded(.down)) * 1e9))
    var rest = timespec()
    while nanosleep(&left, &rest) != 0 && errno == EINTR { left = rest }
  }

  private static func write(_ path: String, _ text: String, flags: Int32) throws {
    let fd = open(path, flags, 0o644)
    guard fd >= 0 else { throw failure("open \(path)") }
    defer { close(fd) }
    let bytes = Array(text.utf8)
    var written = 0
    while written < bytes.count {
      let n = bytes[written...].withUnsafeBytes { systemWrite(fd, $0.baseAddress, $0.count) }
      if n < 0 && errno == EINTR { continue }
      guard n > 0 else { throw failure("write \(path)") }
      written += n
    }
  }

  private static func failure(_ what: String) -> HarnessError {
    HarnessError(message: "\(what): \(String(cString: strerror(errno)))")
  }
}

/// A save every `interval` seconds for `duration` seconds on a background thread, alternating
/// between versions from `content(n)`; every `brokenEvery`th save is first written half (cut
/// inside its last `{…}`, so it does not parse), then completed by appending the rest
/// `brokenFor` seconds later.
final class SaveStorm: @unchecked Sendable {
  let path: String
  let duration: Double
  let interval: Double
  let brokenEvery: Int?
  let brokenFor: Double
  let content: @Sendable (Int) -> String
  private let lock = NSLock()
  private var finished = false
  private var savesDone = 0
  private var brokenDone = 0
  private var lastText = ""
  private var failure: String?

  init(
    path: String, duration: Double = 10, interval: Double = 0.01, brokenEvery: Int? = nil,
    brokenFor: Double = 0.02, content: @escaping @Sendable (Int) -> String
  ) {
    self.path = path
    self.duration = duration
    self.interval = interval
    self.brokenEvery = brokenEvery
    self.brokenFor = brokenFor
    self.content = content
  }

  /// Starts the saves on a new thread.
  func start() {
    let thread = Thread { [self] in run() }
    thread.start()
  }

  var isFinished: Bool { locked { finished } }
  /// Saves made, half-written saves among them, and the last text saved.
  var results: (saves: Int, broken: Int, last: String, error: String?) {
    locked { (savesDone, brokenDone, lastText, failure) }
  }

  private func run() {
    let start = Date()
    var n = 0
    while Date().timeIntervalSince(start) < duration {
      let text = content(n)
      do {
        if let every = brokenEvery, n % every == every - 1 {
          // Cut inside the last flow mapping (`{type: …`): an unterminated `{` never parses.
          let bytes = Array(text.utf8)
          let cut = min(bytes.count, (bytes.lastIndex(of: UInt8(ascii: "{")) ?? 0) + 6)
          try EditorSaves.writeInPlace(path, String(decoding: bytes[..<cut], as: UTF8.self))
          EditorSaves.sleep(brokenFor)
          try EditorSaves.append(path, String(decoding: bytes[cut...], as: UTF8.self))
          locked { brokenDone += 1 }
        } else {
          try EditorSaves.writeInPlace(path, text)
        }
      } catch {
        locked { failure = "\(error)" }
        break
      }
      locked {
        savesDone += 1
        lastText = text
      }
      n += 1
      EditorSaves.sleep(interval)
    }
    locked { finished = true }
  }

  private func locked<T>(_ body: () -> T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return body()
  }
}
