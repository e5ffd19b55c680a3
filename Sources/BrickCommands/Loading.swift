import BrickCore
import BrickFiles
import BrickFormat

/// Opens a layout file for a command (`LayoutFiles.open`: a `.swift` file imported, its fonts
/// read); a file that cannot be read or loaded throws its `LayoutErrors` (file, line, column,
/// key path, what would be valid).
func loadLayoutFile(_ path: String) throws -> LayoutSpec {
  try LayoutFiles.open(path: path).get().spec
}
