import SwiftSyntax

/// One node of the layout file being written: a brick, a section or a collection.
final class NodeModel {
  /// `label`, `button`, `image`, `brick`, `section` or `collection`.
  var type: String
  /// BrickKit's identifier (the first, unlabeled initializer argument).
  var identifier: String?
  /// The Swift constant the brick was bound to (`let header = LabelBrick(...)`).
  var variableName: String?
  /// The unique `id` the file gives it (from the identifier or the constant's name).
  var id: String?
  var width: Dim?
  var height: Dim?
  var repeatCount: Int?
  var hidden = false
  /// Other keys, already written as YAML values (`text`, `inset`, `edgeInsets`, ...).
  var fields: [String: String] = [:]
  var children: [NodeModel] = []
  /// A collection's inner section.
  var inner: NodeModel?
  /// `Feed.swift:12`.
  var origin: String
  /// A section's repeat-count data source (BrickKit applies it to every descendant).
  var repeatRule: Rule?
  /// The function answering the repeat counts of the section's bricks, run per identifier.
  var repeatFunction: FunctionDeclSyntax?
  /// The brick's Swift class (`LabelBrick`, `PostBrick`), whose cell class gets `Cell` added.
  var brickClass = ""
  /// A label's or button's cell data source (`dataSource: self`), asked once the layout is
  /// built; and the configuration closure of a `GenericBrick` or a brick's trailing closure.
  var cellSource: ExprSyntax?
  var configureClosure: ClosureExprSyntax?
  /// A `GenericBrick<UILabel>` whose closure sets a text known only per repetition.
  var textFromClosure = false

  /// A deep copy (the second listing of one brick object gets its own nodes and ids).
  func copy() -> NodeModel {
    let c = NodeModel(type: type, origin: origin)
    c.identifier = identifier
    c.variableName = variableName
    c.width = width
    c.height = height
    c.repeatCount = repeatCount
    c.hidden = hidden
    c.fields = fields
    c.children = children.map { $0.copy() }
    c.inner = inner?.copy()
    c.repeatRule = repeatRule
    c.repeatFunction = repeatFunction
    c.brickClass = brickClass
    c.cellSource = cellSource
    c.configureClosure = configureClosure
    c.textFromClosure = textFromClosure
    return c
  }

  init(type: String, origin: String) {
    self.type = type
    self.origin = origin
  }

  /// This node and every node under it, in pre-order (collection contents included).
  var allNodes: [NodeModel] {
    var result: [NodeModel] = [self]
    if let inner { result += inner.allNodes }
    for child in children { result += child.allNodes }
    return result
  }
}

/// One behavior entry: its keys as YAML values, in order, and where it came from.
struct BehaviorModel {
  var fields: [(key: String, value: String)]
  var origin: String
}

/// The whole imported layout.
struct LayoutModel {
  var root: NodeModel
  var scrollDirection: String?
  var zIndex: String?
  var appear: String?
  var behaviors: [BehaviorModel] = []
}
