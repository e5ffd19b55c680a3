#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Word from the kernel that something changed in the folder of a watched file: inotify on
/// Linux, kqueue on Darwin. It is a file descriptor that becomes readable on a change, so the
/// run loop can sleep on it with the terminal (`TerminalApp.wakeDescriptor`) and a save reaches
/// the screen within a frame, without waking while nothing changes.
///
/// The folder is watched, not the file: editors that write a temporary file and rename it over
/// replace the file's inode. Any change in the folder only makes the file watch look now
/// (`FileWatch.pollNow`): a `stat` decides whether the file itself changed. Where the folder
/// cannot be watched (`init` returns nil), the file watch polls as before.
public final class FileChanges: @unchecked Sendable {
  /// Seconds between the polls that back the kernel's word up (a change it missed, on a
  /// network file system, say, or in another file an imported `.swift` file read).
  public static let fallbackInterval = 0.5

  /// Readable when a change arrived (drained by `drain()`).
  public let descriptor: Int32
  #if canImport(Darwin)
    /// The folder's descriptor that the kqueue watches.
    private let folder: Int32
  #endif

  /// Watches the folder that holds `path`; nil when it cannot (no such folder, no more
  /// watches).
  public init?(path: String) {
    let slash = path.lastIndex(of: "/")
    let folderPath = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    #if os(Linux)
      let fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard fd >= 0 else { return nil }
      let mask =
        UInt32(IN_MODIFY) | UInt32(IN_ATTRIB) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_TO)
        | UInt32(IN_MOVED_FROM) | UInt32(IN_CREATE) | UInt32(IN_DELETE)
      guard inotify_add_watch(fd, folderPath, mask) >= 0 else {
        close(fd)
        return nil
      }
      descriptor = fd
    #elseif canImport(Darwin)
      let queue = kqueue()
      guard queue >= 0 else { return nil }
      let dir = open(folderPath, O_EVTONLY)
      guard dir >= 0 else {
        close(queue)
        return nil
      }
      var change = kevent(
        ident: UInt(dir), filter: Int16(EVFILT_VNODE), flags: UInt16(EV_ADD | EV_CLEAR),
        fflags: UInt32(NOTE_WRITE | NOTE_EXTEND | NOTE_ATTRIB | NOTE_RENAME | NOTE_DELETE),
        data: 0, udata: nil)
      guard kevent(queue, &change, 1, nil, 0, nil) == 0 else {
        close(dir)
        close(queue)
        return nil
      }
      descriptor = queue
      folder = dir
    #else
      return nil
    #endif
  }

  deinit {
    close(descriptor)
    #if canImport(Darwin)
      close(folder)
    #endif
  }

  /// Whether a change is waiting (the descriptor is readable), without taking it.
  public var hasChanges: Bool {
    var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return poll(&entry, 1, 0) > 0 && entry.revents & Int16(POLLIN) != 0
  }

  /// Takes every change that arrived; returns true when there was any.
  @discardableResult
  public func drain() -> Bool {
    var any = false
    #if os(Linux)
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let n = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if n <= 0 { break }
        any = true
      }
    #elseif canImport(Darwin)
      var event = kevent()
      var zero = timespec(tv_sec: 0, tv_nsec: 0)
      while kevent(descriptor, nil, 0, &event, 1, &zero) > 0 { any = true }
    #endif
    return any
  }
}
