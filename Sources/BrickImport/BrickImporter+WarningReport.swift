#if Importer
  import BrickFormat

  /// The warnings of an import as people read them (issue 35 docs/editor.md): grouped by screen,
  /// each message once with a count and its first `file:line:column`, the cosmetic ones folded into
  /// one line per screen, a warning every screen repeats (an appearance setting of a shared file)
  /// told once for all of them, and the skipped files listed once at the end.
  /// `brickyard import --warnings full` prints every warning instead (docs/import.md).
  public struct WarningReport: Sendable {
    /// One screen's part: its name and its warnings, grouped.
    public struct ScreenPart: Sendable {
      public var name: String
      public var groups: [ImportWarning.Group]
      /// How many warnings the groups stand for.
      public var count: Int { groups.reduce(0) { $0 + $1.count } }
    }

    /// The screens with warnings of their own, in screen order.
    public var screens: [ScreenPart]
    /// Warnings at one place that more than one screen gave, grouped as a screen's are, each
    /// with the most screens one of its warnings was given in.
    public var shared: [(group: ImportWarning.Group, screens: Int)]
    /// What the import skipped (a playground, a file past the limits), each once.
    public var skipped: [ImportWarning]
    /// The files that declare no screen (their constants, types and appearance are read).
    public var withoutScreen: [String]
    /// Every warning, each screen's counted (what `--warnings full` prints).
    public var total: Int

    /// The report of a folder import: each screen's warnings, the warnings of the skipped
    /// files, and the files that declare no screen.
    public init(
      screens: [(name: String, warnings: [ImportWarning])], skipped: [ImportWarning] = [],
      withoutScreen: [String] = []
    ) {
      var seenIn: [ImportWarning: Int] = [:]
      for screen in screens {
        for warning in Set(screen.warnings) { seenIn[warning, default: 0] += 1 }
      }
      self.screens = screens.compactMap { screen in
        let own = screen.warnings.filter { (seenIn[$0] ?? 0) < 2 }
        guard !own.isEmpty else { return nil }
        return ScreenPart(name: screen.name, groups: ImportWarning.grouped(own))
      }
      let repeated = seenIn.filter { $0.value > 1 }
      shared = ImportWarning.grouped(Array(repeated.keys)).map { group in
        (group, group.warnings.map { repeated[$0] ?? 0 }.max() ?? 0)
      }
      self.skipped = Array(Set(skipped)).sorted()
      self.withoutScreen = withoutScreen
      total = screens.reduce(0) { $0 + $1.warnings.count } + self.skipped.count
    }

    /// The report's lines: a heading per screen (`== Feed: 5 warnings`) and its groups, then
    /// the shared warnings, the skipped files and the files without a screen.
    public var lines: [String] {
      var lines: [String] = []
      for screen in screens {
        let n = screen.count
        lines.append("== \(screen.name): \(n) warning\(n == 1 ? "" : "s")")
        lines += screen.groups.map(\.description)
      }
      if !shared.isEmpty {
        lines.append("== in several screens (each told once)")
        lines += shared.map { "\($0.group.description) (in \($0.screens) screens)" }
      }
      if !skipped.isEmpty || !withoutScreen.isEmpty {
        lines.append("== skipped")
        lines += skipped.map(\.description)
        if !withoutScreen.isEmpty {
          let names = withoutScreen.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
          let n = withoutScreen.count
          lines.append(
            "\(n) file\(n == 1 ? " declares" : "s declare") no screen (read for what the screens "
              + "use): \(names.joined(separator: ", "))")
        }
      }
      return lines
    }

    /// The lines of one file's import (one screen, no heading): its groups.
    public static func lines(of warnings: [ImportWarning]) -> [String] {
      ImportWarning.grouped(warnings).map(\.description)
    }
  }
#endif
