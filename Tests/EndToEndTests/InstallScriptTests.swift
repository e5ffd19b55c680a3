import Foundation
import Testing

/// scripts/install.sh's argument handling (issue 37, S1), without a build: `--dry-run` stops
/// after the options, the Swift check and the prefix, and a stand-in `SWIFT` answers
/// `--version` and `--show-bin-path` and stands for a long build. (scripts/install-test.sh
/// runs the real install.)
@Suite struct InstallScriptTests {
  static let script = CLITests.root.appendingPathComponent("scripts/install.sh").path

  /// A stand-in for swift: logs its arguments to `FAKE_SWIFT_LOG`, prints the version
  /// `FAKE_SWIFT_VERSION` (6.2), a bin path, and "builds" by touching `FAKE_SWIFT_MARK` and
  /// sleeping.
  static let fakeSwift = """
    #!/bin/sh
    echo "$*" >> "${FAKE_SWIFT_LOG:-/dev/null}"
    case "$*" in
      --version) echo "Swift version ${FAKE_SWIFT_VERSION:-6.2} (fake)" ;;
      *--show-bin-path*) echo /fake/bin ;;
      build*) [ -n "${FAKE_SWIFT_MARK:-}" ] && : > "$FAKE_SWIFT_MARK"; sleep 30 ;;
    esac

    """

  /// A folder with `swift` (the stand-in), `cwd/` and `tmp/` in it.
  struct Sandbox {
    var root: URL
    var swift: String { root.appendingPathComponent("swift").path }
    var cwd: String { root.appendingPathComponent("cwd").path }
    var tmp: String { root.appendingPathComponent("tmp").path }
    var log: String { root.appendingPathComponent("swift.log").path }

    init() throws {
      root = FileManager.default.temporaryDirectory.appendingPathComponent(
        "brickyard-install-\(UUID().uuidString)")
      for dir in ["cwd", "tmp"] {
        try FileManager.default.createDirectory(
          at: root.appendingPathComponent(dir), withIntermediateDirectories: true)
      }
      try InstallScriptTests.fakeSwift.write(
        toFile: swift, atomically: true, encoding: .utf8)
      try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: swift)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// Runs `bash command` in `cwd` with the stand-in as SWIFT (and `environment`).
    func run(_ command: String, environment: [String: String] = [:]) throws -> Subprocess.Result {
      var env = ProcessInfo.processInfo.environment
      env["SWIFT"] = swift
      env["FAKE_SWIFT_LOG"] = log
      env["TMPDIR"] = tmp
      for (k, v) in environment { env[k] = v }
      return try Subprocess.run(
        ["/bin/bash", "-c", "cd \"$0\" && " + command, cwd], environment: env, scratch: root)
    }
  }

