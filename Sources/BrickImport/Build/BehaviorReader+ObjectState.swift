#if Importer
  import SwiftSyntax

  extension BehaviorReader {
    // MARK: - Properties set on a behavior after it is built

    /// The properties a behavior's layout-file entry takes that Swift sets on the object after
    /// building it, by behavior type.
    static let laterProperties: [String: Set<String>] = [
      "spotlight": ["lastBrickStretchy", "scrollLastBrickToTop"],
      "card": ["scrollLastBrickToTop"],
    ]

    /// `let b = SpotlightLayoutBehavior(dataSource: self)` then `b.lastBrickStretchy = true`:
    /// the object the constant names is the one the layout gets (a class: a reference, not a
    /// copy), so the assignment reaches the behaviors `call` added (from `first` on). A
    /// property the layout file has no key for is warned at, never dropped silently.
    func applyLaterSettings(
      _ call: FunctionCallExprSyntax, type: String, from first: Int,
      into layout: inout LayoutModel
    ) {
      guard
        let binding = call.parent?.as(InitializerClauseSyntax.self)?.parent?.as(
          PatternBindingSyntax.self),
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
      else { return }
      var settings: [(String, String)] = []
      for (target, value) in program.activeAssignments {
        let base = target.base?.trimmedText
        guard base == name || base == "self.\(name)",
          program.declaration(named: name, from: target, variables: true)?.id == call.id
        else { continue }
        let property = target.declName.baseName.text
        // Read by `stacks` already (`stackAcrossSections`).
        if property == "canStackWithOtherSections", type == "sticky" || type == "stickyFooter" {
          continue
        }
        if Self.laterProperties[type]?.contains(property) == true,
          case .bool(let b)? = builder.evaluator.value(value)
        {
          settings.removeAll { $0.0 == property }
          settings.append((property, b ? "true" : "false"))
        } else {
          program.warn(
            target,
            "the \(type) behavior's `\(property) = \(value.trimmedText)` is not "
              + "followed; the preview keeps its default")
        }
      }
      guard !settings.isEmpty, first < layout.behaviors.count else { return }
      for i in first..<layout.behaviors.count {
        let keys = Set(settings.map(\.0))
        layout.behaviors[i].fields.removeAll { keys.contains($0.key) }
        layout.behaviors[i].fields += settings.map { (key: $0.0, value: $0.1) }
      }
    }
  }
#endif
