#if Importer
  import BrickCore
  import SwiftSyntax

  /// Reads the layout behaviors: every initializer of a known behavior, with its literal
  /// parameters and the answers of its data source functions (docs/layout-file.md#behaviors).
  struct BehaviorReader {
    let builder: LayoutBuilder
    var program: Program { builder.program }

    static let types: [String: String] = [
      "StickyLayoutBehavior": "sticky", "StickyFooterLayoutBehavior": "stickyFooter",
      "OnScrollDownStickyLayoutBehavior": "onScrollDownSticky",
      "MinimumStickyLayoutBehavior": "minimumSticky", "SnapToPointLayoutBehavior": "snapToPoint",
      "SpotlightLayoutBehavior": "spotlight", "CardLayoutBehavior": "card",
      "CoverFlowLayoutBehavior": "coverFlow", "OffsetLayoutBehavior": "offset",
      "SetZIndexLayoutBehavior": "setZIndex", "MaxZIndexLayoutBehavior": "maxZIndex",
    ]

    func read(into layout: inout LayoutModel) {
      for (call, type) in program.behaviorCalls where builder.belongsToScreen(call) {
        let first = layout.behaviors.count
        behavior(call, type: type, into: &layout)
        // Properties set on it once built (BehaviorReader+ObjectState).
        applyLaterSettings(call, type: type, from: first, into: &layout)
      }
    }

    /// The calls of `calls` that build a known behavior (`StickyLayoutBehavior(...)`, not a
    /// member's call of that name) in code an iOS build compiles, with the behavior's type.
    static func initializers(
      in calls: [FunctionCallExprSyntax]
    ) -> [(call: FunctionCallExprSyntax, type: String)] {
      calls.compactMap { call in
        guard let name = LayoutBuilder.calleeName(call), let type = types[name],
          call.calledExpression.is(DeclReferenceExprSyntax.self), Program.isActive(call)
        else { return nil }
        return (call, type)
      }
    }

    private func behavior(
      _ call: FunctionCallExprSyntax, type: String, into layout: inout LayoutModel
    ) {
      let args = Arguments(call)
      let origin = program.origin(of: call)
      let evaluator = builder.evaluator
      switch type {
      case "sticky", "stickyFooter", "onScrollDownSticky", "minimumSticky":
        guard let rule = rule(.shouldStick, args, call) else { return }
        var extra: [(String, String)] = []
        if type == "sticky", let offset = args["contentOffset"] {
          if let v = evaluator.number(offset) {
            extra.append(("topOffset", NumberText.plain(v)))
          } else {
            program.warn(
              offset, "cannot follow the offset `\(offset.trimmedText)`; assumed 0")
          }
        }
        if type == "sticky" || type == "stickyFooter", stacks(call) {
          extra.append(("stackAcrossSections", "true"))
        }
        if type == "minimumSticky" {
          guard let heights = self.rule(.minimumStickingHeight, args, call) else { return }
          let chosen = selected(rule)
          let values = numbers(heights, for: chosen)
          guard !values.isEmpty else {
            program.warn(call, "no brick has a minimum sticking height; left the behavior out")
            return
          }
          layout.behaviors.append(
            BehaviorModel(
              fields: [
                ("type", type), ("bricks", selectors(values.map(\.key))),
                ("minimumHeight", perBrick(values)),
              ],
              origin: origin))
          return
        }
        addSelection(type: type, rule: rule, origin: origin, into: &layout, extra: extra)
      case "spotlight", "card":
        guard
          let heights = rule(type == "card" ? .cardSmallHeight : .spotlightSmallHeight, args, call)
        else { return }
        let values = numbers(heights, for: candidates(heights))
        guard !values.isEmpty else {
          program.warn(call, "no brick has a small height; left the behavior out")
          return
        }
        layout.behaviors.append(
          BehaviorModel(
            fields: [
              ("type", type), ("bricks", selectors(values.map(\.key))),
              ("smallHeight", perBrick(values)),
            ],
            origin: origin))
      case "coverFlow":
        var scale = 0.5
        if let e = args["minimumScaleFactor"] {
          if let v = evaluator.number(e), v > 0, v <= 1 {
            scale = v
          } else {
            program.warn(e, "cannot follow the scale `\(e.trimmedText)`; assumed 0.5")
          }
        }
        layout.behaviors.append(
          BehaviorModel(
            fields: [("type", type), ("minimumScaleFactor", NumberText.plain(scale))],
            origin: origin
          ))
      case "snapToPoint":
        var position = "top"
        if let e = args["scrollDirection"],
          case .enumCase(let axis, let payload, _)? = evaluator.value(e),
          case .enumCase(let where_, _, _)? = payload.first,
          (axis == "horizontal" ? ["left", "center", "right"] : ["top", "middle", "bottom"])
            .contains(
              where_)
        {
          position = where_
        } else {
          program.warn(
            args["scrollDirection"] ?? ExprSyntax(call),
            "cannot follow the snap direction; assumed vertical(.top)")
        }
        layout.behaviors.append(
          BehaviorModel(fields: [("type", type), ("position", position)], origin: origin))
      case "offset":
        offsets(call, args, origin, into: &layout)
      case "maxZIndex":
        guard let rule = rule(.maxZIndex, args, call) else { return }
        addSelection(type: type, rule: rule, origin: origin, into: &layout, extra: [])
      default:  // setZIndex
        guard let rule = rule(.setZIndex, args, call) else { return }
        let values = numbers(rule, for: candidates(rule))
        for z in Set(values.map(\.value)).sorted() {
          let ids = values.filter { $0.value == z }.map(\.key)
          // The loader reads a whole zIndex in its range only (`4.9e-324` was written as it
          // stood; found by the mutation sweep).
          guard z == z.rounded(), abs(z) <= Limits.maximumMagnitude else {
            program.warn(
              call,
              "the zIndex \(NumberText.plain(z)) of \(ids.joined(separator: ", ")) is not a whole "
                + "number from -1,000,000 to 1,000,000; left it out")
            continue
          }
          layout.behaviors.append(
            BehaviorModel(
              fields: [
                ("type", type), ("bricks", selectors(ids)), ("zIndex", NumberText.plain(z)),
              ],
              origin: origin))
        }
      }
    }

    /// The rule of the behavior's data source function, or nil with a warning.
    private func rule(
      _ kind: DataSourceKind, _ args: Arguments, _ call: FunctionCallExprSyntax
    )
      -> Rule?
    {
      let source = args["dataSource"] ?? ExprSyntax(call)
      guard let function = builder.dataSourceFunction(kind, source) else {
        program.warn(source, "no \(kind.swiftName) found in these files; left the behavior out")
        return nil
      }
      let before = program.warnings.count
      var reader = builder.rules
      reader.behavior = call
      let rule = reader.read(function)
      // A Bool answer asked copy by copy (`indexPath.item == 0`) is followed: no warning that
      // the rule's reading by identifier could not.
      if builder.perCopyAnswers(function) != nil { program.dropWarnings(after: before) }
      return rule
    }

    /// Adds a behavior selecting the bricks for which `rule` answers true.
    func addSelection(
      type: String, rule: Rule, origin: String, into layout: inout LayoutModel,
      extra: [(String, String)]
    ) {
      // Asked copy by copy when the answer reads the index path (`indexPath.item == 3`).
      let answers = builder.perCopyAnswers(rule.function)
      if type == "hide", let answers, LayoutBuilder.hide(answers) { return }
      let perCopy = answers.map(LayoutBuilder.selectors)
      let ids = perCopy ?? selected(rule)
      guard !ids.isEmpty else {
        program.warn(
          rule.function.name,
          "this data source selects no brick of the layout; left the \(type) behavior out")
        return
      }
      layout.behaviors.append(
        BehaviorModel(
          fields: [
            ("type", type), ("bricks", perCopy != nil ? YAMLWriter.list(ids) : selectors(ids)),
          ]
            + extra, origin: origin))
    }

    /// Identifiers in the layout for which a Bool rule answers true.
    private func selected(_ rule: Rule) -> [String] {
      candidates(rule).filter { key in
        switch rule.answer(for: key) {
        case .literal(let v)?: return v.bool == true
        case .expr(let e)?:
          if let b = builder.evaluator.value(e)?.bool { return b }
          program.warn(e, "cannot follow `\(e.trimmedText)`; assumed false")
          return false
        case nil: return false
        }
      }
    }

    /// The identifiers (and ids) of the layout's nodes that a rule could select: those it names,
    /// plus every one when it has a default. A named identifier not in the layout is warned about.
    private func candidates(_ rule: Rule) -> [String] {
      let nodes = builder.program.files.isEmpty ? [] : layoutNames
      for key in rule.namedKeys where !nodes.contains(key) {
        program.warn(
          Self.place(of: key, in: rule.function) ?? Syntax(rule.function.name),
          "no brick of the layout has the identifier '\(key)'")
      }
      if rule.otherwise != nil { return nodes }
      return nodes.filter(rule.namedKeys.contains)
    }

    /// The string literal in a data source function that names `key` (`identifier == "story"`),
    /// where a warning about the key belongs; nil when the key comes from a constant.
    static func place(of key: String, in function: FunctionDeclSyntax) -> Syntax? {
      for token in function.tokens(viewMode: .sourceAccurate)
      where token.tokenKind == .stringSegment(key) {
        var current = token.parent
        while let here = current, !here.is(StringLiteralExprSyntax.self) { current = here.parent }
        if let literal = current { return literal }
      }
      return nil
    }

    /// Identifiers of the imported layout, in pre-order, each once.
    private var layoutNames: [String] {
      var seen: Set<String> = []
      return currentRoot.allNodes.dropFirst().compactMap(\.identifier).filter {
        rootBox.ids[$0] != nil && seen.insert($0).inserted
      }
    }

    private var currentRoot: NodeModel { rootBox.root ?? NodeModel(type: .section, origin: "") }

    /// Numeric answers per identifier (nil answers are left out).
    private func numbers(_ rule: Rule, for keys: [String]) -> [(key: String, value: Double)] {
      keys.compactMap { key in
        switch rule.answer(for: key) {
        case .literal(let v)?: return v.number.map { (key, $0) }
        case .expr(let e)?:
          let v = builder.evaluator.value(e)
          if case .nilValue? = v { return nil }
          if let n = v?.number { return (key, n) }
          program.warn(e, "cannot follow `\(e.trimmedText)`; left '\(key)' out")
          return nil
        case nil: return nil
        }
      }
    }

    /// `{title: 40, footer: 20}`: a number per selected brick.
    private func perBrick(_ values: [(key: String, value: Double)]) -> String {
      let entries = values.flatMap { key, value in
        (rootBox.ids[key] ?? [key]).map { "\($0): \(NumberText.plain(value))" }
      }
      return "{" + entries.joined(separator: ", ") + "}"
    }

    /// The ids of the bricks that carry these identifiers, as a flow list.
    private func selectors(_ identifiers: [String]) -> String {
      YAMLWriter.list(identifiers.flatMap { rootBox.ids[$0] ?? [$0] })
    }

    /// `behavior.canStackWithOtherSections = true` on the constant the behavior was bound to.
    private func stacks(_ call: FunctionCallExprSyntax) -> Bool {
      var name: String?
      if let binding = call.parent?.parent?.as(PatternBindingSyntax.self) {
        name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      } else if let infix = call.parent?.as(InfixOperatorExprSyntax.self) {
        name = infix.leftOperand.trimmedText.split(separator: ".").last.map(String.init)
      }
      guard let name else { return false }
      return program.assignments.contains { target, value in
        target.declName.baseName.text == "canStackWithOtherSections"
          && target.base?.trimmedText.split(separator: ".").last.map(String.init) == name
          && builder.evaluator.value(value)?.bool == true
      }
    }

    /// Offset behaviors, one per distinct (origin, size) pair of offsets.
    private func offsets(
      _ call: FunctionCallExprSyntax, _ args: Arguments, _ origin: String,
      into layout: inout LayoutModel
    ) {
      let source = args["dataSource"] ?? ExprSyntax(call)
      let originRule = builder.dataSourceFunction(.originOffset, source).map(builder.rules.read)
      let sizeRule = builder.dataSourceFunction(.sizeOffset, source).map(builder.rules.read)
      guard originRule != nil || sizeRule != nil else {
        program.warn(
          source, "no offsetLayoutBehavior data source functions found; left the behavior out")
        return
      }
      var groups: [(origin: String?, size: String?, ids: [String])] = []
      for key in layoutNames {
        let o = originRule.flatMap { pair($0, key) }
        let s = sizeRule.flatMap { pair($0, key) }
        guard o != nil || s != nil else { continue }
        if let i = groups.firstIndex(where: { $0.origin == o && $0.size == s }) {
          groups[i].ids.append(key)
        } else {
          groups.append((o, s, [key]))
        }
      }
      for group in groups {
        var fields: [(key: String, value: String)] = [
          ("type", "offset"), ("bricks", selectors(group.ids)),
        ]
        if let o = group.origin { fields.append(("originOffset", o)) }
        if let s = group.size { fields.append(("sizeOffset", s)) }
        layout.behaviors.append(BehaviorModel(fields: fields, origin: origin))
      }
    }

    /// A `CGSize(width:height:)` answer as `[dx, dy]`.
    private func pair(_ rule: Rule, _ key: String) -> String? {
      guard let answer = rule.answer(for: key) else { return nil }
      guard case .expr(let e) = answer else { return nil }
      switch builder.evaluator.value(e) {
      case .size(let w, let h)?: return "[\(NumberText.plain(w)), \(NumberText.plain(h))]"
      case .nilValue?: return nil
      default:
        program.warn(e, "cannot follow the offset `\(e.trimmedText)`; left '\(key)' unmoved")
        return nil
      }
    }

    var rootBox: RootBox { builder.rootBox }
  }

  /// The root being built, for behaviors that select among its identifiers.
  final class RootBox {
    var root: NodeModel?
    /// The ids of the nodes that carry each identifier.
    var ids: [String: [String]] = [:]
  }
#endif
