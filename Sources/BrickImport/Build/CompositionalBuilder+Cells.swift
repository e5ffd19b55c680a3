#if Importer
  import BrickCore
  import SwiftSyntax

  /// A compositional section's `cell:` node (docs/compositional.md#cells): what the data source's
  /// cell provider (a diffable data source's closure, a cell registration, `cellForItemAt`) sets on
  /// the cell: a label's text and font, the cell's background colour.
  extension CompositionalBuilder {
    /// The most items whose texts are asked of the cell provider one by one.
    static let perItemLimit = 500

    /// The `cell` (and `data`) entries of section `index` with its items.
    func cellEntries(section index: Int, items: [RunValue]) -> [YNode.Entry] {
      var identifier: RunValue = items.first ?? .plain(.index(offset: 0))
      var perItem = false
      if let start = Self.contiguousStart(items) {
        identifier = .plain(.index(offset: start))
      } else if !items.isEmpty, items.count <= Self.perItemLimit,
        items.allSatisfy({ $0.plain?.string != nil || $0.plain?.number != nil })
          || items.allSatisfy({ if case .native = $0 { true } else { false } })
      {
        perItem = true
      }
      let saved = program.warnings.count
      guard let cell = runCell(section: index, identifier: identifier),
        var node = cellNode(cell)
      else { return [] }
      if perItem, items.count > 1 {
        let after = program.warnings.count
        var texts: [String] = []
        for item in items {
          guard let other = runCell(section: index, identifier: item),
            case .scalar(let text)? = cellNode(other)?["text"]
          else { break }
          texts.append(text)
        }
        program.dropWarnings(after: after)
        // Item models titled with their positions (`Model(title: "\($0)")` over `0..<n`).
        if texts.count == items.count,
          texts == texts.indices.map({ YAMLString.quoted(String($0)) })
        {
          return [
            .init(key: "cell", value: replacing(node, key: "text", with: .scalar("\"{index}\"")))
          ]
        }
        if texts.count == items.count, Set(texts).count > 1 {
          node = replacing(node, key: "text", with: .scalar("\"{text}\""))
          let data = YNode.list(texts.map { .map([.init(key: "text", value: .scalar($0))]) })
          return [.init(key: "data", value: data), .init(key: "cell", value: node)]
        }
      }
      _ = saved
      return [.init(key: "cell", value: node)]
    }

    /// The first number of items that are the whole numbers `k, k+1, ...`, else nil.
    static func contiguousStart(_ items: [RunValue]) -> Double? {
      guard let first = items.first?.plain?.number else { return nil }
      for (i, item) in items.enumerated() {
        guard let n = item.plain?.number, n == first + Double(i) else { return nil }
      }
      // `{index+K}` reads at most nine digits of K.
      return first.rounded() == first && abs(first) < 1e9 ? first : nil
    }

    private func replacing(_ node: YNode, key: String, with value: YNode) -> YNode {
      guard case .map(var entries) = node else { return node }
      for i in entries.indices where entries[i].key == key { entries[i].value = value }
      return .map(entries)
    }

    /// Runs the cell provider for an item of the section; the cell it configured.
    private func runCell(section: Int, identifier: RunValue) -> NativeObject? {
      let anchor =
        program.classes[screen].map { Syntax($0.decl) } ?? Syntax(TokenSyntax.identifier("_"))
      let indexPath = NativeObject(.indexPath, at: anchor)
      indexPath.fields["section"] = .plain(.number(Double(section), text: nil))
      indexPath.fields["item"] = .plain(.index(offset: 0))
      let collection = NativeObject(.collectionView, at: indexPath.at)
      reader.cellItem = identifier
      defer { reader.cellItem = nil }
      var result: RunValue?
      if let source = reader.dataSources.last(where: { $0.closure != nil }),
        let closure = source.closure
      {
        result = interpreter.rerunning {
          interpreter.run(
            closure, arguments: [.native(collection), .native(indexPath), identifier],
            captured: source.captured)
        }
      } else if let function = program.classChain(screen).lazy.compactMap({
        self.program.method("collectionView", of: $0, labels: [nil, "cellForItemAt"])
      }).first {
        result = interpreter.rerunning {
          interpreter.call(
            function, owner: 0, arguments: [.native(collection), .native(indexPath)])
        }
      }
      if case .native(let cell)? = result, cell.kind == .cell { return cell }
      return nil
    }

    /// The node a configured cell shows: a label with its text and font, or a plain brick with
    /// the cell's background; nil when the code set neither.
    func cellNode(_ cell: NativeObject) -> YNode? {
      var label: NativeObject?
      var labelName: String?
      for name in ["label", "textLabel", "titleLabel"] where label == nil {
        label = cell.children[name]
        if label != nil { labelName = name }
      }
      if label == nil {
        labelName = cell.children.keys.sorted().first { $0.hasSuffix("Label") }
        label = labelName.flatMap { cell.children[$0] }
      }
      if let content = cell.object("contentConfiguration"), content.kind == .contentConfiguration {
        label = content
        labelName = nil
      }
      let defaults = labelName.flatMap { name in
        cell.viewClass.flatMap { classDefaults($0, label: name) }
      }
      var entries: [(String, YNode)] = []
      if let label {
        if case .plain(let v)? = label.fields["text"], let text = Evaluator.text(v) {
          let at =
            label.exprs["text"] ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier("_")))
          entries.append(("text", .string(builder.displayText(text, at: at))))
        } else if let expr = label.exprs["text"] {
          program.warn(
            expr, "cannot follow the text `\(expr.trimmedText)`; the cell shows none")
        }
        let fontSource = label.children["textProperties"] ?? label
        if case .plain(.font(let f))? = fontSource.fields["font"] {
          entries.append(("font", .scalar(YAMLWriter.font(f))))
        } else if let expr = fontSource.exprs["font"] {
          program.warn(
            expr, "cannot follow the font `\(expr.trimmedText)`; kept the default")
        } else if let font = defaults?.font {
          entries.append(("font", .scalar(YAMLWriter.font(font))))
        }
        if let padding = defaults?.padding { entries.append(("padding", padding)) }
        for key in ["textAlignment", "alignment"] {
          if let expr = fontSource.exprs[key] { warnTextAlignment(expr) }
        }
      }
      var colourExpr = cell.exprs["backgroundColor"]
      if colourExpr == nil { colourExpr = cell.children["contentView"]?.exprs["backgroundColor"] }
      if colourExpr == nil, let background = cell.object("backgroundConfiguration") {
        colourExpr = background.exprs["backgroundColor"]
      }
      let background = colourExpr.flatMap(colour)
      if entries.isEmpty {
        guard let background else { return nil }
        return .pairs([("type", .scalar("brick")), ("background", background)])
      }
      if let background { entries.append(("background", background)) }
      return .pairs([("type", .scalar("label"))] + entries)
    }

    // MARK: - Colours

    /// A colour as the loader reads it: UIKit's and Brickyard's names and components
    /// (`ImportColour`), else an app's own colour (`static var cornflowerBlue: UIColor { ... }`
    /// in an extension of UIColor) as hex; nil with a warning otherwise.
    func colour(_ expr: ExprSyntax) -> YNode? {
      let number: (ExprSyntax) -> Double? = { self.builder.evaluator.value($0)?.number }
      // A name the loader knows, as Swift spells it (`.cornflowerBlue`, not the table's key).
      if let member = expr.as(MemberAccessExprSyntax.self),
        member.base == nil || member.base?.trimmedText == "UIColor",
        ColorTable.entry(named: member.declName.baseName.text) != nil
      {
        return .string(member.declName.baseName.text)
      }
      if let yaml = ImportColour.yaml(expr, number: number) { return .scalar(yaml) }
      if let member = expr.as(MemberAccessExprSyntax.self),
        member.base == nil || member.base?.trimmedText == "UIColor"
      {
        let name = member.declName.baseName.text
        var body: ExprSyntax? = program.members["UIColor.\(name)"]
        if body == nil,
          let (_, binding) = program.computedProperties(named: name, of: "UIColor").first
        {
          body = Self.returnedExpression(binding)
        }
        if let body, let yaml = appColour(body, number: number) { return .scalar(yaml) }
      }
      return builder.colour(expr).map { .scalar($0) }
    }

    /// The one expression a getter returns (`{ UIColor(...) }`, `{ return UIColor(...) }`).
    static func returnedExpression(_ binding: PatternBindingSyntax) -> ExprSyntax? {
      guard let statements = binding.getterStatements, statements.count == 1,
        let item = statements.first?.item
      else {
        return nil
      }
      if case .expr(let e) = item { return e }
      if case .stmt(let s) = item, let r = s.as(ReturnStmtSyntax.self) { return r.expression }
      return nil
    }

    /// `UIColor(displayP3Red:green:blue:alpha:)` (its components read as sRGB) or any colour
    /// `ImportColour` reads.
    private func appColour(_ expr: ExprSyntax, number: (ExprSyntax) -> Double?) -> String? {
      if let yaml = ImportColour.yaml(expr, number: number) { return yaml }
      guard let call = expr.as(FunctionCallExprSyntax.self),
        ImportColour.isUIColor(call.calledExpression)
      else { return nil }
      let args = Arguments(call)
      guard let r = args["displayP3Red"].flatMap(number), let g = args["green"].flatMap(number),
        let b = args["blue"].flatMap(number), r.isFinite, g.isFinite, b.isFinite
      else { return nil }
      let alpha = args["alpha"].flatMap(number) ?? 1
      func byte(_ unit: Double) -> UInt32 { UInt32((min(max(unit, 0), 1) * 255).rounded()) }
      let rgb = byte(r) << 16 | byte(g) << 8 | byte(b)
      return YAMLString.quoted(RGBA(rgb, alpha: alpha.isFinite ? alpha : 1).description)
    }
  }
#endif
