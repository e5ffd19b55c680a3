#if Importer
  import BrickFormat
  import BrickTestSupport
  import Foundation
  import Testing

  @testable import BrickImport

  /// The importer's invariant under mutated Swift (issue 22, item 8): every importer fixture and
  /// every Swift fuzz seed, changed by deterministic seeded mutations, either fails with a
  /// positioned error or imports to YAML that the layout loader accepts, with warnings that name
  /// a line and column. This is how CI fuzzes the importer under AddressSanitizer (the libFuzzer
  /// build with swift-syntax is too long for CI).
  ///
  /// The default run mutates each file a few times; the slow run (`BRICKYARD_SLOW_TESTS=1`)
  /// mutates each `BRICKYARD_IMPORT_SWEEP` times (default 3; 8 took 150 s of CPU in a debug
  /// build, too long for the suite).
  @Suite struct ImportMutationSweepTests {
    /// The mutations per file of the slow sweep.
    static var sweepCount: Int {
      let text = ProcessInfo.processInfo.environment["BRICKYARD_IMPORT_SWEEP"] ?? ""
      return Int(text).map { max(0, $0) } ?? 3
    }

    /// The files mutated: the importer's fixtures and the Swift seeds of the fuzzer.
    static let inputs: [(name: String, bytes: [UInt8])] = {
      let manager = FileManager.default
      var urls: [URL] = []
      let roots = [fixturesURL, FuzzFindingsTests.seeds]
      for root in roots {
        guard let walker = manager.enumerator(at: root, includingPropertiesForKeys: nil) else {
          continue
        }
        for case let url as URL in walker where url.pathExtension == "swift" {
          urls.append(url)
        }
      }
      let base =
        fixturesURL.deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path + "/"
      return urls.map { url in
        (
          url.path.replacingOccurrences(of: base, with: ""),
          Array((try? Data(contentsOf: url)) ?? Data())
        )
      }.sorted { $0.name < $1.name }
    }()

    @Test func thereAreInputsToMutate() {
      #expect(Self.inputs.count > 60)
      #expect(Self.inputs.contains { $0.name.hasPrefix("Fuzz/Seeds/") })
      #expect(Self.inputs.allSatisfy { !$0.bytes.isEmpty })
    }

    /// The mutations are deterministic: the same seed gives the same input.
    @Test func mutationsAreDeterministic() throws {
      let input = try #require(Self.inputs.first)
      for round in 0..<20 {
        let a = Mutator.mutate(input.bytes, name: input.name, round: round, others: Self.inputs)
        let b = Mutator.mutate(input.bytes, name: input.name, round: round, others: Self.inputs)
        #expect(a == b)
      }
      let all = (0..<20).map {
        Mutator.mutate(input.bytes, name: input.name, round: $0, others: Self.inputs)
      }
      #expect(Set(all.map(\.bytes)).count > 15)
    }

    /// Inputs that spend the interpreter's whole budget (half a minute in a debug build): in
    /// the slow sweep only.
    static let budgetSpenders: Set<String> = ["Fuzz/Seeds/import-closure-lists-itself.swift"]

    /// A short sweep, part of the normal suite.
    @Test func aShortSweepKeepsTheInvariant() {
      let failures = Self.sweep(rounds: 0..<1, skipping: Self.budgetSpenders)
      #expect(
        failures.isEmpty,
        "\(failures.count) findings:\n\(failures.prefix(5).joined(separator: "\n"))")
    }

    /// The long sweep CI runs (`BRICKYARD_SLOW_TESTS=1`), `BRICKYARD_IMPORT_SWEEP` per file.
    @Test(.tags(.slow), .whenSlowTestsRun) func theLongSweepKeepsTheInvariant() {
      let failures = Self.sweep(rounds: 1..<(1 + Self.sweepCount))
      #expect(
        failures.isEmpty,
        "\(failures.count) findings:\n\(failures.prefix(5).joined(separator: "\n"))")
    }

    /// The findings of `rounds` of mutations of every input: what was wrong, with the mutation
    /// and the input (to keep as a seed).
    static func sweep(rounds: Range<Int>, skipping: Set<String> = []) -> [String] {
      var failures: [String] = []
      for input in inputs where !skipping.contains(input.name) {
        for round in rounds {
          let mutated = Mutator.mutate(input.bytes, name: input.name, round: round, others: inputs)
          let text = String(decoding: mutated.bytes, as: UTF8.self)
          if let problem = check(text, name: "Mutated.swift") {
            failures.append(
              "\(input.name) round \(round) (\(mutated.what)): \(problem)\n--- input ---\n"
                + String(text.prefix(4000)))
          }
        }
      }
      return failures
    }

    /// What is wrong with the import of `text`, or nil: a positioned error, or YAML the loader
    /// accepts with warnings on a line and column of the source.
    static func check(_ text: String, name: String) -> String? {
      let source = SwiftSource(name: name, text: text)
      let lines = text.reduce(1) { $1.isNewline ? $0 + 1 : $0 } + 1
      switch BrickImporter.checkedImport([source]) {
      case .failure(let failure):
        guard failure.file == name, failure.line >= 1, failure.line <= lines, failure.column >= 1,
          !failure.message.isEmpty, !failure.expected.isEmpty
        else { return "an error without a position: \(failure)" }
        return nil
      case .success(let result):
        if case .failure(let errors) = LayoutLoader.load(text: result.yaml, sourceName: name) {
          return "the import does not load:\n\(errors)\n--- yaml ---\n\(result.yaml.prefix(4000))"
        }
        for warning in result.warnings
        where warning.file != name || warning.line < 1 || warning.line > lines
          || warning.column < 1 || warning.message.isEmpty
        {
          return "a warning without a position: \(warning)"
        }
        return nil
      }
    }
  }

  /// Deterministic mutations of Swift source bytes, seeded by the file's name and the round.
  enum Mutator {
    /// A SplitMix64 generator: the same seed gives the same sequence on every platform.
    struct Generator: RandomNumberGenerator {
      var state: UInt64
      mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
      }
    }

    /// FNV-1a of the name: a seed that does not depend on the run (`hashValue` does).
    static func seed(_ name: String, _ round: Int) -> UInt64 {
      var hash: UInt64 = 0xCBF2_9CE4_8422_2325
      for byte in name.utf8 {
        hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3
      }
      return hash ^ (UInt64(round) &* 0x9E37_79B9_7F4A_7C15)
    }

    struct Mutated: Equatable {
      var bytes: [UInt8]
      /// The mutations applied, for the report of a finding.
      var what: String
    }

    /// One to three mutations of `bytes`.
    static func mutate(
      _ bytes: [UInt8], name: String, round: Int, others: [(name: String, bytes: [UInt8])]
    ) -> Mutated {
      var generator = Generator(state: seed(name, round))
      var result = bytes
      var what: [String] = []
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        what.append(mutateOnce(&result, others: others, using: &generator))
      }
      return Mutated(bytes: result, what: what.joined(separator: ", "))
    }

    static let hugeNumbers = [
      "99999999999999999999999", "9223372036854775807", "1e308", "1e999", "-1e308", "-7", "0",
      "-0.0", "0x7FFFFFFFFFFFFFFF", "4.9e-324", "-9223372036854775808", "1_000_000_000",
    ]

    static let strangeTexts = [
      "\u{0}", "\u{1}\u{7}\u{1B}[31m", "\u{FFFF}", "\u{FFFE}", "\u{85}", "\u{2028}", "\r", "\t",
      "{index+9223372036854775807}", "{{", "}}", "\\u{FFFF}", "\\0", "\\(\"x\")", "#", "': \"",
      "\u{E000}index\u{E001}",
    ]

    private static func mutateOnce(
      _ bytes: inout [UInt8], others: [(name: String, bytes: [UInt8])],
      using generator: inout Generator
    ) -> String {
      func position() -> Int {
        bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
      }
      switch Int.random(in: 0..<10, using: &generator) {
      case 0:
        let at = position()
        let length = min(Int.random(in: 1...8, using: &generator), bytes.count - at)
        bytes.removeSubrange(at..<(at + length))
        return "deleted \(length) bytes at \(at)"
      case 1:
        let at = position()
        let length = min(Int.random(in: 1...16, using: &generator), bytes.count - at)
        let copy = Array(bytes[at..<(at + length)])
        bytes.insert(contentsOf: copy, at: at)
        return "duplicated \(length) bytes at \(at)"
      case 2:
        guard bytes.count > 1 else { return "nothing" }
        let a = position()
        let b = position()
        bytes.swapAt(a, b)
        return "swapped bytes \(a) and \(b)"
      case 3:
        // A token or a run of them from another input.
        let other = others[Int.random(in: 0..<others.count, using: &generator)].bytes
        guard !other.isEmpty else { return "nothing" }
        let from = Int.random(in: 0..<other.count, using: &generator)
        let length = min(Int.random(in: 1...40, using: &generator), other.count - from)
        let at = position()
        bytes.insert(contentsOf: other[from..<(from + length)], at: at)
        return "spliced \(length) bytes of another input at \(at)"
      case 4:
        // A number literal replaced.
        let numbers = ranges(in: bytes) { $0 >= 0x30 && $0 <= 0x39 }
        guard !numbers.isEmpty else { return "nothing" }
        let range = numbers[Int.random(in: 0..<numbers.count, using: &generator)]
        let number = hugeNumbers[Int.random(in: 0..<hugeNumbers.count, using: &generator)]
        bytes.replaceSubrange(range, with: Array(number.utf8))
        return "number at \(range.lowerBound) replaced by \(number)"
      case 5:
        // A string literal made long or given strange characters.
        let strings = stringContents(in: bytes)
        guard !strings.isEmpty else { return "nothing" }
        let at = strings[Int.random(in: 0..<strings.count, using: &generator)]
        if Bool.random(using: &generator) {
          let piece = Array(String(repeating: "long text ", count: 2_000).utf8)
          bytes.insert(contentsOf: piece, at: at)
          return "string at \(at) made 20,000 bytes longer"
        }
        let text = strangeTexts[Int.random(in: 0..<strangeTexts.count, using: &generator)]
        bytes.insert(contentsOf: Array(text.utf8), at: at)
        return
          "string at \(at) given \(text.unicodeScalars.map { "U+\(String($0.value, radix: 16))" })"
      case 6:
        // An expression or a statement nested in brackets or a block.
        let lines = lineRanges(in: bytes)
        let line = lines[Int.random(in: 0..<lines.count, using: &generator)]
        let depth = Int.random(in: 1...20, using: &generator)
        let (open, close) = [
          ("(", ")"), ("[", "]"), ("{", "}"), ("if true {", "}"), ("do {", "}"),
        ][
          Int.random(in: 0..<5, using: &generator)]
        let body = Array(bytes[line])
        let wrapped =
          Array(String(repeating: open, count: depth).utf8) + body
          + Array(String(repeating: close, count: depth).utf8)
        bytes.replaceSubrange(line, with: wrapped)
        return "line at \(line.lowerBound) nested \(depth) times in \(open)\(close)"
      case 7:
        let lines = lineRanges(in: bytes)
        let line = lines[Int.random(in: 0..<lines.count, using: &generator)]
        let copies = Int.random(in: 1...3, using: &generator) == 3 ? 50 : 1
        let body = Array(bytes[line]) + [0x0A]
        bytes.insert(
          contentsOf: Array(repeating: body, count: copies).joined(), at: line.lowerBound)
        return "line at \(line.lowerBound) duplicated \(copies) times"
      case 8:
        // A line of one input put in another (a statement out of its place).
        let other = others[Int.random(in: 0..<others.count, using: &generator)].bytes
        let lines = lineRanges(in: other)
        let line = lines[Int.random(in: 0..<lines.count, using: &generator)]
        let at = lineRanges(in: bytes).map(\.lowerBound)
        let target = at[Int.random(in: 0..<at.count, using: &generator)]
        bytes.insert(contentsOf: Array(other[line]) + [0x0A], at: target)
        return "a line of another input put at \(target)"
      default:
        // A random byte, often one that ends or starts something.
        let special: [UInt8] = [
          0x22, 0x28, 0x29, 0x5B, 0x5D, 0x7B, 0x7D, 0x2E, 0x5C, 0x00, 0xFF, 0x23,
        ]
        let byte = special[Int.random(in: 0..<special.count, using: &generator)]
        let at = position()
        bytes.insert(byte, at: at)
        return "byte \(byte) inserted at \(at)"
      }
    }

    /// Runs of bytes that `belongs` to (digits).
    static func ranges(in bytes: [UInt8], _ belongs: (UInt8) -> Bool) -> [Range<Int>] {
      var result: [Range<Int>] = []
      var start: Int?
      for (i, b) in bytes.enumerated() {
        if belongs(b) {
          if start == nil { start = i }
        } else if let s = start {
          result.append(s..<i)
          start = nil
        }
      }
      if let s = start { result.append(s..<bytes.count) }
      return result
    }

    /// The position just after each `"` (inside a string literal, or just before one).
    static func stringContents(in bytes: [UInt8]) -> [Int] {
      bytes.indices.filter { bytes[$0] == 0x22 }.map { $0 + 1 }
    }

    /// Each line's bytes without its line end (at least one range, maybe empty).
    static func lineRanges(in bytes: [UInt8]) -> [Range<Int>] {
      var result: [Range<Int>] = []
      var start = 0
      for (i, b) in bytes.enumerated() where b == 0x0A {
        result.append(start..<i)
        start = i + 1
      }
      result.append(start..<bytes.count)
      return result
    }
  }
#endif
