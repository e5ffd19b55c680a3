import Foundation
import Testing

/// Outputs (issue 22): every write is checked, and no output replaces what its path points
/// at; the allocator's tuning is safe under limits and the user's own malloc settings.
@Suite struct OutputEndToEndTests {
  static let folder: String = {
    let path = NSTemporaryDirectory() + "brickyard-outputs-" + UUID().uuidString
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    let layout = "root:\n  bricks:\n    - {type: label, id: a, text: hi}\n"
    _ = FileManager.default.createFile(atPath: path + "/a.yaml", contents: Data(layout.utf8))
    let other = layout.replacingOccurrences(of: "hi", with: "hello there and a longer text")
    _ = FileManager.default.createFile(atPath: path + "/b.yaml", contents: Data(other.utf8))
    let swift = """
      import BrickKit
      class V: BrickViewController {
        override func viewDidLoad() {
          setSection(BrickSection(bricks: [LabelBrick("a", text: "A")]))
        }
      }

      """
    _ = FileManager.default.createFile(atPath: path + "/v.swift", contents: Data(swift.utf8))
    return path
  }()

  /// Runs `brickyard ARGS` through `/bin/sh -c "PREFIX exec brickyard ARGS REDIRECT"`.
  static func shell(
    _ arguments: [String], prefix: String = "", redirect: String = "",
    environment extra: [String: String] = [:]
  ) throws -> BrickyardProcess.Output {
    let quoted = arguments.map { "'" + $0 + "'" }.joined(separator: " ")
    let script = "\(prefix) exec \"$0\" \(quoted) \(redirect)"
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", script, BrickyardProcess.executable]
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    for (k, v) in extra { environment[k] = v }
    process.environment = environment
    let err = Pipe()
    let out = Pipe()
    process.standardError = err
    if redirect.isEmpty { process.standardOutput = out }
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    let outData = redirect.isEmpty ? out.fileHandleForReading.readDataToEndOfFile() : Data()
    process.waitUntilExit()
    return BrickyardProcess.Output(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self), timedOut: false)
  }

  #if Importer
    static let importing: [[String]] = [["import", "v.swift"]]
  #else
    // Built without the Importer trait, `import` writes nothing: it only says so.
    static let importing: [[String]] = []
  #endif

  static let writers: [[String]] =
    [
      ["frames", "a.yaml"], ["render", "a.yaml"], ["render", "a.yaml", "--format", "svg"],
      ["schema"], ["diff", "a.yaml", "b.yaml", "--json"], ["check", "a.yaml"],
    ] + importing

  /// A full disk: status 1 (diff's trouble: 2) and a message, never a trap or a success.
  @Test(arguments: writers)
  func aFullDiskIsAnError(arguments: [String]) throws {
    let r = try Self.shell(arguments, redirect: ">/dev/full")
    #expect(r.status == (arguments[0] == "diff" ? 2 : 1), "\(r.stderr)")
    #expect(
      r.stderr.contains("standard output: error: cannot write (No space left on device)"),
      "\(r.stderr)")
  }

  /// A closed standard output: status 1 and a message, and nothing written anywhere else.
  @Test(arguments: writers)
  func aClosedStandardOutputIsAnError(arguments: [String]) throws {
    let r = try Self.shell(arguments, redirect: ">&-")
    #expect(r.status == (arguments[0] == "diff" ? 2 : 1), "\(r.stderr)")
    #expect(r.stderr.contains("standard output: error: cannot write (Bad file descriptor)"))
  }

  /// What a path is stays what it is: a link stays a link (its target is written), a link to a
  /// device stays a link and the device a device, a FIFO stays a FIFO (and gets the output).
  @Test(arguments: importing.map { $0 + ["-o"] } + [["record", "a.yaml", "--keys", "j", "--out"]])
  func outputsWriteThroughThePath(command: [String]) throws {
    let fm = FileManager.default
    let tag = UUID().uuidString
    let target = "target-\(tag).out"
    let link = "link-\(tag).out"
    let nullLink = "null-\(tag).out"
    symlink(target, Self.folder + "/" + link)
    symlink("/dev/null", Self.folder + "/" + nullLink)
    for path in [link, nullLink] {
      let r = try BrickyardProcess.run(command + [path], in: Self.folder)
      #expect(r.status == 0, "\(path): \(r.stderr)")
      let type =
        try fm.attributesOfItem(atPath: Self.folder + "/" + path)[.type] as? FileAttributeType
      #expect(type == .typeSymbolicLink, "\(path) was replaced")
    }
    let written = try String(contentsOfFile: Self.folder + "/" + target, encoding: .utf8)
    #expect(!written.isEmpty)
    let null = try fm.attributesOfItem(atPath: "/dev/null")[.type] as? FileAttributeType
    #expect(null == .typeCharacterSpecial)

    // A FIFO with a reader: written in place (import's output fits in the pipe's buffer).
    guard command[0] == "import" else { return }
    let fifo = Self.folder + "/fifo-\(tag).out"
    #expect(mkfifo(fifo, 0o644) == 0)
    let reader = open(fifo, O_RDONLY | O_NONBLOCK)
    #expect(reader >= 0)
    defer { close(reader) }
    let r = try BrickyardProcess.run(command + [fifo], in: Self.folder)
    #expect(r.status == 0, "\(r.stderr)")
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    let n = read(reader, &buffer, buffer.count)
    #expect(n > 0)
    var info = stat()
    #expect(lstat(fifo, &info) == 0)
    #expect(info.st_mode & S_IFMT == S_IFIFO)
  }

  /// A folder, or a path through a missing folder, cannot be written: a message, status 1.
  @Test(.enabled(if: !importing.isEmpty, "writes with `import`, which needs the Importer trait"))
  func unwritablePathsAreErrors() throws {
    try? FileManager.default.createDirectory(
      atPath: Self.folder + "/dir.out", withIntermediateDirectories: true)
    for (path, reason) in [
      ("dir.out", "Is a directory"), ("missing/x.yaml", "No such file or directory"),
    ] {
      let r = try BrickyardProcess.run(["import", "v.swift", "-o", path], in: Self.folder)
      #expect(r.status == 1)
      #expect(r.stderr.contains("\(path): error: cannot be written (\(reason))"), "\(r.stderr)")
    }
  }

  /// The allocator's tuning never takes a command down under a data limit smaller than its
  /// reservation.
  @Test(
    .disabled(
      if: ProcessInfo.processInfo.environment["BRICKYARD_SANITIZER"] != nil,
      "a sanitized binary maps its shadow memory at start-up, which a 100 MB data limit refuses"
    ))
  func allocatorTuningIsSafeUnderALimit() throws {
    for command in [["check", "a.yaml"], ["frames", "a.yaml"], ["render", "a.yaml"]] {
      let limited = try Self.shell(command, prefix: "ulimit -d 100000;")
      #expect(limited.status == 0, "\(command): \(limited.stderr)")
      #expect(!limited.stdout.isEmpty)
    }
  }

  /// With the user's own MALLOC_ settings the allocator's tuning does nothing at all.
  @Test func allocatorTuningLeavesTheUsersSettings() throws {
    // Small outputs only: `shell` reads standard error to its end before standard output, so an
    // output larger than a pipe's buffer (the schema) would block both processes.
    for arguments in [["--version"], ["check", "a.yaml"], ["frames", "a.yaml"]] {
      let tuned = try Self.shell(
        arguments, environment: ["MALLOC_TOP_PAD_": "1048576", "MALLOC_ARENA_MAX": "2"])
      #expect(tuned.status == 0, "\(arguments): \(tuned.stderr)")
      #expect(!tuned.stdout.isEmpty)
    }
  }
}

