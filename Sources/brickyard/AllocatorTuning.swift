#if os(Linux) && canImport(Glibc)
  import Glibc
#endif

/// The one place the allocator is tuned: glibc's malloc, for the commands that load big files
/// (applied by `ProcessSetup`, with the process's other settings).
///
/// What it does, on Linux with glibc only (on Darwin and elsewhere nothing):
/// - glibc gives every new thread an arena of its own, which grows by one `mprotect` call
///   per page it needs. Deep files are loaded on a thread of their own (`LayoutLoader`), and
///   the previewer loads on a background thread: 100k bricks of JSON loaded on a thread cost
///   9,155 such calls. One shared arena grows by `sbrk`, 16 MB at a time, instead (32 calls).
/// - A large layout touches tens of megabytes of fresh heap, one 4 KB page fault at a time
///   (21,278 for that file, and as many TLB misses in its tables of ids and frames). The
///   heap's first 96 MB are therefore reserved at start and marked for 2 MB pages
///   (`MADV_HUGEPAGE`; the system's THP setting is usually `madvise`): 1,292 faults. Only
///   pages touched count as memory, and the reservation stays with the heap (nothing is
///   given back to the system until 128 MB at its top are free).
///
/// When it does nothing at all (issue 22: a fixed reservation aborted under `ulimit -d`, and
/// took `--version` down with the user's own `MALLOC_TOP_PAD_`):
/// - for any command but `check`, `frames`, `render` and `bench` (the ones that load big files),
///   and for `--help`, `-h` and `--version` anywhere on the command line;
/// - when the environment sets any `MALLOC_*` variable or `GLIBC_TUNABLES` (the user tunes
///   malloc; theirs wins);
/// - when the data or address-space limit (`ulimit -d`, `ulimit -v`) is below
///   `minimumLimit`, which the reservation, the loader's 64 MB stack and a large file need.
/// A reservation that fails is given up silently; nothing here ever aborts.
enum AllocatorTuning {
  /// The commands that load big files.
  static let commands: Set<String> = ["check", "frames", "render", "bench"]
  /// The smallest data and address-space limits under which the heap is tuned.
  static let minimumLimit: UInt64 = 4 << 30
  /// The heap reserved at start and advised for huge pages.
  static let reservedBytes = 96 << 20

  /// Whether a command line (without the program name) in an environment gets the tuning.
  static func applies(arguments: [String], environment: [String]) -> Bool {
    guard let command = arguments.first, commands.contains(command) else { return false }
    if arguments.contains(where: { ["--help", "-h", "--version"].contains($0) }) { return false }
    if environment.contains(where: { $0.hasPrefix("MALLOC_") || $0.hasPrefix("GLIBC_TUNABLES=") }) {
      return false
    }
    return true
  }

  /// Tunes the allocator when `applies` says so and the limits leave room.
  static func apply(arguments: [String]) {
    #if os(Linux) && canImport(Glibc)
      let environment = environmentNames()
      guard applies(arguments: arguments, environment: environment) else { return }
      guard limitAllows(RLIMIT_DATA) && limitAllows(RLIMIT_AS) else { return }
      tuneGlibc()
    #endif
  }

  #if os(Linux) && canImport(Glibc)
    /// The environment's `NAME=value` entries (only the names are looked at).
    private static func environmentNames() -> [String] {
      var names: [String] = []
      var entry = environ
      while let pointer = entry.pointee {
        names.append(String(cString: pointer))
        entry += 1
      }
      return names
    }

    /// True when the soft limit is unlimited or at least `minimumLimit`.
    private static func limitAllows(_ resource: __rlimit_resource) -> Bool {
      var limit = rlimit()
      guard getrlimit(Int32(resource.rawValue), &limit) == 0 else { return false }
      // RLIM_INFINITY is all ones (the Glibc module cannot import its macro).
      return limit.rlim_cur == rlim_t.max || UInt64(limit.rlim_cur) >= minimumLimit
    }

    private static func tuneGlibc() {
      // `mallopt` is in <malloc.h>, which Swift's Glibc module leaves out.
      typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
      // <malloc.h>'s M_TRIM_THRESHOLD, M_TOP_PAD, M_MMAP_MAX and M_ARENA_MAX.
      let trimThreshold: Int32 = -1
      let topPad: Int32 = -2
      let mmapMax: Int32 = -4
      let arenaMax: Int32 = -8
      _ = mallopt(arenaMax, 1)
      _ = mallopt(topPad, 16 << 20)
      _ = mallopt(trimThreshold, 128 << 20)
      // One block from the heap (not a mapping of its own), advised, then handed back: it
      // stays as the heap's free top, where the next allocations are carved from. When the
      // heap cannot grow that far, malloc returns nil and nothing is reserved.
      let hugePage = 2 << 20
      _ = mallopt(mmapMax, 0)
      if let block = malloc(reservedBytes) {
        let start = (Int(bitPattern: block) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: block) + reservedBytes) & ~(hugePage - 1)
        if end > start, let base = UnsafeMutableRawPointer(bitPattern: start) {
          _ = madvise(base, end - start, MADV_HUGEPAGE)
        }
        free(block)
      }
      _ = mallopt(mmapMax, 65_536)  // glibc's default
    }
  #endif
}
