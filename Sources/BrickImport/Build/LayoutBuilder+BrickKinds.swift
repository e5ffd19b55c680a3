#if Importer
  import BrickCore
  import SwiftSyntax

  extension LayoutBuilder {
    func section(_ call: FunctionCallExprSyntax, _ args: Arguments) -> NodeModel {
      let node = NodeModel(type: .section, origin: program.origin(of: call))
      if let bricks = args["bricks"] { node.children = brickList(bricks) }
      sectionSettings(args, node)
      return node
    }

    /// `inset:`, `edgeInsets:`, `alignRowHeights:`, `alignment:` of a section.
    func sectionSettings(_ args: Arguments, _ node: NodeModel) {
      for key in ["inset", "edgeInsets", "alignRowHeights", "alignment"] {
        if let expr = args[key] { setSectionField(key, expr, node) }
      }
      for key in ["insetFetcher", "edgeInsetsFetcher"] {
        if let e = args[key] { program.warn(e, "the \(key) is asked at run time; ignored it") }
      }
    }

    /// Sets one section key from a Swift value, or warns and keeps the default.
    func setSectionField(_ key: String, _ expr: ExprSyntax, _ node: NodeModel) {
      let value = evaluator.value(expr)
      switch (key, value) {
      case ("inset", .number(let v, _)?): node.inset = v
      case ("edgeInsets", .insets(let i)?): node.edgeInsets = i
      case ("alignRowHeights", .bool(let b)?): node.alignRowHeights = b
      case ("alignment", _):
        if let call = expr.as(FunctionCallExprSyntax.self) {
          let a = Arguments(call)
          let h = a["horizontal"].flatMap { evaluator.value($0) }
          let v = a["vertical"].flatMap { evaluator.value($0) }
          if case .enumCase(let hn, _, let hWritten)? = h,
            case .enumCase(let vn, _, let vWritten)? = v
          {
            // Only cases the loader reads are written (a misspelt `.Bri` once wrote
            // `vertical: bri`, which the loader refused; found by the fuzzer).
            let horizontal = ImportChoices.horizontalAlignment(hn)
            let vertical = ImportChoices.verticalAlignment(vn)
            if horizontal == nil {
              program.warn(
                expr,
                "`.\(hWritten)` is not a horizontal alignment (left, right, center or justified); "
                  + "used left")
            }
            if vertical == nil {
              program.warn(
                expr, "`.\(vWritten)` is not a vertical alignment (top, center or bottom); used top"
              )
            }
            node.alignment = NodeAlignment(
              horizontal: horizontal ?? "left", vertical: vertical ?? "top")
            return
          }
        }
        program.warn(
          expr, "cannot follow the alignment `\(expr.trimmedText)`; assumed left, top")
      default:
        let defaults = ["inset": "0", "edgeInsets": "zero", "alignRowHeights": "false"]
        program.warn(
          expr,
          "cannot follow the \(key) `\(expr.trimmedText)`; "
            + "assumed \(defaults[key] ?? "the default")"
        )
      }
    }

    /// The bricks of an array literal or an array constant.
    func brickList(_ expr: ExprSyntax) -> [NodeModel] {
      if let interpreter {
        if let array = expr.as(ArrayExprSyntax.self) {
          return array.elements.flatMap { element -> [NodeModel] in
            switch interpreter.eval(element.expression) {
            case .node(let node)?: return [node]
            case .list(let items)?: return items.compactMap(\.node)
            default:
              program.warn(
                element.expression,
                "cannot follow the brick `\(element.expression.trimmedText)`; left it out")
              return []
            }
          }
        }
        switch interpreter.eval(expr) {
        case .list(let items)?: return items.compactMap(\.node)
        case .node(let node)?: return [node]
        default:
          program.warn(
            expr, "cannot follow the bricks `\(expr.trimmedText)`; left the section empty")
          return []
        }
      }
      var list = expr
      if let ref = expr.as(DeclReferenceExprSyntax.self),
        let found = program.declaration(named: ref.baseName.text, from: expr)
      {
        list = found
      }
      guard let array = list.as(ArrayExprSyntax.self) else {
        program.warn(
          expr, "cannot follow the bricks `\(expr.trimmedText)`; left the section empty")
        return []
      }
      return array.elements.compactMap { element in
        if let node = brick(element.expression) { return node }
        program.warn(
          element.expression,
          "cannot follow the brick `\(element.expression.trimmedText)`; left it out")
        return nil
      }
    }

    /// A label or button: its text from `text:`/`title:` or a cell model's.
    func label(
      _ call: FunctionCallExprSyntax, _ args: Arguments, type: NodeType, models: Set<String>
    ) -> NodeModel {
      let key = type.textKey
      let node = NodeModel(type: type, origin: program.origin(of: call))
      var source = args[key.rawValue]
      if source == nil,
        let model = (args["dataSource"] ?? args["model"])?.as(FunctionCallExprSyntax.self),
        let name = Self.calleeName(model), models.contains(name)
      {
        source = Arguments(model)[key.rawValue]
      }
      if source == nil, let interpreter, let given = args["dataSource"] ?? args["model"] {
        switch interpreter.eval(given) {
        case .model(let model)?:
          model.nodes.append(node)
          if let text = model.text {
            node[text: key] = displayText(text, at: model.call.calledExpression)
            return node
          }
          source = Arguments(model.call)[key.rawValue] ?? Arguments(model.call)["text"]
        case .object?:
          // A cell data source: asked once the layout is built (`applyCells`).
          node.cellSource = given
          node[text: key] = identifier(args) ?? type.rawValue.uppercased()
          return node
        default: break
        }
      }
      if let source, let text = evaluator.value(source)?.string {
        node[text: key] = displayText(text, at: source)
      } else if let literal = source?.as(StringLiteralExprSyntax.self) {
        let text = literal.segments.map { segment -> String in
          if let plain = segment.as(StringSegmentSyntax.self) { return plain.content.text }
          return "…"
        }.joined()
        program.warn(literal, "interpolated values are known at run time; shown as …")
        node[text: key] = displayText(text, at: ExprSyntax(literal))
      } else {
        let placeholder = identifier(args) ?? type.rawValue.uppercased()
        let at = source ?? args["dataSource"] ?? ExprSyntax(call)
        program.warn(
          at, "the \(key) comes from a value known at run time; assumed '\(placeholder)'")
        node[text: key] = placeholder
      }
      return node
    }

    /// Text for a label as the file shows it: braces would read as placeholders, so they become
    /// parentheses; the importer's own placeholders become braces.
    func displayText(_ text: String, at expr: ExprSyntax) -> String {
      var plain = text
      if text.contains("{") || text.contains("}") {
        program.warn(
          expr, "braces in text would be read as placeholders; wrote them as parentheses")
        plain = String(text.map { $0 == "{" ? "(" : $0 == "}" ? ")" : $0 })
      }
      return String(
        plain.map { $0 == Placeholder.open ? "{" : $0 == Placeholder.close ? "}" : $0 })
    }

    /// A cell's edge insets as the text's `padding` (one number when even, else per edge).
    func setPadding(_ insets: Insets, _ node: NodeModel, at expr: some SyntaxProtocol) {
      let values = [insets.top, insets.left, insets.bottom, insets.right]
      node.padding = values.allSatisfy { $0 == 0 } ? nil : insets
    }

    /// False for code in an `if` branch the app does not take (the pad's branch of
    /// `if UIDevice.current.userInterfaceIdiom == .pad`); true when a condition is not known.
    /// `ifs`: the `if` expressions around the code, innermost first (`Program.enclosingIfs`).
    func branchTaken(_ ifs: [(ifExpr: IfExprSyntax, child: SyntaxIdentifier)]) -> Bool {
      for (ifExpr, child) in ifs {
        var holds: Bool? = true
        for element in ifExpr.conditions {
          guard case .expression(let e) = element.condition, let b = evaluator.value(e)?.bool
          else {
            holds = nil
            break
          }
          if !b { holds = false }
        }
        if let holds {
          if child == ifExpr.body.id && !holds { return false }
          if child == ifExpr.elseBody?.id && holds { return false }
        }
      }
      return true
    }

    /// A text's font; a named family is measured as the default font at its size and weight.
    func setFont(_ font: ImportFont, _ node: NodeModel, at expr: some SyntaxProtocol) {
      if let family = font.family {
        program.warn(
          expr,
          "the font '\(family)' is not in the layout; measured as the system font of its size"
            + (font.weight.map { " and weight (\($0))" } ?? ""))
      }
      node.font = font
    }

    func image(_ call: FunctionCallExprSyntax, _ args: Arguments) -> NodeModel {
      let node = NodeModel(type: .image, origin: program.origin(of: call))
      let source = args["image"] ?? args["dataSource"] ?? args["model"]
      if let source, let name = imageName(source) {
        node.src = name
      } else {
        program.warn(
          source ?? ExprSyntax(call),
          "the image comes from a value known at run time; drawn as a placeholder")
      }
      let height = args["height"].flatMap { evaluator.value($0) }
      if args["height"] == nil || { if case .dim(.auto)? = height { true } else { false } }(),
        !knownImageSize(node, identifier: identifier(args), at: call)
      {
        program.warn(
          call.calledExpression,
          "the image's size is known only once it loads; its height stays at the estimate")
      }
      return node
    }

    /// The name or URL of an image: `UIImage(named:)`, `URL(string:)`, a brick model of them.
    func imageName(_ expr: ExprSyntax, depth: Int = 0) -> String? {
      guard depth < 8 else { return nil }
      if let forced = expr.as(ForceUnwrapExprSyntax.self) {
        return imageName(forced.expression, depth: depth + 1)
      }
      if let s = evaluator.value(expr)?.string { return s }
      if let ref = expr.as(DeclReferenceExprSyntax.self),
        let found = program.declaration(named: ref.baseName.text, from: expr)
      {
        return imageName(found, depth: depth + 1)
      }
      guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
      let a = Arguments(call)
      for key in ["named", "string", "url", "image", "imageURL"] {
        if let inner = a[key], let name = imageName(inner, depth: depth + 1) { return name }
      }
      return nil
    }

    func collection(_ call: FunctionCallExprSyntax, _ args: Arguments) -> NodeModel {
      let node = NodeModel(type: .collection, origin: program.origin(of: call))
      if let direction = args["scrollDirection"],
        case .enumCase(let name, _, let written)? = evaluator.value(direction)
      {
        if let known = knownScrollDirection(name, written: written, direction) {
          node.scrollDirection = known
        }
      }
      var inner: NodeModel?
      if let model = args["dataSource"]?.as(FunctionCallExprSyntax.self),
        let section = Arguments(model)["section"]
      {
        inner = brick(section)
      } else if let interpreter, let given = args["dataSource"] {
        switch interpreter.eval(given) {
        case .model(let model)?:
          inner = Arguments(model.call)["section"].flatMap { brick($0) }
        case .node(let section)? where section.type == .section:
          // A `BrickCollectionViewDataSource` the code filled with `setSection`.
          inner = section
        default:
          inner = interpreter.collectionSection(of: given, identifier: identifier(args) ?? "")
        }
      }
      if let inner, inner.type == .section {
        node.inner = inner
      } else {
        program.warn(
          args["dataSource"] ?? ExprSyntax(call),
          "cannot follow the collection's section; previewed an empty one")
        node.inner = NodeModel(type: .section, origin: node.origin)
      }
      return node
    }

    /// `GenericBrick<View>` and custom `Brick` subclasses: plain bricks whose content comes from
    /// a nib or a closure, so their auto height is assumed to be the estimate.
    func custom(
      _ call: FunctionCallExprSyntax, _ args: Arguments, name: String
    ) -> NodeModel {
      let node = NodeModel(type: .brick, origin: program.origin(of: call))
      if let text = (args["text"] ?? args["title"]).flatMap({ evaluator.value($0)?.string }) {
        node.content = text
      }
      let closure = args.trailingClosure.map { ExprSyntax($0) } ?? args["configureView"]
      if let interpreter, let block = closure?.as(ClosureExprSyntax.self), name == "GenericBrick" {
        let before = program.warnings.count
        let capture = interpreter.configure(node, closure: block)
        node.configureClosure = nil
        if let font = capture.font { setFont(font, node, at: block) }
        if let text = capture.text, let string = text.string {
          node.type = .label
          node.text = displayText(string, at: capture.textAt ?? closure!)
          if let insets = capture.insets { setPadding(insets, node, at: closure!) }
          return node
        }
        if capture.text != nil {
          // The closure sets a label's text that varies per repetition: asked again once the
          // repeat count is known (`applyCells`).
          program.dropWarnings(after: before)
          node.type = .label
          node.configureClosure = block
          node.textFromClosure = true
          node.text = identifier(args) ?? "LABEL"
          return node
        }
      }
      if let closure {
        program.warn(closure, "the view built by this closure is not run; drawn as a plain brick")
      }
      var estimate = 50.0
      if let h = args["height"] ?? initializerDefault(of: name, "height"),
        case .dim(let d)? = evaluator.value(h)
      {
        guard case .auto(let e) = d else { return node }
        if case .fixed(let v) = e { estimate = v }
      }
      if let known = sidecarHeight(name, identifier: identifier(args), at: call) {
        node.contentHeight = known
        return node
      }
      node.contentHeight = estimate
      program.warn(
        call.calledExpression,
        "\(name)'s height comes from its nib or view at run time; "
          + "assumed its estimate, \(NumberText.plain(estimate)) points"
      )
      return node
    }
  }
#endif
