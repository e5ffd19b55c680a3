#if Importer
  import BrickCore

  /// What an app's files other than its Swift say about its screens (issue 35
  /// docs/layout-file.md#limits-and-errors, docs/commands.md#pictures-to-share): the colours and
  /// images of its asset catalogs and the real sizes of its `brickyard.sizes.yaml` sidecars.
  /// BrickFiles reads them from disk (`SwiftApp.resources`); the importer looks names up here:
  /// `UIColor(named:)`, `UIImage(named:)`, and the heights of nib bricks and remote images by cell
  /// class or identifier.
  public struct AppResources: Sendable {
    /// A sidecar's entry: a height in points and/or an aspect (height over width).
    public struct Size: Sendable, Equatable {
      public var height: Double?
      public var aspect: Double?

      public init(height: Double? = nil, aspect: Double? = nil) {
        self.height = height
        self.aspect = aspect
      }
    }

    /// One sidecar: the folder it is in and its sizes by cell class or identifier.
    public struct Sidecar: Sendable {
      /// The folder whose Swift files it applies to ("": every file of the import, a file
      /// given alone whose sidecars were chosen for it).
      public var folder: String
      /// How deep its folder is: the nearest (deepest) sidecar naming a key wins.
      public var depth: Int
      public var sizes: [String: Size]
      /// The sidecar's path and the line of each key, for warnings.
      public var path: String
      public var lines: [String: Int]

      public init(
        folder: String, depth: Int, sizes: [String: Size], path: String = "",
        lines: [String: Int] = [:]
      ) {
        self.folder = folder
        self.depth = depth
        self.sizes = sizes
        self.path = path
        self.lines = lines
      }
    }

    /// `*.colorset` colours by asset name, with their dark variants.
    public var colours: [String: DynamicColor]
    /// `*.imageset` images' aspects (height over width) by asset name.
    public var imageAspects: [String: Double]
    /// The sidecars, nearest the root first.
    public var sidecars: [Sidecar]
    /// The files read (the sidecars): a preview reloads when one changes.
    public var files: [String]
    /// What could not be read or understood, each at its file and line.
    public var warnings: [ImportWarning]

    public init(
      colours: [String: DynamicColor] = [:], imageAspects: [String: Double] = [:],
      sidecars: [Sidecar] = [], files: [String] = [], warnings: [ImportWarning] = []
    ) {
      self.colours = colours
      self.imageAspects = imageAspects
      self.sidecars = sidecars
      self.files = files
      self.warnings = warnings
    }

    /// The sidecar size of `key` (a cell class or an identifier) for code in the Swift file
    /// `file`: the sidecar of the nearest folder above the file that names it.
    public func size(of key: String, forFile file: String?) -> Size? {
      let holding = sidecars.filter { sidecar in
        guard let file, !sidecar.folder.isEmpty else { return true }
        let prefix = sidecar.folder.hasSuffix("/") ? sidecar.folder : sidecar.folder + "/"
        return file.hasPrefix(prefix)
      }
      for sidecar in holding.sorted(by: { $0.depth > $1.depth }) {
        if let size = sidecar.sizes[key] { return size }
      }
      return nil
    }
  }
#endif
