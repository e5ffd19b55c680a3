#if Importer
  import BrickFormat
  import SwiftSyntax

  /// Builds a compositional screen's layout file (docs/compositional.md) from what its code builds:
  /// runs the screen's `viewDidLoad` with a `CompositionalReader`, takes the layout given to the
  /// collection view and the data applied to it, asks a section provider once per section
  /// (and per environment when it reads the environment), and writes each value as
  /// docs/compositional.md writes it.
  final class CompositionalBuilder {
    let program: Program
    let builder: LayoutBuilder
    let interpreter: Interpreter
    /// What the screen's code built.
    let objects: CompositionalObjects
    /// The reader of the screen's UIKit objects, handed the running screen.
    var reader: CompositionalReader {
      CompositionalReader(interpreter: interpreter, objects: objects)
    }
    let screen: String
    /// The names the section provider being run captured.
    var providerCaptures: [String: RunValue] = [:]

    /// The container widths a section provider is asked at (points), and each with a compact
    /// and a regular horizontal size class. Between two widths that answer differently, the
    /// threshold is found by bisection.
    static let probeWidths: [Double] = Array(stride(from: 300.0, through: 1400.0, by: 50.0))
    /// The environment written as the default: an iPhone 16 in portrait.
    static let defaultWidth = 393.0

    init(program: Program, screen: String) {
      self.program = program
      self.screen = screen
      builder = LayoutBuilder(program: program)
      interpreter = Interpreter(builder: builder, screen: screen)
      objects = CompositionalObjects(
        program: program, chain: interpreter.chain, evaluator: builder.evaluator)
      interpreter.compositional = objects
    }

    // MARK: - Which screens

    /// The names of the calls that build a compositional layout.
    static func buildsLayout(_ call: FunctionCallExprSyntax) -> Bool {
      var callee = call.calledExpression
      if let generic = callee.as(GenericSpecializationExprSyntax.self) {
        callee = generic.expression
      }
      if callee.as(DeclReferenceExprSyntax.self)?.baseName.text
        == "UICollectionViewCompositionalLayout"
      {
        return true
      }
      if let member = callee.as(MemberAccessExprSyntax.self),
        member.base?.trimmedText == "UICollectionViewCompositionalLayout"
      {
        return true
      }
      return false
    }

    // MARK: - The whole file

    /// The layout file's text of the screen.
    func build(
      title: String, sources: [String], warnings extra: [ImportWarning] = []
    )
      -> (yaml: String, warnings: [ImportWarning])
    {
      builder.scope = interpreter
      _ = interpreter.run()
      var layout = reader.chosenLayout ?? reader.layouts.last
      if layout == nil { layout = layoutFromHelper() }
      var document: [YNode.Entry] = []  // the keys before `sections`
      document.append(.init(key: "title", value: .string(title)))
      document.append(.init(key: "layout", value: .scalar("compositional")))
      var sections: [YNode] = []
      var origins: [String] = []
      if let layout {
        if let configuration = layout.object("configuration") {
          let c = self.configuration(configuration)
          if case .map(let entries) = c, !entries.isEmpty {
            document.append(.init(key: "configuration", value: c))
          }
        }
        (sections, origins) = self.sections(of: layout)
      } else if let decl = program.classes[screen]?.decl {
        program.warn(
          decl.name,
          "\(screen) builds no UICollectionViewCompositionalLayout that the importer can follow; "
            + "the layout has no sections")
      }
      var warnings = (program.takeWarnings() + extra).sorted()
      // Every file written loads: a section (or the configuration) the loader refuses, such
      // as a negative size the code computed, is replaced by a plain one, with a warning.
      let anchor = layout?.at ?? program.classes[screen].map { Syntax($0.decl) }
      for _ in 0...(sections.count + 1) {
        let yaml = Self.render(document, sections, origins, sources: sources, warnings: warnings)
        guard case .failure(let errors) = LayoutLoader.load(text: yaml, sourceName: title),
          let error = errors.errors.first
        else { return (yaml, warnings) }
        let reason = YAMLWriter.commentText(error.message)
        var fixed = false
        if let index = Self.sectionIndex(error.keyPath), index < sections.count {
          sections[index] = plainSection(like: sections[index])
          warnings.append(
            warning(
              at: anchor,
              "section \(index) does not load as written (\(reason) at \(error.keyPath)); "
                + "wrote a full-width group of 44-point rows"))
          fixed = true
        } else if let i = document.firstIndex(where: { $0.key == "configuration" }) {
          document.remove(at: i)
          warnings.append(
            warning(
              at: anchor,
              "the configuration does not load as written (\(reason)); left it out"))
          fixed = true
        }
        if !fixed { break }
        warnings.sort()
      }
      warnings.append(
        warning(at: anchor, "the layout does not load as written; wrote no sections"))
      warnings.sort()
      let yaml = Self.render(document, [], [], sources: sources, warnings: warnings)
      return (yaml, warnings)
    }

    /// The text of the file.
    static func render(
      _ document: [YNode.Entry], _ sections: [YNode], _ origins: [String], sources: [String],
      warnings: [ImportWarning]
    ) -> String {
      var lines: [String] = []
      lines.append(
        "# Imported from \(YAMLWriter.commentText(sources.joined(separator: ", "))) by "
          + "`brickyard import`.")
      lines += warnings.map { "# warning: " + YAMLWriter.commentText($0.description) }
      for e in document { CompositionalYAML.entry(e, indent: "", into: &lines) }
      if sections.isEmpty {
        lines.append("sections: []")
      } else {
        lines.append("sections:")
        for (section, origin) in zip(sections, origins) {
          CompositionalYAML.listItem(section, origin: origin, indent: "  ", into: &lines)
        }
      }
      return lines.joined(separator: "\n") + "\n"
    }

    /// `3` of `sections[3].group.size`.
    static func sectionIndex(_ keyPath: String) -> Int? {
      guard keyPath.hasPrefix("sections["), let close = keyPath.firstIndex(of: "]") else {
        return nil
      }
      return Int(keyPath[keyPath.index(keyPath.startIndex, offsetBy: 9)..<close])
    }

    /// A section with the same id and item count, a plain group and no cell content.
    func plainSection(like section: YNode) -> YNode {
      var entries: [(String, YNode)] = []
      if let id = section["id"] { entries.append(("id", id)) }
      if let count = section["itemCount"] {
        entries.append(("itemCount", count))
      } else if case .list(let list)? = section["data"] {
        entries.append(("itemCount", .number(Double(list.count))))
      } else {
        entries.append(("itemCount", .number(0)))
      }
      entries.append(("group", fallbackGroup))
      return .pairs(entries)
    }

    func warning(at node: Syntax?, _ message: String) -> ImportWarning {
      let p = node.map { program.position(of: $0) } ?? (file: "?", line: 1, column: 1)
      return ImportWarning(file: p.file, line: p.line, column: p.column, message: message)
    }

    /// A layout built by a method of the screen that `viewDidLoad` did not reach (a
    /// `UICollectionViewController` given `createLayout()` by whoever makes it).
    func layoutFromHelper() -> NativeObject? {
      let chain = program.classChain(screen)
      for (type, decl) in program.functions {
        guard let type, chain.contains(type), decl.signature.parameterClause.parameters.isEmpty,
          Program.isActive(decl), containsLayoutCall(decl)
        else { continue }
        let result = interpreter.call(decl, owner: 0, arguments: [])
        if case .native(let object)? = result, object.kind == .layout { return object }
        if let last = reader.layouts.last { return last }
      }
      return nil
    }

    func containsLayoutCall(_ decl: FunctionDeclSyntax) -> Bool {
      program.calls.contains { call in
        Self.buildsLayout(call) && call.position >= decl.position
          && call.endPosition <= decl.endPosition
          && program.file(of: call)?.tree.id
            == program.file(of: decl)?.tree.id
      }
    }

    /// The section whose keys are being written (a header's view is asked for it).
    var currentSection = 0

    /// The view classes already warned about as missing from the files.
    var missingViewClasses: Set<String> = []
  }
#endif
