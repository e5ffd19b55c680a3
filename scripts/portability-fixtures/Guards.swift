import Glibc  // expect: Glibc

// A fixture for scripts/portability.sh --self-test (not compiled): the lines marked at their
// end with the symbol they use must be flagged, every other line must pass. A mention of /proc
// in a comment is not a use.
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

func stamp(_ info: stat) -> Int {
  #if canImport(Glibc) || canImport(Musl)
    return Int(info.st_mtim.tv_sec)
  #else
    return Int(info.st_mtimespec.tv_sec)
  #endif
}

func unguardedStamp(_ info: stat) -> Int {
  Int(info.st_mtim.tv_sec)  // expect: st_mtim
}

func peak() {
  var usage = rusage()
  #if os(Linux)
    #if DEBUG
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
      getrusage(RUSAGE_SELF.rawValue, &usage)
    #endif
  #elseif os(macOS)
    getrusage(RUSAGE_SELF, &usage)
    getrusage(RUSAGE_SELF.rawValue, &usage)  // expect: RUSAGE_SELF.rawValue
  #else
    getrusage(RUSAGE_SELF.rawValue, &usage)  // expect: RUSAGE_SELF.rawValue
  #endif
}

func negated() {
  #if !os(Linux)
    _ = sched_getaffinity  // expect: sched_getaffinity
  #else
    _ = sched_getaffinity
  #endif
  #if canImport(Darwin)
    _ = 0
  #elseif canImport(Glibc)
    _ = mallopt
  #else
    _ = MADV_HUGEPAGE  // expect: MADV_HUGEPAGE
  #endif
  #if os(Linux) && DEBUG
    _ = SIGRTMIN
  #endif
  #if os(Linux) || os(Windows)
    _ = SIGRTMIN  // expect: SIGRTMIN
  #endif
  /* a block comment with /proc/self/exe
     over two lines, and inotify_init() */
  let path = "/proc/self/status"  // expect: /proc
  let url = "https://example.com/"  // a URL's // is not a comment start
  _ = (path, url)
}
