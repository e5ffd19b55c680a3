#if Importer
  import BrickCore
  import SwiftSyntax

  /// What an app's own cell or header class sets up for its label (docs/compositional.md#cells):
  /// the font and, from the Auto Layout constraints that pin the label to the view, the
  /// label's padding.
  extension CompositionalBuilder {
    /// What the app's class `name` (a `UICollectionViewCell` or `UICollectionReusableView`
    /// subclass in the imported files) sets up for its label `label` in its methods: the font
    /// (`label.font = UIFont.preferredFont(forTextStyle: .title3)`) and, when the label is
    /// pinned to the four edges of the view or its content view by constants, the padding
    /// those constants make, edge by edge. Constraints on the label's edges in any other shape
    /// are warned about at their line. Nil when the class is not among the files.
    func classDefaults(_ name: String, label: String) -> (font: ImportFont?, padding: YNode?)? {
      let evaluator = Evaluator(program: program)
      var font: ImportFont?
      var pins = LabelPins()
      guard let decl = program.classes[name]?.decl else { return nil }
      let initializers = decl.memberBlock.members.compactMap {
        $0.decl.as(InitializerDeclSyntax.self)?.body
      }
      let methods = program.functions.filter { $0.type == name }.compactMap(\.decl.body)
      for body in initializers + methods {
        func number(_ expr: ExprSyntax) -> Double? {
          if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
            return number(prefix.expression).map { -$0 }
          }
          if let ref = expr.as(DeclReferenceExprSyntax.self) {
            for item in body.statements {
              guard let decl = item.item.as(VariableDeclSyntax.self) else { continue }
              for binding in decl.bindings
              where binding.pattern.trimmedText == ref.baseName.text {
                if let value = binding.initializer?.value { return evaluator.number(value) }
              }
            }
          }
          return evaluator.number(expr)
        }
        for token in body.tokens(viewMode: .sourceAccurate) {
          // `label.font = ...`, `label.textAlignment = ...`
          if token.text == "font" || token.text == "textAlignment",
            let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            member.base?.trimmedText == label, let value = Self.assignedValue(member)
          {
            if token.text == "textAlignment" {
              warnTextAlignment(value)
            } else if case .font(let f)? = evaluator.value(value) {
              font = f
            }
          }
          // `label.topAnchor.constraint(equalTo: topAnchor, constant: inset)`
          if token.text == "constraint",
            let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
            let call = member.parent?.as(FunctionCallExprSyntax.self),
            Syntax(call.calledExpression) == Syntax(member)
          {
            pins.read(call, anchor: member.base, label: label, number: number)
          }
        }
      }
      let padding = pins.padding { node, message in program.warn(node, message) }
      if font == nil, padding == nil { return nil }
      return (font, padding)
    }
  }

  extension CompositionalBuilder {
    /// The value assigned to `member` when it is the left side of `=`, else nil.
    static func assignedValue(_ member: MemberAccessExprSyntax) -> ExprSyntax? {
      if let infix = member.parent?.as(InfixOperatorExprSyntax.self),
        infix.operator.is(AssignmentExprSyntax.self),
        Syntax(infix.leftOperand) == Syntax(member)
      {
        return infix.rightOperand
      }
      if let sequence = member.parent?.parent?.as(SequenceExprSyntax.self) {
        let elements = Array(sequence.elements)
        if elements.count == 3, Syntax(elements[0]) == Syntax(member),
          elements[1].is(AssignmentExprSyntax.self)
        {
          return elements[2]
        }
      }
      return nil
    }

    /// A label's `textAlignment` (a content configuration's `alignment`): a layout file has no
    /// key for it, and the preview draws a label's text from its leading edge, so anything but
    /// `.natural` or `.left` is warned about at its line.
    func warnTextAlignment(_ expr: ExprSyntax) {
      let name = expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      if name == "natural" || name == "left" { return }
      program.warn(
        expr,
        "the label's text alignment `\(expr.trimmedText)` has no key in a layout file; "
          + "the preview draws the text from its leading edge",
        kind: .cosmetic)
    }
  }

  /// The constraints between a label and the view it sits in, read edge by edge: a label pinned
  /// with `equalTo` to the same edge of its view (or content view) by a constant has that edge's
  /// padding; any other constraint on one of its edges is a shape the padding cannot say.
  struct LabelPins {
    /// The padding of each edge pinned (`top`, `left`, `bottom`, `right`), and where.
    var edges: [String: (inset: Double, at: Syntax)] = [:]
    /// Constraints on the label's edges in another shape, with why.
    var unknown: [(at: Syntax, why: String)] = []

    /// The edge an anchor's name stands for (leading and trailing as left and right, as in a
    /// left-to-right language), or nil for an anchor that is not an edge.
    static func edge(_ anchor: String) -> String? {
      switch anchor {
      case "topAnchor": "top"
      case "bottomAnchor": "bottom"
      case "leadingAnchor", "leftAnchor": "left"
      case "trailingAnchor", "rightAnchor": "right"
      case "firstBaselineAnchor", "lastBaselineAnchor": "baseline"
      default: nil
      }
    }

    /// `label.topAnchor` as (`label`, `topAnchor`), `self.contentView.topAnchor` as
    /// (`contentView`, `topAnchor`), a bare `topAnchor` as (``, `topAnchor`).
    static func anchor(_ expr: ExprSyntax?) -> (owner: String, name: String)? {
      if let ref = expr?.as(DeclReferenceExprSyntax.self) { return ("", ref.baseName.text) }
      guard let member = expr?.as(MemberAccessExprSyntax.self) else { return nil }
      var owner = member.base?.trimmedText ?? ""
      if owner == "self" { owner = "" }
      if owner.hasPrefix("self.") { owner.removeFirst(5) }
      return (owner, member.declName.baseName.text)
    }

    /// Reads `anchor.constraint(...)`; constraints that involve no edge of `label` are skipped.
    mutating func read(
      _ call: FunctionCallExprSyntax, anchor anchorExpr: ExprSyntax?, label: String,
      number: (ExprSyntax) -> Double?
    ) {
      guard let source = Self.anchor(anchorExpr) else { return }
      let arguments = Array(call.arguments)
      let relation = arguments.first
      let target = relation.flatMap { Self.anchor($0.expression) }
      let sourceEdge = source.owner == label ? Self.edge(source.name) : nil
      let targetEdge = target?.owner == label ? target.flatMap { Self.edge($0.name) } : nil
      guard sourceEdge != nil || targetEdge != nil else { return }
      let at = Syntax(call)
      let isView: (String) -> Bool = { $0 == "" || $0 == "contentView" }
      guard relation?.label?.text == "equalTo", let target,
        source.name == target.name, let edge = sourceEdge ?? targetEdge, edge != "baseline",
        sourceEdge != nil ? isView(target.owner) : isView(source.owner)
      else {
        unknown.append((at, "not an equal pin to the same edge of its view"))
        return
      }
      var value = 0.0
      // A pin is warned about at its constant, the value's own line, when it has one.
      var valueAt = at
      if let constant = arguments.first(where: { $0.label?.text == "constant" })?.expression {
        guard let v = number(constant), v.isFinite else {
          unknown.append((Syntax(constant), "its constant cannot be followed"))
          return
        }
        value = v
        valueAt = Syntax(constant)
      }
      guard !arguments.contains(where: { $0.label?.text == "multiplier" }) else {
        unknown.append((at, "it has a multiplier"))
        return
      }
      // The label's top is below the view's by the constant; its bottom is above by minus it.
      let leadingEdge = edge == "top" || edge == "left"
      let inset = (leadingEdge == (sourceEdge != nil)) ? value : -value
      edges[edge] = (inset, valueAt)
    }

    /// The padding the pins make (nil when none or all 0), after warning about every
    /// constraint that does not make one.
    func padding(warn: (Syntax, String) -> Void) -> YNode? {
      for (at, why) in unknown {
        warn(
          at,
          "cannot follow this constraint on the label as padding (\(why)); "
            + "the padding is read from equal pins to the view's four edges")
      }
      guard !edges.isEmpty else { return nil }
      guard edges.count == 4, let top = edges["top"], let left = edges["left"],
        let bottom = edges["bottom"], let right = edges["right"]
      else {
        for (_, pin) in edges {
          warn(
            pin.at,
            "the label is pinned on \(edges.count) of its four edges; wrote no padding")
        }
        return nil
      }
      for (_, pin) in edges where pin.inset < 0 {
        warn(
          pin.at,
          "a negative padding (\(NumberText.plain(pin.inset))) cannot be written; wrote no padding")
      }
      if edges.values.contains(where: { $0.inset < 0 }) { return nil }
      let insets = Insets(
        top: top.inset, left: left.inset, bottom: bottom.inset, right: right.inset)
      if insets == Insets(top: 0, left: 0, bottom: 0, right: 0) { return nil }
      return .scalar(YAMLWriter.insets(insets))
    }
  }
#endif
