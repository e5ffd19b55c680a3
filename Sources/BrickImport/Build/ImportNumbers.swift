#if Importer
  import BrickCore
  import BrickFormat
  import SwiftSyntax

  /// Numbers the importer writes must be numbers its loader reads: a size past
  /// `Limits.maximumMagnitude`, a ratio outside `Limits.ratioRange`, or a value that is not
  /// finite (`big * big`, `1 / 0`) becomes the loader's default, with a warning.
  enum ImportNumbers {
    static func sanitize(_ layout: inout LayoutModel) -> [ImportWarning] {
      var warnings: [ImportWarning] = []
      func warn(_ where: String, _ key: String, _ value: String, _ instead: String) {
        let (file, line) = origin(`where`)
        warnings.append(
          ImportWarning(
            file: file, line: line, column: 1,
            message: "\(key) is \(value), which a layout file cannot hold "
              + "(sizes 0 to 1,000,000 points, ratios 0.0001 to 10,000); \(instead)"))
      }
      func warn(_ node: NodeModel, _ key: String, _ value: String) {
        warn(node.origin, key, value, "used the default")
      }
      // Lengths are 0 or more (a negative inset once wrote a file the loader refused; found
      // by the mutation sweep): a key with one that is not is dropped for its default.
      func dropBadLengths<T>(
        _ node: NodeModel, _ key: NodeKey, _ value: ReferenceWritableKeyPath<NodeModel, T?>,
        _ numbers: (T) -> [Double]
      ) {
        guard let v = node[keyPath: value],
          let bad = numbers(v).first(where: { !isGoodLength($0) }).map(NumberText.plain)
        else { return }
        warn(node, key.rawValue, bad)
        node[keyPath: value] = nil
      }
      func sides(_ i: Insets) -> [Double] { [i.top, i.left, i.bottom, i.right] }
      for node in layout.root.allNodes {
        if let w = node.width, let bad = firstBadNumber(w) {
          warn(node, "width", bad)
          node.width = nil
        }
        if let h = node.height, let bad = firstBadNumber(h) {
          warn(node, "height", bad)
          node.height = nil
        }
        if let r = node.repeatCount, !(0...LayoutLoader.maximumRepeatCount).contains(r) {
          warn(node.origin, "the repeat count", String(r), "used 1 (at most 10,000,000)")
          node.repeatCount = nil
        }
        // The numbers of the other keys (a text is whatever it says).
        dropBadLengths(node, .contentHeight, \.contentHeight) { [$0] }
        dropBadLengths(node, .edgeInsets, \.edgeInsets, sides)
        dropBadLengths(node, .font, \.font) { $0.size.map { [$0] } ?? [] }
        dropBadLengths(node, .inset, \.inset) { [$0] }
        dropBadLengths(node, .padding, \.padding, sides)
      }
      layout.behaviors = layout.behaviors.filter { behavior in
        for (key, value) in behavior.fields where !value.hasPrefix("\"") {
          if let bad = firstBadNumber(inText: value) {
            warn(behavior.origin, key, bad, "left the behavior out")
            return false
          }
        }
        return true
      }
      return warnings
    }

    /// `Feed.swift:12` as its file and line.
    static func origin(_ text: String) -> (String, Int) {
      guard let colon = text.lastIndex(of: ":"), let line = Int(text[text.index(after: colon)...])
      else { return (text, 1) }
      return (String(text[..<colon]), line)
    }

    static func isGoodSize(_ v: Double) -> Bool {
      v.isFinite && abs(v) <= Limits.maximumMagnitude
    }

    /// A length the loader reads (a fixed size, an inset, a padding): in range and not negative.
    static func isGoodLength(_ v: Double) -> Bool { isGoodSize(v) && v >= 0 }

    /// The first number of `d` the loader would refuse, as written.
    static func firstBadNumber(_ d: Dim) -> String? {
      switch d {
      case .fixed(let v): return isGoodLength(v) ? nil : NumberText.plain(v)
      case .ratio(let v, _): return v.isFinite && Limits.ratioRange.contains(v) ? nil : "\(v)"
      case .fill: return nil
      case .minus(let m): return isGoodLength(m) ? nil : NumberText.plain(m)
      case .ofViewport(let v): return v.isFinite && Limits.ratioRange.contains(v) ? nil : "\(v)"
      case .auto(let e): return firstBadNumber(e)
      case .orientation(let a, let b), .horizontalSizeClass(let a, let b),
        .verticalSizeClass(let a, let b):
        return firstBadNumber(a) ?? firstBadNumber(b)
      case .range(let d, let pairs):
        if let bad = firstBadNumber(d) { return bad }
        for pair in pairs {
          if !isGoodLength(pair.minimumSize) { return NumberText.plain(pair.minimumSize) }
          if let bad = firstBadNumber(pair.dimension) { return bad }
        }
        return nil
      case .restricted(let size, let min, let max):
        return firstBadNumber(size) ?? min.flatMap(firstBadNumber) ?? max.flatMap(firstBadNumber)
      }
    }

    /// The first number in a written value (`20`, `{top: 1e40, ...}`, `inf`) past the range.
    static func firstBadNumber(inText text: String) -> String? {
      var token = ""
      for c in text + " " {
        if c.isLetter || c.isNumber || c == "." || c == "-" || c == "+" {
          token.append(c)
          continue
        }
        if let first = token.first, first.isNumber || first == "-" || first == "i" || first == "n" {
          if let v = Double(token), !isGoodSize(v) { return token }
        }
        token = ""
      }
      return nil
    }
  }

  /// Enum cases the importer writes must be values its loader reads: a misspelt case in the
  /// Swift (`.horijontal`) once wrote a layout file the loader refused (found by the fuzzer).
  enum ImportChoices {
    /// `vertical` or `horizontal`, else nil.
    static func scrollDirection(_ name: String) -> String? {
      ScrollDirection(rawValue: name)?.rawValue
    }

    /// `topDown` or `bottomUp`, else nil.
    static func zIndexOrder(_ name: String) -> String? {
      LayoutSpec.ZIndexOrder(rawValue: name)?.rawValue
    }

    /// `left`, `right`, `center` or `justified`, else nil.
    static func horizontalAlignment(_ name: String) -> String? {
      Alignment.Horizontal(rawValue: name)?.rawValue
    }

    /// `top`, `center` or `bottom`, else nil.
    static func verticalAlignment(_ name: String) -> String? {
      Alignment.Vertical(rawValue: name)?.rawValue
    }
  }
#endif
