import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program to completion with `posix_spawn` and `waitpid`, its output going to files.
///
/// Foundation's `Process` waits through a run loop and reads pipes to end-of-file; with tmux,
/// whose server forks off the client and outlives it, that can hang a test. This does neither.
enum Subprocess {
  struct Result {
    var status: Int32
    var output: String
    var errors: String
  }

  /// Runs `arguments[0]` (a path) with `arguments`, the given environment, standard input from
  /// `stdinPath`, and standard output and error captured through files in `scratch`.
  static func run(
    _ arguments: [String], environment: [String: String], scratch: URL,
    stdinPath: String = "/dev/null"
  ) throws -> Result {
    let id = UUID().uuidString
    let outPath = scratch.appendingPathComponent("out-\(id)").path
    let errPath = scratch.appendingPathComponent("err-\(id)").path
    defer {
      unlink(outPath)
      unlink(errPath)
    }
    // Darwin's posix_spawn types are optional pointers, glibc's are structs.
    #if canImport(Darwin)
      var actions: posix_spawn_file_actions_t? = nil
    #else
      var actions = posix_spawn_file_actions_t()
    #endif
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdinPath, O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    // Keep the test runner's other descriptors out of tmux's long-lived server.
    // (glibc ignores a close action whose descriptor is already closed.)
    #if os(Linux)
      let descriptors = "/proc/self/fd"
    #else
      let descriptors = "/dev/fd"  // Darwin's list of the process's open descriptors
    #endif
    let open = (try? FileManager.default.contentsOfDirectory(atPath: descriptors)) ?? []
    for fd in open.compactMap(Int32.init) where fd > 2 {
      posix_spawn_file_actions_addclose(&actions, fd)
    }

    // Spawn from a clean slate: test runner threads block most signals, and a blocked mask is
    // inherited by tmux's server and its panes (no SIGCHLD, no Ctrl-Z, no SIGHUP on kill-server).
    #if canImport(Darwin)
      var attributes: posix_spawnattr_t? = nil
    #else
      var attributes = posix_spawnattr_t()
    #endif
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var noSignals = sigset_t()
    var allSignals = sigset_t()
    sigemptyset(&noSignals)
    sigfillset(&allSignals)
    posix_spawnattr_setsigmask(&attributes, &noSignals)
    posix_spawnattr_setsigdefault(&attributes, &allSignals)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      argv.forEach { free($0) }
      envp.forEach { free($0) }
    }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, arguments[0], &actions, &attributes, argv, envp)
    guard spawned == 0 else {
      throw HarnessError(
        message: "cannot run \(arguments[0]): \(String(cString: strerror(spawned)))")
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    let exitStatus: Int32 = (status & 0x7f) == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
    let output = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
    let errors = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    return Result(status: exitStatus, output: output, errors: errors)
  }
}
