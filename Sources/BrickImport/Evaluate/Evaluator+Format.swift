#if Importer
  import SwiftSyntax
  #if canImport(Glibc)
    import Glibc
  #elseif canImport(Musl)
    import Musl
  #elseif canImport(Darwin)
    import Darwin
  #endif

  extension Evaluator {
    // MARK: - String(format:)

    /// `String(format: "%d items", count)` and `String(format:arguments:)`: the conversions
    /// `%d %i %u %ld %x %X %o %c %f %e %g %a %@ %s %%`, flags, width and precision (`%05d`,
    /// `%-8@`, `%.1f`), and positions (`%2$@`). Numbers are written by the C library, so the
    /// rounding is printf's (`%.1f` of 4.25 is `4.2`). Nil when a part is not known.
    mutating func formatted(_ args: Arguments, depth: Int) -> Value? {
      guard let formatExpr = args["format"],
        case .string(let format)? = evaluate(formatExpr, depth: depth + 1)
      else { return nil }
      var values: [Value] = []
      if let list = args["arguments"] {
        switch evaluate(list, depth: depth + 1) {
        case .array(let elements)?:
          for element in elements {
            guard let v = evaluate(element, depth: depth + 1) else { return nil }
            values.append(v)
          }
        case .values(let items)?: values = items
        default: return nil
        }
      } else {
        for arg in args.all where arg.label == nil {
          guard let v = evaluate(arg.expression, depth: depth + 1) else { return nil }
          values.append(v)
        }
      }
      guard let text = Self.format(format, values),
        budget.spend(textBytes: text.utf8.count, at: formatExpr)
      else { return nil }
      return .string(text)
    }

    /// `format` with its conversions filled from `values`; nil for a conversion that is not
    /// understood or a value of the wrong kind.
    static func format(_ format: String, _ values: [Value]) -> String? {
      var result = ""
      var next = 0
      var chars = Array(format)[...]
      while let c = chars.first {
        chars = chars.dropFirst()
        guard c == "%" else {
          result.append(c)
          continue
        }
        // %[n$][flags][width][.precision][length]conversion
        var position: Int?
        var digits = ""
        var rest = chars
        while let d = rest.first, d.isASCII, d.isNumber {
          digits.append(d)
          rest = rest.dropFirst()
        }
        if rest.first == "$", let n = Int(digits), n > 0 {
          position = n - 1
          chars = rest.dropFirst()
        }
        var flags = ""
        while let f = chars.first, "-+ 0#'".contains(f) {
          if f != "'" { flags.append(f) }
          chars = chars.dropFirst()
        }
        var width = ""
        while let d = chars.first, d.isASCII, d.isNumber {
          width.append(d)
          chars = chars.dropFirst()
        }
        var precision: String?
        if chars.first == "." {
          chars = chars.dropFirst()
          var p = ""
          while let d = chars.first, d.isASCII, d.isNumber {
            p.append(d)
            chars = chars.dropFirst()
          }
          precision = p
        }
        while let l = chars.first, "hlqLzjt".contains(l) { chars = chars.dropFirst() }
        guard let conversion = chars.first else { return nil }
        chars = chars.dropFirst()
        if conversion == "%" {
          result.append("%")
          continue
        }
        // Widths and precisions past 100 are not what an app writes (and not a preview's).
        guard (Int(width) ?? 0) <= 100, (precision.flatMap { Int($0) } ?? 0) <= 100 else {
          return nil
        }
        let index = position ?? next
        if position == nil { next += 1 }
        guard index < values.count else { return nil }
        let value = values[index]
        guard
          let piece = convert(
            value, conversion, flags: flags, width: width, precision: precision)
        else { return nil }
        result += piece
      }
      return result
    }

    /// One conversion of one value.
    static func convert(
      _ value: Value, _ conversion: Character, flags: String, width: String, precision: String?
    ) -> String? {
      let spec = "%" + flags + width + (precision.map { "." + $0 } ?? "")
      switch conversion {
      case "@", "s", "S":
        // A placeholder (`cell.index`) stays one when nothing pads it.
        guard var text = Self.text(value) else { return nil }
        if let precision, let p = Int(precision), !text.contains(Placeholder.open) {
          text = String(text.prefix(p))
        }
        return pad(text, flags: flags, width: width)
      case "d", "i", "u", "o", "x", "X", "c", "D", "U", "O":
        if case .index(let k) = value, spec == "%", "diuDU".contains(conversion) {
          return Placeholder.index(k)
        }
        var n: Double
        switch value {
        case .number(let v, _): n = v
        case .bool(let b): n = b ? 1 : 0
        default: return nil
        }
        guard n == n.rounded(), abs(n) < 9.2e18 else { return nil }
        if conversion == "c" {
          guard let scalar = Unicode.Scalar(UInt32(clamping: Int64(n))) else { return nil }
          return pad(String(Character(scalar)), flags: flags, width: width)
        }
        let c =
          conversion == "D" ? "d" : conversion == "U" ? "u" : conversion == "O" ? "o" : conversion
        return cFormat(spec + "ll" + String(c), Int64(n))
      case "f", "F", "e", "E", "g", "G", "a", "A":
        guard let n = value.number else { return nil }
        return cFormat(spec + String(conversion), n)
      default:
        return nil
      }
    }

    /// Spaces (or the text's end) up to the width: on the left, or on the right with `-`.
    static func pad(_ text: String, flags: String, width: String) -> String {
      let w = Int(width) ?? 0
      guard text.count < w else { return text }
      let spaces = String(repeating: " ", count: w - text.count)
      return flags.contains("-") ? text + spaces : spaces + text
    }

    /// One number written by the C library's `vsnprintf` with a single conversion.
    static func cFormat(_ spec: String, _ argument: any CVarArg) -> String? {
      var buffer = [CChar](repeating: 0, count: 256)
      let count = buffer.count
      let written = withVaList([argument]) { list in
        buffer.withUnsafeMutableBufferPointer { pointer in
          vsnprintf(pointer.baseAddress, count, spec, list)
        }
      }
      guard written >= 0, Int(written) < count else { return nil }
      return String(
        decoding: buffer.prefix(Int(written)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: - Bitwise operators

    /// `>>`, `<<`, `&`, `|`, `^` of two whole numbers (`(hex >> 16) & 0xFF`); nil for other
    /// operators.
    static func bitwise(_ op: String, _ l: Double, _ r: Double) -> Value? {
      guard ["<<", ">>", "&", "|", "^"].contains(op), l == l.rounded(), r == r.rounded(),
        abs(l) < 9.2e18, abs(r) < 9.2e18
      else { return nil }
      let a = Int64(l)
      let b = Int64(r)
      let result: Int64
      switch op {
      case "<<":
        guard (0..<63).contains(b) else { return nil }
        result = a << b
      case ">>":
        guard (0..<64).contains(b) else { return nil }
        result = a >> b
      case "&": result = a & b
      case "|": result = a | b
      default: result = a ^ b
      }
      return .number(Double(result), text: String(result))
    }
  }
#endif
