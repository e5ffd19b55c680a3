import BrickCore

/// Asynchronous heights (BrickKit's `updateHeight`, docs/layout-file.md#label-button-image-brick
/// `loadDelay`): an image keeps its estimate until its delay has passed since the layout appeared,
/// then takes its measured height. The solver owns the rule (`SolvedLayout.applyingLoads`, as
/// `frames --at-ms` uses it): the layout shown is the solver's layout as of the last load, so what
/// is solved later is measured at once, and when a brick above the viewport's top changes height
/// the offset moves by the change (BrickKit's content-offset adjustment).
extension PreviewModel {
  /// Finishes the loads that are due. Returns true when a solved brick changed height.
  mutating func advanceLoads(now: Double) -> Bool {
    guard let time = animations.loads.takeDue(now: now) else { return false }
    let outcome = engine.layout.applyingLoads(through: time, offset: offset)
    engine.modifyLayout { $0 = outcome.layout }
    if outcome.offset != offset { engine.scroll(to: outcome.offset) }
    return outcome.changed
  }
}
