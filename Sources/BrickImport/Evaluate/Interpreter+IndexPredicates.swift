#if Importer
  import SwiftSyntax

  /// The index path a data source function is asked about, copy by copy (issue 35
  /// docs/picture.md#how-to-read-the-picture): `indexPath.item`/`row` counts the bricks before the
  /// copy in its section.
  struct AskedIndexPath {
    var section: Int
    var item: Int
  }

  extension Interpreter {
    // MARK: - Index predicates

    /// `indexPath.item`, `.row` and `.section` of the index path a data source is asked about
    /// (`indexPath` bound to the object `IndexPath` while `askedIndexPath` is set).
    func indexPathMember(_ base: ExprSyntax, _ name: String) -> Value? {
      guard let asked = askedIndexPath,
        case .object(Self.indexPathObject)? = lookup(base.trimmedText)
      else { return nil }
      switch name {
      case "item", "row": return .number(Double(asked.item), text: nil)
      case "section": return .number(Double(asked.section), text: nil)
      default: return nil
      }
    }

    static let indexPathObject = "IndexPath"

    /// What a Bool data source function answers for one copy of a brick, or nil when that is
    /// not known (its warnings dropped).
    func answer(
      _ function: FunctionDeclSyntax, identifier: String, at path: AskedIndexPath
    ) -> Bool? {
      let arguments = function.signature.parameterClause.parameters.map { parameter -> RunValue? in
        let label = parameter.firstName.text
        let name = (parameter.secondName ?? parameter.firstName).text
        let type = parameter.type.trimmedText
        if type == "IndexPath" || type == "NSIndexPath" { return .object(Self.indexPathObject) }
        if ["for", "withIdentifier", "identifier"].contains(label) || name == "identifier" {
          return .plain(.string(identifier))
        }
        if name.lowercased().contains("index") { return .plain(.number(0, text: nil)) }
        if name.lowercased().contains("identifier") { return .plain(.string("")) }
        return nil
      }
      let saved = program.warnings.count
      let unknownBefore = unknownConditions
      askedIndexPath = path
      defer {
        askedIndexPath = nil
        program.dropWarnings(after: saved)
      }
      let result = call(function, owner: 0, arguments: arguments)?.plain?.bool
      return unknownConditions == unknownBefore ? result : nil
    }
  }

  extension LayoutBuilder {
    /// The most copies a data source is asked about per brick (past it, the rule is read the
    /// old way, by identifier).
    static let askedCopiesLimit = 1_000

    /// What a Bool data source function whose answer depends on the index path answers for
    /// each copy of each brick with an id, asked copy by copy over its repeat count (the item
    /// number counts the bricks before it in its section); nil when the function does not read
    /// its index path or an answer is unknown.
    func perCopyAnswers(_ function: FunctionDeclSyntax) -> [(node: NodeModel, copies: [Bool])]? {
      guard let interpreter, let root = rootBox.root, Self.readsIndexPath(function) else {
        return nil
      }
      var answers: [(node: NodeModel, copies: [Bool])] = []
      var sectionNumber = 0
      var failed = false
      func visit(_ section: NodeModel) {
        sectionNumber += 1
        let number = sectionNumber
        var item = 0
        for child in section.children where !failed {
          let count = max(child.repeatCount ?? 1, 0)
          defer { item += child.type == .section ? 1 : count }
          if child.type == .section {
            visit(child)
            continue
          }
          if let inner = child.inner { visit(inner) }
          guard let identifier = child.identifier, child.id != nil, count > 0 else { continue }
          guard count <= Self.askedCopiesLimit else {
            failed = true
            return
          }
          var copies: [Bool] = []
          for copy in 0..<count {
            let path = AskedIndexPath(section: number, item: item + copy)
            guard let answer = interpreter.answer(function, identifier: identifier, at: path)
            else {
              failed = true
              return
            }
            copies.append(answer)
          }
          answers.append((child, copies))
        }
      }
      visit(root)
      return failed ? nil : answers
    }

    /// The selectors (`row`, `row#3`) of the copies answered true.
    static func selectors(_ answers: [(node: NodeModel, copies: [Bool])]) -> [String] {
      answers.flatMap { node, copies -> [String] in
        guard let id = node.id else { return [] }
        if copies.allSatisfy({ $0 }) { return [id] }
        return copies.indices.filter { copies[$0] }.map { "\(id)#\($0)" }
      }
    }

    /// A hide rule's answers as the nodes' `hidden`: `true` for a node whose every copy hides,
    /// else a `data` list of `hidden` values (`hidden: "{hidden}"`); false when none hides.
    static func hide(_ answers: [(node: NodeModel, copies: [Bool])]) -> Bool {
      var any = false
      for (node, copies) in answers where copies.contains(true) {
        any = true
        if copies.allSatisfy({ $0 }) {
          node.hidden = true
        } else {
          node.hiddenCopies = copies
        }
      }
      return any
    }

    /// Whether a function's body reads a parameter of type `IndexPath`.
    static func readsIndexPath(_ function: FunctionDeclSyntax) -> Bool {
      let names = function.signature.parameterClause.parameters.compactMap { parameter in
        let type = parameter.type.trimmedText
        return type == "IndexPath" || type == "NSIndexPath"
          ? (parameter.secondName ?? parameter.firstName).text : nil
      }
      guard !names.isEmpty, let body = function.body else { return false }
      return body.tokens(viewMode: .sourceAccurate).contains { token in
        if case .identifier(let text) = token.tokenKind { return names.contains(text) }
        return false
      }
    }
  }
#endif
