import ArgumentParser
import BrickCommands
import BrickFormat
import Testing

@testable import BrickFiles
@testable import brickyard

/// The CLI's one error translator (`ErrorMessage`): each kind of error a command throws, the
/// text it shows, where, and the exit status.
@Suite struct ErrorMessageTests {
  /// One error and what the command line shows for it.
  struct Case: CustomTestStringConvertible, Sendable {
    var name: String
    /// The command line the error came from (the translator looks at its first word).
    var arguments: [String] = []
    var error: @Sendable () -> any Error
    var text: String
    var stream: ErrorMessage.Stream = .standardError
    var status: Int32

    var testDescription: String { name }
  }

  static let badKey = LayoutError(
    kind: .unknownKey, file: "feed.yaml", line: 3, column: 7, keyPath: "root.bricks[0]",
    message: "unknown key 'widht'", expected: nil, suggestion: "width",
    sourceLine: "    - {widht: 10}")
  static let missing = LayoutError(
    kind: .unreadable, file: "gone.yaml", line: 0, column: 0, keyPath: "",
    message: "no such file", expected: "the path of a .yaml, .yml or .json layout file")

  static let cases: [Case] = [
    Case(
      name: "a layout error: position, key path, suggestion and caret",
      error: { LayoutErrors([badKey]) },
      text: """
        feed.yaml:3:7: error: unknown key 'widht' at root.bricks[0]; did you mean 'width'?
            - {widht: 10}
              ^
        """,
      status: 1),
    Case(
      name: "a file error: the file and what would do",
      error: { LayoutErrors([missing]) },
      text: """
        gone.yaml: error: no such file
          expected: the path of a .yaml, .yml or .json layout file
        """,
      status: 1),
    Case(
      name: "two errors of one file end with their count",
      error: { LayoutErrors([badKey, missing]) },
      text: """
        feed.yaml:3:7: error: unknown key 'widht' at root.bricks[0]; did you mean 'width'?
            - {widht: 10}
              ^
        gone.yaml: error: no such file
          expected: the path of a .yaml, .yml or .json layout file
        2 errors
        """,
      status: 1),
    Case(
      name: "errors of several files, one file after another, no count",
      error: { LayoutFileErrors([LayoutErrors([badKey]), LayoutErrors([missing])]) },
      text: """
        feed.yaml:3:7: error: unknown key 'widht' at root.bricks[0]; did you mean 'width'?
            - {widht: 10}
              ^
        gone.yaml: error: no such file
          expected: the path of a .yaml, .yml or .json layout file
        """,
      status: 1),
    Case(
      name: "a limit", arguments: ["frames"],
      error: { CommandError("big.yaml: error: the layout has 2,000 items, more than 1,000") },
      text: "big.yaml: error: the layout has 2,000 items, more than 1,000", status: 1),
    Case(
      name: "a command error with its own status",
      error: { CommandError("brickyard: the terminal is too small", exitStatus: 3) },
      text: "brickyard: the terminal is too small", status: 3),
    Case(
      name: "diff trouble from a bad option value", arguments: ["diff"],
      error: { DiffTrouble(ValidationError("--offset is past the end.")) },
      text: "brickyard diff: --offset is past the end.", status: 2),
    Case(
      name: "diff trouble from a file that does not load", arguments: ["diff"],
      error: { DiffTrouble(LayoutErrors([missing])) },
      text: """
        gone.yaml: error: no such file
          expected: the path of a .yaml, .yml or .json layout file
        """,
      status: 2),
    Case(
      name: "diff trouble from a limit", arguments: ["diff"],
      error: { DiffTrouble(CommandError("a.yaml: error: too many items")) },
      text: "a.yaml: error: too many items", status: 2),
    Case(
      name: "a state diff that finds no state is trouble (2), not a change (1)",
      arguments: ["diff"],
      error: {
        DiffTrouble(
          CommandError("a.yaml: error: no state named 'x'; the file has no states (or root)."))
      },
      text: "a.yaml: error: no state named 'x'; the file has no states (or root).", status: 2),
    Case(
      name: "a write that failed", arguments: ["render"],
      error: { OutputError(name: "standard output", reason: "cannot write (No space left)") },
      text: "standard output: error: cannot write (No space left)", status: 1),
    Case(
      name: "a write that failed under diff is trouble", arguments: ["diff"],
      error: { OutputError(name: "out.json", reason: "cannot write (No space left)") },
      text: "out.json: error: cannot write (No space left)", status: 2),
    Case(
      name: "a silent failure (check --format json, a diff that found changes)",
      arguments: ["check"], error: { ExitCode(1) }, text: "", status: 1),
    Case(
      name: "a silent success", error: { ExitCode.success }, text: "", stream: .standardOutput,
      status: 0),
    Case(
      name: "an option that does not exist", arguments: ["check", "a.yaml", "--bogus"],
      error: { parseError(["check", "a.yaml", "--bogus"]) },
      text: """
        Error: Unknown option '--bogus'
        Usage: brickyard check <files> ... [--format <text|json>] [--appearance <light|dark>] \
        [--content-size <size>] [--text-metrics <ios|terminal>] [--font <path>]
          See 'brickyard check --help' for more information.
        """,
      status: 64),
    Case(
      name: "a usage error under diff exits 2 (diff(1)'s trouble)", arguments: ["diff", "a"],
      error: { parseError(["diff", "a"]) },
      text: """
        Error: Give OLD and NEW files, or one file with both --from and --to.
        Usage: brickyard diff [<options>] <files> ...
          See 'brickyard diff --help' for more information.
        """,
      status: 2),
  ]

  /// The error parsing `arguments` throws (the command line must not parse).
  static func parseError(_ arguments: [String]) -> any Error {
    do {
      _ = try Brickyard.parseAsRoot(arguments)
      return ExitCode(99)  // parsed: the case is wrong, and its expected text will not match
    } catch {
      return error
    }
  }

  @Test(arguments: cases)
  func translates(_ c: Case) {
    let message = ErrorMessage(for: c.error(), root: Brickyard.self, arguments: c.arguments)
    #expect(message.text == c.text)
    #expect(message.stream == c.stream)
    #expect(message.exitStatus == c.status)
  }

  /// A help request is not an error: the help goes to standard output with status 0.
  @Test func helpGoesToStandardOutput() throws {
    // `--help` parses as the help command, which throws the request when it runs.
    var help = try Brickyard.parseAsRoot(["check", "--help"])
    var request: (any Error)?
    do { try help.run() } catch { request = error }
    let message = ErrorMessage(
      for: try #require(request), root: Brickyard.self, arguments: ["check", "--help"])
    #expect(message.stream == .standardOutput)
    #expect(message.exitStatus == 0)
    #expect(message.text.hasPrefix("OVERVIEW: Check layout files for errors"))
  }
}
