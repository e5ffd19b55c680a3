#if Importer
  import SwiftSyntax

  /// What a compositional screen's code built so far: the layouts
  /// (`UICollectionViewCompositionalLayout` and its parts), the data (diffable snapshots) and the
  /// cells (registrations, `cellForItemAt`), with the environment a section provider runs in.
  /// Owned by the screen's `Interpreter` (`Interpreter.compositional`) and read by its
  /// `CompositionalBuilder`.
  final class CompositionalObjects {
    /// The layouts built, in order, and the one given to a collection view.
    var layouts: [NativeObject] = []
    var chosenLayout: NativeObject?
    /// Snapshots built and the ones applied, in order.
    var snapshots: [NativeObject] = []
    var applied: [NativeObject] = []
    /// Section snapshots applied to a section (`apply(sectionSnapshot, to: .main)`).
    var sectionApplied: [(section: RunValue, snapshot: NativeObject)] = []
    var dataSources: [NativeObject] = []
    /// The item identifiers each snapshot holds, as `CompositionalReader.repeatedItem` keys them.
    var itemKeys: [ObjectIdentifier: Set<String>] = [:]
    /// The environment a section provider runs in: width of the container and size class.
    var environment = (width: 393.0, compact: true)
    /// Whether a section provider read its environment's width, or its traits, since these
    /// were reset.
    var widthRead = false
    var traitsRead = false
    /// Where the environment's size or traits were last read (a custom group's item provider
    /// is warned about there).
    var environmentReadAt: Syntax?
    /// While a cell provider runs: the item it shows (`dataSource.itemIdentifier(for:)`).
    var cellItem: RunValue?
    /// Enums of the program: their cases in order with their raw values. Two screens may
    /// each nest an enum of one name (`Section`): the screen's own is preferred.
    var enums: [String: [(name: String, raw: Value)]] = [:]
    /// The app's structs built with their memberwise initializer (an item model).
    var structs: Set<String> = []
    /// The data source's `supplementaryViewProvider` (its closure and captures), and the kind
    /// of view it is asked for while it runs.
    var supplementaryProvider: NativeObject?
    var supplementaryKind = ""

    /// The objects of the screen whose class chain is `chain`, before its code runs: the
    /// program's enums (raw values read with `evaluator`) and structs.
    init(program: Program, chain: [String], evaluator: Evaluator) {
      let chain = Set(chain)
      var own: Set<String> = []
      for file in program.files {
        let finder = EnumFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        structs.formUnion(finder.structs)
        for (name, decl) in finder.found {
          let isOwn = Program.enclosingType(of: decl).map(chain.contains) ?? false
          guard enums[name] == nil || (isOwn && !own.contains(name)) else { continue }
          enums[name] = Self.cases(of: decl, evaluator)
          if isOwn { own.insert(name) }
        }
      }
    }

    static func cases(
      of decl: EnumDeclSyntax, _ evaluator: Evaluator
    ) -> [(name: String, raw: Value)] {
      let rawType = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedText
      let isInt = rawType == "Int"
      var result: [(name: String, raw: Value)] = []
      var next = 0.0
      for member in decl.memberBlock.members {
        guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
        for element in caseDecl.elements {
          let name = element.name.text
          if let raw = element.rawValue?.value, let v = evaluator.value(raw) {
            result.append((name, v))
            if let n = v.number { next = n + 1 }
          } else if isInt {
            result.append((name, .number(next, text: nil)))
            next += 1
          } else {
            result.append((name, .string(name)))
          }
        }
      }
      return result
    }
  }

  /// Follows what a compositional screen's code builds, for the screen's `Interpreter`: it
  /// asks about every call, member and assignment while the screen has `CompositionalObjects`
  /// (`Interpreter.native`). A value made for each question: the running screen is passed in
  /// (`interpreter`), and what it built lives in `objects`.
  struct CompositionalReader {
    let interpreter: Interpreter
    let objects: CompositionalObjects
    var program: Program { interpreter.program }
    var builder: LayoutBuilder { interpreter.builder }
    var layouts: [NativeObject] {
      get { objects.layouts }
      nonmutating set { objects.layouts = newValue }
    }
    var chosenLayout: NativeObject? {
      get { objects.chosenLayout }
      nonmutating set { objects.chosenLayout = newValue }
    }
    var snapshots: [NativeObject] {
      get { objects.snapshots }
      nonmutating set { objects.snapshots = newValue }
    }
    var applied: [NativeObject] {
      get { objects.applied }
      nonmutating set { objects.applied = newValue }
    }
    var sectionApplied: [(section: RunValue, snapshot: NativeObject)] {
      get { objects.sectionApplied }
      nonmutating set { objects.sectionApplied = newValue }
    }
    var dataSources: [NativeObject] {
      get { objects.dataSources }
      nonmutating set { objects.dataSources = newValue }
    }
    var environment: (width: Double, compact: Bool) {
      get { objects.environment }
      nonmutating set { objects.environment = newValue }
    }
    var widthRead: Bool {
      get { objects.widthRead }
      nonmutating set { objects.widthRead = newValue }
    }
    var traitsRead: Bool {
      get { objects.traitsRead }
      nonmutating set { objects.traitsRead = newValue }
    }
    var cellItem: RunValue? {
      get { objects.cellItem }
      nonmutating set { objects.cellItem = newValue }
    }
    var enums: [String: [(name: String, raw: Value)]] {
      get { objects.enums }
      nonmutating set { objects.enums = newValue }
    }
    var structs: Set<String> {
      get { objects.structs }
      nonmutating set { objects.structs = newValue }
    }
    var supplementaryProvider: NativeObject? {
      get { objects.supplementaryProvider }
      nonmutating set { objects.supplementaryProvider = newValue }
    }
    var supplementaryKind: String {
      get { objects.supplementaryKind }
      nonmutating set { objects.supplementaryKind = newValue }
    }
    var environmentRead: Bool {
      get { widthRead || traitsRead }
      nonmutating set {
        widthRead = newValue
        traitsRead = newValue
      }
    }

    // MARK: - Enums of the app

    /// A case of an app enum as a value: `.enumCase` whose `written` names the type.
    func enumValue(_ type: String, _ name: String) -> RunValue {
      .plain(.enumCase(name, [], written: "\(type).\(name)"))
    }

    /// The enum type an enum value names (`SectionLayoutKind.grid3` is `SectionLayoutKind`).
    func enumType(of value: RunValue?) -> (type: String, name: String)? {
      guard case .plain(.enumCase(let name, _, let written))? = value,
        let dot = written.lastIndex(of: ".")
      else { return nil }
      let type = String(written[..<dot])
      return enums[type] != nil ? (type, name) : nil
    }

    func rawValue(_ type: String, _ name: String) -> Value? {
      enums[type]?.first { $0.name == name }?.raw
    }
  }

  /// The enums of a file, by name.
  private final class EnumFinder: SyntaxVisitor {
    var found: [(String, EnumDeclSyntax)] = []
    /// The app's structs that take the memberwise initializer (no `init` of their own).
    var structs: Set<String> = []
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
      found.append((node.name.text, node))
      return .visitChildren
    }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
      if !node.memberBlock.members.contains(where: { $0.decl.is(InitializerDeclSyntax.self) }) {
        structs.insert(node.name.text)
      }
      return .visitChildren
    }
  }
#endif
