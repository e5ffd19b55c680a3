import BrickCore
import BrickRaster

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

/// Feedback: after a toggle, the status line says for a moment what it did (the part that
/// changed may have no room in a full line: the device name goes first).
extension PreviewModel {
  /// The device setup being shown, or being solved for (a new device solves off the loop).
  var pendingChoice: DeviceSetup { work.resolve?.device ?? display.choice }

  /// `compact*/regular`: the size classes, `*` on one a key overrode.
  static func sizeClassText(_ choice: DeviceSetup) -> String {
    let traits = choice.environment.traits
    let h = traits.horizontalSizeClass.rawValue + (choice.horizontalOverride != nil ? "*" : "")
    let v = traits.verticalSizeClass.rawValue + (choice.verticalOverride != nil ? "*" : "")
    return "\(h)/\(v)"
  }

  /// What `command` just did, in words, for the commands whose effect may not show in a full
  /// status line; nil for the others.
  public func feedback(for command: PreviewCommand) -> String? {
    let choice = pendingChoice
    let glyphs = settings.glyphs
    switch command {
    case .toggleOrientation:
      return "\(choice.orientation.rawValue), size classes \(Self.sizeClassText(choice))"
    case .toggleHorizontalSizeClass, .toggleVerticalSizeClass:
      return "size classes \(Self.sizeClassText(choice))"
    case .nextDevice:
      return choice.device.displayName(times: glyphs == .ascii ? "x" : "×")
    case .toggleAppearance:
      return "\(appearance.rawValue) appearance"
    case .largerText, .smallerText:
      return "text \(displayedSpec.contentSize.rawValue)"
    case .zoomIn, .zoomOut, .fitZoom:
      let whole = isCropped ? "" : " (the whole device)"
      return "zoom \(NumberText.rounded(display.zoom, places: 3))\(whole)"
    default:
      return nil
    }
  }
}
