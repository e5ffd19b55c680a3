import BrickCore

/// `=`: variants side by side (`VariantBoard`), scrolled together with the single view's
/// offset. The board is made from the layout and device shown and made again when either
/// changes (a reload, a data state, `o`/`d`); every other change only moves its panels.
extension PreviewModel {
  /// `=`: the next kind of variants (orientation, size classes, devices), then the single
  /// view.
  public mutating func cycleVariants(now: Double) {
    clock = now
    guard let current = board else {
      board = makeBoard(.orientation)
      return
    }
    board = current.kind.next.map(makeBoard)
  }

  /// Esc: back to the single view; false when no board shows.
  public mutating func closeVariants() -> Bool {
    guard board != nil else { return false }
    board = nil
    return true
  }

  /// Keeps the board in step with the single view after a command or a tick.
  mutating func syncBoard() {
    guard var current = board else { return }
    guard current.source == boardSource else {
      board = makeBoard(current.kind)
      return
    }
    current.follow(offset)
    board = current
  }

  /// What a board is made from now.
  var boardSource: VariantBoard.Source {
    VariantBoard.Source(
      generation: work.generation, device: display.choice.device,
      orientation: display.choice.orientation)
  }

  func makeBoard(_ kind: VariantBoard.Kind) -> VariantBoard {
    var made = VariantBoard(
      kind: kind, compiled: engine.layout.compiled, device: display.choice.device,
      orientation: display.choice.orientation, offset: offset)
    made.source = boardSource
    return made
  }
}
