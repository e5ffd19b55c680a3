#if Importer
  import BrickFormat
  import SwiftSyntax

  extension CompositionalBuilder {
    // MARK: - Visible items

    /// The common `visibleItemsInvalidationHandler`: the handler is run for an item at the
    /// scroller's centre, a quarter and half the scroller's width away; the scale and alpha it
    /// sets there are the ramp. A handler that sets neither, or one the importer cannot run, is
    /// left out with a warning; one whose values are not linear is written as the ramp between
    /// the centre and the edge, with a warning.
    func visibleItems(_ handler: ClosureExprSyntax, captured: [String: RunValue]) -> YNode? {
      let width = 393.0
      // What the handler assigns to an item, and what of it is neither scale nor alpha.
      var assigned: [String: ExprSyntax] = [:]
      var extra: [String: ExprSyntax] = [:]
      func run(_ distance: Double) -> (scale: Double?, alpha: Double?, other: Bool) {
        let item = NativeObject(.visibleItem, at: handler)
        let frame = NativeObject(.rect, at: handler)
        let midX = width / 2 + distance
        frame.fields = [
          "x": .plain(.number(midX - 50, text: nil)), "y": .plain(.number(0, text: nil)),
          "width": .plain(.number(100, text: nil)), "height": .plain(.number(100, text: nil)),
        ]
        let center = NativeObject(.point, at: handler)
        center.fields = [
          "x": .plain(.number(midX, text: nil)), "y": .plain(.number(50, text: nil)),
        ]
        item.fields = [
          "frame": .native(frame), "center": .native(center),
          "representedElementCategory": .plain(.enumCase("cell", [], written: "cell")),
        ]
        let offset = NativeObject(.point, at: handler)
        offset.fields = ["x": .plain(.number(0, text: nil)), "y": .plain(.number(0, text: nil))]
        let environment = NativeObject(.environment, at: handler)
        reader.environment = (width, true)
        _ = interpreter.rerunning {
          interpreter.run(
            handler, arguments: [.list([.native(item)]), .native(offset), .native(environment)],
            captured: captured)
        }
        var scale: Double?
        var other = false
        if let t = item.object("transform") {
          if let s = t.number("scaleX"), t.fields["unknown"] == nil {
            scale = s
          } else {
            other = true
          }
        } else if item.exprs["transform"] != nil {
          other = true
        }
        let alpha = item.number("alpha")
        if item.exprs["alpha"] != nil && alpha == nil { other = true }
        for (key, expr) in item.exprs {
          assigned[key] = expr
          if key != "transform" && key != "alpha" { extra[key] = expr }
        }
        return (scale, alpha, other)
      }
      let samples = [0.0, width / 4, width / 2].map(run)
      let line = program.position(of: handler)
      guard !samples.contains(where: \.other),
        samples.allSatisfy({ $0.scale != nil }) || samples.allSatisfy({ $0.alpha != nil })
      else {
        program.warn(
          handler,
          "the visibleItemsInvalidationHandler is not the common scale-or-fade by distance from "
            + "the centre (\(line.line)); left it out")
        warnLeftOut(
          assigned.sorted { $0.key < $1.key }.map(\.value), in: handler,
          "left out with the visibleItemsInvalidationHandler of line \(line.line)")
        return nil
      }
      for (key, expr) in extra.sorted(by: { $0.key < $1.key }) {
        warnLeftOut(
          [expr], in: handler,
          "the visibleItemsInvalidationHandler sets `\(key)`, which a layout file cannot say "
            + "(only scale and alpha); left it out")
      }
      var entries: [(String, YNode)] = []
      var linear = true
      for (key, values) in [
        ("scale", samples.map(\.scale)), ("alpha", samples.map(\.alpha)),
      ] {
        guard let c = values[0], let q = values[1], let e = values[2], c.isFinite, e.isFinite
        else { continue }
        if abs(q - (c + e) / 2) > 1e-6 { linear = false }
        entries.append(
          (key, .pairs([("center", .number(rounded(c))), ("edge", .number(rounded(e)))])))
      }
      guard !entries.isEmpty else { return nil }
      if !linear {
        program.warn(
          handler,
          "the visibleItemsInvalidationHandler's values are not linear in the distance from the "
            + "centre; wrote the line between its centre and edge values")
      }
      return .pairs(entries)
    }

    func rounded(_ v: Double) -> Double { (v * 1e6).rounded() / 1e6 }

    /// Warns `message` at each expression of `exprs` and at the initializer of each local of
    /// `closure` they are computed from (`let angle = (item.frame.midX - offset.x) / 500` of a
    /// rotation), so every value the left-out code reads is named at its own line.
    func warnLeftOut(_ exprs: [ExprSyntax], in closure: ClosureExprSyntax, _ message: String) {
      var locals: [String: [ExprSyntax]] = [:]
      for token in closure.statements.tokens(viewMode: .sourceAccurate) {
        guard let pattern = token.parent?.as(IdentifierPatternSyntax.self),
          let value = pattern.parent?.as(PatternBindingSyntax.self)?.initializer?.value
        else { continue }
        locals[token.text, default: []].append(value)
      }
      var seen: Set<SyntaxIdentifier> = []
      var pending = exprs
      while let expr = pending.popLast() {
        guard seen.insert(expr.id).inserted else { continue }
        program.warn(expr, message)
        for token in expr.tokens(viewMode: .sourceAccurate)
        where token.parent?.is(DeclReferenceExprSyntax.self) == true {
          // The nearest declaration of the name before its use.
          if let value = locals[token.text]?.last(where: { $0.position < token.position }) {
            pending.append(value)
          }
        }
      }
    }
  }
#endif
