#if Importer
  import SwiftSyntax

  extension Interpreter {
    // MARK: - Lists the app computes

    /// A list's elements as the evaluator's values when one is a record, a colour or a list of
    /// its own (literal texts and numbers stay an array literal); nil otherwise.
    static func values(_ items: [RunValue]) -> [Value]? {
      var values: [Value] = []
      var needed = false
      for item in items {
        guard case .plain(let v) = item else { return nil }
        switch v {
        case .record, .colour, .values: needed = true
        default: break
        }
        values.append(v)
      }
      return needed ? values : nil
    }

    /// `compactMap`, `filter`, `reduce`, `first(where:)`, `contains(where:)`, `allSatisfy`,
    /// `prefix`, `dropFirst`, `dropLast`, `suffix` and `reversed` of a list the running code
    /// holds; `.some(nil)` when the list or a closure's answer is not known, nil for other
    /// calls.
    func collectionCall(
      _ call: FunctionCallExprSyntax, _ name: String, _ base: ExprSyntax
    )
      -> RunValue??
    {
      let closure =
        call.trailingClosure ?? call.arguments.last?.expression.as(ClosureExprSyntax.self)
      switch name {
      case "compactMap", "filter", "first", "contains", "allSatisfy":
        guard let closure, call.arguments.count <= 1 || name == "first" else { return nil }
        guard let items = sequence(base) else { return .some(nil) }
        var kept: [RunValue] = []
        for item in items {
          let answer = run(closure, arguments: [item])
          if stopped { return .some(nil) }
          if name == "compactMap" {
            guard let answer else { return .some(nil) }
            if case .plain(.nilValue) = answer { continue }
            kept.append(answer)
            continue
          }
          guard let holds = answer?.plain?.bool else { return .some(nil) }
          switch name {
          case "first" where holds: return .some(item)
          case "contains" where holds: return .some(.plain(.bool(true)))
          case "allSatisfy" where !holds: return .some(.plain(.bool(false)))
          case "filter" where holds: kept.append(item)
          default: break
          }
        }
        switch name {
        case "first": return .some(.plain(.nilValue))
        case "contains": return .some(.plain(.bool(false)))
        case "allSatisfy": return .some(.plain(.bool(true)))
        default: return .some(.list(kept))
        }
      case "reduce":
        guard let closure, let initialExpr = call.arguments.first?.expression,
          call.arguments.first?.label == nil
        else { return nil }
        guard let items = sequence(base), var total = eval(initialExpr) else { return .some(nil) }
        for item in items {
          guard let next = run(closure, arguments: [total, item]), !stopped else {
            return .some(nil)
          }
          total = next
        }
        return .some(total)
      case "prefix", "dropFirst", "dropLast", "suffix", "reversed":
        guard closure == nil else { return nil }
        let countExpr = call.arguments.first?.expression
        guard let items = sequence(base) else { return .some(nil) }
        var n = 1
        if let countExpr {
          guard let v = eval(countExpr)?.plain?.number, v >= 0, v == v.rounded() else {
            return .some(nil)
          }
          n = Int(min(v, Double(items.count)))
        } else if name == "prefix" || name == "suffix" {
          return nil
        }
        switch name {
        case "prefix": return .some(.list(Array(items.prefix(n))))
        case "suffix": return .some(.list(Array(items.suffix(n))))
        case "dropFirst": return .some(.list(Array(items.dropFirst(n))))
        case "dropLast": return .some(.list(Array(items.dropLast(n))))
        default: return .some(.list(items.reversed()))
        }
      default:
        return nil
      }
    }
  }
#endif
