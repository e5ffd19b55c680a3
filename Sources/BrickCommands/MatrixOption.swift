import ArgumentParser
import BrickCore
import Foundation

/// `render --matrix orientation|sizeClass|appearance|devices:A,B,...`
/// (docs/commands.md#pictures-to-share): the variants drawn side by side, one panel (or one row of
/// offsets) each.
enum MatrixOption: ExpressibleByArgument, Hashable, Sendable {
  /// Portrait, then landscape.
  case orientation
  /// Every horizontal × vertical size class: compact/compact, compact/regular,
  /// regular/compact, regular/regular.
  case sizeClass
  /// The named device presets, in the order given.
  case devices([String])
  /// Light, then dark (docs/layout-file.md#text-metrics).
  case appearance
  /// Content size categories (Dynamic Type): every one, or those named
  /// (`contentSize:xSmall,large,accessibility3`), in the order given.
  case contentSize([ContentSize])

  init?(argument: String) {
    let lower = argument.lowercased()
    switch lower {
    case "orientation", "orientations": self = .orientation
    case "sizeclass", "size-class", "sizeclasses", "size-classes": self = .sizeClass
    case "appearance", "appearances": self = .appearance
    case "contentsize", "content-size": self = .contentSize(ContentSize.allCases)
    default:
      if lower.hasPrefix("contentsize:") || lower.hasPrefix("content-size:") {
        let list = lower.drop { $0 != ":" }.dropFirst().split(separator: ",")
        let sizes = list.compactMap {
          ContentSize.named(String($0).trimmingCharacters(in: .whitespaces))
        }
        guard !sizes.isEmpty, sizes.count == list.count else { return nil }
        self = .contentSize(sizes)
        return
      }
      guard lower.hasPrefix("devices:") else { return nil }
      let names = lower.dropFirst("devices:".count).split(separator: ",").map {
        String($0).trimmingCharacters(in: .whitespaces)
      }
      guard !names.isEmpty, !names.contains(where: \.isEmpty) else { return nil }
      self = .devices(names)
    }
  }

  static var defaultValueDescription: String {
    "orientation|sizeClass|appearance|devices:A,B,...|contentSize[:A,B,...]"
  }

  /// Checks the device names.
  func validate() throws {
    guard case .devices(let names) = self else { return }
    for name in names where Device.preset(named: name) == nil {
      throw ValidationError("--matrix: " + ViewOptions.unknownDevice(name))
    }
  }

  /// The view options of each variant, with its caption: `view` with the variant's setting
  /// put over it.
  func variants(of view: ViewOptions) -> [(caption: String, view: ViewOptions)] {
    switch self {
    case .orientation:
      return [Traits.Orientation.portrait, .landscape].map { o in
        var v = view
        v.shown.orientation = o
        return (o.rawValue, v)
      }
    case .sizeClass:
      var out: [(String, ViewOptions)] = []
      for h in [Traits.SizeClass.compact, .regular] {
        for vertical in [Traits.SizeClass.compact, .regular] {
          var v = view
          v.horizontalSizeClass = h
          v.verticalSizeClass = vertical
          out.append(("\(h.rawValue)/\(vertical.rawValue)", v))
        }
      }
      return out
    case .appearance:
      return Appearance.allCases.map { a in
        var v = view
        v.shown.appearance = a
        return (a.rawValue, v)
      }
    case .devices(let names):
      return names.map { name in
        var v = view
        v.shown.device = name
        v.width = nil
        v.height = nil
        return (Device.preset(named: name)?.displayName ?? name, v)
      }
    case .contentSize(let sizes):
      return sizes.map { size in
        var v = view
        v.shown.text.contentSize = size
        return (size.rawValue, v)
      }
    }
  }
}