  /// `"..."` for bash.
  static func quoted(_ s: String) -> String {
    "'" + s.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// A relative `--prefix` is relative to where the script is run, not to the checkout it
  /// changes to; SWIFT answers the version check and `--show-bin-path`.
  @Test func aRelativePrefixIsTakenFromTheCallersFolder() throws {
    let box = try Sandbox()
    defer { box.remove() }
    let r = try box.run("bash \(Self.quoted(Self.script)) --dry-run --prefix rel/dir")
    #expect(r.status == 0, "\(r.errors)")
    let cwd = URL(fileURLWithPath: box.cwd).resolvingSymlinksInPath().path
    #expect(r.output.contains("would install: \(cwd)/rel/dir/bin/brickyard"), "\(r.output)")
    #expect(r.output.contains("binary from: /fake/bin/brickyard"))
    let calls = try String(contentsOfFile: box.log, encoding: .utf8)
    #expect(calls.contains("--version"))
    #expect(calls.contains("--product brickyard --show-bin-path"))
    #expect(!FileManager.default.fileExists(atPath: box.cwd + "/rel"))
  }

  /// The version check asks SWIFT, not `swift` on PATH.
  @Test func theVersionCheckUsesSWIFT() throws {
    let box = try Sandbox()
    defer { box.remove() }
    let old = try box.run(
      "bash \(Self.quoted(Self.script)) --dry-run --prefix p",
      environment: ["FAKE_SWIFT_VERSION": "5.9"])
    #expect(old.status == 1)
    #expect(old.errors.contains("Swift 5.9 is too old"))
    let missing = try box.run(
      "bash \(Self.quoted(Self.script)) --dry-run --prefix p",
      environment: ["SWIFT": box.root.appendingPathComponent("no-such-swift").path])
    #expect(missing.status == 1)
    #expect(missing.errors.contains("no-such-swift: no such command"))
  }

  /// A symbolic link to the script (elsewhere) builds the checkout the link points into.
  @Test func aLinkedCopyBuildsItsCheckout() throws {
    let box = try Sandbox()
    defer { box.remove() }
    let link = box.root.appendingPathComponent("elsewhere/install-brickyard").path
    try FileManager.default.createDirectory(
      atPath: box.root.appendingPathComponent("elsewhere").path, withIntermediateDirectories: true)
    // A relative link (resolved from the link's folder) to an absolute one.
    let absolute = box.root.appendingPathComponent("absolute-link").path
    try FileManager.default.createSymbolicLink(atPath: absolute, withDestinationPath: Self.script)
    try FileManager.default.createSymbolicLink(
      atPath: link, withDestinationPath: "../absolute-link")
    let r = try box.run("bash \(Self.quoted(link)) --dry-run --prefix p")
    #expect(r.status == 0, "\(r.errors)")
    let checkout = CLITests.root.resolvingSymlinksInPath().path
    #expect(r.output.contains("checkout: \(checkout)\n"), "\(r.output)")
  }

  /// `--prefix ""` (and `--prefix=`) is an error, not the default prefix.
  @Test(arguments: [["--prefix", ""], ["--prefix="]])
  func anEmptyPrefixIsAnError(_ arguments: [String]) throws {
    let box = try Sandbox()
    defer { box.remove() }
    let r = try box.run(
      "bash \(Self.quoted(Self.script)) --dry-run "
        + arguments.map(Self.quoted).joined(separator: " "))
    #expect(r.status == 2)
    #expect(r.errors.contains("--prefix is empty"))
  }

  /// A folder where the binary goes is a clear error before the build, and no temporary file
  /// is left beside it or in TMPDIR.
  @Test func aFolderAtTheBinarysPathIsRefused() throws {
    let box = try Sandbox()
    defer { box.remove() }
    let prefix = box.root.appendingPathComponent("prefix")
    try FileManager.default.createDirectory(
      at: prefix.appendingPathComponent("bin/brickyard"), withIntermediateDirectories: true)
    let r = try box.run("bash \(Self.quoted(Self.script)) --prefix \(Self.quoted(prefix.path))")
    #expect(r.status == 1)
    #expect(r.errors.contains("\(prefix.path)/bin/brickyard is a folder"), "\(r.errors)")
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: prefix.path + "/bin") == ["brickyard"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: prefix.path + "/bin/brickyard") == [])
    #expect(try FileManager.default.contentsOfDirectory(atPath: box.tmp) == [])
  }

  /// Ctrl-C during the build removes the build log's temporary file (it was left in TMPDIR).
  @Test func controlCDuringTheBuildLeavesNoTemporaryFile() throws {
    let box = try Sandbox()
    defer { box.remove() }
    let mark = box.root.appendingPathComponent("building").path
    // Job control gives the script its own process group, as a terminal's foreground job has;
    // Ctrl-C is SIGINT to that group.
    let harness = """
      set -m
      bash \(Self.quoted(Self.script)) --no-system-packages --prefix p > /dev/null 2>&1 &
      pid=$!
      for i in $(seq 1 200); do [ -e \(Self.quoted(mark)) ] && break; sleep 0.05; done
      [ -e \(Self.quoted(mark)) ] || { echo "no build started"; kill -- -$pid; exit 3; }
      ls \(Self.quoted(box.tmp)) | wc -l
      kill -INT -- -$pid
      wait $pid
      echo "status $?"
      """
    let r = try box.run(harness, environment: ["FAKE_SWIFT_MARK": mark])
    let lines = r.output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    try #require(lines.first != "no build started", "the script stopped before building")
    #expect(lines == ["1", "status 130"], "\(r.output)\(r.errors)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: box.tmp) == [])
  }
}
