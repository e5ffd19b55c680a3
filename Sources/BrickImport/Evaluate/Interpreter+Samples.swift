#if Importer
  import SwiftSyntax

  /// What the screen's code got from data it loads at run time (issue 35 docs/import.md): the
  /// stored lists a completion handler filled, previewed as a few sample copies marked `sample`.
  final class SampleState {
    /// How many copies a list filled at run time is previewed with.
    static let count = 3
    /// The screen's list properties filled by a handler, with the reason written on the nodes
    /// they count (`built from dataTask's completion handler at Orders.swift:22`).
    var properties: [String: String] = [:]
    /// The reason of the last sample property read (reset by whoever asks).
    var read: String?
  }

  extension Interpreter {
    // MARK: - Handlers run later: sample data

    /// Calls whose closures run later with data the app loads (a network task's completion
    /// handler, `DispatchQueue.main.async`, an app API taking a closure) are not skipped: each
    /// closure that sets a section, reloads, or fills the screen's properties runs once with
    /// sample arguments. A list property it fills with what only a run knows becomes
    /// `SampleState.count` sample elements, and the call is warned about once. False when the
    /// call has no such closure.
    @discardableResult
    func runHandlers(of call: FunctionCallExprSyntax) -> Bool {
      var ranAny = false
      var current: FunctionCallExprSyntax? = call
      while let here = current {
        let name = LayoutBuilder.calleeName(here) ?? ""
        if !Self.notHandlers.contains(name) {
          for closure in Self.closures(of: here) where handlesData(closure) {
            runHandler(closure, of: here, name: name)
            ranAny = true
          }
        }
        // `URLSession.shared.dataTask(with: url) { ... }.resume()`: the task's own call.
        current = here.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(
          FunctionCallExprSyntax.self)
      }
      return ranAny
    }

    /// Calls taking closures that run now, or that only animate: never sample data.
    static let notHandlers: Set<String> = [
      "animate", "performWithoutAnimation", "transition", "map", "forEach", "filter",
      "compactMap", "flatMap", "sorted", "sort", "reduce", "first", "contains", "append",
      "insert", "removeAll", "allSatisfy", "enumerateObjects",
    ]

    /// A call's closures: trailing ones and closure arguments.
    static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
      var result = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
      if let trailing = call.trailingClosure { result.append(trailing) }
      result += call.additionalTrailingClosures.map(\.closure)
      return result
    }

    /// Whether a closure sets a section, reloads the collection, or assigns a stored property
    /// of the screen.
    func handlesData(_ closure: ClosureExprSyntax) -> Bool {
      for token in closure.tokens(viewMode: .sourceAccurate) {
        if case .identifier(let text) = token.tokenKind,
          ["setSection", "reloadData", "reloadSections", "invalidateLayout"].contains(text)
        {
          return true
        }
      }
      return !assignedProperties(in: closure).isEmpty
    }

    /// The screen's stored properties a closure assigns (`self.items = ...`, `items = ...`).
    func assignedProperties(in closure: ClosureExprSyntax) -> [String] {
      var names: [String] = []
      for token in closure.tokens(viewMode: .sourceAccurate) where token.tokenKind == .equal {
        guard let infix = token.parent?.parent?.as(InfixOperatorExprSyntax.self) else { continue }
        var target = infix.leftOperand
        if let member = target.as(MemberAccessExprSyntax.self) {
          let base = member.base?.trimmedText ?? ""
          guard ["self", "self?", "self!"].contains(base) else { continue }
          target = ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName))
        }
        guard let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text,
          propertyNames.contains(name), !names.contains(name)
        else { continue }
        names.append(name)
      }
      return names
    }

    /// Runs one handler with sample arguments; the list properties it leaves unknown or empty
    /// become sample lists.
    func runHandler(_ closure: ClosureExprSyntax, of call: FunctionCallExprSyntax, name: String) {
      let (names, _) = shape(of: closure)
      let arguments = [RunValue](repeating: .object("sample"), count: max(names.count, 1))
      _ = run(closure, arguments: arguments)
      let reason =
        "built at run time in the closure given to \(name) at \(program.origin(of: call))"
      var filled: [String] = []
      for property in assignedProperties(in: closure) where isListProperty(property) {
        switch self.property(property) {
        case .list(let items)? where !items.isEmpty: continue
        case .plain(.array(let items))? where !items.isEmpty: continue
        default: break
        }
        properties[property] =
          .list([RunValue](repeating: .object("sample"), count: SampleState.count))
        samples.properties[property] = reason
        filled.append(property)
      }
      guard !filled.isEmpty else { return }
      let list = filled.map { "`\($0)`" }.joined(separator: ", ")
      program.warn(
        call,
        "\(list) is filled when `\(name)` answers at run time; previewed "
          + "\(SampleState.count) samples, marked `sample`", kept: true)
    }

    /// Whether a stored property of the screen's classes holds a list (`[T]`, `[T]?`, or an
    /// array literal or `[T]()` initializer).
    func isListProperty(_ name: String) -> Bool {
      for type in chain {
        for variable in program.instanceVariables(of: type) {
          for binding in variable.bindings
          where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            var annotated = binding.typeAnnotation?.type
            if let optional = annotated?.as(OptionalTypeSyntax.self) {
              annotated = optional.wrappedType
            }
            if let annotated, annotated.is(ArrayTypeSyntax.self) { return true }
            let value = binding.initializer?.value
            if value?.is(ArrayExprSyntax.self) == true { return true }
            if let made = value?.as(FunctionCallExprSyntax.self),
              made.calledExpression.is(ArrayExprSyntax.self)
            {
              return true
            }
          }
        }
      }
      return false
    }
  }
#endif

#if Importer
  import SwiftSyntax

  extension LayoutBuilder {
    /// A cell text read from a list filled at run time (`orders[cell.index].title`): the
    /// brick keeps its placeholder text and is marked a sample; the handler's one warning says
    /// so, none is added here. False when the text reads no sample list.
    func keepSampleText(
      _ node: NodeModel, warningsBefore: Int, rerun: () -> Interpreter.CellCapture
    ) -> Bool {
      guard let interpreter else { return false }
      interpreter.samples.read = nil
      _ = rerun()
      guard let reason = interpreter.samples.read else { return false }
      program.dropWarnings(after: warningsBefore)
      node.sample = node.sample ?? reason
      return true
    }
  }
#endif
