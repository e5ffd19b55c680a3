#if Importer
  import BrickCore
  import BrickFormat
  import SwiftSyntax

  /// The work one screen's import may do (issue 37): one budget per screen that everything
  /// its code runs draws from. Every statement and expression the interpreter runs costs a
  /// step, and so does every declaration the evaluator follows; a string costs a step for each
  /// `bytesPerStep` bytes it is made of and a list one for each `elementsPerStep` elements, when
  /// they are made; a section provider asked at many widths, a cell configuration run once per
  /// repetition and a nested `map` all spend the same budget. A string or list past its cap is
  /// not made: the expression is not followed, with a warning where it would have grown.
  final class StepBudget {
    /// The steps of one screen.
    static let limit = 200_000
    /// Bytes (UTF-8) of a string made per step.
    static let bytesPerStep = 64
    /// Elements of a list made per step.
    static let elementsPerStep = 16
    /// The longest string the code may make, in UTF-8 bytes.
    static let maximumTextBytes = 1 << 20
    /// The most elements of a list the code may make.
    static let maximumListCount = 100_000

    /// Where the budget's warnings go (a program holds no budget: no cycle).
    let program: Program
    private(set) var steps = 0
    /// Whether the budget ran out (every run stops, once warned where it did).
    private(set) var stopped = false

    init(program: Program) { self.program = program }

    /// Spends `count` steps; false, with the budget's warning at `node` the first time, when
    /// they pass the limit.
    @discardableResult
    func spend(_ count: Int = 1, at node: some SyntaxProtocol) -> Bool {
      steps &+= count
      if steps <= Self.limit && !stopped { return true }
      stop(at: node)
      return false
    }

    /// Spends steps for a string of `bytes` bytes about to be made at `node`; false (with a
    /// warning) when it is past the cap or the budget.
    func spend(textBytes bytes: Int, at node: some SyntaxProtocol) -> Bool {
      spend(
        making: "a string", of: bytes, "bytes", cap: Self.maximumTextBytes,
        perStep: Self.bytesPerStep, at: node)
    }

    /// Spends steps for a list of `count` elements about to be made at `node`; false (with a
    /// warning) when it is past the cap or the budget.
    func spend(elements count: Int, at node: some SyntaxProtocol) -> Bool {
      spend(
        making: "a list", of: count, "elements", cap: Self.maximumListCount,
        perStep: Self.elementsPerStep, at: node)
    }

    /// Spends a step per `perStep` units of `what` (`a string`) of `size` units; false, with a
    /// warning, when `size` is past `cap` (or the steps past the budget).
    private func spend(
      making what: String, of size: Int, _ units: String, cap: Int, perStep: Int,
      at node: some SyntaxProtocol
    ) -> Bool {
      if size > cap {
        program.warn(
          node,
          "`\(Self.excerpt(node))` makes \(what) of \(size) \(units), more than the "
            + "\(cap) \(what) may grow to in an import; cannot follow it",
          kept: true)
        return false
      }
      return spend(size / perStep, at: node)
    }

    /// Spends `count` steps without stopping here: the next step past the limit stops, where
    /// it runs (work made ahead, such as a loop's range).
    func charge(_ count: Int) { steps &+= count }

    /// Stops every run of the screen, warning at `node` unless it stopped before.
    func stop(at node: some SyntaxProtocol) {
      if !stopped { report(at: node) }
      stopped = true
    }

    /// The budget's warning at `node`, kept when a trial run's warnings are dropped.
    func report(at node: some SyntaxProtocol) {
      program.warn(
        node,
        "the screen's code runs more than \(Self.limit) steps (a loop too long to "
          + "follow); stopped here", kept: true)
    }

    /// The first line of a node's text, at most 60 characters, for a message.
    static func excerpt(_ node: some SyntaxProtocol) -> String {
      let text = node.trimmedText
      let line = text.prefix { $0 != "\n" }
      return line.count > 60 || line.count < text.count ? line.prefix(57) + "..." : String(line)
    }
  }
#endif
