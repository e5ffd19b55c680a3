import BrickTerminal
import Testing

@testable import BrickTUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `TerminalSession` without a screen: what it changes in the process while it is open, and
/// that leaving it, after a return or a throw, puts every one of those things back. (The tests
/// run one at a time: signal dispositions and the locale belong to the whole process.)
@Suite(.serialized) struct TerminalSessionTests {
  struct Failure: Error {}

  /// The signals whose disposition a session changes.
  static let changed = TerminalSession.endingSignals + [SIGPIPE]

  /// A signal's handler, as an address (0 is the default, 1 is "ignore").
  static func handler(_ signal: Int32) -> Int {
    var action = sigaction()
    sigaction(signal, nil, &action)
    #if canImport(Glibc)
      return unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self)
    #else
      return unsafeBitCast(action.__sigaction_u.__sa_handler, to: Int.self)
    #endif
  }

  static func isBlocked(_ signal: Int32) -> Bool {
    var mask = sigset_t()
    pthread_sigmask(SIG_SETMASK, nil, &mask)
    return sigismember(&mask, signal) == 1
  }

  static func locale() -> String {
    setlocale(LC_ALL, nil).map { String(cString: $0) } ?? ""
  }

  /// Blocks SIGUSR2 and sets the "C" locale for `body`, then puts both back as they were.
  static func withKnownState(_ body: () throws -> Void) rethrows {
    var block = sigset_t()
    sigemptyset(&block)
    sigaddset(&block, SIGUSR2)
    var savedMask = sigset_t()
    pthread_sigmask(SIG_BLOCK, &block, &savedMask)
    let savedLocale = locale()
    setlocale(LC_ALL, "C")
    defer {
      pthread_sigmask(SIG_SETMASK, &savedMask, nil)
      setlocale(LC_ALL, savedLocale)
    }
    try body()
  }

  @Test func endingSignalsBecomeFlagsWhileTheSessionIsOpen() {
    TerminalSession.run { session in
      #expect(Self.handler(SIGPIPE) == unsafeBitCast(SIG_IGN, to: Int.self))
      for signal in TerminalSignal.allCases {
        raise(signal.number)
        #expect(session.takeSignal() == signal)
      }
      #expect(session.takeSignal() == nil)
    }
  }

  @Test func leavingAfterAThrowPutsBackSignalsMaskAndLocale() {
    Self.withKnownState {
      let handlers = Self.changed.map(Self.handler)
      #expect(Self.isBlocked(SIGUSR2))
      #expect(throws: Failure.self) {
        try TerminalSession.run { session in
          #expect(session.isActive)
          #expect(!Self.isBlocked(SIGUSR2))
          #expect(Self.changed.map(Self.handler) != handlers)
          throw Failure()
        }
      }
      #expect(Self.changed.map(Self.handler) == handlers)
      #expect(Self.isBlocked(SIGUSR2))
      #expect(Self.locale() == "C")
    }
  }

  @Test func leaveRunsTheScreensCloseOnceAndOnlyOnce() {
    Self.withKnownState {
      let handlers = Self.changed.map(Self.handler)
      let session = TerminalSession()
      var closes = 0
      session.leave { closes += 1 }
      session.leave { closes += 1 }
      #expect(closes == 1)
      #expect(!session.isActive)
      #expect(Self.changed.map(Self.handler) == handlers)
      #expect(Self.locale() == "C")
    }
  }
}
