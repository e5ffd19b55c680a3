#if Importer
  import SwiftSyntax

  extension LayoutBuilder {
    // MARK: - Assignments

    /// `x.isHidden = true`, `x.repeatCount = 3`, `x.inset = 5`, `section.repeatCountDataSource =
    /// self`, `layout.scrollDirection = .horizontal`, `layout.zIndexBehavior = .bottomUp`, ...
    func applyAssignments(to layout: inout LayoutModel) {
      for (target, value) in program.assignments where program.isCode(target, of: codeScope) {
        let property = target.declName.baseName.text
        let baseText = target.base?.trimmedText ?? ""
        if baseText == "layout" || baseText.hasSuffix(".layout") {
          layoutSetting(property, value, &layout)
          continue
        }
        guard let base = target.base, let node = assignedNode(base) else { continue }
        setProperty(property, value, on: node, interpreter: nil)
      }
    }

    /// One property of a brick or section set after it was built (`total.width = ...`).
    func setProperty(
      _ property: String, _ value: ExprSyntax, on node: NodeModel, interpreter: Interpreter?
    ) {
      switch property {
      case "isHidden":
        if let b = evaluator.value(value)?.bool {
          node.hidden = b
        } else {
          program.warn(
            value, "cannot follow `\(value.trimmedText)`; assumed the brick is shown")
        }
      case "repeatCount":
        if let n = evaluator.number(value), n >= 0, n == n.rounded(), n <= 10_000_000 {
          node.repeatCount = Int(n)
        } else {
          program.warn(
            value, "cannot follow the repeat count `\(value.trimmedText)`; assumed 1")
        }
      case "width":
        node.width = dimension(value, what: property, assumed: "the default") ?? node.width
      case "height":
        node.height = height(value, of: node) ?? node.height
      case "inset", "edgeInsets", "alignRowHeights", "alignment":
        setSectionField(property, value, node)
      case "backgroundColor":
        node.background = colour(value)
      case "bricks":
        if let interpreter, case .list(let items)? = interpreter.eval(value) {
          node.children = items.compactMap(\.node)
        }
      case "text", "title":
        if let text = evaluator.value(value)?.string {
          node[text: node.type.textKey] = displayText(text, at: value)
          node.cellSource = nil
        }
      case "dataSource":
        if let interpreter, case .object? = interpreter.eval(value),
          node.type == .label || node.type == .button
        {
          node.cellSource = value
        }
      case "repeatCountDataSource":
        guard let function = dataSourceFunction(.repeatCount, value) else {
          program.warn(
            value,
            "no \(DataSourceKind.repeatCount.swiftName) found in these files; "
              + "each brick repeats once"
          )
          return
        }
        // With a running screen the function is run per identifier; the table is read (and
        // warned about) only for identifiers it cannot answer.
        node.repeatRule = interpreter == nil ? rules.read(function) : Rule(function: function)
        node.repeatFunction = function
      default:
        return
      }
    }

    func layoutSetting(_ property: String, _ value: ExprSyntax, _ layout: inout LayoutModel) {
      switch property {
      case "scrollDirection":
        if case .enumCase(let name, _, let written)? = evaluator.value(value) {
          layout.scrollDirection = knownScrollDirection(name, written: written, value)
        }
      case "zIndexBehavior":
        if case .enumCase(let name, _, let written)? = evaluator.value(value) {
          // Only a value the loader reads is written (a misspelt case once wrote one it refuses).
          if let order = ImportChoices.zIndexOrder(name) {
            layout.zIndex = order
          } else {
            program.warn(
              value, "`.\(written)` is not a zIndexBehavior (topDown or bottomUp); used topDown")
          }
        }
      case "appearBehavior":
        let name = value.as(FunctionCallExprSyntax.self).flatMap(Self.calleeName) ?? ""
        switch name {
        case "BrickAppearTopBehavior": layout.appear = "top"
        case "BrickAppearBottomBehavior": layout.appear = "bottom"
        case "BrickAppearScaleBehavior": layout.appear = "scale"
        default:
          program.warn(
            value, "cannot follow the appear behavior `\(value.trimmedText)`; assumed none")
        }
      case "hideBehaviorDataSource":
        guard let function = dataSourceFunction(.hide, value) else {
          program.warn(
            value, "no \(DataSourceKind.hide.swiftName) found in these files; hides nothing")
          return
        }
        hideRule = (rules.read(function), program.origin(of: value))
      case "alignRowHeights":
        layoutAlignRowHeights(value)
      default:
        break
      }
    }

    /// A scroll direction the loader reads, or nil with a warning (a misspelt case once wrote a
    /// layout file its loader refused).
    func knownScrollDirection(_ name: String, written: String, _ value: ExprSyntax) -> String? {
      if let direction = ImportChoices.scrollDirection(name) { return direction }
      program.warn(
        value, "`.\(written)` is not a scroll direction (vertical or horizontal); used vertical")
      return nil
    }

    /// `brickCollectionView.backgroundColor = ...` (`collectionView?.`, in the screen or its
    /// base class, code that ran): no layout key, so a colour other than BrickKit's `.clear`
    /// and the preview's `.systemBackground` is warned at its value (cosmetic).
    func warnCollectionBackground() {
      for (target, value) in program.activeAssignments
      where target.declName.baseName.text == "backgroundColor"
        && Program.namesCollectionView(target.base) && belongsToScreen(target)
      {
        program.warnScreenBackground(value, defaults: ["clear", "systemBackground"])
      }
    }

    /// The node a constant names (`section1.repeatCountDataSource = ...`).
    func assignedNode(_ base: ExprSyntax) -> NodeModel? {
      guard let ref = base.as(DeclReferenceExprSyntax.self),
        let initializer = program.declaration(named: ref.baseName.text, from: base)
      else { return nil }
      return nodesByInitializer[initializer.id]
    }

    /// The data source function for an assigned or passed data source (`self`, `Type()`).
    func dataSourceFunction(_ kind: DataSourceKind, _ source: ExprSyntax) -> FunctionDeclSyntax? {
      var type: String?
      if source.is(DeclReferenceExprSyntax.self), source.trimmedText == "self" {
        if let interpreter { return program.function(kind, preferring: interpreter.chain) }
        type = Program.enclosingType(of: source)
      } else if let call = source.as(FunctionCallExprSyntax.self) {
        type = Self.calleeName(call)
      }
      return program.function(kind, preferring: type)
    }
  }
#endif
