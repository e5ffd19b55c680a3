#if Importer
  import SwiftSyntax

  extension LayoutBuilder {
    // MARK: - Repeat counts and ids

    /// Applies repeat-count data sources: a section's rule reaches every descendant brick unless
    /// a nested section has its own, and overrides `repeatCount`.
    func applyRepeatRules(
      _ node: NodeModel, rule inherited: Rule?, function inheritedFunction: FunctionDeclSyntax?
    ) {
      let rule = node.repeatRule ?? inherited
      let function = node.repeatRule != nil ? node.repeatFunction : inheritedFunction
      for child in node.children {
        if child.type != .section, let rule {
          interpreter?.samples.read = nil
          defer { if let reason = interpreter?.samples.read { child.sample = reason } }
          if let interpreter, let function,
            let n = interpreter.answer(function, identifier: child.identifier ?? "")?.number,
            n >= 0, n == n.rounded(), n <= 10_000_000
          {
            child.repeatCount = Int(n)
          } else if interpreter != nil, let function {
            child.repeatCount = repeatCount(rules.read(function), for: child.identifier ?? "")
          } else {
            child.repeatCount = repeatCount(rule, for: child.identifier ?? "")
          }
        }
        applyRepeatRules(child, rule: rule, function: function)
      }
      if let inner = node.inner { applyRepeatRules(inner, rule: nil, function: nil) }
    }

    // MARK: - Cells and appearance

    /// Asks each label's or button's cell data source for its text, and runs bricks'
    /// configuration closures: text that varies with `cell.index` becomes a placeholder.
    func applyCells(_ root: NodeModel) {
      guard let interpreter else { return }
      for node in root.allNodes {
        if let closure = node.configureClosure, node.type != .label, node.type != .button {
          // An image's or a custom brick's cell closure: not run (it was dropped silently).
          program.warn(
            closure, "the closure `configureCellBlock` is not run; ignored it",
            kind: Program.kind(ofClosure: closure))
        } else if let closure = node.configureClosure {
          let before = program.warnings.count
          let capture = interpreter.configure(node, closure: closure)
          if let insets = capture.insets { setPadding(insets, node, at: closure) }
          if let font = capture.font { setFont(font, node, at: closure) }
          if node.textFromClosure {
            applyText(
              capture, to: node, key: .text, source: ExprSyntax(closure), warningsBefore: before
            ) { interpreter.configure(node, closure: closure) }
          }
        }
        guard let source = node.cellSource else { continue }
        let key = node.type.textKey
        let kind: DataSourceKind = node.type == .button ? .buttonCell : .labelCell
        guard let function = dataSourceFunction(kind, source) else {
          program.warn(
            source,
            "no \(kind.swiftName) found in these files; "
              + "the \(key) stays '\(node.identifier ?? node.type.rawValue.uppercased())'")
          continue
        }
        let before = program.warnings.count
        let capture = interpreter.configure(node, function: function)
        if let insets = capture.insets { setPadding(insets, node, at: function.name) }
        if let font = capture.font { setFont(font, node, at: function.name) }
        applyText(
          capture, to: node, key: key, source: source, warnAt: Syntax(function.name),
          warningsBefore: before
        ) {
          interpreter.configure(node, function: function)
        }
      }
    }

    /// The most repetitions whose configuration is run one by one for their texts.
    static let perRepetitionLimit = 5_000

    /// Sets a label's or button's text from what its cell's configuration set: a text, a
    /// placeholder, a `data` list; text that varies with `cell.index` in other ways is asked of
    /// the configuration once per repetition (`rerun`, up to `perRepetitionLimit`), else it is a
    /// warning and the brick's identifier.
    func applyText(
      _ capture: Interpreter.CellCapture, to node: NodeModel, key: NodeKey, source: ExprSyntax,
      warnAt: Syntax? = nil, warningsBefore: Int, rerun: () -> Interpreter.CellCapture
    ) {
      guard let interpreter else { return }
      switch capture.text {
      case .string(let text)?:
        node[text: key] = displayText(text, at: capture.textAt ?? source)
      case .index(let k)?:
        node[text: key] = displayText(Placeholder.index(k), at: capture.textAt ?? source)
      case .perIndex(let texts, let offset)?:
        // One text per repetition, from the list: a `data` list the text's placeholder reads.
        let count = node.repeatCount ?? 1
        let end = min(texts.count, offset + count)
        let shown = offset < end ? Array(texts[max(0, offset)..<end]) : []
        if shown.count < count {
          program.warn(
            capture.textAt ?? source,
            "the list has \(shown.count) texts for \(count) repetitions; previewed \(shown.count)")
        }
        node[text: key] = "{\(key.rawValue)}"
        node.data = TextList(
          key: key.rawValue, texts: shown.map { displayText($0, at: capture.textAt ?? source) })
      default:
        if let count = node.repeatCount, count > 1, count <= Self.perRepetitionLimit,
          let texts = interpreter.perRepetition(count: count, at: capture.textAt ?? source, rerun)
        {
          program.dropWarnings(after: warningsBefore)
          node[text: key] = "{\(key.rawValue)}"
          node.data = TextList(
            key: key.rawValue, texts: texts.map { displayText($0, at: capture.textAt ?? source) })
          return
        }
        if keepSampleText(node, warningsBefore: warningsBefore, rerun: rerun) { return }
        let message =
          "the \(key) comes from a value known at run time; "
          + "assumed '\(node.identifier ?? node.type.rawValue.uppercased())'"
        if let at = capture.textAt {
          program.warn(at, message)
        } else {
          program.warn(warnAt ?? Syntax(source), message)
        }
      }
    }

    /// `LabelBrickCell.appearance().edgeInsets = ...` in any file: the padding of every brick
    /// of that cell class that its own configuration did not set. `UILabel.appearance().font`
    /// is every label's and button's font; `UILabel.appearance(whenContainedInInstancesOf:
    /// [LabelBrickCell.self])` only those of the cells listed, and wins over the other.
    func applyAppearance(_ root: NodeModel) {
      var insets: [String: (Insets, ExprSyntax)] = [:]
      var font: (ImportFont, ExprSyntax)?
      var containedFonts: [String: (ImportFont, ExprSyntax)] = [:]
      for ((target, value), ifs) in zip(program.activeAssignments, program.activeAssignmentIfs) {
        let isFont =
          target.declName.baseName.sourceText == "font"
          && target.base?.trimmedText.hasPrefix("UILabel.appearance(") == true
        let isInsets =
          target.declName.baseName.sourceText == "edgeInsets"
          && target.base?.trimmedText.hasSuffix(".appearance()") == true
        guard isFont || isInsets else { continue }
        guard branchTaken(ifs) else {
          warnOtherTraits(value, ifs)
          continue
        }
        if isFont {
          // `UILabel.appearance().font = ...`: every label's text (a button's title is a label).
          guard case .font(let f)? = evaluator.value(value) else {
            program.warn(value, "cannot follow the font `\(value.trimmedText)`; assumed body")
            continue
          }
          let arguments = target.base?.as(FunctionCallExprSyntax.self)?.arguments
          if arguments?.isEmpty != false {
            font = (f, value)
            continue
          }
          guard
            let containers = arguments?.first(where: {
              $0.label?.text == "whenContainedInInstancesOf"
            })?.expression
          else {
            program.warn(
              value,
              "cannot follow the appearance `\(target.base?.trimmedText ?? "")`; left this font out"
            )
            continue
          }
          guard let list = containers.as(ArrayExprSyntax.self) else {
            program.warn(
              containers,
              "cannot follow the cells `\(containers.trimmedText)`; left this font out")
            continue
          }
          for element in list.elements {
            var name = element.expression.trimmedText
            if name.hasSuffix(".self") { name = String(name.dropLast(5)) }
            containedFonts[name] = (f, value)
          }
          continue
        }
        guard let call = target.base?.as(FunctionCallExprSyntax.self),
          let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
          callee.declName.baseName.sourceText == "appearance",
          let cellClass = callee.base?.trimmedText
        else { continue }
        if case .insets(let i)? = evaluator.value(value) {
          insets[cellClass] = (i, value)
        } else {
          program.warn(
            value, "cannot follow the cell insets `\(value.trimmedText)`; assumed none")
        }
      }
      for node in root.allNodes where node.type == .label || node.type == .button {
        guard node.font == nil,
          let (f, at) = containedFonts[node.brickClass + "Cell"] ?? font
        else { continue }
        setFont(f, node, at: at)
      }
      guard !insets.isEmpty else { return }
      for node in root.allNodes where node.type == .label || node.type == .button {
        guard node.padding == nil, let (i, at) = insets[node.brickClass + "Cell"]
        else { continue }
        setPadding(i, node, at: at)
      }
    }

    /// An appearance set in a branch the previewed device does not take, on a trait
    /// (`if UIDevice.current.userInterfaceIdiom == .pad { ... }`): the appearance is read once,
    /// for the iPhone SE in portrait, so what another device gets is said at its value.
    func warnOtherTraits(
      _ value: ExprSyntax, _ ifs: [(ifExpr: IfExprSyntax, child: SyntaxIdentifier)]
    ) {
      let traits = ["userInterfaceIdiom", "SizeClass", "orientation", "traitCollection", "bounds"]
      guard
        let condition = ifs.lazy.map({ $0.ifExpr.conditions.trimmedText }).first(where: { text in
          traits.contains { text.contains($0) }
        })
      else { return }
      program.warn(
        value,
        "this appearance is set where `\(condition)` holds; the appearance is read for "
          + "\(TraitEnvironment.base.name) only")
    }

    func repeatCount(_ rule: Rule, for identifier: String) -> Int {
      guard let answer = rule.answer(for: identifier) else { return 1 }
      switch answer {
      case .literal(let v): return v.number.map { Int($0) } ?? 1
      case .expr(let e):
        if let n = evaluator.number(e), n >= 0, n == n.rounded(), n <= 10_000_000 { return Int(n) }
        program.warn(e, "cannot follow the repeat count `\(e.trimmedText)`; assumed 1")
        return 1
      }
    }

    /// A brick shown once is repetition 0: its `{index}` placeholders become numbers (the file
    /// only reads placeholders where something repeats).
    static func resolveSingleIndex(_ root: NodeModel) {
      for node in root.allNodes where (node.repeatCount ?? 1) <= 1 && node.data == nil {
        for key in [NodeKey.text, .title, .content] {
          guard let text = node[text: key], text.contains("{index") else { continue }
          node[text: key] = Placeholder.resolvingIndex(text, index: 0)
        }
      }
    }

    /// Gives each node a unique `id`: its identifier (`title`, then `title-2`, `title-3` for
    /// bricks that share it), else the name of the constant it was bound to. Records the ids of
    /// each identifier, which behavior selectors expand to.
    func assignIDs(_ root: NodeModel) {
      var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
      Self.separateSharedNodes(root, &seen)
      let nodes = root.allNodes.dropFirst()
      var used: Set<String> = ["root"]
      var counts: [String: Int] = [:]
      for node in nodes {
        if let identifier = node.identifier, let base = Self.plainID(identifier) {
          counts[base, default: 0] += 1
          var id = counts[base] == 1 ? base : "\(base)-\(counts[base] ?? 0)"
          while used.contains(id) { id += "_" }
          node.id = id
        } else if let name = node.variableName, !used.contains(name), Self.isPlainID(name) {
          node.id = name
        }
        if let id = node.id {
          used.insert(id)
          if let identifier = node.identifier { rootBox.ids[identifier, default: []].append(id) }
        }
      }
    }

    /// Copies a node object that the tree lists a second time (a section listed inside itself,
    /// in broken code the fuzzer wrote), so each place gets its own ids: one object in two places
    /// once wrote a duplicate id the loader refused.
    static func separateSharedNodes(_ node: NodeModel, _ seen: inout Set<ObjectIdentifier>) {
      func claim(_ n: NodeModel, _ seen: inout Set<ObjectIdentifier>) -> NodeModel {
        if seen.insert(ObjectIdentifier(n)).inserted { return n }
        let c = n.copy()
        seen.insert(ObjectIdentifier(c))
        return c
      }
      if let inner = node.inner {
        let claimed = claim(inner, &seen)
        node.inner = claimed
        separateSharedNodes(claimed, &seen)
      }
      for i in node.children.indices {
        let claimed = claim(node.children[i], &seen)
        node.children[i] = claimed
        separateSharedNodes(claimed, &seen)
      }
    }

    /// An identifier as an id: characters other than letters, digits, `_`, `-` and `.` become
    /// `_` (`"Title Label"` → `Title_Label`); nil when nothing is left.
    static func plainID(_ s: String) -> String? {
      let id = String(s.map { isIDCharacter($0) ? $0 : "_" })
      return id.contains(where: { $0 != "_" }) ? id : nil
    }

    static func isIDCharacter(_ c: Character) -> Bool {
      c.isLetter || c.isNumber || c == "_" || c == "-" || c == "."
    }

    /// Letters, digits, `_`, `-` and `.`: an id that needs no quoting and has no `#`.
    static func isPlainID(_ s: String) -> Bool {
      !s.isEmpty
        && s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
    }
  }
#endif
