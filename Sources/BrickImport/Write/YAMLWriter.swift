#if Importer
  import BrickCore

  /// Writes a `LayoutModel` as a readable layout file: shorthands where they exist, one line per
  /// brick when it fits, and a `# File.swift:12` comment on every node.
  enum YAMLWriter {
    static let maximumLineLength = 100

    static func write(
      _ layout: LayoutModel, title: String, sources: [String], warnings: [ImportWarning] = []
    ) -> String {
      var lines = [
        "# Imported from \(commentText(sources.joined(separator: ", "))) by `brickyard import`."
      ]
      // The previewer lists these (its `w` key); one a line, newlines in messages flattened.
      lines += warnings.map {
        "# warning: " + commentText($0.description)
      }
      lines.append("title: \(YAMLString.quoted(title))")
      if let s = layout.scrollDirection { lines.append("scrollDirection: \(s)") }
      if let z = layout.zIndex { lines.append("zIndex: \(z)") }
      if let a = layout.appear { lines.append("appear: \(a)") }
      lines.append("root:" + comment(layout.root.origin))
      // The root's id is always `root`; BrickKit's identifier (`BrickSection("RootSection",
      // ...)`) is kept beside it, as frames and behaviors may name it.
      if let identifier = layout.root.identifier {
        lines.append("  identifier: \(YAMLString.quoted(identifier))")
      }
      if let background = layout.root.background {
        lines.append("  background: \(background)")
      }
      sectionBody(layout.root, indent: "  ", into: &lines)
      if !layout.behaviors.isEmpty {
        lines.append("behaviors:")
        for behavior in layout.behaviors {
          let body = behavior.fields.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
          lines.append("  - {\(body)}" + comment(behavior.origin))
        }
      }
      return lines.joined(separator: "\n") + "\n"
    }

    private static func comment(_ origin: String) -> String {
      origin.isEmpty ? "" : "  # \(commentText(origin))"
    }

    /// Text a YAML comment may hold: every character YAML does not print (controls, U+FFFE,
    /// U+FFFF) and every line break (LF, CR, NEL, U+2028, U+2029) becomes a space, so a message
    /// quoting broken Swift never ends the comment or stops the loader (found by the fuzzer).
    static func commentText(_ text: String) -> String {
      var out = String.UnicodeScalarView()
      for u in text.unicodeScalars {
        switch u.value {
        case 0x09, 0x20...0x7E, 0xA0...0x2027, 0x202A...0xD7FF, 0xE000...0xFFFD, 0x10000...:
          out.append(u)
        default:
          out.append(" ")
        }
      }
      return String(out)
    }

    /// `1/3` as the source wrote it, when the loader reads it back as that fraction: two numbers
    /// around one `/` (source text with stray bytes in it once wrote a ratio the loader refused).
    static func isPlainFraction(_ text: String) -> Bool {
      let parts = text.split(separator: "/", omittingEmptySubsequences: false)
      return parts.count == 2
        && parts.allSatisfy { part in
          var digits = part
          while digits.first == " " { digits.removeFirst() }
          while digits.last == " " { digits.removeLast() }
          return digits.allSatisfy { "0123456789.".contains($0) } && Double(String(digits)) != nil
        }
    }

    /// The keys of a section (without `type`) and its bricks.
    private static func sectionBody(_ node: NodeModel, indent: String, into lines: inout [String]) {
      for key in NodeKey.sectionKeys {
        if let v = value(key, of: node) { lines.append("\(indent)\(key.rawValue): \(v)") }
      }
      if node.children.isEmpty {
        lines.append("\(indent)bricks: []")
        return
      }
      lines.append("\(indent)bricks:")
      for child in node.children { brick(child, indent: indent + "  ", into: &lines) }
    }

    /// One node as a list entry: on one line when it fits and has no bricks, else as a block.
    private static func brick(_ node: NodeModel, indent: String, into lines: inout [String]) {
      let keys = scalarKeys(node)
      if node.type != .section && node.type != .collection {
        let flow = "\(indent)- {" + keys.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
        if flow.count + node.origin.count + 4 <= maximumLineLength {
          lines.append(flow + comment(node.origin))
          return
        }
      }
      for (i, (key, value)) in keys.enumerated() {
        let lead = i == 0 ? "\(indent)- " : "\(indent)  "
        lines.append("\(lead)\(key): \(value)" + (i == 0 ? comment(node.origin) : ""))
      }
      let inner = indent + "  "
      if node.type == .section {
        sectionBody(node, indent: inner, into: &lines)
      } else if node.type == .collection, let section = node.inner {
        lines.append("\(inner)section:" + comment(section.origin))
        if let background = section.background {
          lines.append("\(inner)  background: \(background)")
        }
        sectionBody(section, indent: inner + "  ", into: &lines)
      }
    }

    /// A node's keys other than its bricks and its section keys, in `NodeKey`'s order.
    private static func scalarKeys(_ node: NodeModel) -> [(String, String)] {
      NodeKey.allCases.compactMap { key in
        guard !NodeKey.sectionKeys.contains(key), let v = value(key, of: node) else { return nil }
        return (key.rawValue, v)
      }
    }

    /// The written value of one key of a node, or nil when the node leaves it out: the one
    /// place node values become YAML.
    static func value(_ key: NodeKey, of node: NodeModel) -> String? {
      switch key {
      case .type: return node.type.rawValue
      case .id: return node.id
      case .width: return node.width.map(dimension)
      case .height: return node.height.map(dimension)
      case .repeatCount:
        guard let r = node.repeatCount, r != 1, node.data == nil, node.hiddenCopies == nil else {
          return nil
        }
        return String(r)
      case .hidden: return node.hiddenCopies != nil ? "\"{hidden}\"" : node.hidden ? "true" : nil
      // A collection's colour is its section's (written there).
      case .background: return node.type == .collection ? nil : node.background
      case .text: return node.text.map(YAMLString.quoted)
      case .title: return node.title.map(YAMLString.quoted)
      case .font: return node.font.map(font)
      case .padding: return node.padding.map(insets)
      case .src: return node.src.map(YAMLString.quoted)
      case .aspect: return node.aspect.map(NumberText.plain)
      case .content: return node.content.map(YAMLString.quoted)
      case .contentHeight: return node.contentHeight.map(NumberText.plain)
      case .scrollDirection: return node.scrollDirection
      case .data:
        if let hidden = node.hiddenCopies { return hiddenData(node.data, hidden) }
        guard let data = node.data else { return nil }
        let entries = data.texts.map { "{\(data.key): \(YAMLString.quoted($0))}" }
        return "[" + entries.joined(separator: ", ") + "]"
      case .sample: return node.sample.map(YAMLString.quoted)
      case .inset: return node.inset.map(NumberText.plain)
      case .edgeInsets: return node.edgeInsets.map(insets)
      case .alignment:
        return node.alignment.map { "{horizontal: \($0.horizontal), vertical: \($0.vertical)}" }
      case .alignRowHeights: return node.alignRowHeights.map { $0 ? "true" : "false" }
      }
    }

    /// A `data` list with each copy's `hidden` (and its text, when the node has a text list).
    static func hiddenData(_ data: TextList?, _ hidden: [Bool]) -> String {
      let entries = hidden.indices.map { i -> String in
        let flag = "hidden: \(hidden[i] ? "true" : "false")"
        guard let data, i < data.texts.count else { return "{\(flag)}" }
        return "{\(data.key): \(YAMLString.quoted(data.texts[i])), \(flag)}"
      }
      return "[" + entries.joined(separator: ", ") + "]"
    }

    // MARK: - Values

    /// A dimension in its shortest form: `50`, `"1/2"`, `fill`, `auto`, or a mapping.
    static func dimension(_ d: Dim) -> String {
      switch d {
      case .fixed(let v): return NumberText.plain(v)
      case .ratio(let v, let text):
        if let text, isPlainFraction(text) { return "\"\(text)\"" }
        return "{ratio: \(NumberText.plain(v))}"
      case .fill: return "fill"
      case .auto(let e):
        if e == .fixed(50) { return "auto" }
        return "{auto: {estimate: \(dimension(e))}}"
      case .orientation(let l, let p):
        return "{orientation: {landscape: \(dimension(l)), portrait: \(dimension(p))}}"
      case .horizontalSizeClass(let r, let c):
        return "{horizontalSizeClass: {regular: \(dimension(r)), compact: \(dimension(c))}}"
      case .verticalSizeClass(let r, let c):
        return "{verticalSizeClass: {regular: \(dimension(r)), compact: \(dimension(c))}}"
      case .range(let d, let pairs):
        let list = pairs.map {
          "{minimumSize: \(NumberText.plain($0.minimumSize)), "
            + "dimension: \(dimension($0.dimension))}"
        }
        return "{range: {default: \(dimension(d)), pairs: [\(list.joined(separator: ", "))]}}"
      case .restricted(let size, let min, let max):
        var parts = ["size: \(dimension(size))"]
        if let min { parts.append("min: \(dimension(min))") }
        if let max { parts.append("max: \(dimension(max))") }
        return "{restricted: {\(parts.joined(separator: ", "))}}"
      case .minus(let m): return "{minus: \(NumberText.plain(m))}"
      case .ofViewport(let r): return "{ratio: \(NumberText.plain(r)), of: viewport}"
      }
    }

    /// `headline`, or `{size: 15, weight: light}` (a regular weight left out).
    static func font(_ f: ImportFont) -> String {
      if let style = f.style { return style }
      var parts = ["size: \(NumberText.plain(f.size ?? 17))"]
      if let w = f.weight, w != "regular" { parts.append("weight: \(w)") }
      if f.scales { parts.append("scales: true") }
      return "{" + parts.joined(separator: ", ") + "}"
    }

    static func insets(_ i: Insets) -> String {
      if i.top == i.left && i.left == i.bottom && i.bottom == i.right {
        return NumberText.plain(i.top)
      }
      return
        "{top: \(NumberText.plain(i.top)), left: \(NumberText.plain(i.left)), "
        + "bottom: \(NumberText.plain(i.bottom)), right: \(NumberText.plain(i.right))}"
    }

    /// A flow list of ids or identifiers, each quoted when needed.
    static func list(_ items: [String]) -> String {
      "["
        + items.map { LayoutBuilder.isPlainID($0) ? $0 : YAMLString.quoted($0) }.joined(
          separator: ", ") + "]"
    }
  }
#endif
