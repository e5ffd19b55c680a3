import ArgumentParser
import BrickCommands

#if canImport(Glibc)
  import Glibc
#endif

/// The `brickyard` command: a terminal previewer for BrickKit-style collection layouts.
@main
struct Brickyard: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "brickyard",
    abstract: "Preview BrickKit-style collection layouts in the terminal.",
    discussion: """
      A layout file (YAML or JSON) of sections and bricks is solved for a simulated device and \
      drawn as character cells. `brickyard FILE` opens the previewer; `frames` and `render` \
      print the same layout for scripts and CI.
      """,
    version: "0.1.0",
    subcommands: [
      PreviewSubcommand.self, Commands.frames, Commands.render, Commands.check, Commands.diff,
      RecordCommand.self, Commands.import, Commands.schema, Commands.bench, TUIDemoCommand.self,
    ],
    defaultSubcommand: PreviewSubcommand.self
  )

  /// Runs the command line. Commands throw; whatever they throw is shown and turned into the
  /// exit status in one place, `ErrorMessage`.
  static func main() {
    tuneAllocator()
    let arguments = Array(CommandLine.arguments.dropFirst())
    do {
      var command = try parseAsRoot(arguments)
      try command.run()
    } catch {
      ErrorMessage(for: error, root: self, arguments: arguments).exit()
    }
  }

  /// Memory for large layouts, on glibc.
  ///
  /// - glibc gives every new thread an arena of its own, which grows by one `mprotect` call
  ///   per page it needs. Files are loaded on a thread of their own (`LayoutLoader`), which
  ///   makes most of a large file's allocations: 100k bricks of JSON cost 9,155 such calls.
  ///   One shared arena grows by `sbrk`, 16 MB at a time, instead (32 calls).
  /// - A large layout touches tens of megabytes of fresh heap, one 4 KB page fault at a time
  ///   (21,278 for that file, and as many TLB misses in its tables of ids and frames). The
  ///   heap's first 96 MB are therefore reserved at start and marked for 2 MB pages
  ///   (`MADV_HUGEPAGE`; the system's THP setting is usually `madvise`): 1,292 faults. Only
  ///   pages touched count as memory, and the reservation stays with the heap (nothing is
  ///   given back to the system until 128 MB at its top are free).
  private static func tuneAllocator() {
    #if canImport(Glibc)
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
      // stays as the heap's free top, where the next allocations are carved from.
      let reserved = 96 << 20
      let hugePage = 2 << 20
      _ = mallopt(mmapMax, 0)
      if let block = malloc(reserved) {
        let start = (Int(bitPattern: block) + hugePage - 1) & ~(hugePage - 1)
        let end = (Int(bitPattern: block) + reserved) & ~(hugePage - 1)
        if end > start, let base = UnsafeMutableRawPointer(bitPattern: start) {
          _ = madvise(base, end - start, MADV_HUGEPAGE)
        }
        free(block)
      }
      _ = mallopt(mmapMax, 65_536)  // glibc's default
    #endif
  }
}
