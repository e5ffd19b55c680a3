#if Importer
  import BrickFormat
  import SwiftSyntax

  /// Builds a compositional screen's layout file (FORMAT.md §9) from what its code builds:
  /// runs the screen's `viewDidLoad` with a `CompositionalReader`, takes the layout given to the
  /// collection view and the data applied to it, asks a section provider once per section
  /// (and per environment when it reads the environment), and writes each value in §9's form.
  final class CompositionalBuilder {
    let program: Program
    let builder: LayoutBuilder
    let interpreter: Interpreter
    let reader: CompositionalReader
    let screen: String
    /// The names the section provider being run captured.
    private var providerCaptures: [String: RunValue] = [:]

    /// The container widths a section provider is asked at (points), and each with a compact
    /// and a regular horizontal size class. Between two widths that answer differently, the
    /// threshold is found by bisection.
    static let probeWidths: [Double] = Array(stride(from: 300.0, through: 1400.0, by: 50.0))
    /// The environment written as the default: an iPhone 16 in portrait.
    static let defaultWidth = 393.0

    init(program: Program, screen: String) {
      self.program = program
      self.screen = screen
      builder = LayoutBuilder(program: program)
      interpreter = Interpreter(builder: builder, screen: screen)
      reader = CompositionalReader(interpreter: interpreter)
      interpreter.native = reader
    }

    // MARK: - Which screens

    /// The names of the calls that build a compositional layout.
    static func buildsLayout(_ call: FunctionCallExprSyntax) -> Bool {
      var callee = call.calledExpression
      if let generic = callee.as(GenericSpecializationExprSyntax.self) {
        callee = generic.expression
      }
      if callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        == "UICollectionViewCompositionalLayout"
      {
        return true
      }
      if let member = callee.as(MemberAccessExprSyntax.self),
        member.base?.trimmedDescription == "UICollectionViewCompositionalLayout"
      {
        return true
      }
      return false
    }

    // MARK: - The whole file

    /// The layout file's text of the screen.
    func build(
      title: String, sources: [String], warnings extra: [ImportWarning] = []
    )
      -> (yaml: String, warnings: [ImportWarning])
    {
      _ = interpreter.run()
      var layout = reader.chosenLayout ?? reader.layouts.last
      if layout == nil { layout = layoutFromHelper() }
      var document: [YNode.Entry] = []  // the keys before `sections`
      document.append(.init(key: "title", value: .string(title)))
      document.append(.init(key: "layout", value: .scalar("compositional")))
      var sections: [YNode] = []
      var origins: [String] = []
      if let layout {
        if let configuration = layout.object("configuration") {
          let c = self.configuration(configuration)
          if case .map(let entries) = c, !entries.isEmpty {
            document.append(.init(key: "configuration", value: c))
          }
        }
        (sections, origins) = self.sections(of: layout)
      } else if let decl = program.classes[screen]?.decl {
        program.warn(
          decl.name,
          "\(screen) builds no UICollectionViewCompositionalLayout that the importer can follow; "
            + "the layout has no sections")
      }
      var warnings = (program.takeWarnings() + extra).sorted()
      // Every file written loads: a section (or the configuration) the loader refuses, such
      // as a negative size the code computed, is replaced by a plain one, with a warning.
      let anchor = layout?.at ?? program.classes[screen].map { Syntax($0.decl) }
      for _ in 0...(sections.count + 1) {
        let yaml = Self.render(document, sections, origins, sources: sources, warnings: warnings)
        guard case .failure(let errors) = LayoutLoader.load(text: yaml, sourceName: title),
          let error = errors.errors.first
        else { return (yaml, warnings) }
        let reason = YAMLWriter.commentText(error.message)
        var fixed = false
        if let index = Self.sectionIndex(error.keyPath), index < sections.count {
          sections[index] = plainSection(like: sections[index])
          warnings.append(
            warning(
              at: anchor,
              "section \(index) does not load as written (\(reason) at \(error.keyPath)); "
                + "wrote a full-width group of 44-point rows"))
          fixed = true
        } else if let i = document.firstIndex(where: { $0.key == "configuration" }) {
          document.remove(at: i)
          warnings.append(
            warning(
              at: anchor,
              "the configuration does not load as written (\(reason)); left it out"))
          fixed = true
        }
        if !fixed { break }
        warnings.sort()
      }
      warnings.append(
        warning(at: anchor, "the layout does not load as written; wrote no sections"))
      warnings.sort()
      let yaml = Self.render(document, [], [], sources: sources, warnings: warnings)
      return (yaml, warnings)
    }

    /// The text of the file.
    static func render(
      _ document: [YNode.Entry], _ sections: [YNode], _ origins: [String], sources: [String],
      warnings: [ImportWarning]
    ) -> String {
      var lines: [String] = []
      lines.append(
        "# Imported from \(YAMLWriter.commentText(sources.joined(separator: ", "))) by "
          + "`brickyard import`.")
      lines += warnings.map { "# warning: " + YAMLWriter.commentText($0.description) }
      for e in document { CompositionalYAML.entry(e, indent: "", into: &lines) }
      if sections.isEmpty {
        lines.append("sections: []")
      } else {
        lines.append("sections:")
        for (section, origin) in zip(sections, origins) {
          CompositionalYAML.listItem(section, origin: origin, indent: "  ", into: &lines)
        }
      }
      return lines.joined(separator: "\n") + "\n"
    }

    /// `3` of `sections[3].group.size`.
    static func sectionIndex(_ keyPath: String) -> Int? {
      guard keyPath.hasPrefix("sections["), let close = keyPath.firstIndex(of: "]") else {
        return nil
      }
      return Int(keyPath[keyPath.index(keyPath.startIndex, offsetBy: 9)..<close])
    }

    /// A section with the same id and item count, a plain group and no cell content.
    private func plainSection(like section: YNode) -> YNode {
      var entries: [(String, YNode)] = []
      if let id = section["id"] { entries.append(("id", id)) }
      if let count = section["itemCount"] {
        entries.append(("itemCount", count))
      } else if case .list(let list)? = section["data"] {
        entries.append(("itemCount", .number(Double(list.count))))
      } else {
        entries.append(("itemCount", .number(0)))
      }
      entries.append(("group", fallbackGroup))
      return .pairs(entries)
    }

    private func warning(at node: Syntax?, _ message: String) -> ImportWarning {
      let p = node.map { program.position(of: $0) } ?? (file: "?", line: 1, column: 1)
      return ImportWarning(file: p.file, line: p.line, column: p.column, message: message)
    }

    /// A layout built by a method of the screen that `viewDidLoad` did not reach (a
    /// `UICollectionViewController` given `createLayout()` by whoever makes it).
    private func layoutFromHelper() -> NativeObject? {
      let chain = program.classChain(screen)
      for (type, decl) in program.functions {
        guard let type, chain.contains(type), decl.signature.parameterClause.parameters.isEmpty,
          Program.isActive(decl), containsLayoutCall(decl)
        else { continue }
        let result = interpreter.call(decl, owner: 0, arguments: [])
        if case .native(let object)? = result, object.kind == .layout { return object }
        if let last = reader.layouts.last { return last }
      }
      return nil
    }

    private func containsLayoutCall(_ decl: FunctionDeclSyntax) -> Bool {
      program.calls.contains { call in
        Self.buildsLayout(call) && call.position >= decl.position
          && call.endPosition <= decl.endPosition
          && program.file(of: call)?.tree.id
            == program.file(of: decl)?.tree.id
      }
    }

    // MARK: - Data

    /// Each section's identifier and items, from the data applied (a snapshot, section
    /// snapshots) or the data source's `numberOfSections`/`numberOfItemsInSection`.
    private func data(for layout: NativeObject) -> [(id: RunValue, items: [RunValue]?)]? {
      if let snapshot = reader.applied.last(where: { !$0.sections.isEmpty })
        ?? reader.snapshots.last(where: { !$0.sections.isEmpty })
      {
        return snapshot.sections.map { ($0.id, $0.items) }
      }
      if !reader.sectionApplied.isEmpty {
        return reader.sectionApplied.map { entry in
          (entry.section, entry.snapshot.sections.flatMap(\.items))
        }
      }
      let chain = program.classChain(screen)
      let collection = RunValue.native(NativeObject(.collectionView, at: layout.at))
      var count = 1
      var fromFunction = false
      if let function = chain.lazy.compactMap({
        self.program.method("numberOfSections", of: $0, labels: ["in"])
      }).first {
        if let n = interpreter.call(function, owner: 0, arguments: [collection])?.plain?.number,
          n >= 0, n <= 10_000
        {
          count = Int(n)
          fromFunction = true
        } else {
          program.warn(function.name, "cannot follow the number of sections; assumed 1")
        }
      }
      guard
        let items = chain.lazy.compactMap({
          self.program.method("collectionView", of: $0, labels: [nil, "numberOfItemsInSection"])
        }).first
      else {
        if !fromFunction {
          program.warn(
            layout.at,
            "no data found (a snapshot applied to a diffable data source, or "
              + "collectionView(_:numberOfItemsInSection:)); wrote one section of no items")
        }
        return (0..<count).map { _ in (.plain(.nilValue), []) }
      }
      return (0..<count).map { s in
        let n = interpreter.call(
          items, owner: 0, arguments: [collection, .plain(.number(Double(s), text: nil))])?
          .plain?.number
        guard let n, n >= 0, n <= 100_000 else {
          program.warn(items.name, "cannot follow the number of items in section \(s); assumed 0")
          return (.plain(.number(Double(s), text: nil)), [])
        }
        let list = (0..<Int(n)).map { RunValue.plain(.number(Double($0), text: nil)) }
        return (.plain(.number(Double(s), text: nil)), list)
      }
    }

    // MARK: - Sections

    private func sections(of layout: NativeObject) -> ([YNode], [String]) {
      guard let data = data(for: layout) else { return ([], []) }
      var result: [YNode] = []
      var origins: [String] = []
      var ids: Set<String> = []
      for (index, entry) in data.enumerated() {
        currentSection = index
        guard
          var entries = sectionEntries(layout, index: index, items: entry.items ?? [])
        else { continue }
        if let id = sectionID(entry.id), ids.insert(id).inserted {
          entries.insert(.init(key: "id", value: .scalar(id)), at: 0)
        }
        result.append(.map(entries))
        origins.append(program.origin(of: layout.at))
      }
      return (result, origins)
    }

    /// `main`, `grid3`, a string identifier as an id; numbers are left to `section.N`.
    private func sectionID(_ id: RunValue) -> String? {
      switch id {
      case .plain(.enumCase(let name, _, _)): return LayoutBuilder.plainID(name)
      case .plain(.string(let s)):
        guard let id = LayoutBuilder.plainID(s), id.first?.isNumber == false else { return nil }
        return id
      default: return nil
      }
    }

    /// The entries of section `index`: its data, cell and layout, or nil when the layout gives
    /// no section for it.
    private func sectionEntries(
      _ layout: NativeObject, index: Int, items: [RunValue]
    )
      -> [YNode.Entry]?
    {
      var entries: [YNode.Entry] = []
      let cell = cellEntries(section: index, items: items)
      entries += cell
      if cell.first?.key != "data" {
        entries.insert(.init(key: "itemCount", value: .number(Double(items.count))), at: 0)
      }
      if let list = layout.object("list") {
        entries.append(.init(key: "list", value: listNode(list)))
        return entries
      }
      if let section = layout.object("section") {
        entries += sectionBody(section, adaptive: nil)
        return entries
      }
      providerCaptures = layout.captured
      guard let provider = layout.closure else {
        if let expr = layout.exprs["section"] {
          program.warn(expr, "cannot follow the section `\(expr.trimmedDescription)`; left out")
        }
        return nil
      }
      // The section at the default environment, and whether the provider read it.
      reader.environmentRead = false
      guard let base = runProvider(provider, index: index, width: Self.defaultWidth, compact: true)
      else {
        program.warn(
          provider,
          "the section provider gives no section for section \(index); left the section out")
        return nil
      }
      var adaptive: [String: YNode]?
      if reader.environmentRead {
        let widths = reader.widthRead
        let traits = reader.traitsRead
        var fallback: [String: YNode] = [:]
        for e in sectionBody(base, adaptive: nil, probing: true)
        where Self.adaptiveKeys.contains(e.key) {
          fallback[e.key] = e.value
        }
        adaptive = adaptiveFields(
          provider, index: index, widths: widths, traits: traits, fallback: fallback)
      }
      entries += sectionBody(base, adaptive: adaptive)
      return entries
    }

    /// Runs the provider for one section and environment; the section it returned.
    private func runProvider(
      _ provider: ClosureExprSyntax, index: Int, width: Double, compact: Bool
    ) -> NativeObject? {
      reader.environment = (width, compact)
      let environment = NativeObject(.environment, at: provider)
      let result = interpreter.rerunning {
        interpreter.run(
          provider, arguments: [.plain(.number(Double(index), text: nil)), .native(environment)],
          captured: providerCaptures)
      }
      reader.environment = (Self.defaultWidth, true)
      if case .native(let section)? = result, section.kind == .section { return section }
      return nil
    }

    /// `UIContentInsetsReference`'s cases.
    static let references: Set<String> = [
      "automatic", "none", "safeArea", "layoutMargins", "readableContent",
    ]

    /// The keys of a section that §9 lets adapt.
    static let adaptiveKeys = [
      "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
    ]

    /// For a provider that reads its environment: each adaptive key whose value differs
    /// between environments, as a rule (`range` on the width, `horizontalSizeClass`).
    private func adaptiveFields(
      _ provider: ClosureExprSyntax, index: Int, widths: Bool, traits: Bool,
      fallback: [String: YNode]
    ) -> [String: YNode] {
      let probes = widths ? Self.probeWidths : [Self.defaultWidth]
      var cache: [String: [String: YNode]] = [:]
      func fields(_ width: Double, _ compact: Bool) -> [String: YNode] {
        let key = "\(width)/\(compact)"
        if let known = cache[key] { return known }
        // An environment the provider gives no section for keeps the default's values.
        var found = fallback
        if let section = runProvider(provider, index: index, width: width, compact: compact) {
          found = [:]
          for e in sectionBody(section, adaptive: nil, probing: true)
          where Self.adaptiveKeys.contains(e.key) {
            found[e.key] = e.value
          }
        }
        cache[key] = found
        return found
      }
      var result: [String: YNode] = [:]
      for key in Self.adaptiveKeys {
        let compact = rangeRule(key: key, compact: true, widths: probes, fields)
        let regular =
          traits ? rangeRule(key: key, compact: false, widths: probes, fields) : compact
        if compact == regular {
          if let compact, rangeIsAdaptive(compact) { result[key] = compact }
          continue
        }
        result[key] = .pairs([
          (
            "horizontalSizeClass",
            .pairs([
              ("compact", compact ?? defaultValue(key)), ("regular", regular ?? defaultValue(key)),
            ])
          )
        ])
      }
      return result
    }

    private func rangeIsAdaptive(_ node: YNode) -> Bool { node["range"] != nil }

    private func defaultValue(_ key: String) -> YNode {
      switch key {
      case "orthogonalScrollingBehavior": return .scalar("none")
      default: return .number(0)
      }
    }

    /// The value of `key` over the probe widths for one size class: the value, or a `range`
    /// rule with a pair at each width where it changes.
    private func rangeRule(
      key: String, compact: Bool, widths: [Double], _ fields: (Double, Bool) -> [String: YNode]
    ) -> YNode? {
      let values = widths.map { fields($0, compact)[key] }
      guard let first = values.first else { return nil }
      var pairs: [YNode] = []
      var current = first
      for i in 1..<widths.count where values[i] != current {
        let minimum = threshold(
          from: widths[i - 1], to: widths[i], key: key, compact: compact, fields)
        pairs.append(
          .pairs([("minimumSize", .number(minimum)), ("value", values[i] ?? defaultValue(key))]))
        current = values[i]
      }
      if pairs.isEmpty { return first }
      return .pairs([
        ("range", .pairs([("default", first ?? defaultValue(key)), ("pairs", .list(pairs))]))
      ])
    }

    /// The smallest width at which `key` takes the value it has at `to`: a whole number, or
    /// the whole number below plus 0.0001 when the code compares with `>` (`width > 800` is
    /// `minimumSize: 800.0001`).
    private func threshold(
      from low: Double, to high: Double, key: String, compact: Bool,
      _ fields: (Double, Bool) -> [String: YNode]
    ) -> Double {
      let target = fields(high, compact)[key]
      var lo = low
      var hi = high
      while hi - lo > 1 {
        let mid = ((lo + hi) / 2).rounded(.down)
        if fields(mid, compact)[key] == target { hi = mid } else { lo = mid }
      }
      if fields(lo + 0.0001, compact)[key] == target { return lo + 0.0001 }
      return hi
    }

    /// A section's keys in §9's order; `adaptive` replaces the keys that change with the
    /// environment.
    private func sectionBody(
      _ section: NativeObject, adaptive: [String: YNode]?, probing: Bool = false
    ) -> [YNode.Entry] {
      var entries: [YNode.Entry] = []
      func add(_ key: String, _ value: YNode?) {
        if let value = adaptive?[key] ?? value { entries.append(.init(key: key, value: value)) }
      }
      if let list = section.object("list") {
        entries.append(.init(key: "list", value: listNode(list)))
        for key in ["contentInsets", "interGroupSpacing"] {
          if let v = adaptive?[key] { entries.append(.init(key: key, value: v)) }
        }
        add("contentInsets", section.fields["contentInsets"].flatMap { insets($0) })
        return dedupe(entries)
      }
      add("contentInsets", field(section, "contentInsets", "contentInsets", insets))
      add("interGroupSpacing", field(section, "interGroupSpacing", "spacing", numberNode))
      add(
        "orthogonalScrollingBehavior",
        field(section, "orthogonalScrollingBehavior", "scrolling behavior", behavior))
      if let reference = section.fields["contentInsetsReference"],
        case .plain(.enumCase(let name, _, _)) = reference, Self.references.contains(name)
      {
        entries.append(.init(key: "contentInsetsReference", value: .scalar(name)))
      }
      // `supplementariesFollowContentInsets = false` (iOS 13) is iOS 16's
      // `supplementaryContentInsetsReference = .none`.
      if case .plain(.enumCase(let name, _, _))? = section.fields[
        "supplementaryContentInsetsReference"]
      {
        if Self.references.contains(name) {
          entries.append(.init(key: "supplementaryContentInsetsReference", value: .scalar(name)))
        }
      } else if case .plain(.bool(false))? = section.fields["supplementariesFollowContentInsets"] {
        entries.append(.init(key: "supplementaryContentInsetsReference", value: .scalar("none")))
      }
      if probing {
        if let group = section.object("group"), group.kind == .group {
          entries.append(.init(key: "group", value: groupNode(group)))
        }
        return entries
      }
      if let boundary = objects(section, "boundarySupplementaryItems", .boundary), !boundary.isEmpty
      {
        entries.append(
          .init(key: "boundarySupplementaryItems", value: .list(boundary.map(boundaryNode))))
      }
      if let decorations = objects(section, "decorationItems", .decoration), !decorations.isEmpty {
        entries.append(
          .init(key: "decorationItems", value: .list(decorations.map(decorationNode))))
      }
      if let handler = section.closure,
        let effect = visibleItems(handler, captured: section.captured)
      {
        entries.append(.init(key: "visibleItems", value: effect))
      }
      if let v = adaptive?["group"] {
        entries.append(.init(key: "group", value: v))
      } else if let group = section.object("group"), group.kind == .group {
        entries.append(.init(key: "group", value: groupNode(group)))
      } else {
        let at = section.exprs["group"].map(Syntax.init) ?? section.at
        program.warn(
          at, "cannot follow the section's group; wrote a full-width group of 44-point rows")
        entries.append(.init(key: "group", value: fallbackGroup))
      }
      return entries
    }

    private func dedupe(_ entries: [YNode.Entry]) -> [YNode.Entry] {
      var seen: Set<String> = []
      return entries.filter { seen.insert($0.key).inserted }
    }

    private var fallbackGroup: YNode {
      .pairs([
        ("axis", .scalar("horizontal")),
        ("size", .pairs([("width", dim("fractionalWidth", 1)), ("height", dim("absolute", 44))])),
        (
          "subitems",
          .list([
            .pairs([
              (
                "size",
                .pairs([
                  ("width", dim("fractionalWidth", 1)), ("height", dim("fractionalHeight", 1)),
                ])
              )
            ])
          ])
        ),
      ])
    }

    // MARK: - Values

    /// A field converted, or nil with a warning when it was set from something not followed.
    private func field(
      _ object: NativeObject, _ key: String, _ what: String, _ convert: (RunValue) -> YNode?
    ) -> YNode? {
      if let v = object.fields[key], let node = convert(v) { return node }
      if let expr = object.exprs[key] {
        program.warn(expr, "cannot follow the \(what) `\(expr.trimmedDescription)`; left it out")
      }
      return nil
    }

    private func objects(
      _ object: NativeObject, _ key: String, _ kind: NativeObject.Kind
    ) -> [NativeObject]? {
      guard let v = object.fields[key] else {
        if let expr = object.exprs[key] {
          program.warn(expr, "cannot follow `\(expr.trimmedDescription)`; left it out")
        }
        return nil
      }
      guard case .list(let items) = v else { return nil }
      var result: [NativeObject] = []
      for item in items {
        if case .native(let o) = item, o.kind == kind { result.append(o) }
      }
      if result.count != items.count, let expr = object.exprs[key] {
        program.warn(
          expr, "cannot follow every element of `\(expr.trimmedDescription)`; left some out")
      }
      return result
    }

    func dim(_ name: String, _ v: Double) -> YNode { .pairs([(name, .number(v))]) }

    private func numberNode(_ v: RunValue) -> YNode? {
      guard let n = v.plain?.number, n.isFinite else { return nil }
      return .number(n)
    }

    private func dimension(_ v: RunValue?) -> YNode? {
      guard case .plain(.enumCase(let name, let payload, _))? = v,
        [
          "fractionalWidth", "fractionalHeight", "absolute", "estimated", "uniformAcrossSiblings",
        ].contains(name), let n = payload.first?.number, n.isFinite
      else { return nil }
      return dim(name, n)
    }

    private func sizeNode(_ object: NativeObject, _ key: String = "size") -> YNode {
      if let size = object.object(key), size.kind == .size {
        let width = dimension(size.fields["width"])
        let height = dimension(size.fields["height"])
        if width == nil, let expr = size.exprs["width"] {
          program.warn(
            expr, "cannot follow the width `\(expr.trimmedDescription)`; assumed fractionalWidth 1")
        }
        if height == nil, let expr = size.exprs["height"] {
          program.warn(
            expr, "cannot follow the height `\(expr.trimmedDescription)`; assumed absolute 44")
        }
        return .pairs([
          ("width", width ?? dim("fractionalWidth", 1)), ("height", height ?? dim("absolute", 44)),
        ])
      }
      let at = object.exprs[key].map(Syntax.init) ?? object.at
      program.warn(at, "cannot follow the size; assumed full width and 44 points high")
      return .pairs([("width", dim("fractionalWidth", 1)), ("height", dim("absolute", 44))])
    }

    private func insets(_ v: RunValue) -> YNode? {
      guard case .plain(.insets(let i)) = v else { return nil }
      let all = [i.top, i.left, i.bottom, i.right]
      guard all.allSatisfy(\.isFinite) else { return nil }
      if i.top == i.left && i.left == i.bottom && i.bottom == i.right { return .number(i.top) }
      return .pairs([
        ("top", .number(i.top)), ("leading", .number(i.left)), ("bottom", .number(i.bottom)),
        ("trailing", .number(i.right)),
      ])
    }

    private func spacing(_ v: RunValue) -> YNode? {
      switch v {
      case .plain(.enumCase(let name, let payload, _)):
        guard name == "fixed" || name == "flexible", let n = payload.first?.number, n.isFinite
        else { return nil }
        return .pairs([(name, .number(n))])
      case .plain(.number(let n, _)) where n.isFinite: return .number(n)
      default: return nil
      }
    }

    private func behavior(_ v: RunValue) -> YNode? {
      let known = [
        "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging",
        "groupPagingCentered",
      ]
      guard case .plain(.enumCase(let name, _, _)) = v, known.contains(name) else { return nil }
      return .scalar(name)
    }

    private func elementKind(_ object: NativeObject) -> YNode {
      switch object.fields["elementKind"] {
      case .plain(.string("UICollectionElementKindSectionHeader"))?: return .scalar("header")
      case .plain(.string("UICollectionElementKindSectionFooter"))?: return .scalar("footer")
      case .plain(.string(let s))?: return .string(s)
      case .plain(.enumCase("elementKindSectionHeader", _, _))?: return .scalar("header")
      case .plain(.enumCase("elementKindSectionFooter", _, _))?: return .scalar("footer")
      default:
        let at = object.exprs["elementKind"].map(Syntax.init) ?? object.at
        let written = object.exprs["elementKind"]?.trimmedDescription ?? ""
        program.warn(
          at, "cannot follow the element kind `\(written)`; wrote \"supplementary\"")
        return .string("supplementary")
      }
    }

    private func point(_ v: RunValue?) -> YNode? {
      guard case .native(let p)? = v, p.kind == .point, let x = p.number("x"),
        let y = p.number("y"),
        x.isFinite, y.isFinite
      else { return nil }
      return .list([.number(x), .number(y)])
    }

    // MARK: - Items and groups

    private func itemNode(_ item: NativeObject) -> YNode {
      var entries: [(String, YNode)] = [("size", sizeNode(item))]
      appendCommon(item, into: &entries)
      return .pairs(entries)
    }

    /// `contentInsets`, `edgeSpacing`, `supplementaryItems` of an item or a group.
    private func appendCommon(_ object: NativeObject, into entries: inout [(String, YNode)]) {
      if let i = field(object, "contentInsets", "content insets", insets), i != .number(0) {
        entries.append(("contentInsets", i))
      }
      if let spacing = object.object("edgeSpacing") {
        var edges: [(String, YNode)] = []
        for edge in ["leading", "top", "trailing", "bottom"] {
          if let v = spacing.fields[edge], let s = self.spacing(v) { edges.append((edge, s)) }
        }
        if !edges.isEmpty { entries.append(("edgeSpacing", .pairs(edges))) }
      } else if let expr = object.exprs["edgeSpacing"], object.fields["edgeSpacing"] == nil {
        program.warn(expr, "cannot follow the edge spacing `\(expr.trimmedDescription)`")
      }
      if let items = objects(object, "supplementaryItems", .supplementary), !items.isEmpty {
        entries.append(("supplementaryItems", .list(items.map(supplementaryNode))))
      }
    }

    private func element(_ v: RunValue?, at expr: ExprSyntax?) -> YNode? {
      guard case .native(let o)? = v else { return nil }
      switch o.kind {
      case .item: return itemNode(o)
      case .group: return groupNode(o)
      default: return nil
      }
    }

    private func groupNode(_ group: NativeObject, depth: Int = 0) -> YNode {
      var entries: [(String, YNode)] = []
      let axis = group.fields["axis"]?.plain?.string ?? "horizontal"
      entries.append(("axis", .scalar(axis)))
      entries.append(("size", sizeNode(group)))
      if axis == "custom" {
        entries.append(("frames", .list(customFrames(group))))
      } else if let subitems = group.fields["subitems"] {
        var nodes: [YNode] = []
        if case .list(let list) = subitems {
          for v in list {
            if let node = element(v, at: group.exprs["subitems"]) { nodes.append(node) }
          }
        }
        if nodes.isEmpty, let expr = group.exprs["subitems"] {
          program.warn(
            expr, "cannot follow the subitems `\(expr.trimmedDescription)`; wrote one full item")
        }
        entries.append(("subitems", .list(nodes.isEmpty ? [fullItem] : nodes)))
      } else if let key = ["subitem", "repeatingSubitem"].first(where: {
        group.exprs[$0] != nil
      }) {
        let node =
          element(group.fields[key], at: group.exprs[key])
          ?? {
            if let expr = group.exprs[key] {
              program.warn(
                expr, "cannot follow the subitem `\(expr.trimmedDescription)`; wrote a full item")
            }
            return fullItem
          }()
        entries.append((key, node))
        if let n = group.number("count"), n >= 1, n <= 10_000, n == n.rounded() {
          entries.append(("count", .number(n)))
        } else {
          let at = group.exprs["count"].map(Syntax.init) ?? group.at
          program.warn(
            at,
            "cannot follow the count `\(group.exprs["count"]?.trimmedDescription ?? "")`; "
              + "assumed 1")
          entries.append(("count", .number(1)))
        }
      } else {
        program.warn(group.at, "cannot follow the group's subitems; wrote one full item")
        entries.append(("subitems", .list([fullItem])))
      }
      if let s = field(group, "interItemSpacing", "spacing", spacing) {
        entries.append(("interItemSpacing", s))
      }
      appendCommon(group, into: &entries)
      return .pairs(entries)
    }

    private var fullItem: YNode {
      .pairs([
        (
          "size",
          .pairs([("width", dim("fractionalWidth", 1)), ("height", dim("fractionalHeight", 1))])
        )
      ])
    }

    /// A custom group's frames: literal `NSCollectionLayoutGroupCustomItem(frame: CGRect(...))`
    /// frames are written; frames computed from the environment or in a loop are not (one
    /// frame of the group's size instead, with a warning).
    private func customFrames(_ group: NativeObject) -> [YNode] {
      let whole: [YNode] = [.list([.number(0), .number(0), .number(100), .number(100)])]
      guard let closure = group.closure else {
        program.warn(group.at, "a custom group without an item provider; wrote one frame")
        return whole
      }
      var computed = false
      var parameters: Set<String> = []
      switch closure.signature?.parameterClause {
      case .simpleInput(let list)?: parameters = Set(list.map(\.name.text))
      case .parameterClause(let clause)?:
        parameters = Set(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
      case nil: parameters = ["$0"]
      }
      for token in closure.statements.tokens(viewMode: .sourceAccurate) {
        let text = token.text
        if parameters.contains(text) || ["for", "while", "repeat", "forEach", "map"].contains(text)
        {
          computed = true
          break
        }
      }
      var frames: [YNode] = []
      if !computed {
        let environment = NativeObject(.environment, at: closure)
        let result = interpreter.rerunning {
          interpreter.run(closure, arguments: [.native(environment)], captured: group.captured)
        }
        if case .list(let items)? = result {
          for case .native(let item) in items where item.kind == .customItem {
            guard let rect = item.object("frame"),
              let values = Optional(
                ["x", "y", "width", "height"].compactMap { rect.number($0) }),
              values.count == 4, values.allSatisfy(\.isFinite)
            else {
              computed = true
              break
            }
            frames.append(.list(values.map { .number($0) }))
          }
          if frames.count != items.count { computed = true }
        } else {
          computed = true
        }
      }
      if computed || frames.isEmpty {
        program.warn(
          closure,
          "a custom group that computes its frames (from the environment or in a loop) cannot "
            + "be followed; wrote one frame of 100 by 100 points")
        return whole
      }
      return frames
    }

    // MARK: - Supplementary and decoration items

    private func anchorNode(_ v: RunValue?) -> YNode? {
      guard case .native(let anchor)? = v, anchor.kind == .anchor else { return nil }
      var edges: [YNode] = []
      var names: [String] = []
      switch anchor.fields["edges"] {
      case .list(let list)?:
        for case .plain(.enumCase(let name, _, _)) in list { names.append(name) }
      case .plain(.enumCase(let name, _, _))?: names = [name]
      case .plain(.array(let list))?:
        for e in list {
          if case .enumCase(let name, _, _)? = builder.evaluator.value(e) { names.append(name) }
        }
      default: break
      }
      for name in names {
        if name == "all" {
          edges += ["top", "leading", "bottom", "trailing"].map { .scalar($0) }
        } else if ["top", "leading", "bottom", "trailing"].contains(name) {
          edges.append(.scalar(name))
        }
      }
      var entries: [(String, YNode)] = [("edges", .list(edges))]
      if let p = point(anchor.fields["fractionalOffset"]) {
        entries.append(("fractionalOffset", p))
      } else if let p = point(anchor.fields["absoluteOffset"]) {
        entries.append(("absoluteOffset", p))
      }
      return .pairs(entries)
    }

    private func supplementaryNode(_ item: NativeObject) -> YNode {
      var entries: [(String, YNode)] = [
        ("elementKind", elementKind(item)), ("size", sizeNode(item)),
      ]
      if let anchor = anchorNode(item.fields["containerAnchor"]) {
        entries.append(("containerAnchor", anchor))
      } else {
        program.warn(
          item.exprs["containerAnchor"].map(Syntax.init) ?? item.at,
          "cannot follow the container anchor; assumed the top leading corner")
        entries.append(
          ("containerAnchor", .pairs([("edges", .list([.scalar("top"), .scalar("leading")]))])))
      }
      if let anchor = anchorNode(item.fields["itemAnchor"]) {
        entries.append(("itemAnchor", anchor))
      }
      if let z = item.number("zIndex") { entries.append(("zIndex", .number(z.rounded()))) }
      return .pairs(entries)
    }

    private func boundaryNode(_ item: NativeObject) -> YNode {
      var entries: [(String, YNode)] = [
        ("elementKind", elementKind(item)), ("size", sizeNode(item)),
      ]
      let alignments = [
        "top", "topLeading", "leading", "bottomLeading", "bottom", "bottomTrailing", "trailing",
        "topTrailing",
      ]
      if case .plain(.enumCase(let name, _, _))? = item.fields["alignment"],
        alignments.contains(name)
      {
        entries.append(("alignment", .scalar(name)))
      } else {
        program.warn(
          item.exprs["alignment"].map(Syntax.init) ?? item.at,
          "cannot follow the alignment; assumed top")
        entries.append(("alignment", .scalar("top")))
      }
      if let p = point(item.fields["absoluteOffset"]), p != .list([.number(0), .number(0)]) {
        entries.append(("absoluteOffset", p))
      }
      if case .plain(.bool(false))? = item.fields["extendsBoundary"] {
        entries.append(("extendsBoundary", .scalar("false")))
      }
      if case .plain(.bool(true))? = item.fields["pinToVisibleBounds"] {
        entries.append(("pinToVisibleBounds", .scalar("true")))
      }
      if let z = item.number("zIndex") { entries.append(("zIndex", .number(z.rounded()))) }
      if let view = supplementaryView(item) { entries.append(("view", view)) }
      return .pairs(entries)
    }

    /// The section whose keys are being written (a header's view is asked for it).
    var currentSection = 0
    /// The view classes already warned about as missing from the files.
    var missingViewClasses: Set<String> = []

    /// What the data source's `supplementaryViewProvider` shows for a boundary item of the
    /// current section: its label's text and font, its background (`view:`).
    private func supplementaryView(_ item: NativeObject) -> YNode? {
      guard let provider = reader.supplementaryProvider, let closure = provider.closure else {
        return nil
      }
      let kind: String
      switch item.fields["elementKind"] {
      case .plain(.string(let s))?: kind = s
      default: return nil
      }
      let indexPath = NativeObject(.indexPath, at: item.at)
      indexPath.fields["section"] = .plain(.number(Double(currentSection), text: nil))
      indexPath.fields["item"] = .plain(.number(0, text: nil))
      let collection = NativeObject(.collectionView, at: item.at)
      reader.supplementaryKind = kind
      let saved = program.warnings.count
      let result = interpreter.rerunning {
        interpreter.run(
          closure,
          arguments: [.native(collection), .plain(.string(kind)), .native(indexPath)],
          captured: provider.captured)
      }
      reader.supplementaryKind = ""
      if case .native(let view)? = result, let name = view.viewClass,
        program.classes[name] == nil, !missingViewClasses.contains(name),
        case .native(let size)? = item.fields["size"],
        [size.fields["width"], size.fields["height"]].contains(where: {
          if case .plain(.enumCase("estimated", _, _))? = $0 { true } else { false }
        })
      {
        missingViewClasses.insert(name)
        program.warn(
          view.at,
          "the view class `\(name)` is not among the files; its estimated size is measured "
            + "from what the data source sets (import the app's folder for its font and padding)")
      }
      guard case .native(let view)? = result, view.kind == .cell, let node = cellNode(view)
      else {
        program.dropWarnings(after: saved)
        return nil
      }
      return node
    }

    private func decorationNode(_ item: NativeObject) -> YNode {
      var entries: [(String, YNode)] = [("elementKind", elementKind(item))]
      if let i = field(item, "contentInsets", "content insets", insets), i != .number(0) {
        entries.append(("contentInsets", i))
      }
      if let z = item.number("zIndex") { entries.append(("zIndex", .number(z.rounded()))) }
      return .pairs(entries)
    }

    // MARK: - Configuration and lists

    private func configuration(_ config: NativeObject) -> YNode {
      var entries: [(String, YNode)] = []
      if case .plain(.enumCase(let name, _, _))? = config.fields["scrollDirection"],
        name == "vertical" || name == "horizontal"
      {
        entries.append(("scrollDirection", .scalar(name)))
      } else if let expr = config.exprs["scrollDirection"] {
        program.warn(expr, "cannot follow the scroll direction `\(expr.trimmedDescription)`")
      }
      if let n = field(config, "interSectionSpacing", "spacing", numberNode) {
        entries.append(("interSectionSpacing", n))
      }
      if case .plain(.enumCase(let name, _, _))? = config.fields["contentInsetsReference"],
        Self.references.contains(name)
      {
        entries.append(("contentInsetsReference", .scalar(name)))
      }
      if let items = objects(config, "boundarySupplementaryItems", .boundary), !items.isEmpty {
        entries.append(("boundarySupplementaryItems", .list(items.map(boundaryNode))))
      }
      return .pairs(entries)
    }

    private func listNode(_ v: NativeObject) -> YNode {
      var entries: [(String, YNode)] = []
      let appearances = ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]
      if case .plain(.enumCase(let name, _, _))? = v.fields["appearance"],
        appearances.contains(name)
      {
        entries.append(("appearance", .scalar(name)))
      } else {
        program.warn(
          v.exprs["appearance"].map(Syntax.init) ?? v.at,
          "cannot follow the list appearance; assumed plain")
        entries.append(("appearance", .scalar("plain")))
      }
      for key in ["headerMode", "footerMode"] {
        if case .plain(.enumCase(let name, _, _))? = v.fields[key], name != "none" {
          entries.append((key, .scalar(name)))
        }
      }
      if v.kind != .listConfiguration {
        program.warn(v.at, "cannot follow the list configuration; assumed a plain list")
      }
      return .pairs(entries)
    }

    // MARK: - Visible items

    /// The common `visibleItemsInvalidationHandler`: the handler is run for an item at the
    /// scroller's centre, a quarter and half the scroller's width away; the scale and alpha it
    /// sets there are the ramp. A handler that sets neither, or one the importer cannot run, is
    /// left out with a warning; one whose values are not linear is written as the ramp between
    /// the centre and the edge, with a warning.
    private func visibleItems(_ handler: ClosureExprSyntax, captured: [String: RunValue]) -> YNode?
    {
      let width = 393.0
      func run(_ distance: Double) -> (scale: Double?, alpha: Double?, other: Bool) {
        let item = NativeObject(.visibleItem, at: handler)
        let frame = NativeObject(.rect, at: handler)
        let midX = width / 2 + distance
        frame.fields = [
          "x": .plain(.number(midX - 50, text: nil)), "y": .plain(.number(0, text: nil)),
          "width": .plain(.number(100, text: nil)), "height": .plain(.number(100, text: nil)),
        ]
        let center = NativeObject(.point, at: handler)
        center.fields = [
          "x": .plain(.number(midX, text: nil)), "y": .plain(.number(50, text: nil)),
        ]
        item.fields = [
          "frame": .native(frame), "center": .native(center),
          "representedElementCategory": .plain(.enumCase("cell", [], written: "cell")),
        ]
        let offset = NativeObject(.point, at: handler)
        offset.fields = ["x": .plain(.number(0, text: nil)), "y": .plain(.number(0, text: nil))]
        let environment = NativeObject(.environment, at: handler)
        reader.environment = (width, true)
        _ = interpreter.rerunning {
          interpreter.run(
            handler, arguments: [.list([.native(item)]), .native(offset), .native(environment)],
            captured: captured)
        }
        var scale: Double?
        var other = false
        if let t = item.object("transform") {
          if let s = t.number("scaleX"), t.fields["unknown"] == nil {
            scale = s
          } else {
            other = true
          }
        } else if item.exprs["transform"] != nil {
          other = true
        }
        let alpha = item.number("alpha")
        if item.exprs["alpha"] != nil && alpha == nil { other = true }
        return (scale, alpha, other)
      }
      let samples = [0.0, width / 4, width / 2].map(run)
      let line = program.position(of: handler)
      guard !samples.contains(where: \.other),
        samples.allSatisfy({ $0.scale != nil }) || samples.allSatisfy({ $0.alpha != nil })
      else {
        program.warn(
          handler,
          "the visibleItemsInvalidationHandler is not the common scale-or-fade by distance from "
            + "the centre (\(line.line)); left it out")
        return nil
      }
      var entries: [(String, YNode)] = []
      var linear = true
      for (key, values) in [
        ("scale", samples.map(\.scale)), ("alpha", samples.map(\.alpha)),
      ] {
        guard let c = values[0], let q = values[1], let e = values[2], c.isFinite, e.isFinite
        else { continue }
        if abs(q - (c + e) / 2) > 1e-6 { linear = false }
        entries.append(
          (key, .pairs([("center", .number(rounded(c))), ("edge", .number(rounded(e)))])))
      }
      guard !entries.isEmpty else { return nil }
      if !linear {
        program.warn(
          handler,
          "the visibleItemsInvalidationHandler's values are not linear in the distance from the "
            + "centre; wrote the line between its centre and edge values")
      }
      return .pairs(entries)
    }

    private func rounded(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }
  }
