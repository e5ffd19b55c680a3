/// The previewer reads files through `LayoutFiles` (BrickFiles); re-exported so every file of
/// BrickPreview, and every client of it, sees the file reader without importing it again.
@_exported import BrickFiles
