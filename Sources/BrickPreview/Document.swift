import BrickCore
import BrickFormat

/// The file behind a preview: its path, the last good version, its data states (`n`/`p`),
/// the error of a version that does not load, and the watch that reloads it.
public struct Document: Sendable {
  /// The file's path, as given (errors and the status line use it).
  public let path: String
  /// The last good version of the file (an empty layout while it has never loaded).
  public internal(set) var fileSpec: LayoutSpec
  /// The versions `n`/`p` step through: the file's states, preceded by its own root when that
  /// root is not one of them. Empty when the file has no states.
  public internal(set) var states: [DataState]
  public internal(set) var stateIndex = 0
  /// The error overlay: the file is broken, the layout is the last good one.
  public internal(set) var error: LayoutErrors?
  /// The file watch (live reload), when there is a source.
  var watch: FileWatch?
  /// The kernel's word that the file's folder changed (`PreviewSettings.watchesFiles`).
  var changes: FileChanges?
  /// True once the file's `start:` was applied (at the first terminal size).
  var startApplied = false
  /// False while the file has never loaded (`fileSpec` is then an empty stand-in).
  public internal(set) var hasLoaded = true
  /// The command line's text settings, and the content size `t`/`T` chose.
  public internal(set) var text = TextOverrides()
  /// What the import of a `.swift` file found (its warnings, the files it read, the Swift
  /// line of each layout line), as `LayoutFiles.open` returned it; nil for a layout file.
  public internal(set) var imported: ImportedSwift?
  /// The warning `w` shows in the status line (`e` then opens its file at its line).
  public internal(set) var shownWarning: Int?

  /// An imported Swift file's warnings; `w` steps through them.
  public var importWarnings: [SourceWarning] { imported?.warnings ?? [] }
  /// The warnings as `brickyard import` prints them: each message once with a count, the
  /// cosmetic ones folded into one (issue 35 docs/editor.md); `w` steps through these.
  public var importWarningGroups: [SourceWarning.Group] {
    SourceWarning.grouped(importWarnings)
  }

  /// Where a node written at `line` of the layout text was written by hand: that line of this
  /// file, or for an imported `.swift` file the Swift line it was built on (nil when unknown).
  public func sourcePlace(ofLayoutLine line: Int) -> SourcePlace? {
    guard let imported else { return SourcePlace(file: path, line: line) }
    return imported.place(ofLayoutLine: line)
  }

  init(path: String, spec: LayoutSpec, state: String?, text: TextOverrides = TextOverrides()) {
    self.path = path
    self.text = text
    fileSpec = spec
    states = Self.stateList(spec)
    if let state, let i = states.firstIndex(where: { $0.name == state }) {
      stateIndex = i
    } else if let i = states.firstIndex(where: { $0.showsUnchanged(spec) }) {
      stateIndex = i
    }
  }

  /// The current data state's name, when the file has states.
  public var stateName: String? {
    states.indices.contains(stateIndex) ? states[stateIndex].name : nil
  }

  /// The spec shown: the file with the current state's root.
  var displayedSpec: LayoutSpec {
    text.applied(to: Self.displayedSpec(fileSpec, states: states, index: stateIndex))
  }

  /// The title: the file's, or its file name.
  public var title: String { fileSpec.title ?? Self.fileName(path) }

  /// Steps `delta` states. Past either end it wraps when `wrap` is true and otherwise stays;
  /// returns false when the state did not change.
  mutating func step(_ delta: Int, wrap: Bool) -> Bool {
    guard !states.isEmpty else { return false }
    var next = stateIndex + delta
    if next < 0 || next >= states.count {
      guard wrap else { return false }
      next = ((next % states.count) + states.count) % states.count
    }
    guard next != stateIndex else { return false }
    stateIndex = next
    return true
  }

  /// A good new version of the file: the error goes, and the state is kept by name.
  mutating func adopt(_ spec: LayoutSpec) {
    error = nil
    hasLoaded = true
    let previousState = stateName
    fileSpec = spec
    states = Self.stateList(spec)
    if let previousState, let i = states.firstIndex(where: { $0.name == previousState }) {
      stateIndex = i
    } else {
      stateIndex = min(stateIndex, max(0, states.count - 1))
    }
  }

  /// The state list for a file (see `states`).
  static func stateList(_ spec: LayoutSpec) -> [DataState] {
    guard !spec.states.isEmpty else { return [] }
    if spec.states.contains(where: { $0.showsUnchanged(spec) }) { return spec.states }
    return [DataState(name: "default", root: spec.root)] + spec.states
  }

  static func displayedSpec(_ spec: LayoutSpec, states: [DataState], index: Int) -> LayoutSpec {
    var shown = spec
    if states.indices.contains(index) { shown = states[index].applied(to: spec) }
    shown.states = []
    return shown
  }

  static func fileName(_ path: String) -> String {
    path.split(separator: "/").last.map(String.init) ?? path
  }
}
