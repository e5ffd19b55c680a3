#if Importer
  import BrickCore
  import Foundation

  /// Reads an Xcode asset catalog's colour sets and image sets for the importer (issue 35):
  /// only their `Contents.json` and the first bytes of an image (its pixel size).
  enum AssetCatalog {
    /// A colour set's universal colour and its dark variant (`appearances: luminosity dark`);
    /// nil when it has no sRGB components this reads.
    static func colour(contentsOf path: String) -> DynamicColor? {
      guard let data = FileManager.default.contents(atPath: path), data.count < 1 << 20,
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let entries = json["colors"] as? [[String: Any]]
      else { return nil }
      var light: RGBA?
      var dark: RGBA?
      for entry in entries {
        let appearances = entry["appearances"] as? [[String: Any]] ?? []
        let isDark = appearances.contains {
          ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark"
        }
        // High-contrast and other appearances are not previewed.
        if !appearances.isEmpty && !isDark { continue }
        guard let colour = entry["color"] as? [String: Any],
          let components = colour["components"] as? [String: Any],
          let rgba = rgba(components)
        else { continue }
        if isDark { dark = dark ?? rgba } else { light = light ?? rgba }
      }
      guard let light else { return nil }
      return DynamicColor(light: light, dark: dark ?? light)
    }

    /// `red`, `green`, `blue`, `alpha` (or `white`) as 0-1 numbers ("0.400"), 0-255 integers
    /// ("102") or hex bytes ("0x66").
    static func rgba(_ components: [String: Any]) -> RGBA? {
      func value(_ key: String) -> Double? {
        let raw: String
        if let s = components[key] as? String {
          raw = s.trimmingCharacters(in: .whitespaces)
        } else if let n = components[key] as? NSNumber {
          raw = n.stringValue
        } else {
          return nil
        }
        if raw.lowercased().hasPrefix("0x") {
          return Int(raw.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        guard let number = Double(raw), number >= 0 else { return nil }
        // Alpha is 0-1 however it is written; other integers are 0-255.
        if raw.contains(".") || key == "alpha" { return min(number, 1) }
        return min(number, 255) / 255
      }
      let alpha = value("alpha") ?? 1
      func byte(_ v: Double) -> UInt32 { UInt32(min(max((v * 255).rounded(), 0), 255)) }
      if let white = value("white") {
        return RGBA(byte(white) << 16 | byte(white) << 8 | byte(white), alpha: alpha)
      }
      guard let red = value("red"), let green = value("green"), let blue = value("blue") else {
        return nil
      }
      return RGBA(byte(red) << 16 | byte(green) << 8 | byte(blue), alpha: alpha)
    }

    /// An image set's aspect (height over width) from its first image file's pixel size.
    static func aspect(ofImageSet folder: String) -> Double? {
      let contents = (folder as NSString).appendingPathComponent("Contents.json")
      guard let data = FileManager.default.contents(atPath: contents), data.count < 1 << 20,
        let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
        let images = json["images"] as? [[String: Any]]
      else { return nil }
      for image in images {
        guard let name = image["filename"] as? String, !name.contains("/") else { continue }
        let path = (folder as NSString).appendingPathComponent(name)
        if let size = pixelSize(ofImage: path), size.width > 0, size.height > 0 {
          return Double(size.height) / Double(size.width)
        }
      }
      return nil
    }

    /// The pixel size a PNG's or JPEG's header gives (the first 64 KB read, no more).
    static func pixelSize(ofImage path: String) -> (width: Int, height: Int)? {
      guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
      defer { try? handle.close() }
      let bytes = [UInt8]((try? handle.read(upToCount: 1 << 16)) ?? Data())
      func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
      func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
      if bytes.count >= 24, bytes[0] == 0x89, bytes[1] == 0x50, bytes[2] == 0x4E, bytes[3] == 0x47 {
        return (be32(16), be32(20))
      }
      guard bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 else { return nil }
      var i = 2
      while i + 9 < bytes.count {
        guard bytes[i] == 0xFF else { return nil }
        let marker = bytes[i + 1]
        if marker == 0xFF {
          i += 1
          continue
        }
        // Start-of-frame markers (not DHT C4, JPG C8, DAC CC): height, then width.
        if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
          return (be16(i + 7), be16(i + 5))
        }
        i += 2 + be16(i + 2)
      }
      return nil
    }
  }
#endif
