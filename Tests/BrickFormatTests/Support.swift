import BrickCore
import BrickFormat
import Testing

/// Loads `text`, recording the rendered errors as the issue when it fails.
func loadSpec(_ text: String, _ name: String = "test.yaml") -> LayoutSpec? {
  switch LayoutLoader.load(text: text, sourceName: name) {
  case .success(let spec):
    return spec
  case .failure(let errors):
    Issue.record("\(name) failed to load:\n\(errors)")
    return nil
  }
}

/// Loads `text`, expecting it to fail.
func loadErrors(_ text: String, _ name: String = "test.yaml") -> LayoutErrors? {
  switch LayoutLoader.load(text: text, sourceName: name) {
  case .success:
    Issue.record("\(name) loaded, but an error was expected")
    return nil
  case .failure(let errors):
    return errors
  }
}

/// A root with one brick, in YAML and in JSON.
func yamlRoot(brick: String) -> String { "root:\n  bricks:\n    - \(brick)\n" }
func jsonRoot(brick: String) -> String { "{\"root\": {\"bricks\": [\(brick)]}}" }

/// The first brick of the root.
func firstBrick(_ spec: LayoutSpec) -> Node? { spec.root.section?.bricks.first }
