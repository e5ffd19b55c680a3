import BrickCore
import BrickFiles
import BrickFormat

/// Reads and loads a layout file for a command; a file that cannot be read or loaded throws
/// its `LayoutErrors` (file, line, column, key path, what would be valid).
func loadLayoutFile(_ path: String) throws -> LayoutSpec {
  try LayoutFiles.load(path: path).get()
}
