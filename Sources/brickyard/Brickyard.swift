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

  /// glibc gives every new thread an arena of its own, which grows by one `mprotect` call per
  /// page it needs. Files are loaded on a thread of their own (`LayoutLoader`), which makes
  /// most of a large file's allocations: 100k bricks of JSON cost about 20,000 such calls, 4%
  /// of `check`'s time. One shared arena grows by `sbrk` 16 MB at a time instead (pages are
  /// only counted once they are touched).
  private static func tuneAllocator() {
    #if canImport(Glibc)
      // `mallopt` is in <malloc.h>, which Swift's Glibc module leaves out.
      typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
      guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
      let mallopt = unsafeBitCast(symbol, to: MallOpt.self)
      let arenaMax: Int32 = -8  // M_ARENA_MAX
      let topPad: Int32 = -2  // M_TOP_PAD
      _ = mallopt(arenaMax, 1)
      _ = mallopt(topPad, 16 << 20)
    #endif
  }
}
