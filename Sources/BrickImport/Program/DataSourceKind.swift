#if Importer
  import SwiftSyntax

  /// The data source functions the importer reads, by what they answer.
  enum DataSourceKind: CaseIterable {
    case repeatCount, shouldStick, minimumStickingHeight, spotlightSmallHeight, cardSmallHeight
    case originOffset, sizeOffset, maxZIndex, setZIndex, hide
    case labelCell, buttonCell, collectionSection

    /// True when `decl` is this kind's function (by base name and argument labels).
    func matches(_ decl: FunctionDeclSyntax) -> Bool {
      let name = decl.name.text
      let labels = decl.signature.parameterClause.parameters.map { $0.firstName.text }
      func has(_ part: String) -> Bool { labels.contains { $0.hasPrefix(part) } }
      switch self {
      case .repeatCount: return name == "repeatCount" && labels.first == "for"
      case .shouldStick: return name.hasSuffix("LayoutBehavior") && has("shouldStickItem")
      case .minimumStickingHeight: return has("minimumStickingHeight")
      case .spotlightSmallHeight: return name.hasPrefix("spotlight") && has("smallHeight")
      case .cardSmallHeight: return name.hasPrefix("card") && has("smallHeight")
      case .originOffset: return has("originOffset")
      case .sizeOffset: return has("sizeOffset")
      case .maxZIndex: return has("shouldHaveMaxZIndex")
      case .setZIndex: return name.hasPrefix("setZIndex") || has("zIndexForItem")
      case .hide: return has("shouldHideItem")
      case .labelCell: return name == "configureLabelBrickCell"
      case .buttonCell: return name == "configureButtonBrick" || name == "configureButtonBrickCell"
      case .collectionSection: return name == "sectionForCollectionBrickCell"
      }
    }

    /// The Swift name of the function, for warnings.
    var swiftName: String {
      switch self {
      case .repeatCount: "repeatCount(for:with:collectionIdentifier:)"
      case .shouldStick: "stickyLayoutBehavior(_:shouldStickItemAtIndexPath:...)"
      case .minimumStickingHeight:
        "stickyLayoutBehavior(_:minimumStickingHeightForItemAtIndexPath:...)"
      case .spotlightSmallHeight: "spotlightLayoutBehavior(_:smallHeightForItemAtIndexPath:...)"
      case .cardSmallHeight: "cardLayoutBehavior(_:smallHeightForItemAtIndexPath:...)"
      case .originOffset: "offsetLayoutBehavior(_:originOffsetForItemAtIndexPath:...)"
      case .sizeOffset: "offsetLayoutBehavior(_:sizeOffsetForItemAtIndexPath:...)"
      case .maxZIndex: "maxZIndexLayoutBehavior(_:shouldHaveMaxZIndexAtIndexPath:...)"
      case .setZIndex: "setZIndexLayoutBehavior(_:zIndexForItemAtIndexPath:...)"
      case .hide: "hideBehaviorDataSource(shouldHideItemAtIndexPath:...)"
      case .labelCell: "configureLabelBrickCell(_:)"
      case .buttonCell: "configureButtonBrick(_:)"
      case .collectionSection: "sectionForCollectionBrickCell(_:)"
      }
    }
  }
#endif
