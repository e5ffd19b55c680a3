#if Importer
  import SwiftSyntax

  extension LayoutBuilder {
    // MARK: - Traits as rule forms (issue 35 docs/picture.md#how-to-read-the-picture)

    /// Runs the screen's code for the file's device and, when it read a trait (a size class,
    /// the idiom, the orientation, the screen or view size), again for each other trait
    /// environment; widths and heights that differ become the layout file's rule forms
    /// (`horizontalSizeClass`, `verticalSizeClass`, `orientation`, `range`, `minus`,
    /// `{ratio, of: viewport}`). What differs and has no form keeps the file's device's value,
    /// with one warning where the trait is read.
    func runAcrossTraits(_ interpreter: Interpreter, screen name: String) -> EvaluatedScreen {
      let traits = declarations.hooks.traits
      traits.environment = .base
      traits.reads = [:]
      let screen = interpreter.run()
      guard !traits.reads.isEmpty, let root = screen.root, !screen.stopped else { return screen }
      let reads = traits.reads
      // Three more runs must leave the budget room for the cells and behaviors after them.
      guard declarations.budget.steps * 5 < StepBudget.limit else {
        if let place = Self.firstRead(reads) {
          program.warn(
            place,
            "the screen reads a trait but is too much work to run once per trait environment; "
              + "evaluated for \(TraitEnvironment.base.name)", kept: true)
        }
        return screen
      }
      let warningsBefore = program.warnings.count
      let savedNodes = nodesByInitializer
      var others: [NodeModel] = []
      for environment in TraitEnvironment.others {
        traits.environment = environment
        nodesByInitializer = [:]
        let other = Interpreter(builder: self, screen: name)
        self.interpreter = other
        scope = other
        let result = other.run()
        program.dropWarnings(after: warningsBefore)
        guard let otherRoot = result.root, !result.stopped else { break }
        others.append(otherRoot)
      }
      traits.environment = .base
      traits.reads = reads
      self.interpreter = interpreter
      scope = interpreter
      nodesByInitializer = savedNodes
      let place = Self.firstRead(reads)
      let kinds = TraitKind.allCases.filter { reads[$0] != nil }.map(\.rawValue)
      let read = kinds.joined(separator: " and ")
      guard others.count == TraitEnvironment.others.count,
        others.allSatisfy({ Self.sameShape(root, $0) })
      else {
        if let place {
          program.warn(
            place,
            "the bricks differ with \(read); previewed those of "
              + "\(TraitEnvironment.base.name)", kept: true)
        }
        return screen
      }
      mergeTraits(root, others, reads: reads, place: place, read: read)
      return screen
    }

    /// The first trait read, in the file's order.
    static func firstRead(_ reads: [TraitKind: Syntax]) -> Syntax? {
      reads.values.min { $0.position.utf8Offset < $1.position.utf8Offset }
    }

    static func sameShape(_ a: NodeModel, _ b: NodeModel) -> Bool {
      let x = a.allNodes
      let y = b.allNodes
      return x.count == y.count && zip(x, y).allSatisfy { $0.type == $1.type }
    }

    /// Writes each width and height that differs between the environments as a rule form.
    func mergeTraits(
      _ root: NodeModel, _ others: [NodeModel], reads: [TraitKind: Syntax], place: Syntax?,
      read: String
    ) {
      let lists = others.map(\.allNodes)
      let viewportChildren = Set(
        (root.inset ?? 0) == 0 && root.edgeInsets == nil
          ? root.children.map(ObjectIdentifier.init) : [])
      for (i, node) in root.allNodes.enumerated() {
        let counterparts = lists.map { $0[i] }
        let name = node.identifier.map { "'\($0)'" } ?? "the \(node.type.rawValue)"
        for axis in ["width", "height"] {
          let values =
            [axis == "width" ? node.width : node.height]
            + counterparts.map { axis == "width" ? $0.width : $0.height }
          guard values.contains(where: { $0 != values[0] }) else { continue }
          let inViewport = viewportChildren.contains(ObjectIdentifier(node))
          if let form = traitForm(values, reads: reads, width: axis == "width", inViewport) {
            if axis == "width" { node.width = form } else { node.height = form }
          } else if let place {
            program.warn(
              place,
              "the \(axis) of \(name) depends on \(read) in a way layout files have no rule "
                + "form for; evaluated for \(TraitEnvironment.base.name)", kept: true)
          }
        }
        let fields: [(String, (NodeModel) -> String)] = [
          ("inset", { "\($0.inset ?? 0)" }),
          ("edgeInsets", { $0.edgeInsets.map(YAMLWriter.insets) ?? "" }),
          ("repeat count", { "\($0.repeatCount ?? 1)" }), ("hidden", { "\($0.hidden)" }),
          ("text", { "\($0.text ?? "")\($0.title ?? "")" }),
          ("padding", { "\(String(describing: $0.padding))" }),
          ("background", { $0.background ?? "" }), ("image", { $0.src ?? "" }),
        ]
        for (field, text) in fields where counterparts.contains(where: { text($0) != text(node) }) {
          guard let place else { continue }
          program.warn(
            place,
            "the \(field) of \(name) depends on \(read), which layout files have no rule form "
              + "for; evaluated for \(TraitEnvironment.base.name)", kept: true)
        }
      }
    }

    /// The rule form giving `values` (one per environment: the base's, then `others`'), or
    /// nil when none does.
    func traitForm(
      _ values: [Dim?], reads: [TraitKind: Syntax], width: Bool, _ inViewport: Bool
    ) -> Dim? {
      let known = values.compactMap { $0 }
      guard known.count == 4 else { return nil }
      let v = known
      // The idiom is told apart by the horizontal size class on a device in full screen.
      if reads[.horizontalSizeClass] != nil || reads[.idiom] != nil, v[0] == v[1], v[2] == v[3] {
        return .horizontalSizeClass(regular: v[2], compact: v[0])
      }
      if reads[.verticalSizeClass] != nil, v[0] == v[2], v[2] == v[3] {
        return .verticalSizeClass(regular: v[0], compact: v[1])
      }
      if reads[.orientation] != nil, v[0] == v[2], v[1] == v[3] {
        return .orientation(landscape: v[1], portrait: v[0])
      }
      guard reads[.screenSize] != nil else { return nil }
      let base = TraitEnvironment.base
      let lengths = ([base] + TraitEnvironment.others).map { width ? $0.width : $0.height }
      let fixed = v.compactMap { d -> Double? in if case .fixed(let x) = d { x } else { nil } }
      if fixed.count == 4 {
        let margins = zip(lengths, fixed).map { $0 - $1 }
        if inViewport, width, margins.allSatisfy({ abs($0 - margins[0]) < 0.001 }), margins[0] >= 0
        {
          return .minus(margins[0])
        }
        let ratios = zip(fixed, lengths).map { $0 / $1 }
        if ratios.allSatisfy({ abs($0 - ratios[0]) < 0.000_1 }), ratios[0] > 0, ratios[0] <= 1 {
          return .ofViewport(ratios[0])
        }
      }
      guard width else { return nil }
      // A step function of the width: a range, its thresholds from the code's comparisons.
      let order = lengths.indices.sorted { lengths[$0] < lengths[$1] }
      let thresholds = widthThresholds()
      var pairs: [(minimumSize: Double, dimension: Dim)] = []
      for (a, b) in zip(order, order.dropFirst()) where v[a] != v[b] {
        guard
          let t = thresholds.first(where: { $0 > lengths[a] && $0 <= lengths[b] })
        else { return nil }
        pairs.append((t, v[b]))
      }
      // Equal widths (none here) or a value that returns after changing cannot be a range.
      for (a, b) in zip(order, order.dropFirst()) where lengths[a] == lengths[b] && v[a] != v[b] {
        return nil
      }
      return pairs.isEmpty ? nil : .range(default: v[order[0]], pairs: pairs)
    }

    /// The numbers the code compares a width with (`view.bounds.width >= 600`: 600).
    func widthThresholds() -> [Double] {
      var found: Set<Double> = []
      for file in program.files {
        for token in file.tree.tokens(viewMode: .sourceAccurate) {
          guard case .binaryOperator(let op) = token.tokenKind,
            [">=", ">", "<", "<="].contains(op),
            let infix = token.parent?.parent?.as(InfixOperatorExprSyntax.self)
          else { continue }
          let sides = [infix.leftOperand, infix.rightOperand]
          guard sides.contains(where: { $0.trimmedText.lowercased().contains("width") })
          else { continue }
          for side in sides {
            if let n = declarations.number(side) {
              found.insert(op == ">" || op == "<=" ? n + 1 : n)
            }
          }
        }
      }
      return found.sorted()
    }
  }
#endif
