import BrickFormat

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one place where `brickyard` changes process-wide state, once, before a command runs.
/// No library target changes a global of its own or of another library; what a command needs
/// is set here, and only for the commands that need it:
///
/// - a closed standard output or error stays closed for writing, for every command
///   (`holdClosedStandardDescriptors`);
/// - the allocator (`AllocatorTuning`): `check`, `frames`, `render` and `bench`, the commands
///   that load big files, within the limits it documents;
/// - libyaml's nesting limit, a global of the C library (1,000 nested mappings and lists by
///   default): raised to `LayoutLoader.documentNestingLimit` for every command that may load a
///   YAML layout (all but `schema` and `tui-demo`, and none for `--help` or `--version`), so
///   that the loader's own limit of 1,000 node levels is the one users meet.
///
/// Loading a deep file on a large stack is decided per file by `LayoutLoader.load`, not here.
/// What the terminal commands change while their screen is open (locale, signals, the crash
/// and exit handlers) is BrickTUI's `TerminalSession`, entered and left with the screen.
enum ProcessSetup {
  /// The commands that load no layout file.
  static let commandsWithoutLayouts: Set<String> = ["schema", "tui-demo", "help"]

  /// Sets what the command line's command needs.
  static func apply(arguments: [String]) {
    holdClosedStandardDescriptors()
    AllocatorTuning.apply(arguments: arguments)
    if loadsLayouts(arguments: arguments) { LayoutLoader.setYAMLNestingLimit() }
  }

  /// Whether a command line (without the program name) may load a layout file. The default
  /// command, the previewer, takes a file as its first argument.
  static func loadsLayouts(arguments: [String]) -> Bool {
    if arguments.contains(where: { ["--help", "-h", "--version"].contains($0) }) { return false }
    guard let first = arguments.first else { return true }
    return !commandsWithoutLayouts.contains(first)
  }

  /// Keeps a closed standard output or error closed for writing: each is given `/dev/null`
  /// opened for reading, so no file the command opens later takes its number (output meant
  /// for the terminal would go into it) and every write to it fails (`EBADF`), as a write to a
  /// closed descriptor does.
  static func holdClosedStandardDescriptors() {
    for descriptor: Int32 in [1, 2] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      let held = open("/dev/null", O_RDONLY)
      if held >= 0 && held != descriptor {
        // A lower number was free too (standard input closed): move it where it belongs.
        _ = dup2(held, descriptor)
        _ = close(held)
      }
    }
  }
}
