import BrickTerminal
import CNcursesw
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Entering and leaving the terminal: everything a full-screen program changes in the process
/// while its screen is open, changed in one place and put back in one place.
///
/// Entering (`init`):
/// - the user's locale (`setlocale(LC_ALL, "")`), so that ncursesw writes what the terminal
///   reads; `unicode` says whether that is UTF-8;
/// - SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1 and SIGUSR2 only set a flag, read with
///   `takeSignal()` (ncurses installs its own handlers, which exit the process, only where the
///   disposition is still the default, so a session is entered before the screen is opened);
/// - SIGPIPE is ignored (a write to a closed pipe fails instead of ending the process with the
///   terminal in raw mode);
/// - those signals and SIGTSTP, SIGCONT and SIGWINCH are unblocked on this thread: a parent may
///   hand down a blocked mask (test runners' worker threads do), which would make Ctrl-Z,
///   resizes and SIGTERM silently do nothing;
/// - the terminal's modes are saved for the crash handlers.
///
/// Once the screen is open (`screenOpened()`): crash handlers (SIGILL, SIGTRAP, SIGABRT,
/// SIGBUS, SIGFPE, SIGSEGV; a Swift trap never reaches `atexit`) reset the terminal before the
/// crash report, and an exit handler, registered once per process, closes a screen left open.
///
/// `leave(closeScreen:)` undoes all of it, in reverse: the crash and exit handlers stand down,
/// the screen is closed, then the signal dispositions, the mask and the locale are put back as
/// they were. It runs once, however the session ends (`run` leaves after a throw too; `deinit`
/// leaves a session that was not left).
///
/// The signal flag and the crash state are C statics of the CNcursesw shim, whose copy is per
/// Swift file: every call that reaches them is in this file.
final class TerminalSession {
  /// Whether the locale's codeset is UTF-8.
  let unicode: Bool
  /// False once the session was left.
  private(set) var isActive = true
  private var savedSignals: [(Int32, sigaction)] = []
  private var savedMask = sigset_t()
  private let savedLocale: String?
  private var screenIsOpen = false

  /// The signals that end the program (SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1, SIGUSR2).
  static let endingSignals: [Int32] = TerminalSignal.allCases.map(\.number)

  /// Whether a session's screen is open, for the exit handler (the one process-wide flag on
  /// the Swift side).
  private static let openScreen = Atomic<Bool>(false)
  /// Registers the exit handler once per process.
  private static let exitHandlerRegistered: Bool = {
    atexit {
      if TerminalSession.openScreen.exchange(false, ordering: .sequentiallyConsistent) {
        endwin()
      }
    }
    return true
  }()

  /// Enters a session (see the type's notes); the screen is not touched.
  init() {
    savedLocale = setlocale(LC_ALL, nil).map { String(cString: $0) }
    setlocale(LC_ALL, "")
    unicode = cn_codeset_is_utf8() != 0
    installSignalFlags()
    cn_crash_save_modes()
  }

  deinit { leave() }

  /// Runs `body` in a new session and leaves it however `body` ends, returning or throwing.
  static func run<T>(_ body: (TerminalSession) throws -> T) rethrows -> T {
    let session = TerminalSession()
    defer { session.leave() }
    return try body(session)
  }

  /// Call once the screen is open: from now on a crash or an exit closes it.
  func screenOpened() {
    guard isActive, !screenIsOpen else { return }
    screenIsOpen = true
    _ = Self.exitHandlerRegistered
    Self.openScreen.store(true, ordering: .sequentiallyConsistent)
    cn_crash_install()
  }

  /// Leaves the session: the crash and exit handlers stand down, `closeScreen` runs, then the
  /// signals, the mask and the locale are put back. Does nothing the second time.
  func leave(closeScreen: () -> Void = {}) {
    guard isActive else { return }
    isActive = false
    if screenIsOpen {
      screenIsOpen = false
      Self.openScreen.store(false, ordering: .sequentiallyConsistent)
      cn_crash_remove()
    }
    closeScreen()
    restoreSignals()
    if let savedLocale { setlocale(LC_ALL, savedLocale) }
  }

  /// The ending signal that arrived since the last call, if any.
  func takeSignal() -> TerminalSignal? {
    TerminalSignal(number: cn_take_pending_signal())
  }

  private func installSignalFlags() {
    _ = cn_take_pending_signal()
    for signal in Self.endingSignals {
      var previous = sigaction()
      if cn_install_signal_flag(signal, &previous) == 0 { savedSignals.append((signal, previous)) }
    }
    var ignore = sigaction()
    sigemptyset(&ignore.sa_mask)
    #if canImport(Glibc)
      ignore.__sigaction_handler.sa_handler = SIG_IGN
    #else
      ignore.__sigaction_u.__sa_handler = SIG_IGN
    #endif
    var previousPipe = sigaction()
    if sigaction(SIGPIPE, &ignore, &previousPipe) == 0 {
      savedSignals.append((SIGPIPE, previousPipe))
    }
    var needed = sigset_t()
    sigemptyset(&needed)
    for signal in Self.endingSignals + [SIGTSTP, SIGCONT, SIGWINCH] { sigaddset(&needed, signal) }
    pthread_sigmask(SIG_UNBLOCK, &needed, &savedMask)
  }

  private func restoreSignals() {
    for (signal, previous) in savedSignals {
      var action = previous
      _ = cn_restore_signal(signal, &action)
    }
    savedSignals = []
    pthread_sigmask(SIG_SETMASK, &savedMask, nil)
  }
}
