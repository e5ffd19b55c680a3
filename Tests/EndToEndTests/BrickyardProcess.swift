import Foundation

/// Runs the built `brickyard` executable, for end-to-end tests.
///
/// The binary sits next to the test bundle (`.build/<triple>/debug/` or a sanitizer's scratch
/// path): the EndToEndTests target depends on the `brickyard` target, so it is built first.
struct BrickyardProcess {
  struct Output {
    var status: Int32
    var stdout: String
    var stderr: String
    /// True when the process had to be killed after the time limit.
    var timedOut: Bool
  }

  /// The executable's path, found from this process's own.
  static let executable: String = {
    #if os(Linux)
      let me =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
        ?? CommandLine.arguments[0]
    #else
      // No /proc: the test bundle (`.build/debug/BrickyardPackageTests.xctest`) is loaded.
      let me =
        Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundlePath
        ?? CommandLine.arguments[0]
    #endif
    var dir = URL(fileURLWithPath: me).deletingLastPathComponent()
    // Inside an .xctest bundle on some platforms: walk up to the products folder.
    while dir.path.contains(".xctest") { dir = dir.deletingLastPathComponent() }
    return dir.appendingPathComponent("brickyard").path
  }()

  /// Runs `brickyard arguments...` in `directory`, killing it after `timeLimit` seconds.
  /// Output goes through files, so a large output cannot block the child on a full pipe.
  static func run(
    _ arguments: [String], in directory: String, timeLimit: Double = 30
  ) throws -> Output {
    let out = directory + "/.stdout-" + UUID().uuidString
    let err = directory + "/.stderr-" + UUID().uuidString
    _ = FileManager.default.createFile(atPath: out, contents: nil)
    _ = FileManager.default.createFile(atPath: err, contents: nil)
    defer {
      try? FileManager.default.removeItem(atPath: out)
      try? FileManager.default.removeItem(atPath: err)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let outHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: out))
    let errHandle = try FileHandle(forWritingTo: URL(fileURLWithPath: err))
    process.standardOutput = outHandle
    process.standardError = errHandle
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let deadline = Date().addingTimeInterval(timeLimit)
    var timedOut = false
    while process.isRunning {
      if Date() > deadline {
        // SIGTERM, then SIGKILL: a process stuck in a crash handler ignores the first.
        process.terminate()
        let grace = Date().addingTimeInterval(0.5)
        while process.isRunning && Date() < grace { usleep(10_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        timedOut = true
        break
      }
      usleep(10_000)
    }
    process.waitUntilExit()
    try? outHandle.close()
    try? errHandle.close()
    // Through FileHandle: `String(contentsOfFile:)` leaks its buffer in FoundationEssentials
    // on Linux (seen by LeakSanitizer in scripts/asan.sh).
    let read = { (path: String) -> String in
      guard let handle = FileHandle(forReadingAtPath: path) else { return "" }
      defer { try? handle.close() }
      return String(decoding: handle.readDataToEndOfFile(), as: UTF8.self)
    }
    return Output(
      status: process.terminationStatus, stdout: read(out), stderr: read(err), timedOut: timedOut)
  }
}
