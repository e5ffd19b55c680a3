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
        return nil
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
  }
#endif
