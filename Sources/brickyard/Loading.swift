import BrickCore
import BrickFormat
import BrickTUI
import ArgumentParser
import Foundation

/// Reads and loads a layout file for a command; on failure prints every error (file, line,
/// column, key path, what would be valid) to standard error and exits with status 1.
func loadLayoutFile(_ path: String) throws -> LayoutSpec {
  switch LayoutFiles.load(path: path) {
  case .success(let spec):
    return spec
  case .failure(let errors):
    printError(errors.description)
    throw ExitCode(1)
  }
}

/// Writes a line to standard error.
func printError(_ message: String) {
  FileHandle.standardError.write(Data((message + "\n").utf8))
}
