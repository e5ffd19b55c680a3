#if Importer
  import SwiftSyntax

  /// Turns the program's brick initializers, assignments and data sources into a `LayoutModel`.
  final class LayoutBuilder {
    let program: Program
    /// The evaluator of the files' declarations (its budget is the screen's).
    let declarations: Evaluator
    /// The screen whose code runs (this builder's `interpreter`, or a compositional screen's),
    /// handed to every evaluation: its variables and helpers answer names and calls.
    var scope: (any EvaluationScope)?
    /// The evaluator, reading the running screen's variables and helpers while one runs.
    var evaluator: Evaluator { declarations.within(scope) }
    /// The data source functions' reader, with that evaluator.
    var rules: RuleReader { RuleReader(program: program, evaluator: evaluator) }
    /// Nodes built from a constant's initializer, so that assignments to the constant reach them.
    var nodesByInitializer: [SyntaxIdentifier: NodeModel] = [:]
    /// Constants whose bricks are being built (a section that lists itself is left out).
    var building: Set<SyntaxIdentifier> = []
    /// The root, once found, for behaviors that select among its identifiers.
    let rootBox = RootBox()
    /// The hide data source's rule, applied once ids are known.
    var hideRule: (Rule, String)?
    /// The running screen, when the program has a view controller that builds a section.
    var interpreter: Interpreter?
    /// The code read when no screen runs (`Program+ScreenChain.swift`).
    var codeScope: CodeScope = .everything
    /// Whether the chosen screen's `viewDidLoad`, run, set a section.
    var screenSetSection = false
    /// `layout.alignRowHeights = ...`: every section of the screen's own layout aligns.
    var alignsRowHeights: Bool?

    static let knownBricks: Set<String> = [
      "BrickSection", "LabelBrick", "ButtonBrick", "ImageBrick", "GenericBrick", "CollectionBrick",
    ]

    init(program: Program) {
      self.program = program
      declarations = Evaluator(program: program)
    }

    // MARK: - The whole layout

    /// The layout of `screen` (a view controller class), else of the first screen of the first
    /// file, else of the program's top-level code.
    func build(screen: String? = nil) -> LayoutModel {
      var chosen = screen ?? defaultScreen()
      if chosen == nil {
        // A subclass whose superclass is in none of the files: say which file to add.
        chosen = program.classOrder.first { name in
          program.classes[name].map { program.isCode($0.decl.name, of: codeScope) } == true
            && program.missingSuperclass(of: name) != nil
            && program.method("viewDidLoad", of: name, labels: []) != nil
        }
      }
      var layout = LayoutModel(root: NodeModel(type: .section, origin: ""))
      var built = false
      if let chosen {
        let before = program.warnings.count
        let interpreter = Interpreter(builder: self, screen: chosen)
        self.interpreter = interpreter
        scope = interpreter
        let screen = runAcrossTraits(interpreter, screen: chosen)
        if let root = screen.root {
          screenSetSection = true
          layout = screen.settings
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
          layout = screen.settings
          layout.behaviors = []
          built = true
        } else if let early = screen.earlyReturn, let decl = program.classes[chosen]?.decl {
          // `return` (a `guard ... else { return }`) before `setSection`: Swift shows no
          // bricks, and neither does the preview (issue 37: the bricks were read as snippets).
          program.warn(
            early,
            "viewDidLoad returns here before it sets a section; previewed an empty screen, "
              + "as the app shows")
          layout = screen.settings
          layout.root = NodeModel(type: .section, origin: program.origin(of: decl))
          layout.behaviors = []
          built = true
        } else if screen.stopped, let decl = program.classes[chosen]?.decl {
          // Stopped by the work budget before `setSection` ran: an empty root, with the
          // budget's warning where it stopped (read as snippets, the loop's warning was lost).
          layout = screen.settings
          layout.root = NodeModel(type: .section, origin: program.origin(of: decl))
          layout.behaviors = []
          built = true
        } else {
          // Its viewDidLoad sets no section: read its own code as snippets instead (never
          // another screen's: issue 35).
          program.dropWarnings(after: before)
          codeScope = program.scope(ofScreen: chosen)
          self.interpreter = nil
          scope = nil
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
      applyLayoutAlignRowHeights(root)
      Self.resolveSingleIndex(root)
      assignIDs(root)
      if let (rule, origin) = hideRule {
        BehaviorReader(builder: self).addSelection(
          type: "hide", rule: rule, origin: origin, into: &layout, extra: [])
      }
      BehaviorReader(builder: self).read(into: &layout)
      warnCollectionBackground()
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
      guard let interpreter else { return program.isCode(call, of: codeScope) }
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
    func rootSection() -> NodeModel {
      let calls = scopedCalls
      let setCalls = calls.filter {
        Self.calleeName($0) == "setSection" && $0.arguments.first != nil
      }
      if let call = setCalls.first, let argument = call.arguments.first?.expression {
        if setCalls.count > 1 {
          program.warn(setCalls[1], "several setSection calls; previewed the first one")
        }
        if let node = brick(argument), node.type == .section { return node }
        program.warn(
          argument,
          "cannot follow the section `\(argument.trimmedText)`; previewed an empty root")
        return NodeModel(type: .section, origin: program.origin(of: call))
      }
      let outermost = calls.filter { call in
        Self.calleeName(call) == "BrickSection" && !Self.hasBrickAncestor(call)
      }
      if let last = outermost.last, let node = brick(ExprSyntax(last)) {
        program.warn(last, "no setSection call; previewed this section")
        return node
      }
      let loose = calls.filter { isBrickCall($0) && !Self.hasBrickAncestor($0) }
      let root = NodeModel(type: .section, origin: loose.first.map { program.origin(of: $0) } ?? "")
      if let first = loose.first {
        program.warn(first, "no BrickSection; previewed the bricks found in a root section")
        root.children = loose.compactMap { brick(ExprSyntax($0)) }
      } else if let file = scopedFile {
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

    static func hasBrickAncestor(_ call: FunctionCallExprSyntax) -> Bool {
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
  }
#endif