/// Exports stream (issue 22): a picture of many panels is written as it is drawn, so a full
/// disk or a closed output stops it at the first failed write, midway, with status 1.
@Suite struct StreamedExportEndToEndTests {
  /// 300 panels of the one-label layout: about 300 KB, several times the writer's 64 KB buffer.
  static let offsets = (0..<300).map { String($0 * 10) }.joined(separator: ",")

  @Test(arguments: ["svg", "html"])
  func aWriteFailingMidwayIsAnError(format: String) throws {
    let arguments = ["render", "a.yaml", "--format", format, "--offsets", Self.offsets]
    // Into a file: the helper reads standard error before standard output, so an output
    // larger than a pipe holds would wait on it for ever.
    let file = "whole-\(UUID().uuidString).\(format)"
    let whole = try OutputEndToEndTests.shell(arguments, redirect: ">\(file)")
    #expect(whole.status == 0, "\(whole.stderr)")
    let path = OutputEndToEndTests.folder + "/" + file
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    #expect(size > 4 * 65_536)
    try? FileManager.default.removeItem(atPath: path)
    for (redirect, reason) in [
      (">/dev/full", "No space left on device"), (">&-", "Bad file descriptor"),
    ] {
      let r = try OutputEndToEndTests.shell(arguments, redirect: redirect)
      #expect(r.status == 1, "\(redirect): \(r.stderr)")
      #expect(
        r.stderr.contains("standard output: error: cannot write (\(reason))"),
        "\(redirect): \(r.stderr)")
    }
  }
}
