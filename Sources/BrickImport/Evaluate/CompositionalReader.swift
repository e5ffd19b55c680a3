#if Importer
  import SwiftSyntax

  /// What a compositional screen's code builds, followed by the screen's `Interpreter`: the
  /// layout (`UICollectionViewCompositionalLayout` and its parts), the data (diffable snapshots)
  /// and the cells (registrations, `cellForItemAt`). The interpreter asks it about every call,
  /// member and assignment while it is set (`Interpreter.native`).
  final class CompositionalReader {
    unowned let interpreter: Interpreter
    var program: Program { interpreter.program }
    var builder: LayoutBuilder { interpreter.builder }
    /// The layouts built, in order, and the one given to a collection view.
    var layouts: [NativeObject] = []
    var chosenLayout: NativeObject?
    /// Snapshots built and the ones applied, in order.
    var snapshots: [NativeObject] = []
    var applied: [NativeObject] = []
    /// Section snapshots applied to a section (`apply(sectionSnapshot, to: .main)`).
    var sectionApplied: [(section: RunValue, snapshot: NativeObject)] = []
    var dataSources: [NativeObject] = []
    /// The environment a section provider runs in: width of the container and size class.
    var environment = (width: 393.0, compact: true)
    /// Whether a section provider read its environment's width, or its traits, since these
    /// were reset.
    var widthRead = false
    var traitsRead = false
    var environmentRead: Bool {
      get { widthRead || traitsRead }
      set {
        widthRead = newValue
        traitsRead = newValue
      }
    }
    /// While a cell provider runs: the item it shows (`dataSource.itemIdentifier(for:)`).
    var cellItem: RunValue?
    /// Enums of the program: their cases in order with their raw values. Two screens may
    /// each nest an enum of one name (`Section`): the screen's own is preferred.
    var enums: [String: [(name: String, raw: Value)]] = [:]
    /// The app's structs built with their memberwise initializer (an item model).
    var structs: Set<String> = []

    init(interpreter: Interpreter) {
      self.interpreter = interpreter
      let chain = Set(interpreter.chain)
      var own: Set<String> = []
      for file in program.files {
        let finder = EnumFinder(viewMode: .sourceAccurate)
        finder.walk(file.tree)
        structs.formUnion(finder.structs)
        for (name, decl) in finder.found {
          let isOwn = Program.enclosingType(of: decl).map(chain.contains) ?? false
          guard enums[name] == nil || (isOwn && !own.contains(name)) else { continue }
          enums[name] = cases(of: decl)
          if isOwn { own.insert(name) }
        }
      }
    }

    // MARK: - Enums of the app

    func cases(of decl: EnumDeclSyntax) -> [(name: String, raw: Value)] {
      let rawType = decl.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription
      let isInt = rawType == "Int"
      var result: [(name: String, raw: Value)] = []
      var next = 0.0
      for member in decl.memberBlock.members {
        guard let caseDecl = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
        for element in caseDecl.elements {
          let name = element.name.text
          if let raw = element.rawValue?.value, let v = builder.evaluator.value(raw) {
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

    /// The data source's `supplementaryViewProvider` (its closure and captures), and the kind
    /// of view it is asked for while it runs.
    var supplementaryProvider: NativeObject?

    var supplementaryKind = ""
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
