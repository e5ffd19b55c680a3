/// Selection and the panels over the device: the inspector and the selected item, and the
/// help. A selected collection is focused while the inspector is open (`h`/`l` scroll it).
public struct Inspection: Hashable, Sendable {
  public internal(set) var inspectorVisible = false
  public internal(set) var helpVisible = false
  /// The selected item (shown while the inspector is open).
  public internal(set) var selection: Int?
  /// A short message in the status line (why a key did nothing), until `noticeUntil`.
  public internal(set) var notice: String?
  var noticeUntil = 0.0

  /// Shows or hides the inspector; shown with nothing selected, it selects `first`.
  mutating func toggleInspector(first: Int?) {
    inspectorVisible.toggle()
    if inspectorVisible && selection == nil { selection = first }
  }

  /// Closes the help, else the inspector: which one closed, if any (Esc).
  mutating func closeTopPanel() -> Panel? {
    if helpVisible {
      helpVisible = false
      return .help
    }
    if inspectorVisible {
      inspectorVisible = false
      return .inspector
    }
    return nil
  }

  /// A panel over the device.
  enum Panel { case help, inspector }

  /// The next (`forward`) or previous item of `items` (sorted) after the selection, wrapping.
  mutating func step(forward: Bool, among items: [Int]) {
    guard !items.isEmpty else {
      selection = nil
      return
    }
    guard let current = selection else {
      selection = forward ? items.first : items.last
      return
    }
    if forward {
      selection = items.first(where: { $0 > current }) ?? items.first
    } else {
      selection = items.last(where: { $0 < current }) ?? items.last
    }
  }
}
