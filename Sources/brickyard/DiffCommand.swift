import ArgumentParser
import BrickCore

/// `brickyard diff FILE --from A --to B`: what changes between two data states, by id.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Print the inserts, deletes, moves and updates between two data states.",
    discussion: """
      States are the file's `states:` entries, matched by name; `root` names the file's own \
      root. Bricks are matched by id (repetitions as id#k). A move is a brick that changed \
      parent or left the longest run of bricks that kept their order; an update is a brick \
      whose own content or size rules changed.
      """)

  @Argument(help: "A layout file with `states:`.", completion: .file())
  var file: String

  @Option(help: ArgumentHelp("The state to diff from.", valueName: "name"))
  var from: String

  @Option(help: ArgumentHelp("The state to diff to.", valueName: "name"))
  var to: String

  @Flag(help: "Print JSON instead of text.")
  var json = false

  func run() throws {
    let spec = try loadLayoutFile(file)
    let old = try Self.state(from, in: spec, file: file)
    let new = try Self.state(to, in: spec, file: file)
    let diff = StateDiff(from: CompiledLayout(old), to: CompiledLayout(new))
    print(json ? Self.json(diff, from: from, to: to) : Self.text(diff, from: from, to: to))
  }

  static func state(_ name: String, in spec: LayoutSpec, file: String) throws -> LayoutSpec {
    if name == "root" { return spec }
    if let s = spec.selectingState(name) { return s }
    let names = spec.states.map(\.name)
    let known = names.isEmpty ? "the file has no states" : "its states are " + names.joined(separator: ", ")
    printError("\(file): no state named '\(name)'; \(known) (or root).")
    throw ExitCode(1)
  }

  static func text(_ d: StateDiff, from: String, to: String) -> String {
    var lines = ["\(from) → \(to)"]
    if d.isEmpty { lines.append("no changes") }
    for (label, ids) in [("inserted", d.inserted), ("deleted", d.deleted), ("moved", d.moved), ("updated", d.updated)]
    where !ids.isEmpty {
      lines.append("\(label): " + ids.joined(separator: ", "))
    }
    return lines.joined(separator: "\n")
  }

  static func json(_ d: StateDiff, from: String, to: String) -> String {
    func list(_ ids: [String]) -> String { "[" + ids.map { "\"\(escape($0))\"" }.joined(separator: ", ") + "]" }
    return """
      {"from": "\(escape(from))", "to": "\(escape(to))", "inserted": \(list(d.inserted)), \
      "deleted": \(list(d.deleted)), "moved": \(list(d.moved)), "updated": \(list(d.updated))}
      """
  }
}