#endif
#if Importer
  import SwiftSyntax

  extension Program {
    /// The types whose code builds a `UICollectionViewCompositionalLayout`, directly or through
    /// a free function that builds one (`makeGridLayout()`).
    func compositionalTypes() -> Set<String> {
      if let found = compositionalTypesFound { return found }
      var types: Set<String> = []
      defer { compositionalTypesFound = types }
      var builders: Set<String> = []
      for call in calls where CompositionalBuilder.buildsLayout(call) && Program.isActive(call) {
        if let type = Program.enclosingType(of: call) {
          types.insert(type)
        } else if let function = Self.enclosingFunction(of: call) {
          builders.insert(function.name.text)
        }
      }
      if !builders.isEmpty {
        for call in calls {
          guard let name = LayoutBuilder.calleeName(call), builders.contains(name),
            call.calledExpression.is(DeclReferenceExprSyntax.self),
            let type = Program.enclosingType(of: call)
          else { continue }
          types.insert(type)
        }
      }
      return types
    }

    /// Whether the screen's class chain builds a compositional layout and never calls
    /// `setSection` (then it is imported as `layout: compositional`).
    func isCompositional(_ screen: String) -> Bool {
      let chain = classChain(screen)
      let types = compositionalTypes()
      guard chain.contains(where: types.contains) else { return false }
      return !calls.contains { call in
        LayoutBuilder.calleeName(call) == "setSection"
          && Program.enclosingType(of: call).map(chain.contains) == true
      }
    }

    static func enclosingFunction(of node: some SyntaxProtocol) -> FunctionDeclSyntax? {
      var current = node.parent
      while let here = current {
        if let f = here.as(FunctionDeclSyntax.self) { return f }
        current = here.parent
      }
      return nil
    }
  }
#endif
