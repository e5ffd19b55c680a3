/// Notices: a key that does nothing says why in the status line for a moment
/// (`no states in this file`, `x does nothing here · ? help`).
extension PreviewModel {
  /// How long a notice shows.
  public static let noticeDuration = 2.0

  /// Shows `text` in the status line for `noticeDuration`.
  public mutating func say(_ text: String, now: Double) {
    clock = now
    inspection.notice = text
    inspection.noticeUntil = now + Self.noticeDuration
  }

  /// The notice shown now, if any.
  public var notice: String? {
    clock < inspection.noticeUntil ? inspection.notice : nil
  }

  /// When the notice goes, if one shows.
  var noticeDue: Double? { inspection.notice == nil ? nil : inspection.noticeUntil }

  /// Takes the notice away once its time is up. Returns true when it went.
  mutating func expireNotice(now: Double) -> Bool {
    guard inspection.notice != nil, now >= inspection.noticeUntil - 1e-9 else { return false }
    inspection.notice = nil
    return true
  }
}
