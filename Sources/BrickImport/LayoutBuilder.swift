#if Importer
  import SwiftSyntax

  /// Turns the program's brick initializers, assignments and data sources into a `LayoutModel`.
  final class LayoutBuilder {
    let program: Program
    let evaluator: Evaluator
    let rules: RuleReader
    /// Nodes built from a constant's initializer, so that assignments to the constant reach them.
    private var nodesByInitializer: [SyntaxIdentifier: NodeModel] = [:]
    /// Constants whose bricks are being built (a section that lists itself is left out).
    private var building: Set<SyntaxIdentifier> = []
    /// The root, once found, for behaviors that select among its identifiers.
    let rootBox = RootBox()
    /// The hide data source's rule, applied once ids are known.
    private var hideRule: (Rule, String)?
    /// The running screen, when the program has a view controller that builds a section.
    private(set) var interpreter: Interpreter?

    static let knownBricks: Set<String> = [
      "BrickSection", "LabelBrick", "ButtonBrick", "ImageBrick", "GenericBrick", "CollectionBrick",
    ]

    init(program: Program) {
      self.program = program
      evaluator = Evaluator(program: program)
      rules = RuleReader(program: program, evaluator: evaluator)
    }

    // MARK: - The whole layout

    /// The layout of `screen` (a view controller class), else of the first screen of the first
    /// file, else of the program's top-level code.
    func build(screen: String? = nil) -> LayoutModel {
      var chosen = screen ?? program.screens(preferringFile: program.files.first?.name).first
      if chosen == nil {
        // A subclass whose superclass is in none of the files: say which file to add.
        chosen = program.classOrder.first { name in
          program.missingSuperclass(of: name) != nil
            && program.method("viewDidLoad", of: name, labels: []) != nil
        }
      }
      var layout = LayoutModel(root: NodeModel(type: .section, origin: ""))
      var built = false
      if let chosen {
        let before = program.warnings.count
        let interpreter = Interpreter(builder: self, screen: chosen)
        self.interpreter = interpreter
        if let root = interpreter.run() {
          layout = interpreter.settings
          layout.root = root
          layout.behaviors = []
          built = true
        } else if let decl = program.classes[chosen]?.decl,
          let missing = program.missingSuperclass(of: chosen)
        {
          program.warn(
            decl.name,
            "\(chosen)'s superclass \(missing) is in none of these files; "
              + "add the file that declares it")
          layout = interpreter.settings
          layout.behaviors = []
          built = true
        } else if let early = interpreter.earlyReturn, let decl = program.classes[chosen]?.decl {
          // `return` (a `guard ... else { return }`) before `setSection`: Swift shows no
          // bricks, and neither does the preview (issue 37: the bricks were read as snippets).
          program.warn(
            early,
            "viewDidLoad returns here before it sets a section; previewed an empty screen, "
              + "as the app shows")
          layout = interpreter.settings
          layout.root = NodeModel(type: .section, origin: program.origin(of: decl))
          layout.behaviors = []
          built = true
        } else if interpreter.stopped, let decl = program.classes[chosen]?.decl {
          // Stopped by the work budget before `setSection` ran: an empty root, with the
          // budget's warning where it stopped (read as snippets, the loop's warning was lost).
          layout = interpreter.settings
          layout.root = NodeModel(type: .section, origin: program.origin(of: decl))
          layout.behaviors = []
          built = true
        } else {
          // Its viewDidLoad sets no section: read the files as snippets instead.
          program.dropWarnings(after: before)
          evaluator.hooks.interpreter = nil
          self.interpreter = nil
          nodesByInitializer = [:]
        }
      }
      if built {
        rootBox.root = layout.root
        Self.separateRepeatedListings(layout.root)
      } else {
        let root = rootSection()
        rootBox.root = root
        layout = LayoutModel(root: root)
        applyAssignments(to: &layout)
      }
      let root = layout.root
      applyRepeatRules(root, rule: nil, function: nil)
      applyCells(root)
      applyAppearance(root)
      Self.resolveSingleIndex(root)
      assignIDs(root)
      if let (rule, origin) = hideRule {
        BehaviorReader(builder: self).addSelection(
          type: "hide", rule: rule, origin: origin, into: &layout, extra: [])
      }
      BehaviorReader(builder: self).read(into: &layout)
      return layout
    }

    /// A brick object listed twice (`[header, body, header]`, or in two sections) is one object
    /// in BrickKit; in the file each listing is its own node, so the second gets a copy.
    static func separateRepeatedListings(_ root: NodeModel) {
      var seen: Set<ObjectIdentifier> = [ObjectIdentifier(root)]
      func visit(_ node: NodeModel) {
        for (i, child) in node.children.enumerated() {
          if !seen.insert(ObjectIdentifier(child)).inserted {
            node.children[i] = child.copy()
          }
          visit(node.children[i])
        }
        if let inner = node.inner {
          if !seen.insert(ObjectIdentifier(inner)).inserted { node.inner = inner.copy() }
          if let copy = node.inner { visit(copy) }
        }
      }
      visit(root)
    }

    /// True when a behavior built by `call` belongs to the screen being built: its code ran
    /// (or it is a stored property of the screen's classes, or a snippet's top-level code).
    /// Without a screen, every one does.
    func belongsToScreen(_ call: some SyntaxProtocol) -> Bool {
      guard let interpreter else { return true }
      var current = call.parent
      while let here = current {
        if let function = here.as(FunctionDeclSyntax.self) {
          return interpreter.ran.contains(function.id)
        }
        if here.is(MemberBlockItemSyntax.self), let type = Program.enclosingType(of: here) {
          return interpreter.chain.contains(type)
        }
        current = here.parent
      }
      return true
    }

    /// The section given to `setSection`, else the last outermost `BrickSection`, else an empty
    /// root (each with a warning).
    private func rootSection() -> NodeModel {
      let setCalls = program.calls.filter {
        Self.calleeName($0) == "setSection" && $0.arguments.first != nil
      }
      if let call = setCalls.first, let argument = call.arguments.first?.expression {
        if setCalls.count > 1 {
          program.warn(setCalls[1], "several setSection calls; previewed the first one")
        }
        if let node = brick(argument), node.type == .section { return node }
        program.warn(
          argument,
          "cannot follow the section `\(argument.trimmedDescription)`; previewed an empty root")
        return NodeModel(type: .section, origin: program.origin(of: call))
      }
      let outermost = program.calls.filter { call in
        Self.calleeName(call) == "BrickSection" && !Self.hasBrickAncestor(call)
      }
      if let last = outermost.last, let node = brick(ExprSyntax(last)) {
        program.warn(last, "no setSection call; previewed this section")
        return node
      }
      let loose = program.calls.filter { isBrickCall($0) && !Self.hasBrickAncestor($0) }
      let root = NodeModel(type: .section, origin: loose.first.map { program.origin(of: $0) } ?? "")
      if let first = loose.first {
        program.warn(first, "no BrickSection; previewed the bricks found in a root section")
        root.children = loose.compactMap { brick(ExprSyntax($0)) }
      } else if let file = program.files.first {
        program.warn(file.tree, "no BrickSection or bricks found; the layout is empty")
      }
      return root
    }

    static func calleeName(_ call: FunctionCallExprSyntax) -> String? {
      var callee = call.calledExpression
      if let generic = callee.as(GenericSpecializationExprSyntax.self) {
        callee = generic.expression
      }
      if let ref = callee.as(DeclReferenceExprSyntax.self) { return ref.baseName.sourceText }
      return callee.as(MemberAccessExprSyntax.self)?.declName.baseName.sourceText
    }

    func isBrickCall(_ call: FunctionCallExprSyntax) -> Bool {
      guard let name = Self.calleeName(call), name.first?.isUppercase == true else { return false }
      return Self.knownBricks.contains(name) || name.hasSuffix("Brick")
    }

    private static func hasBrickAncestor(_ call: FunctionCallExprSyntax) -> Bool {
      var current = call.parent
      while let here = current {
        if let outer = here.as(FunctionCallExprSyntax.self), let name = calleeName(outer),
          name == "BrickSection" || name == "CollectionBrickCellModel"
        {
          return true
        }
        current = here.parent
      }
      return false
    }

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

    private func brick(_ call: FunctionCallExprSyntax) -> NodeModel? {
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
    private func identifier(_ args: Arguments) -> String? {
      guard let first = args.all.first, first.label == nil else { return nil }
      if let s = evaluator.value(first.expression)?.string { return s.isEmpty ? nil : s }
      return rules.key(first.expression)
    }

    /// `width:`, `height:`, `size:` and `backgroundColor:`, which every brick takes.
    private func common(_ call: FunctionCallExprSyntax, _ args: Arguments, _ node: NodeModel) {
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
      if let color = args["backgroundColor"] { node.background = colour(color) }
      for label in ["configureCellBlock", "configureHandler"] {
        guard let e = args[label], node.configureClosure?.id != e.id else { continue }
        program.warn(e, "the closure `\(label)` is not run; ignored it")
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
        expr, "cannot follow the \(what) `\(expr.trimmedDescription)`; assumed \(assumed)")
      return nil
    }

    /// A colour the loader reads (`ImportColour`: `.lightGray`, `UIColor.systemBlue`,
    /// `UIColor(red:green:blue:alpha:)`, ...), or nil with a warning.
    func colour(_ expr: ExprSyntax) -> String? {
      if let yaml = ImportColour.yaml(expr, number: { self.evaluator.value($0)?.number }) {
        return yaml
      }
      // `.brandColor`, `UIColor.brandColorColor()`: a name of the app's own.
      // (Not `theme.tint`: a value's member is known only at run time.)
      let call = expr.as(FunctionCallExprSyntax.self)
      let member =
        expr.as(MemberAccessExprSyntax.self)
        ?? (call?.arguments.isEmpty == true
          ? call?.calledExpression.as(MemberAccessExprSyntax.self) : nil)
      if let member,
        member.base.map({ $0.trimmedDescription.first?.isUppercase == true }) ?? true
      {
        program.warn(
          expr, "the colour `\(expr.trimmedDescription)` has no name in layout files; left it out")
        return nil
      }
      program.warn(
        expr, "cannot follow the colour `\(expr.trimmedDescription)`; left the brick without one")
      return nil
    }

    private func section(_ call: FunctionCallExprSyntax, _ args: Arguments) -> NodeModel {
      let node = NodeModel(type: .section, origin: program.origin(of: call))
      if let bricks = args["bricks"] { node.children = brickList(bricks) }
      sectionSettings(args, node)
      return node
    }

    /// `inset:`, `edgeInsets:`, `alignRowHeights:`, `alignment:` of a section.
    private func sectionSettings(_ args: Arguments, _ node: NodeModel) {
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
          expr, "cannot follow the alignment `\(expr.trimmedDescription)`; assumed left, top")
      default:
        let defaults = ["inset": "0", "edgeInsets": "zero", "alignRowHeights": "false"]
        program.warn(
          expr,
          "cannot follow the \(key) `\(expr.trimmedDescription)`; "
            + "assumed \(defaults[key] ?? "the default")"
        )
      }
    }

    /// The bricks of an array literal or an array constant.
    private func brickList(_ expr: ExprSyntax) -> [NodeModel] {
      if let interpreter {
        if let array = expr.as(ArrayExprSyntax.self) {
          return array.elements.flatMap { element -> [NodeModel] in
            switch interpreter.eval(element.expression) {
            case .node(let node)?: return [node]
            case .list(let items)?: return items.compactMap(\.node)
            default:
              program.warn(
                element.expression,
                "cannot follow the brick `\(element.expression.trimmedDescription)`; left it out")
              return []
            }
          }
        }
        switch interpreter.eval(expr) {
        case .list(let items)?: return items.compactMap(\.node)
        case .node(let node)?: return [node]
        default:
          program.warn(
            expr, "cannot follow the bricks `\(expr.trimmedDescription)`; left the section empty")
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
          expr, "cannot follow the bricks `\(expr.trimmedDescription)`; left the section empty")
        return []
      }
      return array.elements.compactMap { element in
        if let node = brick(element.expression) { return node }
        program.warn(
          element.expression,
          "cannot follow the brick `\(element.expression.trimmedDescription)`; left it out")
        return nil
      }
    }

    /// A label or button: its text from `text:`/`title:` or a cell model's.
    private func label(
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

    /// A cell's edge insets as the text's `padding` (one number: uneven insets keep their
    /// average, with a warning).
    func setPadding(_ insets: Insets, _ node: NodeModel, at expr: some SyntaxProtocol) {
      let values = [insets.top, insets.left, insets.bottom, insets.right]
      let uniform = values.allSatisfy { $0 == insets.top }
      let padding = uniform ? insets.top : (insets.top + insets.bottom) / 2
      if !uniform {
        program.warn(
          expr,
          "uneven cell insets are written as one padding of \(YAMLWriter.number(padding)) points")
      }
      node.padding = padding == 0 ? nil : padding
    }

    /// False for code in an `if` branch the app does not take (the pad's branch of
    /// `if UIDevice.current.userInterfaceIdiom == .pad`); true when a condition is not known.
    func branchTaken(_ node: some SyntaxProtocol) -> Bool {
      var child = Syntax(node)
      while let parent = child.parent {
        if let ifExpr = parent.as(IfExprSyntax.self) {
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
            if child.id == ifExpr.body.id && !holds { return false }
            if child.id == ifExpr.elseBody?.id && holds { return false }
          }
        }
        child = parent
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

    private func image(_ call: FunctionCallExprSyntax, _ args: Arguments) -> NodeModel {
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
      if args["height"] == nil || { if case .dim(.auto)? = height { true } else { false } }() {
        program.warn(
          call.calledExpression,
          "the image's size is known only once it loads; its height stays at the estimate")
      }
      return node
    }

    /// The name or URL of an image: `UIImage(named:)`, `URL(string:)`, a brick model of them.
    private func imageName(_ expr: ExprSyntax, depth: Int = 0) -> String? {
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

    private func collection(_ call: FunctionCallExprSyntax, _ args: Arguments) -> NodeModel {
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
        case .object?:
          inner = interpreter.collectionSection(identifier(args) ?? "")
        default: break
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
    private func custom(
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
      node.contentHeight = estimate
      program.warn(
        call.calledExpression,
        "\(name)'s height comes from its nib or view at run time; "
          + "assumed its estimate, \(YAMLWriter.number(estimate)) points"
      )
      return node
    }

    // MARK: - Assignments

    /// `x.isHidden = true`, `x.repeatCount = 3`, `x.inset = 5`, `section.repeatCountDataSource =
    /// self`, `layout.scrollDirection = .horizontal`, `layout.zIndexBehavior = .bottomUp`, ...
    private func applyAssignments(to layout: inout LayoutModel) {
      for (target, value) in program.assignments {
        let property = target.declName.baseName.text
        let baseText = target.base?.trimmedDescription ?? ""
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
            value, "cannot follow `\(value.trimmedDescription)`; assumed the brick is shown")
        }
      case "repeatCount":
        if let n = evaluator.number(value), n >= 0, n == n.rounded(), n <= 10_000_000 {
          node.repeatCount = Int(n)
        } else {
          program.warn(
            value, "cannot follow the repeat count `\(value.trimmedDescription)`; assumed 1")
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
            value, "cannot follow the appear behavior `\(value.trimmedDescription)`; assumed none")
        }
      case "hideBehaviorDataSource":
        guard let function = dataSourceFunction(.hide, value) else {
          program.warn(
            value, "no \(DataSourceKind.hide.swiftName) found in these files; hides nothing")
          return
        }
        hideRule = (rules.read(function), program.origin(of: value))
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

    /// The node a constant names (`section1.repeatCountDataSource = ...`).
    private func assignedNode(_ base: ExprSyntax) -> NodeModel? {
      guard let ref = base.as(DeclReferenceExprSyntax.self),
        let initializer = program.declaration(named: ref.baseName.text, from: base)
      else { return nil }
      return nodesByInitializer[initializer.id]
    }

    /// The data source function for an assigned or passed data source (`self`, `Type()`).
    func dataSourceFunction(_ kind: DataSourceKind, _ source: ExprSyntax) -> FunctionDeclSyntax? {
      var type: String?
      if source.is(DeclReferenceExprSyntax.self), source.trimmedDescription == "self" {
        if let interpreter { return program.function(kind, preferring: interpreter.chain) }
        type = Program.enclosingType(of: source)
      } else if let call = source.as(FunctionCallExprSyntax.self) {
        type = Self.calleeName(call)
      }
      return program.function(kind, preferring: type)
    }

    // MARK: - Repeat counts and ids

    /// Applies repeat-count data sources: a section's rule reaches every descendant brick unless
    /// a nested section has its own, and overrides `repeatCount`.
    private func applyRepeatRules(
      _ node: NodeModel, rule inherited: Rule?, function inheritedFunction: FunctionDeclSyntax?
    ) {
      let rule = node.repeatRule ?? inherited
      let function = node.repeatRule != nil ? node.repeatFunction : inheritedFunction
      for child in node.children {
        if child.type != .section, let rule {
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
    private func applyCells(_ root: NodeModel) {
      guard let interpreter else { return }
      for node in root.allNodes {
        if let closure = node.configureClosure, node.type == .label || node.type == .button {
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
    private func applyText(
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
    /// of that cell class that its own configuration did not set.
    private func applyAppearance(_ root: NodeModel) {
      var insets: [String: (Insets, ExprSyntax)] = [:]
      var font: (ImportFont, ExprSyntax)?
      for (target, value) in program.assignments
      where Program.isActive(target) && branchTaken(target) {
        // `UILabel.appearance().font = ...`: every label's text (a button's title is a label).
        if target.declName.baseName.text == "font",
          target.base?.trimmedDescription == "UILabel.appearance()"
        {
          if case .font(let f)? = evaluator.value(value) {
            font = (f, value)
          } else {
            program.warn(
              value, "cannot follow the font `\(value.trimmedDescription)`; assumed body")
          }
          continue
        }
        guard target.declName.baseName.text == "edgeInsets",
          let call = target.base?.as(FunctionCallExprSyntax.self),
          let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
          callee.declName.baseName.text == "appearance",
          let cellClass = callee.base?.trimmedDescription
        else { continue }
        if case .insets(let i)? = evaluator.value(value) {
          insets[cellClass] = (i, value)
        } else {
          program.warn(
            value, "cannot follow the cell insets `\(value.trimmedDescription)`; assumed none")
        }
      }
      if let (f, at) = font {
        for node in root.allNodes where node.type == .label || node.type == .button {
          if node.font == nil { setFont(f, node, at: at) }
        }
      }
      guard !insets.isEmpty else { return }
      for node in root.allNodes where node.type == .label || node.type == .button {
        guard node.padding == nil, let (i, at) = insets[node.brickClass + "Cell"]
        else { continue }
        setPadding(i, node, at: at)
      }
    }

    private func repeatCount(_ rule: Rule, for identifier: String) -> Int {
      guard let answer = rule.answer(for: identifier) else { return 1 }
      switch answer {
      case .literal(let v): return v.number.map { Int($0) } ?? 1
      case .expr(let e):
        if let n = evaluator.number(e), n >= 0, n == n.rounded(), n <= 10_000_000 { return Int(n) }
        program.warn(e, "cannot follow the repeat count `\(e.trimmedDescription)`; assumed 1")
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
    private func assignIDs(_ root: NodeModel) {
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
