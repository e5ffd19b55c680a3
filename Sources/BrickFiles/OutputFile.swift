#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A write that failed: where, and the system's reason.
public struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The path, or `standard output`.
  public var name: String
  /// What was being done and why it failed, such as `cannot write (No space left on device)`.
  public var reason: String

  public var description: String { "\(name): error: \(reason)" }
}

/// Where a command writes its output: standard output, or a path written through.
///
/// The one way the commands write (render, schema, diff, frames, import -o, record --out,
/// preview --record), so that every write is checked and no output replaces what its path
/// points at:
/// - A path is opened as the shell's `>` opens it: created if new, truncated if a regular
///   file, written through a symbolic link, written in place to a FIFO or a device. Nothing is
///   written beside it and renamed over it, so a link stays a link, a FIFO a FIFO and
///   `/dev/null` a device. A folder, a path through a file or a missing folder are errors.
/// - Every `write` is checked (a full disk, a closed standard output, a reader that went
///   away): the first failure is thrown, and `finish` reports a failure to flush or close. A
///   command that gets one exits with status 1 and the message; it never reports success.
///
/// Text is kept in a buffer of `bufferSize` bytes and written when that fills, so a large
/// output (frames of a million items, a long recording) streams instead of being held whole.
public final class OutputFile {
  /// The path, or `standard output`.
  public let name: String
  private var descriptor: Int32
  private let owned: Bool
  private var buffer: [UInt8] = []
  private var failed: OutputError?
  /// Bytes held before they are written.
  public static let bufferSize = 1 << 16

  private init(name: String, descriptor: Int32, owned: Bool) {
    self.name = name
    self.descriptor = descriptor
    self.owned = owned
    buffer.reserveCapacity(Self.bufferSize)
  }

  deinit {
    if owned && descriptor >= 0 { _ = close(descriptor) }
  }

  /// Standard output (file descriptor 1). Text printed with `print` before is flushed first,
  /// so the two never interleave out of order.
  public static func standardOutput() -> OutputFile {
    fflush(nil)
    return OutputFile(name: "standard output", descriptor: 1, owned: false)
  }

  /// Opens `path` for writing through it (see the type's notes); `-` is standard output.
  public static func open(path: String) throws(OutputError) -> OutputFile {
    if path == "-" { return standardOutput() }
    var descriptor: Int32 = -1
    repeat {
      descriptor = Self.openForWriting(path)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else {
      throw OutputError(name: path, reason: "cannot be written (\(Self.describe(errno)))")
    }
    return OutputFile(name: path, descriptor: descriptor, owned: true)
  }

  private static func openForWriting(_ path: String) -> Int32 {
    systemOpen(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
  }

  /// Adds `text`; writes the buffer when it is full. Throws the first failure (and again on
  /// every later call).
  public func write(_ text: String) throws(OutputError) {
    if let failed { throw failed }
    var text = text
    text.withUTF8 { buffer.append(contentsOf: $0) }
    if buffer.count >= Self.bufferSize { try flush() }
  }

  /// Writes what the buffer holds.
  public func flush() throws(OutputError) {
    if let failed { throw failed }
    var offset = 0
    let count = buffer.count
    let error: Int32? = buffer.withUnsafeBytes { bytes -> Int32? in
      guard let base = bytes.baseAddress else { return nil }
      while offset < count {
        let n = systemWrite(descriptor, base + offset, count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return errno
        }
        if n == 0 { return EIO }
        offset += n
      }
      return nil
    }
    buffer.removeAll(keepingCapacity: true)
    if let error {
      let failure = OutputError(name: name, reason: "cannot write (\(Self.describe(error)))")
      failed = failure
      throw failure
    }
  }

  /// Writes the rest and closes the file (standard output stays open); throws what failed.
  public func finish() throws(OutputError) {
    try flush()
    guard owned, descriptor >= 0 else { return }
    let result = close(descriptor)
    descriptor = -1
    if result != 0 && errno != EINTR {
      throw OutputError(name: name, reason: "cannot write (\(Self.describe(errno)))")
    }
  }

  /// Writes `text` to `path` (or standard output when nil) through an `OutputFile`.
  public static func write(_ text: String, to path: String?) throws(OutputError) {
    let file = try path.map { (p) throws(OutputError) in try open(path: p) } ?? standardOutput()
    try file.write(text)
    try file.finish()
  }

  /// Checks what `print` wrote to standard output: flushes it and reports a failure (a full
  /// disk, a closed descriptor) as an error naming standard output. (Every stream is flushed:
  /// Swift 6 does not let a program name C's `stdout`.)
  public static func checkPrinted() throws(OutputError) {
    guard fflush(nil) != 0 else { return }
    throw OutputError(name: "standard output", reason: "cannot write (\(describe(errno)))")
  }

  /// The system's text for an `errno` value, such as `No space left on device`.
  static func describe(_ code: Int32) -> String {
    guard let text = strerror(code) else { return "error \(code)" }
    return String(cString: text)
  }
}

/// `open(2)` and `write(2)` under names that do not clash with the type's own methods.
private func systemOpen(_ path: String, _ flags: Int32, _ mode: mode_t) -> Int32 {
  open(path, flags, mode)
}

private func systemWrite(_ fd: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, bytes, count)
}
