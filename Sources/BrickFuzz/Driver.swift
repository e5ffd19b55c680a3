import Foundation

/// How the fuzz target runs.
///
/// Built with `-DBRICKYARD_LIBFUZZER`, coverage instrumentation and libFuzzer's `fuzzer_no_main`
/// runtime linked in (`scripts/fuzz-flags.sh` prints those flags; `scripts/fuzz.sh` and CI's
/// AddressSanitizer build use them), `main` hands the command line to libFuzzer's driver, so
/// every libFuzzer option works: `BrickFuzz CORPUS -max_total_time=60`. The driver is called
/// from our own `main` rather than libFuzzer's, so the target builds in the same build as the
/// package's other executables and tests.
///
/// In any other build it replays: each file named (or each file in a folder named) runs through
/// the target once, which is how a crashing input from a fuzz run is reproduced under a
/// debugger or in a plain debug build: `swift run BrickFuzz fuzz-out/crash-…`.
@main
struct FuzzDriver {
  static func main() {
    #if BRICKYARD_LIBFUZZER
      var argc = CommandLine.argc
      var argv = CommandLine.unsafeArgv
      exit(LLVMFuzzerRunDriver(&argc, &argv) { data, size in fuzzTestOneInput(data, size) })
    #else
      exit(replay(Array(CommandLine.arguments.dropFirst())))
    #endif
  }

  /// Runs each file through the target once; 2 when a path cannot be read or none is given.
  static func replay(_ paths: [String]) -> Int32 {
    guard !paths.isEmpty else {
      FileHandle.standardError.write(Data("usage: BrickFuzz FILE|FOLDER...\n".utf8))
      return 2
    }
    var replayed = 0
    for path in paths {
      for file in files(at: path) {
        guard let bytes = FileManager.default.contents(atPath: file) else {
          FileHandle.standardError.write(Data("BrickFuzz: cannot read \(file)\n".utf8))
          return 2
        }
        _ = bytes.withUnsafeBytes { raw in
          fuzzTestOneInput(raw.bindMemory(to: UInt8.self).baseAddress, raw.count)
        }
        replayed += 1
      }
    }
    print("replayed \(replayed) input(s)")
    return 0
  }

  /// The path itself, or the regular files directly inside it when it is a folder, sorted.
  static func files(at path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue
    else { return [path] }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return names.sorted().map { path + "/" + $0 }.filter { file in
      var nested: ObjCBool = false
      return FileManager.default.fileExists(atPath: file, isDirectory: &nested)
        && !nested.boolValue
    }
  }
}

#if BRICKYARD_LIBFUZZER
  /// libFuzzer's entry point for a program with its own `main` (compiler-rt's
  /// `fuzzer_no_main` runtime): parses libFuzzer's options and runs the loop.
  @_silgen_name("LLVMFuzzerRunDriver")
  func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<Int32>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
  ) -> Int32
#endif
