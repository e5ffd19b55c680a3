#if Importer
  import SwiftSyntax

  extension Interpreter {
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
    func capturesCell(
      _ base: ExprSyntax, _ property: String, _ valueExpr: ExprSyntax, _ capture: CellCapture
    ) -> Bool {
      let baseText = base.trimmedText
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
            valueExpr, "cannot follow the font `\(valueExpr.trimmedText)`; kept the default")
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
    func captureCellCall(_ call: FunctionCallExprSyntax, _ capture: CellCapture) -> Bool {
      guard LayoutBuilder.calleeName(call) == "setTitle",
        let first = Arguments(call).positional(0)
      else { return false }
      capture.text = eval(first)?.plain ?? .nilValue
      capture.textAt = first
      return true
    }
  }
#endif
