#if Importer
  import SwiftSyntax

  /// The keys of a node in the layout file (docs/layout-file.md#nodes), in the order `YAMLWriter`
  /// writes them: the one list of key names the importer uses.
  enum NodeKey: String, CaseIterable {
    case type, id, width, height
    case repeatCount = "repeat"
    case hidden, background, text, title, font, padding, src, aspect, content, contentHeight
    case scrollDirection, data, sample
    /// A section's own keys, written before its bricks.
    case inset, edgeInsets, alignment, alignRowHeights

    static let sectionKeys: [NodeKey] = [.inset, .edgeInsets, .alignment, .alignRowHeights]
  }

  /// The kinds of node the importer writes (`type:`).
  enum NodeType: String {
    case label, button, image, brick, section, collection

    /// Whether the node shows text of its own (`text:` or `title:`).
    var showsText: Bool { self == .label || self == .button }
    /// The key of its text: `title` for a button, `content` for a plain brick, else `text`.
    var textKey: NodeKey { self == .button ? .title : self == .brick ? .content : .text }
  }

  /// A section's alignment (`{horizontal: center, vertical: top}`).
  struct NodeAlignment: Equatable {
    var horizontal: String
    var vertical: String
  }

  /// A `data` list of one key's texts, one entry per repetition.
  struct TextList: Equatable {
    var key: String
    var texts: [String]
  }

  /// One node of the layout file being written: a brick, a section or a collection, with the
  /// keys of the layout file as typed values (`YAMLWriter` writes them).
  final class NodeModel {
    var type: NodeType
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
    /// Which copies hide, when some do and some do not (`hidden: "{hidden}"` and a `data` list).
    var hiddenCopies: [Bool]?
    /// A colour as the loader reads it (a name, `"#rrggbbaa"` or `{light, dark}`), written by
    /// `ImportColour`.
    var background: String?
    /// A label's text, a button's title and a brick's content, as shown: placeholders written
    /// with braces (`BRICK {index+1}`).
    var text: String?
    var title: String?
    var content: String?
    var font: ImportFont?
    /// A cell's edge insets around the text (one number when even).
    var padding: Insets?
    /// An image's name or URL.
    var src: String?
    /// An image's height over its width (an asset catalog's image, a sidecar's size).
    var aspect: Double?
    var contentHeight: Double?
    /// A collection's scroll direction (`horizontal`).
    var scrollDirection: String?
    var data: TextList?
    /// Why the node's copies are sample data (`sample:`, docs/layout-file.md#nodes): built at run
    /// time.
    var sample: String?
    var inset: Double?
    var edgeInsets: Insets?
    var alignment: NodeAlignment?
    var alignRowHeights: Bool?
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

    /// The text of `key` (`.text`, `.title` or `.content`).
    subscript(text key: NodeKey) -> String? {
      get { key == .title ? title : key == .content ? content : text }
      set {
        switch key {
        case .title: title = newValue
        case .content: content = newValue
        default: text = newValue
        }
      }
    }

    /// A deep copy (the second listing of one brick object gets its own nodes and ids).
    func copy() -> NodeModel {
      let c = NodeModel(type: type, origin: origin)
      c.identifier = identifier
      c.variableName = variableName
      c.width = width
      c.height = height
      c.repeatCount = repeatCount
      c.hidden = hidden
      c.hiddenCopies = hiddenCopies
      c.background = background
      c.text = text
      c.title = title
      c.content = content
      c.font = font
      c.padding = padding
      c.src = src
      c.aspect = aspect
      c.contentHeight = contentHeight
      c.scrollDirection = scrollDirection
      c.data = data
      c.sample = sample
      c.inset = inset
      c.edgeInsets = edgeInsets
      c.alignment = alignment
      c.alignRowHeights = alignRowHeights
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

    init(type: NodeType, origin: String) {
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
#endif
