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

  /// What running a screen's `viewDidLoad` left (`Interpreter.run`), handed to the builder:
  /// the section it set, the layout settings it made, and why it set none.
  struct EvaluatedScreen {
    /// The section given to `setSection`, nil when none was.
    var root: NodeModel?
    /// Layout settings the code made (`layout.scrollDirection = ...`); its root is a
    /// placeholder.
    var settings: LayoutModel
    /// The `return` that left the screen's `viewDidLoad` before it set a section.
    var earlyReturn: ReturnStmtSyntax?
    /// Whether the work budget ran out.
    var stopped: Bool
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
    /// The evaluator, reading this screen's variables and helpers.
    var evaluator: Evaluator { builder.declarations.within(self) }
    /// The screen's class and the classes it inherits from, most derived first.
    let chain: [String]
    var scopes: [[String: RunValue]] = []
    var properties: [String: RunValue] = [:]
    /// Stored property names of the chain (assignments to them set a property, not a local).
    var propertyNames: Set<String> = []
    /// The index in `chain` of the class whose method runs (`super` starts after it).
    var owners: [Int] = []
    /// The section given to `setSection`.
    var root: NodeModel?
    /// What a compositional screen's code built (nil for a BrickKit screen).
    var compositional: CompositionalObjects?
    /// A compositional screen's reader (nil for a BrickKit screen): it builds UIKit's objects
    /// and answers their members and methods, handed this screen and what it built.
    var native: CompositionalReader? {
      compositional.map { CompositionalReader(interpreter: self, objects: $0) }
    }
    /// While the screen's own `viewDidLoad` runs (a `return` in it, before a section is set,
    /// means Swift shows none).
    var screenBody = false
    /// The `return` that left the screen's `viewDidLoad` before it set a section.
    var earlyReturn: ReturnStmtSyntax?
    /// Functions whose bodies ran: behaviors built in them belong to the screen.
    var ran: Set<SyntaxIdentifier> = []
    /// Layout settings the code made (`layout.scrollDirection = ...`).
    var settings = LayoutModel(root: NodeModel(type: .section, origin: ""))
    /// While a cell is configured: the brick it shows and what the code set on it.
    var cell: CellCapture?
    /// The screen's one work budget, shared with its evaluator (issue 37).
    let budget: StepBudget
    /// Whether the work budget ran out.
    var stopped: Bool { budget.stopped }
    /// How many conditions could not be known so far (an answer that passed one is a guess).
    var unknownConditions = 0
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

    enum Flow {
      case normal
      case returned(RunValue?)
      case breakLoop
      case continueLoop
      /// `fallthrough`: the next case of the switch runs.
      case fallthroughCase
    }

    // MARK: - Running a screen

    /// Runs the screen's `viewDidLoad`: what it left for the builder.
    func run() -> EvaluatedScreen {
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
      return EvaluatedScreen(
        root: root, settings: settings, earlyReturn: earlyReturn, stopped: stopped)
    }

    /// `willSet` and `didSet` of a stored property's accessors, or nil when they make a
    /// computed property.
    static func observers(
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
    var observers: [String: (willSet: AccessorDeclSyntax?, didSet: AccessorDeclSyntax?)] =
      [:]
    /// Observers running (a property set in its own `didSet` does not run it again).
    var observing: Set<String> = []
    /// `lazy var` initializers not run yet.
    var lazyInitializers: [String: ExprSyntax] = [:]

    /// A stored property's value; a `lazy` one's initializer runs on its first read.
    func property(_ name: String) -> RunValue? {
      if let reason = samples.properties[name] { samples.read = reason }
      if let v = properties[name] { return v }
      guard let initializer = lazyInitializers.removeValue(forKey: name) else { return nil }
      let v = eval(initializer)
      properties[name] = v
      return v
    }

    /// Runs an observer's body with its value (`newValue`, `oldValue` or its own name) bound.
    func observe(_ accessor: AccessorDeclSyntax?, _ name: String, _ value: RunValue?) {
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
    func method(
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

    /// Each block's statements, read out of the tree once (iterating the syntax collection
    /// again on every pass of a loop was a tenth of the loop's time).
    var blocks: [SyntaxIdentifier: [CodeBlockItemSyntax.Item]] = [:]

    /// Locals whose value could not be followed (they hide a constant of the same name).
    var unknownLocals: Set<String> = []

    /// Each closure's parameter names and its only expression (when its body is one that is
    /// not an assignment), read out of the tree once (a fifth of a `map`'s time).
    var closureShapes: [SyntaxIdentifier: (names: [String], single: ExprSyntax?)] = [:]

    var computing: Set<String> = []

    /// Closures running inside each other.
    var closures = 0

    /// While a configuration runs once per repetition: the repetition (`cell.index`).
    var concreteIndex: Int?

    /// Lists filled by handlers run later, previewed as samples (Interpreter+Samples.swift).
    let samples = SampleState()
    /// The index path a data source is asked about (Interpreter+IndexPredicates.swift).
    var askedIndexPath: AskedIndexPath?
  }
#endif
