#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What is at a path, as `stat(2)` and `lstat(2)` tell it: links are followed to what they
/// name, and every way a path can fail to be a regular file is named.
enum FileKind: Equatable {
  case regular(size: Int)
  case folder
  /// A FIFO, device or socket, in words; `viaLink` when a symbolic link led there.
  case special(String, viaLink: Bool)
  case missing
  /// A symbolic link whose target does not exist.
  case brokenLink(target: String)
  /// Symbolic links that point at each other (ELOOP).
  case linkLoop
  /// A part of the path is a file (ENOTDIR).
  case notAFolderOnTheWay
  case denied
  case other(String)

  /// For a link that reaches no file: what is wrong, and what would do instead, naming what
  /// it should reach (`a layout file`). A `brokenLink` names its target; any other kind is
  /// taken for a `linkLoop`.
  func linkProblem(reaching what: String) -> (message: String, expected: String) {
    if case .brokenLink(let target) = self {
      return (
        "is a broken symbolic link (to '\(target)', which does not exist)",
        "a link to \(what), or the file itself"
      )
    }
    return (
      "is a symbolic link loop (the links point at each other)", "a link that ends at \(what)"
    )
  }

  static func of(_ path: String) -> FileKind {
    var info = stat()
    if stat(path, &info) != 0 {
      let code = errno
      switch code {
      case ENOENT:
        var linkInfo = stat()
        if lstat(path, &linkInfo) == 0, linkInfo.st_mode & S_IFMT == S_IFLNK {
          return .brokenLink(target: linkTarget(path) ?? "?")
        }
        return .missing
      case ELOOP: return .linkLoop
      case ENOTDIR: return .notAFolderOnTheWay
      case EACCES: return .denied
      default: return .other(ReadFailure(code: code).message)
      }
    }
    var linkInfo = stat()
    let viaLink = lstat(path, &linkInfo) == 0 && linkInfo.st_mode & S_IFMT == S_IFLNK
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .regular(size: Int(info.st_size))
    case S_IFDIR: return .folder
    case S_IFIFO: return .special("a FIFO", viaLink: viaLink)
    case S_IFCHR: return .special("a character device", viaLink: viaLink)
    case S_IFBLK: return .special("a block device", viaLink: viaLink)
    case S_IFSOCK: return .special("a socket", viaLink: viaLink)
    default: return .special("a special file", viaLink: viaLink)
    }
  }

  /// Where the symbolic link at `path` points, as written in the link.
  static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4096)
    let n = readlink(path, &buffer, buffer.count - 1)
    guard n >= 0 else { return nil }
    return String(decoding: buffer[..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// Why reading failed, from `errno`.
struct ReadFailure: Error {
  let code: Int32
  var isDenied: Bool { code == EACCES || code == EPERM }
  /// The system's words for the error, such as "Input/output error".
  var message: String { String(cString: strerror(code)) }
}

/// Reads at most `limit + 1` bytes of the file at `path` (one more than allowed, so a file that
/// grew can be told apart), retrying interrupted reads.
func readBytes(_ path: String, limit: Int) -> Result<[UInt8], ReadFailure> {
  let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
  guard fd >= 0 else { return .failure(ReadFailure(code: errno)) }
  defer { close(fd) }
  var bytes: [UInt8] = []
  // Room for the whole file at once when its size is known (no regrowing a 9 MB array).
  var info = stat()
  if fstat(fd, &info) == 0, info.st_size > 0, Int(info.st_size) <= limit {
    bytes.reserveCapacity(Int(info.st_size) + 1)
  }
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while bytes.count <= limit {
    let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    if n < 0 {
      if errno == EINTR { continue }
      return .failure(ReadFailure(code: errno))
    }
    if n == 0 { break }
    bytes.append(contentsOf: chunk[..<n])
  }
  return .success(bytes)
}

/// The device and inode of what `path` names (links followed): two paths with the same identity
/// are one file or folder, which is how a folder walk knows a link led back to where it was.
struct FileIdentity: Hashable {
  let device: UInt64
  let inode: UInt64

  init?(_ path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(truncatingIfNeeded: info.st_dev)
    inode = UInt64(truncatingIfNeeded: info.st_ino)
  }
}
