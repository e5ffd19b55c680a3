#if Importer
  import SwiftSyntax

  /// A value while a screen's code runs: a brick, a list, a plain value, an object (the screen,
  /// a cell being configured), or a cell model initializer kept for the brick that takes it.
  /// (Not `indirect`: a boxed value was an allocation for every number a loop computed.)
  enum RunValue {
    case node(NodeModel)
    case list([RunValue])
    case plain(Value)
    case object(String)
    case model(CellModel)
    /// A UIKit object of a compositional screen (a layout item, a snapshot, a cell being
    /// configured), read by `CompositionalReader`.
    case native(NativeObject)

    var node: NodeModel? { if case .node(let n) = self { n } else { nil } }
    var plain: Value? { if case .plain(let v) = self { v } else { nil } }
  }

  /// A cell model object (`LabelBrickCellModel(text:)`): the bricks that show it follow later
  /// changes of its text, as they do in BrickKit.
  final class CellModel {
    let call: FunctionCallExprSyntax
    var text: String?
    var nodes: [NodeModel] = []
    init(call: FunctionCallExprSyntax) { self.call = call }
  }

  /// Runs what a screen's `viewDidLoad` runs, in order, through its class chain: stored
  /// properties, `super.viewDidLoad()`, helper methods and free functions, loops, `map`,
  /// `if`/`guard`/`switch`, and the property changes made to bricks after they were built.
  ///
  /// It never runs anything else: UIKit calls are skipped, and a value it cannot know leaves the
  /// expression unfollowed (the builder warns with its default). Work is bounded by
  /// `stepLimit`, so a loop that never ends stops with a warning.
  final class Interpreter {
    unowned let builder: LayoutBuilder
    var program: Program { builder.program }
    /// The screen's class and the classes it inherits from, most derived first.
    let chain: [String]
    private var scopes: [[String: RunValue]] = []
    private var properties: [String: RunValue] = [:]
    /// Stored property names of the chain (assignments to them set a property, not a local).
    private var propertyNames: Set<String> = []
    /// The index in `chain` of the class whose method runs (`super` starts after it).
    private var owners: [Int] = []
    /// The section given to `setSection`.
    private(set) var root: NodeModel?
    /// A compositional screen's reader (nil for a BrickKit screen): it builds UIKit's objects
    /// and answers their members and methods.
    var native: CompositionalReader?
    /// While the screen's own `viewDidLoad` runs (a `return` in it, before a section is set,
    /// means Swift shows none).
    private var screenBody = false
    /// The `return` that left the screen's `viewDidLoad` before it set a section.
    private(set) var earlyReturn: ReturnStmtSyntax?
    /// Functions whose bodies ran: behaviors built in them belong to the screen.
    private(set) var ran: Set<SyntaxIdentifier> = []
    /// Layout settings the code made (`layout.scrollDirection = ...`).
    var settings = LayoutModel(root: NodeModel(type: .section, origin: ""))
    /// While a cell is configured: the brick it shows and what the code set on it.
    var cell: CellCapture?
    /// The screen's one work budget, shared with its evaluator (issue 37).
    let budget: StepBudget
    /// Whether the work budget ran out.
    var stopped: Bool { budget.stopped }
    /// How many conditions could not be known so far (an answer that passed one is a guess).
    private(set) var unknownConditions = 0
    static let stepLimit = StepBudget.limit
    static let iterationLimit = 10_000

    /// What a cell's configuration set: text or title, padding, and the node it is for.
    final class CellCapture {
      let node: NodeModel
      var text: Value?
      var textAt: ExprSyntax?
      var insets: Insets?
      var font: ImportFont?
      init(node: NodeModel) { self.node = node }
    }

    init(builder: LayoutBuilder, screen: String) {
      self.builder = builder
      chain = builder.program.classChain(screen)
      budget = builder.evaluator.budget
    }

    private enum Flow {
      case normal
      case returned(RunValue?)
      case breakLoop
      case continueLoop
      /// `fallthrough`: the next case of the switch runs.
      case fallthroughCase
    }

    // MARK: - Running a screen

    /// Runs the screen's `viewDidLoad`; the root it set, or nil when none.
    func run() -> NodeModel? {
      builder.evaluator.hooks.interpreter = self
      scopes = [[:]]
      // A snippet's top-level statements (`layout.scrollDirection = ...`) run first.
      owners = [0]
      for item in program.topLevelCode {
        if case .expr(let e) = item,
          e.as(FunctionCallExprSyntax.self).map({
            LayoutBuilder.calleeName($0) == "setSection"
          }) == true
        {
          continue
        }
        _ = exec(item)
      }
      for (index, type) in chain.enumerated().reversed() {
        owners = [index]
        for variable in program.instanceVariables(of: type) {
          let isLazy = variable.modifiers.contains { $0.name.tokenKind == .keyword(.lazy) }
          for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            else { continue }
            if let accessors = binding.accessorBlock {
              guard let (willSet, didSet) = Self.observers(accessors) else {
                // A computed property (an `override var` of a stored one too): its getter
                // answers from here on, not a superclass's stored value.
                properties[name] = nil
                propertyNames.remove(name)
                observers[name] = nil
                continue
              }
              observers[name] = (willSet, didSet)
            }
            propertyNames.insert(name)
            if isLazy, let value = binding.initializer?.value {
              // Run when first read, as Swift does (it read what viewDidLoad set before).
              lazyInitializers[name] = value
              properties[name] = nil
            } else if let value = binding.initializer?.value, let v = eval(value) {
              properties[name] = v
            } else if binding.initializer == nil,
              binding.typeAnnotation?.type.is(OptionalTypeSyntax.self) == true
            {
              // `var imageURLs: [URL]?` starts as nil.
              properties[name] = .plain(.nilValue)
            }
          }
        }
      }
      if let (method, owner) = method("viewDidLoad", labels: [], from: 0) {
        screenBody = true
        _ = call(method, owner: owner, arguments: [])
        screenBody = false
      }
      return root
    }

    /// `willSet` and `didSet` of a stored property's accessors, or nil when they make a
    /// computed property.
    private static func observers(
      _ block: AccessorBlockSyntax
    ) -> (AccessorDeclSyntax?, AccessorDeclSyntax?)? {
      guard case .accessors(let list) = block.accessors else { return nil }
      var willSet: AccessorDeclSyntax?
      var didSet: AccessorDeclSyntax?
      for accessor in list {
        switch accessor.accessorSpecifier.tokenKind {
        case .keyword(.willSet): willSet = accessor
        case .keyword(.didSet): didSet = accessor
        default: return nil
        }
      }
      return (willSet, didSet)
    }

    /// Property observers by property name (`didSet`, `willSet`), run when the code sets it.
    private var observers: [String: (willSet: AccessorDeclSyntax?, didSet: AccessorDeclSyntax?)] =
      [:]
    /// Observers running (a property set in its own `didSet` does not run it again).
    private var observing: Set<String> = []
    /// `lazy var` initializers not run yet.
    private var lazyInitializers: [String: ExprSyntax] = [:]

    /// A stored property's value; a `lazy` one's initializer runs on its first read.
    private func property(_ name: String) -> RunValue? {
      if let v = properties[name] { return v }
      guard let initializer = lazyInitializers.removeValue(forKey: name) else { return nil }
      let v = eval(initializer)
      properties[name] = v
      return v
    }

    /// Runs an observer's body with its value (`newValue`, `oldValue` or its own name) bound.
    private func observe(_ accessor: AccessorDeclSyntax?, _ name: String, _ value: RunValue?) {
      guard let accessor, let body = accessor.body, owners.count < 32 else { return }
      var frame: [String: RunValue] = [:]
      let given =
        accessor.parameters?.name.text
        ?? (accessor.accessorSpecifier.tokenKind == .keyword(.willSet) ? "newValue" : "oldValue")
      if let value { frame[given] = value }
      let saved = scopes
      scopes = [frame]
      owners.append(owners.last ?? 0)
      observing.insert(name)
      defer {
        scopes = saved
        owners.removeLast()
        observing.remove(name)
      }
      _ = exec(body.statements)
    }

    /// The first method `name` of the chain from `start` on, with the index of its class.
    private func method(
      _ name: String, labels: [String?], from start: Int
    ) -> (
      FunctionDeclSyntax, Int
    )? {
      guard start < chain.count else { return nil }
      for index in start..<chain.count {
        if let found = program.method(name, of: chain[index], labels: labels) {
          return (found, index)
        }
      }
      return nil
    }

    /// Runs a function with its arguments bound to its parameters; what it returned.
    func call(
      _ function: FunctionDeclSyntax, owner: Int?, arguments: [RunValue?],
      selfValue: RunValue? = nil
    )
      -> RunValue?
    {
      guard owners.count < 32, let body = function.body, !stopped else { return nil }
      ran.insert(function.id)
      var frame: [String: RunValue] = [:]
      if let selfValue { frame["self"] = selfValue }
      for (i, parameter) in function.signature.parameterClause.parameters.enumerated() {
        let name = (parameter.secondName ?? parameter.firstName).text
        if i < arguments.count, let v = arguments[i] {
          frame[name] = v
        } else if let fallback = parameter.defaultValue?.value, let v = eval(fallback) {
          frame[name] = v
        }
      }
      let savedScopes = scopes
      scopes = [frame]
      owners.append(owner ?? owners.last ?? 0)
      defer {
        scopes = savedScopes
        owners.removeLast()
      }
      if case .returned(let v) = exec(body.statements) { return v }
      return nil
    }

    // MARK: - Statements

    /// Each block's statements, read out of the tree once (iterating the syntax collection
    /// again on every pass of a loop was a tenth of the loop's time).
    private var blocks: [SyntaxIdentifier: [CodeBlockItemSyntax.Item]] = [:]

    private func exec(_ items: CodeBlockItemListSyntax) -> Flow {
      let list: [CodeBlockItemSyntax.Item]
      if let known = blocks[items.id] {
        list = known
      } else {
        list = items.map(\.item)
        blocks[items.id] = list
      }
      scopes.append([:])
      defer { scopes.removeLast() }
      for item in list {
        let flow = exec(item)
        if case .normal = flow { continue }
        return flow
      }
      return .normal
    }

    private func exec(_ item: CodeBlockItemSyntax.Item) -> Flow {
      // Every kind of item is warned at (an expression statement such as `total += i * j`
      // once stopped the screen without a word).
      guard budget.spend(at: item) else { return .returned(nil) }
      switch item {
      case .decl(let decl):
        if let variable = decl.as(VariableDeclSyntax.self) {
          declare(variable)
        } else if let config = decl.as(IfConfigDeclSyntax.self),
          case .statements(let statements)? = Program.activeClause(config)?.elements
        {
          for inner in statements {
            let flow = exec(inner.item)
            if case .normal = flow { continue }
            return flow
          }
        }
        return .normal
      case .stmt(let stmt):
        return statement(stmt)
      case .expr(let expr):
        return expression(expr)
      }
    }

    private func statement(_ stmt: StmtSyntax) -> Flow {
      switch stmt.kind {
      case .returnStmt:
        if screenBody && owners.count == 2 && closures == 0 && root == nil {
          earlyReturn = stmt.cast(ReturnStmtSyntax.self)
        }
        return .returned(stmt.cast(ReturnStmtSyntax.self).expression.flatMap { eval($0) })
      case .whileStmt:
        let loop = stmt.cast(WhileStmtSyntax.self)
        return whileLoop(loop.conditions, loop.body, at: Syntax(loop))
      case .repeatStmt:
        let loop = stmt.cast(RepeatStmtSyntax.self)
        return repeatLoop(loop)
      case .fallThroughStmt: return .fallthroughCase
      case .expressionStmt: return expression(stmt.cast(ExpressionStmtSyntax.self).expression)
      case .guardStmt:
        let guardStmt = stmt.cast(GuardStmtSyntax.self)
        let holds = conditions(guardStmt.conditions)
        if stopped { return .returned(nil) }
        switch holds {
        case false?: return exec(guardStmt.body.statements)
        case true?: return .normal
        case nil:
          unknownConditions += 1
          program.warn(
            guardStmt.conditions,
            "cannot follow the condition `\(guardStmt.conditions.trimmedDescription)`; "
              + "assumed it holds")
          return .normal
        }
      case .forStmt: return forLoop(stmt.cast(ForStmtSyntax.self))
      case .breakStmt: return .breakLoop
      case .continueStmt: return .continueLoop
      default: return .normal
      }
    }

    /// `while` (and `repeat`'s condition after its first pass): runs while the conditions hold,
    /// each pass spending the budget; a condition that cannot be known skips the loop (warned,
    /// and what it assigns is no longer known).
    private func whileLoop(
      _ list: ConditionElementListSyntax, _ body: CodeBlockSyntax, at loop: Syntax
    ) -> Flow {
      while !stopped {
        scopes.append([:])
        let holds = conditions(list)
        if holds != true { scopes.removeLast() }
        // A condition the budget stopped is not an unknown one.
        if stopped { return .returned(nil) }
        guard let holds else {
          unknownConditions += 1
          program.warn(
            list,
            "cannot follow the loop's condition `\(list.trimmedDescription)`; skipped the loop")
          forgetAssigned(in: loop)
          return .normal
        }
        if !holds { return .normal }
        // `while let x = ...` binds `x` for the pass.
        let flow = exec(body.statements)
        scopes.removeLast()
        switch flow {
        case .returned(let v): return .returned(v)
        case .breakLoop: return .normal
        default: continue
        }
      }
      return .returned(nil)
    }

    private func repeatLoop(_ loop: RepeatStmtSyntax) -> Flow {
      // `repeat { } while c` is `while c` with one pass first.
      var first = true
      while !stopped {
        if !first {
          let value = eval(loop.condition)
          if stopped { return .returned(nil) }
          guard let holds = value?.plain?.bool else {
            unknownConditions += 1
            program.warn(
              loop.condition,
              "cannot follow the loop's condition `\(loop.condition.trimmedDescription)`; "
                + "ran the loop once")
            forgetAssigned(in: Syntax(loop))
            return .normal
          }
          if !holds { return .normal }
        }
        first = false
        switch exec(loop.body.statements) {
        case .returned(let v): return .returned(v)
        case .breakLoop: return .normal
        default: continue
        }
      }
      return .returned(nil)
    }

    private func declare(_ variable: VariableDeclSyntax) {
      for binding in variable.bindings {
        if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
          if let value = binding.initializer?.value {
            if var v = eval(value) {
              // `var w: CGFloat = 2` is a floating-point 2 (`"\(w)"` is `2.0`).
              if let type = binding.typeAnnotation?.type.trimmedDescription,
                Evaluator.floatingTypes.contains(type), case .plain(let plain) = v
              {
                v = .plain(plain.asFloating)
              }
              bindLocal(name, v)
            } else {
              bindLocal(name, .plain(.nilValue))
              scopes[scopes.count - 1][name] = nil
              unknownLocals.insert(name)
            }
          }
        }
      }
    }

    /// Locals whose value could not be followed (they hide a constant of the same name).
    private var unknownLocals: Set<String> = []

    private func bindLocal(_ name: String, _ value: RunValue) {
      if !unknownLocals.isEmpty { unknownLocals.remove(name) }
      scopes[scopes.count - 1][name] = value
    }

    private func expression(_ expr: ExprSyntax) -> Flow {
      switch expr.kind {
      case .ifExpr: return ifStatement(expr.cast(IfExprSyntax.self))
      case .switchExpr: return switchStatement(expr.cast(SwitchExprSyntax.self))
      case .infixOperatorExpr:
        let infix = expr.cast(InfixOperatorExprSyntax.self)
        let op = infix.operator
        if op.kind == .assignmentExpr {
          assign(infix.leftOperand, infix.rightOperand)
        } else if op.kind == .binaryOperatorExpr {
          let text = op.cast(BinaryOperatorExprSyntax.self).operator.sourceText
          switch text {
          case "+=", "-=", "*=", "/=": compoundAssign(infix, op: String(text.dropLast()))
          default: break
          }
        }
      case .functionCallExpr: callStatement(expr.cast(FunctionCallExprSyntax.self))
      default: break
      }
      return .normal
    }

    private func ifStatement(_ ifExpr: IfExprSyntax) -> Flow {
      var holds = conditions(ifExpr.conditions)
      if stopped { return .returned(nil) }
      if holds == nil {
        unknownConditions += 1
        program.warn(
          ifExpr.conditions,
          "cannot follow the condition `\(ifExpr.conditions.trimmedDescription)`; assumed it holds")
        holds = true
      }
      if holds == true { return exec(ifExpr.body.statements) }
      switch ifExpr.elseBody {
      case .ifExpr(let next)?: return ifStatement(next)
      case .codeBlock(let block)?: return exec(block.statements)
      case nil: return .normal
      }
    }

    /// True, false, or nil when a condition cannot be known. `if let x = y` binds `x` when `y`
    /// is known and not nil.
    private func conditions(_ list: ConditionElementListSyntax) -> Bool? {
      for element in list {
        switch element.condition {
        case .expression(let e):
          guard let b = eval(e)?.plain?.bool else { return nil }
          if !b { return false }
        case .optionalBinding(let binding):
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
          else { return nil }
          let source =
            binding.initializer?.value
            ?? ExprSyntax(
              DeclReferenceExprSyntax(
                baseName: .identifier(name)))
          guard let v = eval(source) else { return nil }
          if case .plain(.nilValue) = v { return false }
          bindLocal(name, v)
        case .availability:
          // `#available(iOS 11.0, *)`: the preview is of a current iOS.
          continue
        default:
          return nil
        }
      }
      return true
    }

    private func switchStatement(_ switchExpr: SwitchExprSyntax) -> Flow {
      let subject = eval(switchExpr.subject)?.plain
      let cases = switchExpr.cases.compactMap { item -> SwitchCaseSyntax? in
        if case .switchCase(let c) = item { return c }
        return nil
      }
      for (index, c) in cases.enumerated() {
        if let label = c.label.as(SwitchCaseLabelSyntax.self) {
          guard let subject else { continue }
          let matches = label.caseItems.contains { item in
            guard let pattern = item.pattern.as(ExpressionPatternSyntax.self),
              let v = eval(pattern.expression)?.plain
            else { return false }
            return Self.same(subject, v)
          }
          if matches { return runCases(cases[index...]) }
        } else {
          if subject == nil {
            unknownConditions += 1
            program.warn(
              switchExpr.subject,
              "cannot follow a switch on `\(switchExpr.subject.trimmedDescription)`; "
                + "used its default")
          }
          return runCases(cases[index...])
        }
      }
      return .normal
    }

    /// A matched case's statements, and the next case's while each ends in `fallthrough`.
    private func runCases(_ cases: ArraySlice<SwitchCaseSyntax>) -> Flow {
      for c in cases {
        let flow = exec(c.statements)
        if case .fallthroughCase = flow { continue }
        // `break` in a switch leaves the switch, not an enclosing loop.
        if case .breakLoop = flow { return .normal }
        return flow
      }
      return .normal
    }

    static func same(_ a: Value, _ b: Value) -> Bool {
      switch (a, b) {
      case (.number(let x, _), .number(let y, _)): return x == y
      case (.string(let x), .string(let y)): return x == y
      case (.bool(let x), .bool(let y)): return x == y
      case (.enumCase(let x, _, _), .enumCase(let y, _, _)): return x == y
      default: return false
      }
    }

    private func forLoop(_ loop: ForStmtSyntax) -> Flow {
      guard let items = sequence(loop.sequence) else {
        program.warn(
          loop.sequence,
          "cannot follow the loop over `\(loop.sequence.trimmedDescription)`; skipped it")
        forgetAssigned(in: Syntax(loop.body))
        return .normal
      }
      let name = loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      for item in items {
        scopes.append([:])
        if let name { bindLocal(name, item) }
        let flow = exec(loop.body.statements)
        scopes.removeLast()
        switch flow {
        case .returned: return flow
        case .breakLoop: return .normal
        default: continue
        }
      }
      return .normal
    }

    /// The variables a skipped block assigns are no longer known (`text += ...` in a loop that
    /// could not run leaves `text` unknown, not empty).
    private func forgetAssigned(in block: Syntax) {
      let assigning: Set<String> = ["+=", "-=", "*=", "/="]
      for token in block.tokens(viewMode: .sourceAccurate) {
        guard let target = token.parent?.as(DeclReferenceExprSyntax.self),
          let infix = target.parent?.as(InfixOperatorExprSyntax.self),
          infix.leftOperand.id == target.id,
          infix.operator.is(AssignmentExprSyntax.self)
            || assigning.contains(
              infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.sourceText ?? "")
        else { continue }
        let name = target.baseName.sourceText
        for i in scopes.indices where scopes[i][name] != nil { scopes[i][name] = nil }
        unknownLocals.insert(name)
        if propertyNames.contains(name) { properties[name] = nil }
      }
    }

    /// The elements of a range (`0..<n`, `1...n`), a `stride`, or a list.
    private func sequence(_ expr: ExprSyntax) -> [RunValue]? {
      if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1,
        let only = tuple.elements.first
      {
        return sequence(only.expression)
      }
      if let infix = expr.as(InfixOperatorExprSyntax.self),
        let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.sourceText,
        op == "..<" || op == "..."
      {
        guard let low = eval(infix.leftOperand)?.plain?.number,
          let high = eval(infix.rightOperand)?.plain?.number
        else { return nil }
        let end = op == "..." ? high : high - 1
        guard end >= low else { return [] }
        return numbers(from: low, through: end, by: 1, at: expr)
      }
      if let call = expr.as(FunctionCallExprSyntax.self), LayoutBuilder.calleeName(call) == "stride"
      {
        let args = Arguments(call)
        guard let from = args["from"].flatMap({ eval($0)?.plain?.number }),
          let by = args["by"].flatMap({ eval($0)?.plain?.number }), by != 0
        else { return nil }
        if let to = args["to"].flatMap({ eval($0)?.plain?.number }) {
          return numbers(from: from, through: to - (by > 0 ? 1e-9 : -1e-9), by: by, at: expr)
        }
        if let through = args["through"].flatMap({ eval($0)?.plain?.number }) {
          return numbers(from: from, through: through, by: by, at: expr)
        }
        return nil
      }
      switch eval(expr) {
      case .list(let items)?: return items
      case .plain(.array(let elements))?: return elements.map { eval($0) ?? .plain(.nilValue) }
      default: return nil
      }
    }

    private func numbers(
      from low: Double, through high: Double, by step: Double, at expr: ExprSyntax
    )
      -> [RunValue]?
    {
      let count = ((high - low) / step).rounded(.down) + 1
      guard count.isFinite, count <= Double(Self.iterationLimit) else {
        program.warn(
          expr,
          "`\(expr.trimmedDescription)` has more than \(Self.iterationLimit) steps; skipped it")
        return nil
      }
      guard count > 0 else { return [] }
      // Made whole before the loop runs: charged, and stopped where the loop's body next runs.
      budget.charge(Int(count) / StepBudget.elementsPerStep)
      return (0..<Int(count)).map { .plain(.number(low + Double($0) * step, text: nil)) }
    }

    // MARK: - Assignments

    private func assign(_ target: ExprSyntax, _ valueExpr: ExprSyntax) {
      if let ref = target.as(DeclReferenceExprSyntax.self) {
        let name = ref.baseName.sourceText
        set(name, eval(valueExpr), isSelf: false)
        return
      }
      guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else {
        return
      }
      let property = member.declName.baseName.sourceText
      let baseText = base.trimmedDescription
      if baseText == "self" {
        set(property, eval(valueExpr), isSelf: true)
        return
      }
      if let capture = cell, capturesCell(base, property, valueExpr, capture) { return }
      if baseText.hasSuffix(".appearance()") { return }
      if baseText == "layout" || baseText.hasSuffix(".layout")
        || baseText == "brickCollectionView.layout"
      {
        if case .object? = lookup(baseText) { return }
        builder.layoutSetting(property, valueExpr, &settings)
        return
      }
      if baseText.hasSuffix("brickCollectionView.section") || baseText == "brickCollectionView" {
        if let root { builder.setProperty(property, valueExpr, on: root, interpreter: self) }
        return
      }
      switch eval(base) {
      case .node(let node)?:
        builder.setProperty(property, valueExpr, on: node, interpreter: self)
      case .native(let object)?:
        native?.assign(object, property, valueExpr)
      case .model(let model)? where property == "text" || property == "title":
        guard let text = eval(valueExpr)?.plain?.string else { return }
        model.text = text
        for node in model.nodes {
          builder.setProperty(property, valueExpr, on: node, interpreter: self)
        }
      default: break
      }
    }

    /// Sets a local, else a stored property of the screen.
    private func set(_ name: String, _ value: RunValue?, isSelf: Bool) {
      if !isSelf {
        for i in scopes.indices.reversed() where !scopes[i].isEmpty && scopes[i][name] != nil {
          if let value { scopes[i][name] = value } else { scopes[i][name] = nil }
          return
        }
      }
      if isSelf || propertyNames.contains(name) || properties[name] != nil {
        if let (willSet, didSet) = observers[name], !observing.contains(name) {
          // `willSet` sees the new value, `didSet` the old one (issue 37: never run).
          let old = property(name)
          observe(willSet, name, value)
          properties[name] = value
          observe(didSet, name, old)
          return
        }
        lazyInitializers[name] = nil
        properties[name] = value
        return
      }
      if let value { bindLocal(name, value) }
    }

    private func compoundAssign(_ infix: InfixOperatorExprSyntax, op: String) {
      let target = infix.leftOperand
      let current = eval(target)
      let right = eval(infix.rightOperand)
      var result: RunValue?
      switch (current, right) {
      case (.list(let a)?, .list(let b)?):
        result = budget.spend(elements: a.count + b.count, at: infix) ? .list(a + b) : nil
      case (.plain(let a)?, .plain(let b)?):
        if case .string(let x) = a, let y = Evaluator.text(b),
          !budget.spend(textBytes: x.utf8.count + y.utf8.count, at: infix)
        {
          result = nil
        } else {
          result = Self.combine(a, b, op).map { .plain($0) }
        }
      default: result = nil
      }
      if let ref = target.as(DeclReferenceExprSyntax.self) {
        set(ref.baseName.sourceText, result, isSelf: false)
      } else if let member = target.as(MemberAccessExprSyntax.self),
        member.base?.trimmedDescription == "self"
      {
        set(member.declName.baseName.sourceText, result, isSelf: true)
      }
    }

    static func combine(_ a: Value, _ b: Value, _ op: String) -> Value? {
      if case .string(let x) = a, let y = Evaluator.text(b), op == "+" { return .string(x + y) }
      guard let x = a.number, let y = b.number else { return nil }
      let text = a.isFloating || b.isFloating ? Value.floating : nil
      switch op {
      case "+": return .number(x + y, text: text)
      case "-": return .number(x - y, text: text)
      case "*": return .number(x * y, text: text)
      case "/": return y == 0 ? nil : .number(x / y, text: text)
      default: return nil
      }
    }

    // MARK: - Calls as statements

    private func callStatement(_ call: FunctionCallExprSyntax) {
      let name = LayoutBuilder.calleeName(call) ?? ""
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      let baseText = member?.base?.trimmedDescription
      if name == "setSection", let argument = call.arguments.first?.expression {
        if case .node(let node)? = eval(argument), node.type == .section {
          root = node
        } else if root != nil {
          program.warn(
            argument,
            "cannot follow the section `\(argument.trimmedDescription)`; kept the one set before")
        } else {
          program.warn(
            argument,
            "cannot follow the section `\(argument.trimmedDescription)`; previewed an empty root")
          root = NodeModel(type: .section, origin: program.origin(of: call))
        }
        return
      }
      if let capture = cell, captureCellCall(call, capture) { return }
      if let native, native.call(call) != nil { return }
      if let member, let base = member.base, name == "append" || name == "insert",
        baseText != "layout.behaviors", !(baseText ?? "").hasSuffix("layout.behaviors")
      {
        let args = Arguments(call)
        var more: [RunValue] = []
        var at: Double?
        if name == "append", let contents = args["contentsOf"] {
          guard case .list(let list)? = eval(contents) else { return }
          more = list
        } else if let first = args.positional(0) {
          more = [eval(first) ?? .object("?")]
          if name == "insert" { at = args["at"].flatMap({ eval($0)?.plain?.number }) }
        } else {
          return
        }
        // A list a variable holds is taken out while it grows, so the append does not copy it
        // (a loop appending to a list once cost a copy of the whole list per step).
        var items: [RunValue] = []
        if let taken = takeList(base) {
          items = taken
        } else if case .list(let current)? = eval(base) {
          items = current
        }
        // In place: a step for each `elementsPerStep` elements added, and the list's cap.
        guard budget.spend(more.count / StepBudget.elementsPerStep, at: call),
          items.count + more.count <= StepBudget.maximumListCount
            || budget.spend(elements: items.count + more.count, at: call)
        else {
          if let ref = base.as(DeclReferenceExprSyntax.self) {
            set(ref.baseName.sourceText, nil, isSelf: false)
            unknownLocals.insert(ref.baseName.sourceText)
          } else if let selfMember = base.as(MemberAccessExprSyntax.self) {
            properties[selfMember.declName.baseName.sourceText] = nil
          }
          return
        }
        if let at, at >= 0, Int(at) <= items.count, let v = more.first {
          items.insert(v, at: Int(at))
        } else {
          items += more
        }
        if case .node(let section)? = eval(
          member.base?.as(MemberAccessExprSyntax.self)?.base ?? base),
          base.as(MemberAccessExprSyntax.self)?.declName.baseName.sourceText == "bricks"
        {
          section.children = items.compactMap(\.node)
          return
        }
        if let ref = base.as(DeclReferenceExprSyntax.self) {
          set(ref.baseName.sourceText, .list(items), isSelf: false)
        } else if let selfMember = base.as(MemberAccessExprSyntax.self),
          selfMember.base?.trimmedDescription == "self"
        {
          set(selfMember.declName.baseName.sourceText, .list(items), isSelf: true)
        }
        return
      }
      _ = callFunction(call)
    }

    /// The list a local or a stored property (`names`, `self.names`) holds, left empty in its
    /// place until it is set again; nil when `base` is not such a list.
    private func takeList(_ base: ExprSyntax) -> [RunValue]? {
      let name: String
      var isSelf = false
      if base.kind == .declReferenceExpr {
        name = base.cast(DeclReferenceExprSyntax.self).baseName.sourceText
      } else if base.kind == .memberAccessExpr {
        let member = base.cast(MemberAccessExprSyntax.self)
        guard let inner = member.base, inner.kind == .declReferenceExpr,
          inner.cast(DeclReferenceExprSyntax.self).baseName.sourceText == "self"
        else { return nil }
        name = member.declName.baseName.sourceText
        isSelf = true
      } else {
        return nil
      }
      budget.spend(at: base)
      if !isSelf {
        for i in scopes.indices.reversed() where !scopes[i].isEmpty && scopes[i][name] != nil {
          guard case .list(let items)? = scopes[i][name] else { return nil }
          scopes[i][name] = .list([])
          return items
        }
      }
      guard observers[name] == nil, case .list(let items)? = property(name) else { return nil }
      properties[name] = .list([])
      return items
    }

    /// Runs a helper: `super.x()`, a method of the chain (`x()`, `self.x()`), or a free function.
    private func callFunction(_ call: FunctionCallExprSyntax) -> RunValue?? {
      if let native, let result = native.call(call) { return .some(result) }
      guard let name = LayoutBuilder.calleeName(call), name.first?.isUppercase != true else {
        return nil
      }
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
      var baseText = member?.base?.trimmedDescription
      // `self?.section(for:)` in a `[weak self]` closure is the screen's method.
      if baseText == "self?" || baseText == "self!" { baseText = "self" }
      let labels: [String?] = call.arguments.map { $0.label?.text }
      let args: () -> [RunValue?] = { call.arguments.map { self.eval($0.expression) } }
      if baseText == "super" {
        guard let (function, owner) = method(name, labels: labels, from: (owners.last ?? 0) + 1)
        else { return nil }
        return .some(self.call(function, owner: owner, arguments: args()))
      }
      // A static helper of a type (`UIFont.brickLightFont(size: 16)`, `.brickLightFont(size:)`
      // with the type implied); an old call without the labels matches by name and count.
      if let member, member.base == nil || baseText?.first?.isUppercase == true,
        let function = staticFunction(name, of: member.base == nil ? nil : baseText, labels: labels)
      {
        return .some(self.call(function, owner: nil, arguments: args()))
      }
      if baseText == nil || baseText == "self" {
        if let (function, owner) = method(name, labels: labels, from: 0) {
          return .some(self.call(function, owner: owner, arguments: args()))
        }
        if baseText == nil, let function = program.method(name, of: nil, labels: labels) {
          return .some(self.call(function, owner: nil, arguments: args()))
        }
        return nil
      }
      if let member, let base = member.base, name == "map" || name == "forEach",
        let closure = call.trailingClosure
          ?? call.arguments.first?.expression.as(ClosureExprSyntax.self)
      {
        guard let items = sequence(base) else { return nil }
        let mapped = items.compactMap { run(closure, arguments: [$0]) }
        // A map the budget stopped is not a shorter list.
        return stopped ? .some(nil) : .some(.list(mapped))
      }
      if let member, let base = member.base, name == "compactMap" || name == "filter" {
        _ = base
        return nil
      }
      return nil
    }

    /// A `static`/`class` function `name` of `type` (any type when nil), by its labels, else by
    /// its name and number of parameters.
    private func staticFunction(
      _ name: String, of type: String?, labels: [String?]
    ) -> FunctionDeclSyntax? {
      let candidates = program.functions(named: name).filter { entry in
        (type == nil || entry.type == type)
          && entry.decl.modifiers.contains {
            $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
          } && Program.isActive(entry.decl)
      }
      if let type, let exact = program.method(name, of: type, labels: labels),
        candidates.contains(where: { $0.decl.id == exact.id })
      {
        return exact
      }
      return candidates.first {
        $0.decl.signature.parameterClause.parameters.count == labels.count
      }?.decl
    }

    /// Whether an expression assigns (`x = 1`, `total += i`): a statement, not a value.
    private static func assigns(_ e: ExprSyntax) -> Bool {
      guard let infix = e.as(InfixOperatorExprSyntax.self) else { return false }
      if infix.operator.is(AssignmentExprSyntax.self) { return true }
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
      return op.map { ["+=", "-=", "*=", "/="].contains($0) } ?? false
    }

    /// Runs a closure with its parameters bound (`$0` too); its returned or only value.
    /// `captured`: the values of the names it captured where it was made, for a closure run
    /// later (a compositional screen's section provider, cell provider and handlers).
    func run(
      _ closure: ClosureExprSyntax, arguments: [RunValue], captured: [String: RunValue] = [:]
    ) -> RunValue? {
      // Closures nest as deep as calls do (a closure that lists the constant it is assigned to,
      // `let items = (1...3).map { ... BrickSection(bricks: items) }`, ran itself until the
      // stack overflowed; found by the mutation sweep).
      guard closures < 4, !stopped else { return nil }
      closures += 1
      defer { closures -= 1 }
      var frame = captured
      let (names, single) = shape(of: closure)
      for (i, v) in arguments.enumerated() {
        frame["$\(i)"] = v
        if i < names.count { frame[names[i]] = v }
      }
      // The closure's frame on top of the scopes it runs in: what it assigns to a variable
      // of theirs stays assigned, as a Swift closure's write to a captured `var` does (issue 37:
      // the scopes were restored whole).
      let depth = scopes.count
      scopes.append(frame)
      defer { scopes.removeLast(scopes.count - depth) }
      if let single { return eval(single) }
      if case .returned(let v) = exec(closure.statements) { return v }
      return nil
    }

    /// Each closure's parameter names and its only expression (when its body is one that is
    /// not an assignment), read out of the tree once (a fifth of a `map`'s time).
    private var closureShapes: [SyntaxIdentifier: (names: [String], single: ExprSyntax?)] = [:]

    private func shape(of closure: ClosureExprSyntax) -> (names: [String], single: ExprSyntax?) {
      if let known = closureShapes[closure.id] { return known }
      var names: [String] = []
      switch closure.signature?.parameterClause {
      case .simpleInput(let list)?: names = list.map(\.name.text)
      case .parameterClause(let clause)?:
        names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
      case nil: break
      }
      var single: ExprSyntax?
      if closure.statements.count == 1, let only = closure.statements.first,
        case .expr(let e) = only.item, !Self.assigns(e)
      {
        single = e
      }
      closureShapes[closure.id] = (names, single)
      return (names, single)
    }

    // MARK: - Expressions

    /// The value of an expression as the running code sees it.
    ///
    /// One switch on the node's kind picks the case (a chain of `as` casts cost a dozen reference
    /// counts per expression, most of a loop's time).
    func eval(_ expr: ExprSyntax) -> RunValue? {
      // An expression spends the budget too: a closure of one expression (a nested `map`) runs
      // no statement (issue 37: 1,000 × 1,000 went on after the warning).
      guard budget.spend(at: expr) else { return nil }
      switch expr.kind {
      case .forceUnwrapExpr: return eval(expr.cast(ForceUnwrapExprSyntax.self).expression)
      case .optionalChainingExpr:
        return eval(expr.cast(OptionalChainingExprSyntax.self).expression)
      case .asExpr: return eval(expr.cast(AsExprSyntax.self).expression)
      case .tupleExpr:
        let tuple = expr.cast(TupleExprSyntax.self)
        if tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
          return eval(only.expression)
        }
      case .functionCallExpr:
        let call = expr.cast(FunctionCallExprSyntax.self)
        if builder.isBrickCall(call) { return builder.node(call).map { .node($0) } }
        // `[String]()`, `[Brick]()`: an empty list.
        if call.calledExpression.is(ArrayExprSyntax.self), call.arguments.isEmpty,
          call.trailingClosure == nil
        {
          return .list([])
        }
        // `String(describing: kind)`: an enum case's name, a number or string's text.
        if call.calledExpression.trimmedDescription == "String", call.arguments.count == 1,
          let only = call.arguments.first, only.label?.text == "describing",
          case .plain(let v)? = eval(only.expression)
        {
          if case .enumCase(let name, _, _) = v { return .plain(.string(name)) }
          if let text = Evaluator.text(v) { return .plain(.string(text)) }
        }
        if let name = LayoutBuilder.calleeName(call), name.hasSuffix("CellModel") {
          let model = CellModel(call: call)
          let args = Arguments(call)
          model.text = (args["text"] ?? args["title"]).flatMap {
            builder.evaluator.value($0)?.string
          }
          return .model(model)
        }
        if let result = callFunction(call) { return result }
        if let closure = call.calledExpression.as(ClosureExprSyntax.self) {
          return run(closure, arguments: [])
        }
      case .declReferenceExpr:
        let name = expr.cast(DeclReferenceExprSyntax.self).baseName.sourceText
        if name == "self" {
          if native != nil, let bound = lookup("self") { return bound }
          return .object(chain.first ?? "self")
        }
        if let bound = lookup(name) { return bound }
        if unknownLocals.contains(name) { return nil }
        if let node = builder.declaredNode(expr) { return .node(node) }
        if let v = computed(name) { return v }
      case .memberAccessExpr:
        let member = expr.cast(MemberAccessExprSyntax.self)
        if let native, let v = native.member(member) { return v }
        if let base = member.base, base.kind == .declReferenceExpr,
          base.cast(DeclReferenceExprSyntax.self).baseName.sourceText == "self",
          let bound = property(member.declName.baseName.sourceText)
        {
          return bound
        }
      case .arrayExpr:
        return .list(
          expr.cast(ArrayExprSyntax.self).elements.compactMap { element in
            if let v = eval(element.expression) { return v }
            return nil
          })
      case .infixOperatorExpr:
        let infix = expr.cast(InfixOperatorExprSyntax.self)
        if infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.sourceText == "+" {
          // The left operand is run once: a chain of n `+` runs each operand once, not 2^n.
          let left = eval(infix.leftOperand)
          if case .list(let a)? = left {
            guard case .list(let b)? = eval(infix.rightOperand),
              budget.spend(elements: a.count + b.count, at: infix)
            else { return nil }
            return .list(a + b)
          }
          // `"." + String(describing: kind)`: a string joined with a value only a run knows.
          if case .plain(.string(let a))? = left, case .plain(let b)? = eval(infix.rightOperand),
            let text = Evaluator.text(b)
          {
            guard budget.spend(textBytes: a.utf8.count + text.utf8.count, at: infix) else {
              return nil
            }
            return .plain(.string(a + text))
          }
        }
      case .ternaryExpr:
        let ternary = expr.cast(TernaryExprSyntax.self)
        if let condition = eval(ternary.condition)?.plain?.bool {
          return eval(condition ? ternary.thenExpression : ternary.elseExpression)
        }
      default: break
      }
      if let v = builder.evaluator.value(expr) {
        if case .array(let elements) = v {
          let items = elements.compactMap { eval($0) }
          if items.contains(where: { $0.node != nil }) { return .list(items) }
        }
        return .plain(v)
      }
      return nil
    }

    /// A local or stored property's value, for `CompositionalReader`.
    func bound(_ name: String) -> RunValue? { lookup(name) }

    /// Runs `body` (a compositional screen's section provider, asked once per section and
    /// environment) on the screen's one budget: each run spends it, none restarts it (issue
    /// 37: a provider probed at every width once had the whole budget each time).
    func rerunning<T>(_ body: () -> T) -> T { body() }

    /// Whether the work budget ran out in the current run.
    var budgetSpent: Bool { stopped }

    /// The getter of a computed property of a value's own type (`layoutKind.columnCount`), run
    /// with `self` bound to the value.
    func getter(_ binding: PatternBindingSyntax, selfValue: RunValue) -> RunValue? {
      guard owners.count < 32, !stopped else { return nil }
      let saved = scopes
      scopes = [["self": selfValue]]
      owners.append(owners.last ?? 0)
      defer {
        scopes = saved
        owners.removeLast()
      }
      switch binding.accessorBlock?.accessors {
      case .getter(let statements)?:
        if case .returned(let v) = exec(statements) { return v }
        if statements.count == 1, case .expr(let e)? = statements.first?.item { return eval(e) }
      case .accessors(let list)?:
        for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
          if let body = accessor.body, case .returned(let v) = exec(body.statements) { return v }
        }
      case nil: break
      }
      return nil
    }

    /// A local, else a stored property of the screen.
    private func lookup(_ name: String) -> RunValue? {
      for scope in scopes.reversed() where !scope.isEmpty {
        if let v = scope[name] { return v }
      }
      return property(name)
    }

    /// A computed property of the screen's classes (`var title: String { return ... }`), run.
    private func computed(_ name: String) -> RunValue? {
      guard !computing.contains(name), owners.count < 32 else { return nil }
      for type in chain {
        for (decl, binding) in program.computedProperties(named: name, of: type) {
          computing.insert(name)
          defer { computing.remove(name) }
          ran.insert(decl.id)
          let saved = scopes
          scopes = [[:]]
          defer { scopes = saved }
          switch binding.accessorBlock?.accessors {
          case .getter(let statements)?:
            if case .returned(let v) = exec(statements) { return v }
            if statements.count == 1, case .expr(let e)? = statements.first?.item { return eval(e) }
          case .accessors(let list)?:
            for accessor in list where accessor.accessorSpecifier.tokenKind == .keyword(.get) {
              if let body = accessor.body, case .returned(let v) = exec(body.statements) {
                return v
              }
            }
          case nil: break
          }
          return nil
        }
      }
      return nil
    }

    private var computing: Set<String> = []
    /// Closures running inside each other.
    private var closures = 0

    // MARK: - Hooks for the evaluator

    /// The plain value of a name the running code has bound (nil when it has none).
    func boundValue(_ name: String, at expr: ExprSyntax) -> Value? {
      for scope in scopes.reversed() where !scope.isEmpty {
        if let v = scope[name] { return v.plain ?? listValue(v, at: expr) }
      }
      if let v = property(name) { return v.plain ?? listValue(v, at: expr) }
      if !unknownLocals.contains(name), program.members[name] == nil,
        let v = computed(name)
      {
        return v.plain ?? listValue(v, at: expr)
      }
      return nil
    }

    /// A list as the evaluator's array: a syntax node per element, a step each.
    private func listValue(_ v: RunValue, at node: some SyntaxProtocol) -> Value? {
      guard case .list(let items) = v, budget.spend(items.count, at: node) else { return nil }
      let array = ArrayExprSyntax(
        elements: ArrayElementListSyntax(
          items.enumerated().map { i, item in
            let expr: ExprSyntax
            switch item {
            case .plain(.string(let s)): expr = ExprSyntax(StringLiteralExprSyntax.of(s))
            case .plain(.number(let n, _)):
              expr = ExprSyntax(FloatLiteralExprSyntax(literal: .floatLiteral("\(n)")))
            default: expr = ExprSyntax(NilLiteralExprSyntax())
            }
            return ArrayElementSyntax(
              expression: expr, trailingComma: i + 1 < items.count ? .commaToken() : nil)
          }))
      return .array(array.elements.map { $0.expression })
    }

    /// While a configuration runs once per repetition: the repetition (`cell.index`).
    private var concreteIndex: Int?

    /// Runs a cell's configuration once per repetition with `cell.index` known; the texts it
    /// set, or nil when one run sets no known text. The runs' warnings are dropped.
    /// The runs spend the screen's one budget (issue 37: each once restarted it); its warning,
    /// where a run stopped, is kept.
    func perRepetition(
      count: Int, at node: some SyntaxProtocol, _ rerun: () -> CellCapture
    ) -> [String]? {
      let saved = program.warnings.count
      defer {
        concreteIndex = nil
        program.dropWarnings(after: saved)
      }
      var texts: [String] = []
      for i in 0..<count {
        concreteIndex = i
        guard case .string(let text)? = rerun().text, !stopped,
          !text.contains(Placeholder.open),
          // Each text is written: a long one reused by every repetition costs each time.
          budget.spend(text.utf8.count / StepBudget.bytesPerStep, at: node)
        else { return nil }
        texts.append(text)
      }
      return texts
    }

    /// `self.x`, `cell.index`, `cell.identifier`: members the evaluator cannot know alone.
    func memberValue(_ base: ExprSyntax, _ name: String) -> Value? {
      if let native, let v = native.memberValue(base, name) { return v }
      let baseText = base.trimmedDescription
      if baseText == "self", let v = property(name) { return v.plain ?? listValue(v, at: base) }
      if baseText == "self", let v = computed(name) { return v.plain ?? listValue(v, at: base) }
      if base.is(DeclReferenceExprSyntax.self) || baseText.hasPrefix("self."),
        case .node(let node)? = eval(base)
      {
        switch name {
        case "isHidden": return .bool(node.hidden)
        case "repeatCount": return .number(Double(node.repeatCount ?? 1), text: nil)
        case "identifier": return .string(node.identifier ?? "")
        default: return nil
        }
      }
      if let capture = cell {
        let isCell: Bool
        if case .object("cell")? = lookup(baseText) { isCell = true } else { isCell = false }
        if isCell || baseText.hasSuffix(".brick") || baseText.hasSuffix("._brick") {
          switch name {
          case "index":
            if let concreteIndex { return .number(Double(concreteIndex), text: nil) }
            return .index(offset: 0)
          case "identifier": return capture.node.identifier.map { .string($0) } ?? .string("")
          default: return nil
          }
        }
      }
      return nil
    }

    /// The value of a helper call in an expression (`width: .ratio(ratio: ratio())`).
    func callValue(_ call: FunctionCallExprSyntax) -> Value? {
      guard let result = callFunction(call) else { return nil }
      return result?.plain
    }

    /// What a data source function answers for one identifier (its other parameters: index 0,
    /// an empty collection identifier), or nil when that is not known.
    func answer(_ function: FunctionDeclSyntax, identifier: String) -> Value? {
      let arguments = function.signature.parameterClause.parameters.map { parameter -> RunValue? in
        let label = parameter.firstName.text
        let name = (parameter.secondName ?? parameter.firstName).text
        if ["for", "withIdentifier", "identifier"].contains(label) || name == "identifier" {
          return .plain(.string(identifier))
        }
        if name.lowercased().contains("index") && !name.lowercased().contains("path") {
          return .plain(.number(0, text: nil))
        }
        if name.lowercased().contains("identifier") { return .plain(.string("")) }
        return nil
      }
      let saved = program.warnings.count
      let unknownBefore = unknownConditions
      var result = call(function, owner: 0, arguments: arguments)?.plain
      if unknownConditions != unknownBefore { result = nil }
      if result == nil { program.dropWarnings(after: saved) }
      return result
    }

    /// The section a `CollectionBrick` whose data source is the screen shows:
    /// `sectionForCollectionBrickCell(_:)` run for a cell of that brick.
    func collectionSection(_ identifier: String) -> NodeModel? {
      guard let function = program.function(.collectionSection, preferring: chain) else {
        return nil
      }
      let capture = CellCapture(node: NodeModel(type: .collection, origin: ""))
      capture.node.identifier = identifier
      let saved = cell
      cell = capture
      defer { cell = saved }
      guard case .node(let section)? = call(function, owner: 0, arguments: [.object("cell")]),
        section.type == .section
      else { return nil }
      return section
    }

    // MARK: - Cells

    /// Runs a configuration function or closure for one brick: `cell` (and a label or button
    /// parameter) stand for the cell; what the code sets on them is captured.
    func configure(
      _ node: NodeModel, function: FunctionDeclSyntax? = nil, closure: ClosureExprSyntax? = nil
    ) -> CellCapture {
      let capture = CellCapture(node: node)
      let saved = cell
      cell = capture
      defer { cell = saved }
      if let function {
        _ = call(function, owner: 0, arguments: [.object("cell")])
      } else if let closure {
        var count = 0
        switch closure.signature?.parameterClause {
        case .simpleInput(let list)?: count = list.count
        case .parameterClause(let clause)?: count = clause.parameters.count
        case nil: count = 1
        }
        _ = run(
          closure, arguments: count == 1 ? [.object("cell")] : [.object("view"), .object("cell")])
      }
      return capture
    }

    /// `cell.label.text = ...`, `label.text = ...`, `cell.edgeInsets = ...`.
    private func capturesCell(
      _ base: ExprSyntax, _ property: String, _ valueExpr: ExprSyntax, _ capture: CellCapture
    ) -> Bool {
      let baseText = base.trimmedDescription
      let bound = lookup(baseText)
      switch property {
      case "text":
        guard baseText.hasSuffix("label") || baseText.hasSuffix("Label") || bound != nil
        else { return false }
        capture.text = eval(valueExpr)?.plain
        capture.textAt = valueExpr
        if capture.text == nil {
          capture.text = .nilValue
        }
        return true
      case "font":
        guard baseText.hasSuffix("label") || baseText.hasSuffix("Label") || bound != nil
        else { return false }
        if case .font(let f)? = eval(valueExpr)?.plain {
          capture.font = f
        } else {
          program.warn(
            valueExpr, "cannot follow the font `\(valueExpr.trimmedDescription)`; kept the default")
        }
        return true
      case "edgeInsets":
        if case .object? = bound, case .insets(let i)? = eval(valueExpr)?.plain {
          capture.insets = i
          return true
        }
        return bound != nil
      default:
        if case .object? = bound { return true }
        return baseText.hasPrefix("cell.")
      }
    }

    /// `cell.button.setTitle("BUY", for: .normal)`.
    private func captureCellCall(_ call: FunctionCallExprSyntax, _ capture: CellCapture) -> Bool {
      guard LayoutBuilder.calleeName(call) == "setTitle",
        let first = Arguments(call).positional(0)
      else { return false }
      capture.text = eval(first)?.plain ?? .nilValue
      capture.textAt = first
      return true
    }
  }
#endif
