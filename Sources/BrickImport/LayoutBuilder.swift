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

  static let knownBricks: Set<String> = [
    "BrickSection", "LabelBrick", "ButtonBrick", "ImageBrick", "GenericBrick", "CollectionBrick",
  ]

  init(program: Program) {
    self.program = program
    evaluator = Evaluator(program: program)
    rules = RuleReader(program: program, evaluator: evaluator)
  }

  // MARK: - The whole layout

  func build() -> LayoutModel {
    let root = rootSection()
    rootBox.root = root
    var layout = LayoutModel(root: root)
    applyAssignments(to: &layout)
    applyRepeatRules(root, rule: nil)
    assignIDs(root)
    if let (rule, origin) = hideRule {
      BehaviorReader(builder: self).addSelection(
        type: "hide", rule: rule, origin: origin, into: &layout, extra: [])
    }
    BehaviorReader(builder: self).read(into: &layout)
    return layout
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
      if let node = brick(argument), node.type == "section" { return node }
      program.warn(
        argument,
        "cannot follow the section `\(argument.trimmedDescription)`; previewed an empty root")
      return NodeModel(type: "section", origin: program.origin(of: call))
    }
    let outermost = program.calls.filter { call in
      Self.calleeName(call) == "BrickSection" && !Self.hasBrickAncestor(call)
    }
    if let last = outermost.last, let node = brick(ExprSyntax(last)) {
      program.warn(last, "no setSection call; previewed this section")
      return node
    }
    let loose = program.calls.filter { isBrickCall($0) && !Self.hasBrickAncestor($0) }
    let root = NodeModel(type: "section", origin: loose.first.map { program.origin(of: $0) } ?? "")
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
    if let generic = callee.as(GenericSpecializationExprSyntax.self) { callee = generic.expression }
    if let ref = callee.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
    return callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
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
    if let call = expr.as(FunctionCallExprSyntax.self), isBrickCall(call) {
      return brick(call)
    }
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

  private func brick(_ call: FunctionCallExprSyntax) -> NodeModel? {
    guard let name = Self.calleeName(call) else { return nil }
    let args = Arguments(call)
    let node: NodeModel
    switch name {
    case "BrickSection": node = section(call, args)
    case "LabelBrick":
      node = label(call, args, type: "label", key: "text", models: ["LabelBrickCellModel"])
    case "ButtonBrick":
      node = label(call, args, type: "button", key: "title", models: ["ButtonBrickCellModel"])
    case "ImageBrick": node = image(call, args)
    case "CollectionBrick": node = collection(call, args)
    default: node = custom(call, args, name: name)
    }
    node.identifier = identifier(args)
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
    var width = args["width"]
    var height = args["height"]
    if let size = args["size"]?.as(FunctionCallExprSyntax.self) {
      width = width ?? Arguments(size)["width"]
      height = height ?? Arguments(size)["height"]
    }
    if let width {
      node.width = dimension(width, what: "width", assumed: "the section's full width")
    }
    if let height {
      node.height = dimension(height, what: "height", assumed: "an automatic height")
    }
    if let color = args["backgroundColor"] { node.fields["background"] = colour(color) }
    for label in ["configureCellBlock", "configureHandler"] {
      if let e = args[label] { program.warn(e, "the closure `\(label)` is not run; ignored it") }
    }
  }

  func dimension(_ expr: ExprSyntax, what: String, assumed: String) -> Dim? {
    if case .dim(let d)? = evaluator.value(expr) { return d }
    program.warn(expr, "cannot follow the \(what) `\(expr.trimmedDescription)`; assumed \(assumed)")
    return nil
  }

  /// A colour the loader reads (`ImportColour`: `.lightGray`, `UIColor.systemBlue`,
  /// `UIColor(red:green:blue:alpha:)`, ...), or nil with a warning.
  func colour(_ expr: ExprSyntax) -> String? {
    if let yaml = ImportColour.yaml(expr, number: { self.evaluator.value($0)?.number }) {
      return yaml
    }
    program.warn(
      expr, "cannot follow the colour `\(expr.trimmedDescription)`; left the brick without one")
    return nil
  }

  private func section(_ call: FunctionCallExprSyntax, _ args: Arguments) -> NodeModel {
    let node = NodeModel(type: "section", origin: program.origin(of: call))
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
    case ("inset", .number(let v, _)?): node.fields["inset"] = YAMLWriter.number(v)
    case ("edgeInsets", .insets(let i)?): node.fields["edgeInsets"] = YAMLWriter.insets(i)
    case ("alignRowHeights", .bool(let b)?): node.fields["alignRowHeights"] = b ? "true" : "false"
    case ("alignment", _):
      if let call = expr.as(FunctionCallExprSyntax.self) {
        let a = Arguments(call)
        let h = a["horizontal"].flatMap { evaluator.value($0) }
        let v = a["vertical"].flatMap { evaluator.value($0) }
        if case .enumCase(let hn, _)? = h, case .enumCase(let vn, _)? = v {
          node.fields["alignment"] = "{horizontal: \(hn), vertical: \(vn)}"
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
    _ call: FunctionCallExprSyntax, _ args: Arguments, type: String, key: String,
    models: Set<String>
  ) -> NodeModel {
    let node = NodeModel(type: type, origin: program.origin(of: call))
    var source = args[key]
    if source == nil,
      let model = (args["dataSource"] ?? args["model"])?.as(FunctionCallExprSyntax.self),
      let name = Self.calleeName(model), models.contains(name)
    {
      source = Arguments(model)[key]
    }
    if let source, let text = evaluator.value(source)?.string {
      node.fields[key] = quoteText(text, at: source)
    } else if let literal = source?.as(StringLiteralExprSyntax.self) {
      let text = literal.segments.map { segment -> String in
        if let plain = segment.as(StringSegmentSyntax.self) { return plain.content.text }
        return "…"
      }.joined()
      program.warn(literal, "interpolated values are known at run time; shown as …")
      node.fields[key] = quoteText(text, at: ExprSyntax(literal))
    } else {
      let placeholder = identifier(args) ?? type.uppercased()
      let at = source ?? args["dataSource"] ?? ExprSyntax(call)
      program.warn(at, "the \(key) comes from a value known at run time; assumed '\(placeholder)'")
      node.fields[key] = YAMLWriter.quote(placeholder)
    }
    return node
  }

  /// Text for a label: braces would read as placeholders, so they become parentheses.
  private func quoteText(_ text: String, at expr: ExprSyntax) -> String {
    guard text.contains("{") || text.contains("}") else { return YAMLWriter.quote(text) }
    program.warn(expr, "braces in text would be read as placeholders; wrote them as parentheses")
    let plain = String(text.map { $0 == "{" ? "(" : $0 == "}" ? ")" : $0 })
    return YAMLWriter.quote(plain)
  }

  private func image(_ call: FunctionCallExprSyntax, _ args: Arguments) -> NodeModel {
    let node = NodeModel(type: "image", origin: program.origin(of: call))
    let source = args["image"] ?? args["dataSource"] ?? args["model"]
    if let source, let name = imageName(source) {
      node.fields["src"] = YAMLWriter.quote(name)
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
    let node = NodeModel(type: "collection", origin: program.origin(of: call))
    if let direction = args["scrollDirection"],
      case .enumCase(let name, _)? = evaluator.value(direction)
    {
      node.fields["scrollDirection"] = name
    }
    var inner: NodeModel?
    if let model = args["dataSource"]?.as(FunctionCallExprSyntax.self),
      let section = Arguments(model)["section"]
    {
      inner = brick(section)
    }
    if let inner, inner.type == "section" {
      node.inner = inner
    } else {
      program.warn(
        args["dataSource"] ?? ExprSyntax(call),
        "cannot follow the collection's section; previewed an empty one")
      node.inner = NodeModel(type: "section", origin: node.origin)
    }
    return node
  }

  /// `GenericBrick<View>` and custom `Brick` subclasses: plain bricks whose content comes from
  /// a nib or a closure, so their auto height is assumed to be the estimate.
  private func custom(_ call: FunctionCallExprSyntax, _ args: Arguments, name: String) -> NodeModel
  {
    let node = NodeModel(type: "brick", origin: program.origin(of: call))
    if let text = (args["text"] ?? args["title"]).flatMap({ evaluator.value($0)?.string }) {
      node.fields["content"] = YAMLWriter.quote(text)
    }
    let closure = args.trailingClosure.map { ExprSyntax($0) } ?? args["configureView"]
    if let closure {
      program.warn(closure, "the view built by this closure is not run; drawn as a plain brick")
    }
    var estimate = 50.0
    if let h = args["height"], case .dim(let d)? = evaluator.value(h) {
      guard case .auto(let e) = d else { return node }
      if case .fixed(let v) = e { estimate = v }
    }
    node.fields["contentHeight"] = YAMLWriter.number(estimate)
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
      switch property {
      case "isHidden":
        if let b = evaluator.value(value)?.bool {
          node.hidden = b
        } else {
          program.warn(
            value, "cannot follow `\(value.trimmedDescription)`; assumed the brick is shown")
        }
      case "repeatCount":
        if let n = evaluator.number(value), n >= 0, n == n.rounded() {
          node.repeatCount = Int(n)
        } else {
          program.warn(
            value, "cannot follow the repeat count `\(value.trimmedDescription)`; assumed 1")
        }
      case "width", "height":
        let d = dimension(value, what: property, assumed: "the default")
        if property == "width" {
          node.width = d ?? node.width
        } else {
          node.height = d ?? node.height
        }
      case "inset", "edgeInsets", "alignRowHeights", "alignment":
        setSectionField(property, value, node)
      case "backgroundColor":
        node.fields["background"] = colour(value)
      case "repeatCountDataSource":
        guard let function = dataSourceFunction(.repeatCount, value) else {
          program.warn(
            value,
            "no \(DataSourceKind.repeatCount.swiftName) found in these files; "
              + "each brick repeats once"
          )
          continue
        }
        node.repeatRule = rules.read(function)
      default:
        continue
      }
    }
  }

  private func layoutSetting(_ property: String, _ value: ExprSyntax, _ layout: inout LayoutModel) {
    switch property {
    case "scrollDirection":
      if case .enumCase(let name, _)? = evaluator.value(value) { layout.scrollDirection = name }
    case "zIndexBehavior":
      if case .enumCase(let name, _)? = evaluator.value(value) { layout.zIndex = name }
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
      type = Program.enclosingType(of: source)
    } else if let call = source.as(FunctionCallExprSyntax.self) {
      type = Self.calleeName(call)
    }
    return program.function(kind, preferring: type)
  }

  // MARK: - Repeat counts and ids

  /// Applies repeat-count data sources: a section's rule reaches every descendant brick unless
  /// a nested section has its own, and overrides `repeatCount`.
  private func applyRepeatRules(_ node: NodeModel, rule inherited: Rule?) {
    let rule = node.repeatRule ?? inherited
    for child in node.children {
      if child.type != "section", let rule {
        child.repeatCount = repeatCount(rule, for: child.identifier ?? "")
      }
      applyRepeatRules(child, rule: rule)
    }
    if let inner = node.inner { applyRepeatRules(inner, rule: nil) }
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

  /// Gives each node a unique `id`: its identifier (`title`, then `title-2`, `title-3` for
  /// bricks that share it), else the name of the constant it was bound to. Records the ids of
  /// each identifier, which behavior selectors expand to.
  private func assignIDs(_ root: NodeModel) {
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
    !s.isEmpty && s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "." }
  }
}
