#if Importer
  import BrickCore
  import BrickFormat
  import BrickImport
  import Foundation
  import Testing

  /// What issue 35's acceptance tests compare between an import and the layout written by hand
  /// from the same Swift: the frames (with hidden flags) and content size on a phone and a pad in
  /// both orientations, the scroll direction and z order, the items each kind of behavior selects,
  /// the label and button texts item by item, and each hand-written node's colour (light and
  /// dark), font and padding, found by id. Spellings are free: a `data` list or a `repeat`, a
  /// colour's name or its hex, `row#3` or a data field, compare equal when they mean the same.
  enum Issue35 {
    /// The fixtures of issue 35, below `Fixtures/Issue35`.
    static func sources(_ paths: [String]) throws -> [SwiftSource] {
      try paths.map { path in
        let name = "Issue35/\(path)"
        return SwiftSource(name: name, text: try #require(fixtureText(name), "missing \(name)"))
      }
    }

    /// The devices and orientations every comparison solves.
    static let traits: [(Device, Traits.Orientation)] = [
      Device.default, Device.preset(named: "ipad"),
    ]
    .compactMap { $0 }
    .flatMap { device in Traits.Orientation.allCases.map { (device, $0) } }

    /// Records an issue for each way `imported` differs from the hand translation `expected`.
    static func compare(
      _ imported: LayoutSpec, _ expected: LayoutSpec, _ name: String, yaml: String,
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      for (device, orientation) in traits {
        let got = SolvedFrames(imported, device: device, orientation: orientation)
        let want = SolvedFrames(expected, device: device, orientation: orientation)
        #expect(
          got == want,
          "\(name) on \(device.name) \(orientation):\ngot\n\(got)\nwant\n\(want)\n\(yaml)",
          sourceLocation: sourceLocation)
      }
      let compiledImport = CompiledLayout(imported)
      let compiledHand = CompiledLayout(expected)
      for (id, _) in nodesByID(expected.root) {
        guard let want = compiledHand.nodes(named: id).first, compiledHand.isCollection(node: want),
          let wantSpec = compiledHand.innerSpec(ofCollectionNode: want)
        else { continue }
        guard let got = compiledImport.nodes(named: id).first,
          let gotSpec = compiledImport.innerSpec(ofCollectionNode: got)
        else {
          Issue.record("\(name): no collection \(id)\n\(yaml)", sourceLocation: sourceLocation)
          continue
        }
        let device = Device.default
        #expect(
          SolvedFrames(gotSpec, device: device, orientation: .portrait)
            == SolvedFrames(wantSpec, device: device, orientation: .portrait),
          "\(name): collection \(id)'s inner frames\n\(yaml)", sourceLocation: sourceLocation)
      }
      #expect(
        imported.scrollDirection == expected.scrollDirection, "\(name): scroll direction",
        sourceLocation: sourceLocation)
      #expect(
        imported.zIndexOrder == expected.zIndexOrder, "\(name): zIndex",
        sourceLocation: sourceLocation)
      #expect(
        selectedItems(imported) == selectedItems(expected), "\(name): behaviors\n\(yaml)",
        sourceLocation: sourceLocation)
      #expect(
        texts(imported.root) == texts(expected.root), "\(name): texts\n\(yaml)",
        sourceLocation: sourceLocation)
      let got = nodesByID(imported.root)
      for (id, want) in nodesByID(expected.root) {
        guard let node = got[id] else {
          Issue.record("\(name): no node \(id)\n\(yaml)", sourceLocation: sourceLocation)
          continue
        }
        let gotColour = node.background?.written ?? "none"
        let wantColour = want.background?.written ?? "none"
        #expect(
          node.background?.value == want.background?.value,
          "\(name): \(id)'s colour \(gotColour), not \(wantColour)", sourceLocation: sourceLocation)
        #expect(
          style(node.content) == style(want.content), "\(name): \(id)'s font or padding\n\(yaml)",
          sourceLocation: sourceLocation)
      }
    }

    /// Each behavior type's selected items, in item numbers.
    static func selectedItems(_ spec: LayoutSpec) -> [String: Set<Int>] {
      let compiled = CompiledLayout(spec)
      var result: [String: Set<Int>] = [:]
      for behavior in spec.behaviors {
        var items = result[behavior.typeName] ?? []
        for selector in behavior.selectors { items.formUnion(compiled.allItems(for: selector)) }
        result[behavior.typeName] = items
      }
      return result
    }

    /// The texts of the labels and buttons, one per item, `{index}` filled in.
    static func texts(_ node: Node) -> [String] {
      let count = max(node.repeatCount, 0)
      switch node.content {
      case .label(let text, _, _), .button(let text, _, _):
        return (0..<count).map { index in
          let i = node.indexBase + index
          return text.replacingOccurrences(of: "{index+1}", with: "\(i + 1)")
            .replacingOccurrences(of: "{index}", with: "\(i)")
        }
      case .section(let section):
        let inner = section.bricks.flatMap(texts)
        return (0..<count).flatMap { _ in inner }
      case .collection(let collection):
        let inner = texts(Node(content: .section(collection.section)))
        return (0..<count).flatMap { _ in inner }
      case .image, .brick:
        return []
      }
    }

    /// The font and padding of a label or button, as text (nil for other nodes).
    static func style(_ content: Content) -> String? {
      switch content {
      case .label(_, let padding, let font), .button(_, let padding, let font):
        return "\(font) \(padding)"
      default: return nil
      }
    }

    /// The nodes with an id, the first of each id, through sections and collections.
    static func nodesByID(_ root: Node) -> [String: Node] {
      var result: [String: Node] = [:]
      func visit(_ node: Node) {
        if let id = node.id, result[id] == nil { result[id] = node }
        switch node.content {
        case .section(let section): section.bricks.forEach(visit)
        case .collection(let collection): collection.section.bricks.forEach(visit)
        default: break
        }
      }
      switch root.content {
      case .section(let section): section.bricks.forEach(visit)
      default: visit(root)
      }
      return result
    }

    /// Records an issue unless the warnings are exactly on the lines marked `// warning: TEXT`
    /// in the Swift (each naming its file, a column, and containing TEXT).
    static func expectMarkedWarnings(
      _ warnings: [ImportWarning], in sources: [SwiftSource],
      sourceLocation: SourceLocation = #_sourceLocation
    ) {
      var want: [String] = []
      for source in sources {
        for mark in markedWarnings(source.text) { want.append("\(source.name):\(mark.line)") }
      }
      let got = warnings.map { "\($0.file):\($0.line)" }
      #expect(
        got.sorted() == want.sorted(), "\(warnings.map(\.description))",
        sourceLocation: sourceLocation)
      for source in sources {
        for mark in markedWarnings(source.text) {
          let found = warnings.contains {
            $0.file == source.name && $0.line == mark.line && $0.column > 0
              && $0.message.localizedCaseInsensitiveContains(mark.text)
          }
          #expect(
            found, "no warning at \(source.name):\(mark.line) saying \"\(mark.text)\"",
            sourceLocation: sourceLocation)
        }
      }
    }
  }
#endif
