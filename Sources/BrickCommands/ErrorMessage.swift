import ArgumentParser
import BrickCore
import BrickFiles
import BrickFormat
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// An error the user reads as it is (a limit, a missing state, a file that cannot be written),
/// with the status the command exits with.
public struct CommandError: Error, Equatable, CustomStringConvertible {
  /// The whole message, possibly several lines, without a final newline.
  public var message: String
  public var exitStatus: Int32

  public init(_ message: String, exitStatus: Int32 = 1) {
    self.message = message
    self.exitStatus = exitStatus
  }

  public var description: String { message }
}

/// The errors of several layout files (a folder opened in the previewer), one file after another.
public struct LayoutFileErrors: Error, Equatable {
  public var files: [LayoutErrors]

  public init(_ files: [LayoutErrors]) { self.files = files }
}

/// Trouble comparing two files in `diff` (diff(1)'s status 2, since 1 means "they differ"): the
/// error that stopped the comparison.
public struct DiffTrouble: Error {
  public var underlying: any Error

  public init(_ underlying: any Error) { self.underlying = underlying }
}

/// What the command line shows for an error and the status it exits with: the one place that
/// turns an error into output, as swift-argument-parser's `MessageInfo` does.
///
/// Commands throw; `Brickyard.main` translates what they throw with `init(for:root:arguments:)`
/// and `exit()`s. The table:
/// - `LayoutErrors` (loader and file errors, each with file, line, column and key path): every
///   error rendered with its caret, status 1.
/// - `LayoutFileErrors`: each file's errors as above, one file after another, status 1.
/// - `CommandError`: its message and status.
/// - `DiffTrouble`: the underlying error's message (a `ValidationError` as
///   `brickyard diff: MESSAGE`), status 2.
/// - Anything else (argument errors, `ValidationError`, `ExitCode`, help requests):
///   swift-argument-parser's message and status for `root`; a help text goes to standard
///   output. Under `diff`, a status other than 0 and 1 becomes 2.
public struct ErrorMessage: Equatable, Sendable {
  /// Where the text is written.
  public enum Stream: Equatable, Sendable {
    case standardOutput, standardError
  }

  /// The text, without a final newline; empty when nothing is printed.
  public var text: String
  public var stream: Stream
  public var exitStatus: Int32

  public init(text: String, stream: Stream = .standardError, exitStatus: Int32) {
    self.text = text
    self.stream = stream
    self.exitStatus = exitStatus
  }

  /// The message and status for `error`, thrown by a command of `root` run with `arguments`
  /// (the command line without the program name).
  public init(for error: any Error, root: any ParsableCommand.Type, arguments: [String]) {
    switch error {
    case let errors as LayoutErrors:
      self.init(text: errors.description, exitStatus: 1)
    case let failures as LayoutFileErrors:
      self.init(text: failures.files.map(\.description).joined(separator: "\n"), exitStatus: 1)
    case let failure as CommandError:
      self.init(text: failure.message, exitStatus: failure.exitStatus)
    case let failure as OutputError:
      // A write that failed (a full disk, a closed standard output): under diff, trouble.
      self.init(
        text: failure.description,
        exitStatus: arguments.first == "diff" ? DiffCommand.troubleStatus : 1)
    case let trouble as DiffTrouble:
      if let validation = trouble.underlying as? ValidationError {
        self.init(
          text: "brickyard diff: \(validation.message)", exitStatus: DiffCommand.troubleStatus)
      } else {
        var inner = ErrorMessage(for: trouble.underlying, root: root, arguments: [])
        inner.stream = .standardError
        inner.exitStatus = DiffCommand.troubleStatus
        self = inner
      }
    default:
      let status = root.exitCode(for: error).rawValue
      self.init(
        text: root.fullMessage(for: error), stream: status == 0 ? .standardOutput : .standardError,
        exitStatus: status)
    }
    if arguments.first == "diff", exitStatus != 0, exitStatus != 1 {
      exitStatus = DiffCommand.troubleStatus
    }
  }

  /// Writes the text (when there is any) with a final newline, shown rather than obeyed
  /// (`shown(_:)`): argument-parser's "The value '…' is invalid" repeats the raw value.
  public func write() {
    guard !text.isEmpty else { return }
    switch stream {
    case .standardOutput:
      print(Self.shown(text))
    case .standardError:
      printToStandardError(text)
    }
  }

  /// `text` as the terminal may show it: every control character (an escape sequence's ESC, a
  /// bidirectional override) in a visible stand-in (`TerminalText.sanitized`), line by line so
  /// the message keeps its line breaks and tabs. The one place every message, note and echoed
  /// option value passes on its way out.
  public static func shown(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { TerminalText.isControl($0) && $0 != "\n" })
    else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { TerminalText.sanitized($0, keepTabs: true) }.joined(separator: "\n")
  }

  /// Writes the text and exits with the status.
  public func exit() -> Never {
    write()
    Foundation.exit(exitStatus)
  }
}

/// Writes a line to standard error: notes such as import warnings and a recording's summary,
/// and `ErrorMessage`'s errors. Control characters are shown, not obeyed (`ErrorMessage.shown`).
///
/// What `print` wrote to standard output is flushed first, so that in a pipe (`check a b 2>&1
/// | less`) lines arrive in the order they were made: an error after the `ok:` lines before
/// it, `check`'s summary last.
public func printToStandardError(_ line: String) {
  fflush(nil)
  // The throwing write: the old one traps when standard error is closed.
  try? FileHandle.standardError.write(contentsOf: Data((ErrorMessage.shown(line) + "\n").utf8))
}
