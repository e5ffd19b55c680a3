#if Importer
  import BrickCore

  /// A YAML value of a compositional layout file being written (docs/compositional.md): a scalar as
  /// written, a mapping with its keys in order, or a list.
  indirect enum YNode: Equatable {
    case scalar(String)
    case map([Entry])
    case list([YNode])

    struct Entry: Equatable {
      var key: String
      var value: YNode
      /// `Grid.swift:12`, written as a comment after the entry when it is a block.
      var origin: String = ""
    }

    static func number(_ v: Double) -> YNode { .scalar(NumberText.plain(v)) }
    static func string(_ s: String) -> YNode { .scalar(YAMLString.quoted(s)) }
    static func pairs(_ entries: [(String, YNode)]) -> YNode {
      .map(entries.map { Entry(key: $0.0, value: $0.1) })
    }

    /// The value on one line (flow style).
    var flow: String {
      switch self {
      case .scalar(let s): return s
      case .list(let items): return "[" + items.map(\.flow).joined(separator: ", ") + "]"
      case .map(let entries):
        return "{" + entries.map { "\($0.key): \($0.value.flow)" }.joined(separator: ", ") + "}"
      }
    }

    /// The value of `key`, when this is a mapping that has it.
    subscript(key: String) -> YNode? {
      guard case .map(let entries) = self else { return nil }
      return entries.first { $0.key == key }?.value
    }
  }

  /// Writes `YNode`s as block YAML, each value on one line when it fits in 100 columns.
  enum CompositionalYAML {
    static let width = YAMLWriter.maximumLineLength

    /// The lines of `key: value` at `indent`.
    static func entry(_ entry: YNode.Entry, indent: String, into lines: inout [String]) {
      let comment = entry.origin.isEmpty ? "" : "  # \(YAMLWriter.commentText(entry.origin))"
      let head = "\(indent)\(entry.key):"
      if case .scalar = entry.value {
        lines.append("\(head) \(entry.value.flow)\(comment)")
        return
      }
      let oneLine = "\(head) \(entry.value.flow)"
      if oneLine.count + comment.count <= width && !containsBlockWorthy(entry.value) {
        lines.append(oneLine + comment)
        return
      }
      if case .list(let items) = entry.value, items.isEmpty {
        lines.append("\(head) []\(comment)")
        return
      }
      lines.append(head + comment)
      block(entry.value, indent: indent + "  ", into: &lines)
    }

    /// A list of sections stays a block even when short: one section a block reads best.
    private static func containsBlockWorthy(_ node: YNode) -> Bool {
      if case .list(let items) = node {
        return items.contains { if case .map = $0 { true } else { false } } && items.count > 1
      }
      return false
    }

    /// A mapping's entries or a list's items at `indent`.
    static func block(_ node: YNode, indent: String, into lines: inout [String]) {
      switch node {
      case .scalar(let s): lines.append(indent + s)
      case .map(let entries):
        for e in entries { entry(e, indent: indent, into: &lines) }
      case .list(let items):
        for item in items { listItem(item, origin: "", indent: indent, into: &lines) }
      }
    }

    /// One `- item` at `indent`: on one line when it fits, else a block whose first key shares
    /// the dash's line.
    static func listItem(_ item: YNode, origin: String, indent: String, into lines: inout [String])
    {
      let comment = origin.isEmpty ? "" : "  # \(YAMLWriter.commentText(origin))"
      let oneLine = "\(indent)- \(item.flow)"
      if oneLine.count + comment.count <= width {
        lines.append(oneLine + comment)
        return
      }
      guard case .map(let entries) = item, !entries.isEmpty else {
        lines.append(oneLine + comment)
        return
      }
      var inner: [String] = []
      for e in entries { entry(e, indent: indent + "  ", into: &inner) }
      if var first = inner.first {
        first = indent + "- " + first.dropFirst(indent.count + 2)
        inner[0] = first + (first.contains("  # ") ? "" : comment)
      }
      lines += inner
    }
  }
#endif
