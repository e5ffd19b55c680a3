import BrickCore

extension LayoutValidator {
  // MARK: - Repeat and data

  /// A node's `repeat` or `data`, with placeholders of the enclosing repetitions substituted.
  mutating func repetition(_ f: DocFields) -> Repetition {
    let repeatNode = f["repeat"].map {
      templates.substitute($0, f.path("repeat"), key: "repeat", &diagnostics)
    }
    let dataNode = f["data"].map {
      templates.substitute($0, f.path("data"), key: "data", &diagnostics)
    }
    if let repeatNode, dataNode != nil {
      report(
        .invalidValue, at: f.keyNode("data"), f.path("data"), "'data' and 'repeat' on one node",
        expected: "either repeat: N or data: [...] (data repeats the node once per element)")
      return repeatCount(repeatNode, f.path("repeat")).map { .count($0) } ?? .once
    }
    if let repeatNode {
      return repeatCount(repeatNode, f.path("repeat")).map { .count($0) } ?? .once
    }
    guard let dataNode else { return .once }
    let path = f.path("data")
    let expected = "a list of mappings, such as [{title: Lamp, price: 40}, {title: Rug, price: 90}]"
    guard let items = sequence(dataNode, path, expected: expected) else { return .once }
    if items.count > LayoutLoader.maximumRepeatCount {
      report(
        .invalidValue, at: dataNode, path, "more than 10,000,000 data elements",
        expected: "at most 10,000,000 elements")
      return .once
    }
    var elements: [(fields: [String: DocNode], names: [String])] = []
    elements.reserveCapacity(items.count)
    for (i, item) in items.enumerated() {
      let itemPath = path.appending(index: i)
      guard let map = mapping(item, itemPath, expected: expected) else { return .once }
      var fields: [String: DocNode] = [:]
      var names: [String] = []
      for (key, value) in map {
        guard let name = key.scalarText, TemplateExpander.isFieldName(name) else {
          report(
            .invalidValue, at: key, itemPath,
            "'\(DocText.clip(key.scalarText ?? key.described))' is not a field name",
            expected: "a name of letters, digits and '_', not starting with a digit")
          continue
        }
        if fields[name] == nil { names.append(name) }
        fields[name] = value
      }
      elements.append((fields, names))
    }
    return .data(elements)
  }
}
