#if Importer
  import BrickCore
  import SwiftSyntax

  /// UIKit colour expressions as the layout file's colour spellings (docs/layout-file.md#colours),
  /// so that what `brickyard import` writes is what the loader reads.
  ///
  /// Understood: a named colour as a member (`.lightGray`, `UIColor.systemBlue`, `.brickGray1`,
  /// Swift 2's `UIColor.redColor()`), `UIColor(red:green:blue:alpha:)` and
  /// `UIColor(white:alpha:)` (components 0...1), the BrickKit Example app's `UIColor(r, g, b)`
  /// (0...255), and `C.withAlphaComponent(a)` of any of these. Names are checked against
  /// `ColorTable`; anything else is nil (the caller warns).
  enum ImportColour {
    /// The YAML text of the colour `expr` builds, or nil when it cannot be followed.
    /// `number` evaluates a component (a literal or a constant the importer can follow).
    static func yaml(_ expr: ExprSyntax, number: (ExprSyntax) -> Double?) -> String? {
      if let call = expr.as(FunctionCallExprSyntax.self) {
        let args = Array(call.arguments)
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
          member.declName.baseName.text == "withAlphaComponent", let base = member.base,
          args.count == 1, let alpha = number(args[0].expression)
        {
          return withAlpha(base, alpha, number: number)
        }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), args.isEmpty {
          return named(member)  // UIColor.redColor()
        }
        guard isUIColor(call.calledExpression) else { return nil }
        return components(args, number: number).map { YAMLString.quoted($0.description) }
      }
      if let member = expr.as(MemberAccessExprSyntax.self) { return named(member) }
      return nil
    }

    /// `.name` or `UIColor.name` (also `nameColor`), when the loader knows the name.
    static func named(_ member: MemberAccessExprSyntax) -> String? {
      entry(member).map { YAMLString.quoted($0.name) }
    }

    /// The table's entry for `.name` or `UIColor.name` (also `nameColor`).
    static func entry(_ member: MemberAccessExprSyntax) -> ColorTable.Entry? {
      guard member.base == nil || member.base.map(isUIColor) == true else { return nil }
      var name = member.declName.baseName.text
      if ColorTable.entry(named: name) == nil, name.hasSuffix("Color") {
        name = String(name.dropLast(5))
      }
      return ColorTable.entry(named: name)
    }

    /// A colour with its alpha replaced: hex, or `{light, dark}` for a dynamic colour.
    static func withAlpha(
      _ base: ExprSyntax, _ alpha: Double, number: (ExprSyntax) -> Double?
    ) -> String? {
      let color: DynamicColor
      if let member = base.as(MemberAccessExprSyntax.self), let entry = entry(member) {
        color = entry.color
      } else if let call = base.as(FunctionCallExprSyntax.self), isUIColor(call.calledExpression),
        let rgba = components(Array(call.arguments), number: number)
      {
        color = .fixed(rgba)
      } else {
        return nil
      }
      let light = RGBA(color.light.rgb, alpha: alpha)
      let dark = RGBA(color.dark.rgb, alpha: alpha)
      if light == dark { return YAMLString.quoted(light.description) }
      return "{light: \(YAMLString.quoted(light.description)), "
        + "dark: \(YAMLString.quoted(dark.description))}"
    }

    /// The colour of an initializer's arguments: `red:green:blue:alpha:`, `white:alpha:`, or three
    /// or four unlabelled numbers (0...255, alpha 0...1) as the BrickKit Example app's own
    /// `UIColor(_:_:_:_:)` takes them.
    static func components(_ args: [LabeledExprSyntax], number: (ExprSyntax) -> Double?) -> RGBA? {
      let labels = args.map { $0.label?.text ?? "_" }
      var values: [Double] = []
      for arg in args {
        guard let v = number(arg.expression), v.isFinite else { return nil }
        values.append(v)
      }
      func byte(_ unit: Double) -> UInt32 { UInt32((min(max(unit, 0), 1) * 255).rounded()) }
      switch labels {
      case ["red", "green", "blue", "alpha"], ["red", "green", "blue"]:
        let rgb = byte(values[0]) << 16 | byte(values[1]) << 8 | byte(values[2])
        return RGBA(rgb, alpha: values.count > 3 ? values[3] : 1)
      case ["white", "alpha"], ["white"]:
        let w = byte(values[0])
        return RGBA(w << 16 | w << 8 | w, alpha: values.count > 1 ? values[1] : 1)
      case ["_", "_", "_"], ["_", "_", "_", "_"]:
        let rgb = byte(values[0] / 255) << 16 | byte(values[1] / 255) << 8 | byte(values[2] / 255)
        return RGBA(rgb, alpha: values.count > 3 ? values[3] : 1)
      default:
        return nil
      }
    }

    /// `UIColor` or `UIColor.init`.
    static func isUIColor(_ expr: ExprSyntax) -> Bool {
      let text = expr.trimmedText
      return text == "UIColor" || text == "UIColor.init"
    }
  }
#endif
