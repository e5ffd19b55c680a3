#if Importer
  import SwiftSyntax

  extension LayoutBuilder {
    // MARK: - Bricks

    /// The node an expression builds: a brick initializer or a constant bound to one.
    func brick(_ expr: ExprSyntax, depth: Int = 0) -> NodeModel? {
      guard depth < 32 else { return nil }
      if let interpreter { return interpreter.eval(expr)?.node }
      if let call = expr.as(FunctionCallExprSyntax.self), isBrickCall(call) {
        return brick(call)
      }
      return declaredNode(expr, depth: depth)
    }

    /// The node of a constant bound to a brick initializer (`let header = LabelBrick(...)`).
    func declaredNode(_ expr: ExprSyntax, depth: Int = 0) -> NodeModel? {
      if let ref = expr.as(DeclReferenceExprSyntax.self),
        let initializer = program.declaration(named: ref.baseName.text, from: expr)
      {
        if let built = nodesByInitializer[initializer.id] { return built }
        guard building.insert(initializer.id).inserted else {
          program.warn(expr, "`\(ref.baseName.text)` contains itself; left it out")
          return nil
        }
        defer { building.remove(initializer.id) }
        guard let node = brick(initializer, depth: depth + 1) else { return nil }
        node.variableName = node.variableName ?? ref.baseName.text
        nodesByInitializer[initializer.id] = node
        return node
      }
      return nil
    }

    /// The node a brick initializer builds.
    func node(_ call: FunctionCallExprSyntax) -> NodeModel? { brick(call) }

    func brick(_ call: FunctionCallExprSyntax) -> NodeModel? {
      guard let name = Self.calleeName(call) else { return nil }
      let args = Arguments(call)
      let node: NodeModel
      switch name {
      case "BrickSection": node = section(call, args)
      case "LabelBrick":
        node = label(call, args, type: .label, models: ["LabelBrickCellModel"])
      case "ButtonBrick":
        node = label(call, args, type: .button, models: ["ButtonBrickCellModel"])
      case "ImageBrick": node = image(call, args)
      case "CollectionBrick": node = collection(call, args)
      default: node = custom(call, args, name: name)
      }
      node.identifier = identifier(args)
      node.brickClass = name
      // A label's trailing closure configures its cell; a button's is its tap handler.
      let configure =
        (name == "LabelBrick" ? args.trailingClosure : nil)
        ?? (args["configureCellBlock"] ?? args["configureButtonBlock"])?.as(ClosureExprSyntax.self)
      if let configure, interpreter != nil { node.configureClosure = configure }
      common(call, args, node)
      if let parent = call.parent?.as(InitializerClauseSyntax.self),
        let binding = parent.parent?.as(PatternBindingSyntax.self),
        let variable = binding.pattern.as(IdentifierPatternSyntax.self)
      {
        node.variableName = variable.identifier.text
        nodesByInitializer[ExprSyntax(call).id] = node
      }
      return node
    }

    /// BrickKit's identifier: the first argument when it has no label.
    func identifier(_ args: Arguments) -> String? {
      guard let first = args.all.first, first.label == nil else { return nil }
      if let s = evaluator.value(first.expression)?.string { return s.isEmpty ? nil : s }
      return rules.key(first.expression)
    }

    /// `width:`, `height:`, `size:` and `backgroundColor:`, which every brick takes.
    func common(_ call: FunctionCallExprSyntax, _ args: Arguments, _ node: NodeModel) {
      var width = args["width"] ?? initializerDefault(of: node.brickClass, "width")
      var height = args["height"] ?? initializerDefault(of: node.brickClass, "height")
      if let size = args["size"]?.as(FunctionCallExprSyntax.self) {
        width = width ?? Arguments(size)["width"]
        height = height ?? Arguments(size)["height"]
      }
      if let width {
        node.width = dimension(width, what: "width", assumed: "the section's full width")
      }
      if let height { node.height = self.height(height, of: node) }
      if let color = args["backgroundColor"] {
        node.background = colour(color)
      } else if let color = initializerDefault(of: node.brickClass, "backgroundColor") {
        // A custom brick's own default (`backgroundColor: UIColor = .white`); clear is no fill.
        let yaml = colour(color)
        if yaml != "clear" && yaml != "\"clear\"" { node.background = yaml }
      }
      for label in ["configureCellBlock", "configureHandler"] {
        guard let e = args[label], node.configureClosure?.id != e.id else { continue }
        program.warn(
          e, "the closure `\(label)` is not run; ignored it", kind: Program.kind(ofClosure: e))
      }
    }

    /// The default value a custom brick class's own initializer gives the parameter `label`
    /// (`init(_ identifier: String, height: BrickDimension = .auto(estimate: .fixed(size: 100))`).
    func initializerDefault(of brickClass: String, _ label: String) -> ExprSyntax? {
      guard !Self.knownBricks.contains(brickClass),
        let decl = program.classes[brickClass]?.decl
      else { return nil }
      for member in decl.memberBlock.members {
        guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { continue }
        for parameter in initializer.signature.parameterClause.parameters
        where parameter.firstName.text == label {
          if let value = parameter.defaultValue?.value { return value }
        }
      }
      return nil
    }

    /// A height, except where BrickKit ignores it (a section's) or the file has no such height
    /// (`fill` is for widths): then nil with a warning.
    func height(_ expr: ExprSyntax, of node: NodeModel) -> Dim? {
      if node.type == .section {
        if case .dim(.auto)? = evaluator.value(expr) { return nil }
        program.warn(expr, "a section's height comes from its bricks; ignored this one")
        return nil
      }
      let d = dimension(expr, what: "height", assumed: "an automatic height")
      if case .fill? = d {
        program.warn(expr, "`fill` is for widths; assumed an automatic height")
        return nil
      }
      return d
    }

    func dimension(_ expr: ExprSyntax, what: String, assumed: String) -> Dim? {
      if case .dim(let d)? = evaluator.value(expr) { return d }
      program.warn(
        expr, "cannot follow the \(what) `\(expr.trimmedText)`; assumed \(assumed)")
      return nil
    }

    /// A colour the loader reads (`ImportColour`: `.lightGray`, `UIColor.systemBlue`,
    /// `UIColor(red:green:blue:alpha:)`, ...), or nil with a warning.
    func colour(_ expr: ExprSyntax) -> String? {
      if let yaml = ImportColour.yaml(expr, number: { self.evaluator.value($0)?.number }) {
        return yaml
      }
      // A colour the app computes: its constants, initializers, dynamic colours.
      if let yaml = ImportColour.computed(expr, evaluator: evaluator) { return yaml }
      // `.brandColor`, `UIColor.brandColorColor()`: a name of the app's own.
      // (Not `theme.tint`: a value's member is known only at run time.)
      let call = expr.as(FunctionCallExprSyntax.self)
      let member =
        expr.as(MemberAccessExprSyntax.self)
        ?? (call?.arguments.isEmpty == true
          ? call?.calledExpression.as(MemberAccessExprSyntax.self) : nil)
      if let member,
        member.base.map({ $0.trimmedText.first?.isUppercase == true }) ?? true
      {
        program.warn(
          expr, "the colour `\(expr.trimmedText)` has no name in layout files; left it out")
        return nil
      }
      program.warn(
        expr, "cannot follow the colour `\(expr.trimmedText)`; left the brick without one")
      return nil
    }
  }
#endif
