#if Importer
  import SwiftSyntax

  /// One parsed file, with operators folded (`1/3` is an infix expression, not a sequence).
  struct SourceFile {
    var name: String
    var tree: SourceFileSyntax
    var converter: SourceLocationConverter
  }

  /// The parsed files, the declarations found in them, and the warnings collected so far.
  final class Program {
    let files: [SourceFile]
    var warnings: [ImportWarning] = []
    var warned: Set<String> = []
    /// `static let`/`let` members of types, by `Type.name`, and every declaration by its name.
    var members: [String: ExprSyntax] = [:]
    /// The same for `var` declarations.
    var mutableMembers: [String: ExprSyntax] = [:]
    /// Functions by name, with the type (class, struct or extended type) they belong to.
    var functions: [(type: String?, decl: FunctionDeclSyntax)] = []
    /// The same by their base name, in file order (`method` looked through every function for
    /// each class of a chain: 3,000 classes with a method each, 9 million).
    var functionsByName: [String: [(type: String?, decl: FunctionDeclSyntax)]] = [:]

    /// The functions of a base name, in file order.
    func functions(named name: String) -> [(type: String?, decl: FunctionDeclSyntax)] {
      functionsByName[name] ?? []
    }
    /// The data source functions of each kind an iOS build compiles, in file order, found once:
    /// every brick of every screen looked through all the app's functions for its kind.
    lazy var functionsByKind = Dictionary(
      uniqueKeysWithValues: DataSourceKind.allCases.map { kind in
        (kind, functions.filter { kind.matches($0.decl) && Program.isActive($0.decl) })
      })
    /// Every call in file order (brick and behavior initializers, `setSection`, ...).
    var calls: [FunctionCallExprSyntax] = []
    /// Every `a.b = c` assignment in file order.
    var assignments: [(target: MemberAccessExprSyntax, value: ExprSyntax)] = []
    /// The assignments an iOS build compiles (`isActive`), found once: every screen reads the
    /// app's appearance settings and its behaviors' properties from them.
    lazy var activeAssignments = assignments.filter { Program.isActive($0.target) }
    /// The `if` expressions around each of `activeAssignments` (`enclosingIfs`), found once:
    /// every screen asks whether each assignment's branches are taken.
    lazy var activeAssignmentIfs = activeAssignments.map { Program.enclosingIfs(of: $0.target) }
    /// The behavior initializers an iOS build compiles, with their type's name in layout files,
    /// found once (`BehaviorReader.initializers`): each screen looked at every call of the app.
    lazy var behaviorCalls = BehaviorReader.initializers(in: calls)
    /// Classes by name, with the name of the class they inherit from (module prefix dropped).
    var classes: [String: (decl: ClassDeclSyntax, superclass: String?)] = [:]
    /// Class names in file order.
    var classOrder: [String] = []
    /// Classes declared again under a name an earlier file declares (only the first is read).
    var redeclaredClasses: [ClassDeclSyntax] = []
    /// Computed properties by `Type.name`.
    var computed: [String: [(VariableDeclSyntax, PatternBindingSyntax)]] = [:]
    /// The types that build a compositional layout, once found (`compositionalTypes()`).
    var compositionalTypesFound: Set<String>?
    /// The app's asset catalogs and sidecars (`AppResources`), when the import was given them.
    var resources = AppResources()

    init(files: [SourceFile]) {
      self.files = files
      for file in files {
        let scanner = Scanner(viewMode: .sourceAccurate)
        scanner.walk(file.tree)
        for (key, value) in scanner.members where members[key] == nil { members[key] = value }
        for (key, value) in scanner.mutableMembers where mutableMembers[key] == nil {
          mutableMembers[key] = value
        }
        functions += scanner.functions
        for entry in scanner.functions {
          functionsByName[entry.decl.name.text, default: []].append(entry)
        }
        calls += scanner.calls
        assignments += scanner.assignments
        for (key, entry) in scanner.computed { computed[key, default: []].append(entry) }
        for decl in scanner.classes {
          guard classes[decl.name.text] == nil else {
            redeclaredClasses.append(decl)
            continue
          }
          classes[decl.name.text] = (decl, Program.superclass(of: decl))
          classOrder.append(decl.name.text)
        }
      }
    }

    /// The view controllers that build a section: classes whose own or inherited methods
    /// (extensions included) call `setSection` or build a compositional layout, those declared
    /// in `file` first.
    func screens(preferringFile file: String? = nil) -> [String] {
      var setters: Set<String> = []
      for call in calls where LayoutBuilder.calleeName(call) == "setSection" {
        if let type = Program.enclosingType(of: call) { setters.insert(type) }
      }
      // A class that builds a compositional layout is a screen too
      // (docs/compositional.md#swift-to-yaml).
      setters.formUnion(compositionalTypes())
      // Whether each class's chain reaches a setter, each class decided once (issue 37: a chain
      // walked for every class of it cost n³; 3,000 subclasses took 17 s).
      var reaches: [String: Bool] = [:]
      for name in classOrder where reaches[name] == nil {
        var path: [String] = []
        var onPath: Set<String> = []
        var current: String? = name
        var answer = false
        while let here = current, classes[here] != nil {
          if let known = reaches[here] {
            answer = known
            break
          }
          guard onPath.insert(here).inserted else { break }  // a cycle: no setter on it
          path.append(here)
          if setters.contains(here) {
            answer = true
            break
          }
          current = classes[here]?.superclass
        }
        for here in path { reaches[here] = answer }
      }
      let found = classOrder.filter { reaches[$0] == true }
      guard let file else { return found }
      let own = found.filter { classes[$0].flatMap { self.file(of: $0.decl) }?.name == file }
      return own + found.filter { !own.contains($0) }
    }

    /// The class `decl` inherits from (its first inherited type, module prefix dropped).
    static func superclass(of decl: ClassDeclSyntax) -> String? {
      let inherited = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedText
      return inherited.map { String($0.split(separator: ".").last ?? "") }
    }

    /// `name` and the classes it inherits from that these files declare, most derived first.
    func classChain(_ name: String) -> [String] {
      var chain: [String] = []
      var seen: Set<String> = []
      var current: String? = name
      while let here = current, classes[here] != nil, seen.insert(here).inserted {
        chain.append(here)
        current = classes[here]?.superclass
      }
      return chain
    }

    /// The last class of each class's chain, found once for all (`missingSuperclass` of every
    /// class walked every chain).
    lazy var chainEnds: [String: String] = {
      var ends: [String: String] = [:]
      for name in classOrder where ends[name] == nil {
        var path: [String] = []
        var onPath: Set<String> = []
        var current = name
        var end = name
        while true {
          if let known = ends[current] {
            end = known
            break
          }
          guard onPath.insert(current).inserted else { break }  // a cycle ends where it closes
          path.append(current)
          end = current
          guard let parent = classes[current]?.superclass, classes[parent] != nil else { break }
          current = parent
        }
        for here in path { ends[here] = end }
      }
      return ends
    }()

    /// The computed properties `name` of `type` (in the class or its extensions).
    func computedProperties(
      named name: String, of type: String
    ) -> [(
      VariableDeclSyntax, PatternBindingSyntax
    )] {
      computed[type + "." + name] ?? []
    }

    /// The files a screen's code is in: its classes and their extensions, in file order.
    func filesOf(screen: String) -> [String] {
      if let known = screenFiles[screen] { return known }
      let chain = Set(classChain(screen))
      var names: Set<String> = []
      for (type, decl) in functions where type.map(chain.contains) == true {
        if let f = file(of: decl) { names.insert(f.name) }
      }
      for name in chain {
        if let f = fileOfClass(name) { names.insert(f) }
      }
      let found = files.map(\.name).filter(names.contains)
      screenFiles[screen] = found
      return found
    }

    /// `filesOf(screen:)` of each screen asked for (a screen's import asks three times).
    var screenFiles: [String: [String]] = [:]

    /// The index in `files` of each file's tree, by the tree's identifier (`file(of:)`).
    lazy var fileIndexes = Dictionary(
      files.enumerated().map { ($0.element.tree.id, $0.offset) },
      uniquingKeysWith: { first, _ in first })

    /// The file that declares each class, found once (a folder's screens share long chains).
    var classFiles: [String: String] = [:]

    func fileOfClass(_ name: String) -> String? {
      if let known = classFiles[name] { return known }
      guard let decl = classes[name]?.decl, let f = file(of: decl) else { return nil }
      classFiles[name] = f.name
      return f.name
    }

    /// The instance (not `static` or `class`) variable declarations of a class's own body,
    /// read out of the tree once: each screen of a long chain runs every class's.
    func instanceVariables(of type: String) -> [VariableDeclSyntax] {
      if let known = instanceVariableCache[type] { return known }
      // Members inside an active `#if os(iOS)` count (issue 35: `var stepperModel` there).
      func active(_ list: MemberBlockItemListSyntax) -> [MemberBlockItemSyntax] {
        list.flatMap { member -> [MemberBlockItemSyntax] in
          guard let config = member.decl.as(IfConfigDeclSyntax.self) else { return [member] }
          if case .decls(let inner)? = Program.activeClause(config)?.elements {
            return active(inner)
          }
          return []
        }
      }
      let found =
        classes[type].map { active($0.decl.memberBlock.members) }?.compactMap {
          member -> VariableDeclSyntax? in
          guard let variable = member.decl.as(VariableDeclSyntax.self),
            !variable.modifiers.contains(where: {
              $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class)
            })
          else { return nil }
          return variable
        } ?? []
      instanceVariableCache[type] = found
      return found
    }

    var instanceVariableCache: [String: [VariableDeclSyntax]] = [:]

    /// The app's struct and class declarations (and their extensions) by name, found on first
    /// use and shared by every screen of the import (Evaluator+Collections).
    lazy var typeDeclarations: [String: [DeclSyntax]] = Evaluator.typeDeclarations(in: files)

    /// The files' top-level statements that are not declarations (a snippet's code), in file
    /// order, found once: each screen runs them, and a file of 3,000 classes was walked for each.
    lazy var topLevelCode: [CodeBlockItemSyntax.Item] = files.flatMap { file in
      file.tree.statements.map(\.item).filter { !$0.is(DeclSyntax.self) }
    }

    /// The superclass a class names that no file declares (`BrickViewController` is BrickKit's).
    func missingSuperclass(of name: String) -> String? {
      guard let last = classes[name] == nil ? nil : chainEnds[name],
        let parent = classes[last]?.superclass,
        classes[parent] == nil,  // a cycle's classes are all declared
        !Program.frameworkClasses.contains(parent)
      else { return nil }
      return parent
    }

    static let frameworkClasses: Set<String> = [
      "BrickViewController", "UIViewController", "UICollectionViewController", "NSObject",
      "UITableViewController", "UIResponder",
    ]

    /// Forgets the warnings recorded after the first `count` (a trial run that did not help),
    /// but for those that must be kept (the work budget's: it stops the screen's every run).
    func dropWarnings(after count: Int) {
      guard count < warnings.count else { return }
      var kept: [ImportWarning] = []
      for w in warnings[count...] {
        let key = "\(w.file):\(w.line):\(w.column):\(w.message)"
        if keptKeys.contains(key) {
          kept.append(w)
        } else {
          warned.remove(key)
        }
      }
      warnings.removeSubrange(count...)
      warnings += kept
    }

    /// Warnings a trial run's `dropWarnings` keeps.
    var keptKeys: Set<String> = []

    /// Forgets the warnings so far and returns them, sorted (one screen's, in a folder import).
    func takeWarnings() -> [ImportWarning] {
      defer {
        warnings = []
        warned = []
        keptKeys = []
      }
      return warnings.sorted()
    }

    var declarationIndexes: [SyntaxIdentifier: DeclarationIndex] = [:]

    /// The text of each plain segment of a string literal an interpolation has read, with the
    /// segment (kept so that its tree, and so its identifier, stays its own).
    var segmentTexts: [SyntaxIdentifier: (segment: StringSegmentSyntax, text: String?)] = [:]
  }

  /// Collects declarations, calls and assignments from one file.
  private final class Scanner: SyntaxVisitor {
    var members: [String: ExprSyntax] = [:]
    var mutableMembers: [String: ExprSyntax] = [:]
    var functions: [(type: String?, decl: FunctionDeclSyntax)] = []
    var calls: [FunctionCallExprSyntax] = []
    var assignments: [(target: MemberAccessExprSyntax, value: ExprSyntax)] = []
    var classes: [ClassDeclSyntax] = []
    var computed: [(String, (VariableDeclSyntax, PatternBindingSyntax))] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
      classes.append(node)
      return .visitChildren
    }

    /// `case post = "Post"` and `case post` of a `String` enum: `Type.post` is the raw value.
    override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
      guard let type = Program.enclosingType(of: node) else { return .visitChildren }
      let key = "\(type).\(node.name.text)"
      guard members[key] == nil else { return .visitChildren }
      if let raw = node.rawValue?.value {
        members[key] = raw
      } else {
        members[key] = ExprSyntax(StringLiteralExprSyntax.of(node.name.text))
      }
      return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
      let type = Program.enclosingType(of: node)
      let isLet = node.bindingSpecifier.tokenKind == .keyword(.let)
      for binding in node.bindings {
        if let type, binding.accessorBlock != nil, binding.initializer == nil,
          let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          Program.isActive(node)
        {
          computed.append(("\(type).\(name)", (node, binding)))
        }
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
          let value = binding.initializer?.value
        else { continue }
        for key in [type.map { "\($0).\(name)" }, name].compactMap({ $0 }) {
          if isLet, members[key] == nil { members[key] = value }
          if !isLet, mutableMembers[key] == nil { mutableMembers[key] = value }
        }
      }
      return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
      functions.append((Program.enclosingType(of: node), node))
      return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
      calls.append(node)
      return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
      if node.operator.is(AssignmentExprSyntax.self),
        let target = node.leftOperand.as(MemberAccessExprSyntax.self)
      {
        assignments.append((target, node.rightOperand))
      }
      return .visitChildren
    }
  }

#endif
