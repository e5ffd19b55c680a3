#if Importer
  import BrickFormat
  import SwiftSyntax

  extension CompositionalBuilder {
    // MARK: - Data

    /// Each section's identifier and items, from the data applied (a snapshot, section
    /// snapshots) or the data source's `numberOfSections`/`numberOfItemsInSection`.
    func data(for layout: NativeObject) -> [(id: RunValue, items: [RunValue]?)]? {
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

    func sections(of layout: NativeObject) -> ([YNode], [String]) {
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
    func sectionID(_ id: RunValue) -> String? {
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
    func sectionEntries(
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
          program.warn(expr, "cannot follow the section `\(expr.trimmedText)`; left out")
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
    func runProvider(
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

    /// The keys of a section that docs/compositional.md#adapting lets adapt.
    static let adaptiveKeys = [
      "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
    ]

    /// For a provider that reads its environment: each adaptive key whose value differs
    /// between environments, as a rule (`range` on the width, `horizontalSizeClass`).
    func adaptiveFields(
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

    func rangeIsAdaptive(_ node: YNode) -> Bool { node["range"] != nil }

    func defaultValue(_ key: String) -> YNode {
      switch key {
      case "orthogonalScrollingBehavior": return .scalar("none")
      default: return .number(0)
      }
    }

    /// The value of `key` over the probe widths for one size class: the value, or a `range`
    /// rule with a pair at each width where it changes.
    func rangeRule(
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
    func threshold(
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

    /// A section's keys in the order of docs/compositional.md#sections; `adaptive` replaces the
    /// keys that change with the environment.
    func sectionBody(
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

    func dedupe(_ entries: [YNode.Entry]) -> [YNode.Entry] {
      var seen: Set<String> = []
      return entries.filter { seen.insert($0.key).inserted }
    }

    var fallbackGroup: YNode {
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
  }
#endif
