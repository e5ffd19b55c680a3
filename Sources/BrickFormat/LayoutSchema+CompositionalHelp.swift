import BrickCore

/// The hover help of the compositional keys (docs/compositional.md), linked to their section of
/// `docs/compositional.md`: by `key.context` as `LayoutSchema.help` takes it (the context is
/// the `$defs` name, or the property a nested mapping belongs to).
extension LayoutSchema {
  /// The user's page of compositional layouts, relative to the repository's root.
  public static let compositionalReferencePath = "docs/compositional.md"

  /// The `$defs` names of the kinds of value that take the rule forms (`adaptiveKinds`).
  /// Text only: help that names the schema's `JSON` values trips the compiler's cycle check
  /// when this file is compiled on its own.
  static let adaptiveKindNames = [
    "adaptiveGroup", "adaptiveItemCount", "adaptiveInsets", "adaptiveSpacing", "adaptiveScrolling",
  ]

  static let compositionalHelp: [String: KeyHelp] = {
    var h: [String: KeyHelp] = [:]
    func add(
      _ key: String, _ meaning: String, _ defaultValue: String?, _ example: String,
      _ section: String
    ) {
      h[key] = KeyHelp(
        meaning: meaning, defaultValue: defaultValue, example: example, section: section,
        reference: compositionalReferencePath)
    }
    add(
      "layout.layout",
      "The kind of layout file: brickkit (a root section of bricks) or "
        + "compositional (a UICollectionViewCompositionalLayout: "
        + "configuration and sections)",
      "brickkit", "layout: compositional", "the-top-level")
    add(
      "configuration",
      "A compositional layout's "
        + "UICollectionViewCompositionalLayoutConfiguration: "
        + "scrollDirection, interSectionSpacing, contentInsetsReference, "
        + "boundarySupplementaryItems",
      "all defaults", "configuration: {interSectionSpacing: 20}", "configuration")
    add(
      "sections",
      "A compositional layout's sections, in order: each one group "
        + "repeated until its cells are used up (with layout: "
        + "compositional)",
      nil, "sections: [{itemCount: 94, group: {...}}]", "sections")
    add(
      "scrollDirection.configuration",
      "The direction the layout scrolls: vertical or horizontal (horizontal transposes every rule)",
      "vertical", "scrollDirection: horizontal", "configuration")
    add(
      "interSectionSpacing",
      "Points between one section and the next",
      "0", "interSectionSpacing: 20", "configuration")
    add(
      "contentInsetsReference.configuration",
      "Which insets of the collection view shrink the layout's "
        + "container across the scroll axis: safeArea, none, layoutMargins "
        + "or readableContent",
      "safeArea", "contentInsetsReference: none", "safe-area")
    add(
      "boundarySupplementaryItems.configuration",
      "The layout's own headers and footers, before the first section and after the last",
      "none", "boundarySupplementaryItems: [{elementKind: header, view: {type: label, text: Top}}]",
      "headers-and-footers")
    add(
      "id.compositionalSection",
      "The section's name, used by frames, the inspector and --collection-offset",
      "section.N (N from 0)", "id: featured", "sections")
    add(
      "itemCount",
      "How many cells the section has (the data source's count), each showing cell; or a rule",
      "none: one of itemCount, cells or data is required", "itemCount: 94", "cells")
    add(
      "cells",
      "One node per cell, in order (then no cell)",
      "none: one of itemCount, cells or data is required",
      "cells: [{type: label, text: A}, {type: label, text: B}]", "cells")
    add(
      "data.compositionalSection",
      "A list of mappings: one cell per element, showing cell with "
        + "{FIELD} placeholders filled from it",
      "none: one of itemCount, cells or data is required", "data: [{title: Lamp}, {title: Rug}]",
      "cells")
    add(
      "cell",
      "What each cell of itemCount or data shows: a label, button, "
        + "image or brick node; {index} is the cell's index in its section",
      "an empty brick", "cell: {type: label, text: \"{index}\"}", "cells")
    add(
      "group",
      "The section's group (NSCollectionLayoutGroup), repeated along "
        + "the scroll axis until the cells are used up; or a rule",
      "none: required unless list", "group: {axis: horizontal, size: {...}, subitems: [...]}",
      "groups")
    add(
      "contentInsets.compositionalSection",
      "Insets around the section's groups: one number or {top, "
        + "leading, bottom, trailing}; or a rule",
      "0", "contentInsets: {leading: 10, trailing: 10}", "insets-and-spacing")
    add(
      "contentInsetsReference.compositionalSection",
      "As the configuration's contentInsetsReference, for this "
        + "section; automatic follows the configuration",
      "automatic", "contentInsetsReference: none", "sections")
    add(
      "supplementaryContentInsetsReference",
      "Whether headers and footers follow the section's contentInsets: "
        + "none spans the section's full width, any other value follows "
        + "them",
      "automatic", "supplementaryContentInsetsReference: none", "sections")
    add(
      "interGroupSpacing",
      "Points between consecutive groups (not before the first or after the last); or a rule",
      "0", "interGroupSpacing: 10", "sections")
    add(
      "orthogonalScrollingBehavior",
      "none, or how a sideways section scrolls and comes to rest: "
        + "continuous, continuousGroupLeadingBoundary, paging, groupPaging "
        + "or groupPagingCentered; or a rule",
      "none", "orthogonalScrollingBehavior: groupPagingCentered", "sideways-sections")
    add(
      "boundarySupplementaryItems.compositionalSection",
      "The section's headers and footers (NSCollectionLayoutBoundarySupplementaryItem)",
      "none", "boundarySupplementaryItems: [{elementKind: header, pinToVisibleBounds: true}]",
      "headers-and-footers")
    add(
      "decorationItems",
      "The section's backgrounds (NSCollectionLayoutDecorationItem)",
      "none", "decorationItems: [{elementKind: background, background: systemGray6}]", "backgrounds"
    )
    add(
      "visibleItems",
      "Scale and fade of a sideways section's items by their distance from the scroller's centre",
      "none", "visibleItems: {scale: {center: 1, edge: 0.8}}", "visible-items")
    add(
      "list",
      "Builds the section as UICollectionLayoutListConfiguration does "
        + "(one full-width row per cell); then group is left out",
      "none", "list: {appearance: insetGrouped}", "lists")
    add(
      "size.compositionalItem",
      "The item's size: {width: DIM, height: DIM}",
      nil, "size: {width: {fractionalWidth: 0.5}, height: {fractionalHeight: 1}}", "items")
    add(
      "contentInsets.compositionalItem",
      "Insets of the item inside its slot, applied after it is placed "
        + "(ignored on an estimated axis): one number or {top, leading, "
        + "bottom, trailing}",
      "0", "contentInsets: 2", "insets-and-spacing")
    add(
      "edgeSpacing.compositionalItem",
      "Room kept around the item before its insets: {leading, top, "
        + "trailing, bottom}, each a spacing",
      "none", "edgeSpacing: {leading: {flexible: 0}, trailing: {flexible: 0}}", "items")
    add(
      "supplementaryItems.compositionalItem",
      "The item's badges (NSCollectionLayoutSupplementaryItem), drawn over each of its cells",
      "none", "supplementaryItems: [{elementKind: badge, size: {...}}]", "badges")
    add(
      "axis",
      "How the group places its subitems: horizontal, vertical or "
        + "custom (frames); it tells a group from an item",
      nil, "axis: horizontal", "groups")
    add(
      "size.compositionalGroup",
      "The group's size: {width: DIM, height: DIM}",
      nil, "size: {width: {fractionalWidth: 1}, height: {absolute: 44}}", "groups")
    add(
      "subitems",
      "Items and groups, cycled in order until the next one does not fit the group",
      "none: one of subitems, subitem, repeatingSubitem or frames is required",
      "subitems: [{size: {...}}]", "groups")
    add(
      "subitem",
      "One item or group repeated exactly count times, resized to "
        + "share the group's length (subitem:count:)",
      "none", "subitem: {size: {...}}", "groups")
    add(
      "count.compositionalGroup",
      "How many copies of subitem or repeatingSubitem the group holds (1 to 10,000)",
      nil, "count: 3", "groups")
    add(
      "repeatingSubitem",
      "One item or group repeated count times at its own size (repeatingSubitem:count:, iOS 16)",
      "none", "repeatingSubitem: {size: {...}}", "groups")
    add(
      "frames.compositionalGroup",
      "A custom group's frames [[x, y, width, height], ...] in points "
        + "relative to the group, one item each",
      nil, "frames: [[0, 0, 100, 100], [100, 0, 50, 50]]", "groups")
    add(
      "interItemSpacing",
      "Spacing between consecutive subitems: a number (fixed), {fixed: N} or {flexible: N}",
      "none", "interItemSpacing: {fixed: 8}", "insets-and-spacing")
    add(
      "contentInsets.compositionalGroup",
      "Insets of the box the group's subitems are placed in and measured against",
      "0", "contentInsets: {top: 4, bottom: 4}", "insets-and-spacing")
    add(
      "edgeSpacing.compositionalGroup",
      "Room kept around the group when it is itself a subitem: {leading, top, trailing, bottom}",
      "none", "edgeSpacing: {top: 8}", "items")
    add(
      "supplementaryItems.compositionalGroup",
      "Badges anchored to each instance of the group",
      "none", "supplementaryItems: [{elementKind: badge, size: {...}}]", "badges")
    add(
      "width.layoutSize",
      "The width: {fractionalWidth: f}, {fractionalHeight: f}, "
        + "{absolute: pt}, {estimated: pt}, {uniformAcrossSiblings: pt}, a "
        + "number, or Swift's spelling",
      nil, "width: {fractionalWidth: 1}", "dimensions")
    add(
      "height.layoutSize",
      "The height: {fractionalWidth: f}, {fractionalHeight: f}, "
        + "{absolute: pt}, {estimated: pt}, {uniformAcrossSiblings: pt}, a "
        + "number, or Swift's spelling",
      nil, "height: {estimated: 44}", "dimensions")
    add(
      "fractionalWidth.layoutDimension",
      "A fraction of the container's width (either axis may use it)",
      nil, "{fractionalWidth: 0.2}", "dimensions")
    add(
      "fractionalHeight.layoutDimension",
      "A fraction of the container's height",
      nil, "{fractionalHeight: 1}", "dimensions")
    add(
      "absolute.layoutDimension",
      "A length in points (a bare number means the same)",
      nil, "{absolute: 44}", "dimensions")
    add(
      "estimated.layoutDimension",
      "A length in points until the cell measures itself (self-sizing)",
      nil, "{estimated: 100}", "self-sizing")
    add(
      "uniformAcrossSiblings.layoutDimension",
      "Self-sized, then as large as the largest self-sized sibling "
        + "(iOS 17); the estimate in points",
      nil, "{uniformAcrossSiblings: 100}", "self-sizing")
    add(
      "top.directionalInsets",
      "Points at the top",
      "0", "contentInsets: {top: 8}", "insets-and-spacing")
    add(
      "leading.directionalInsets",
      "Points at the leading (left) edge",
      "0", "contentInsets: {leading: 16}", "insets-and-spacing")
    add(
      "bottom.directionalInsets",
      "Points at the bottom",
      "0", "contentInsets: {bottom: 8}", "insets-and-spacing")
    add(
      "trailing.directionalInsets",
      "Points at the trailing (right) edge",
      "0", "contentInsets: {trailing: 16}", "insets-and-spacing")
    add(
      "fixed.layoutSpacing",
      "Exactly this many points",
      nil, "{fixed: 10}", "insets-and-spacing")
    add(
      "flexible.layoutSpacing",
      "At least this many points; room left over in the group is shared among the gaps",
      nil, "{flexible: 10}", "insets-and-spacing")
    add(
      "leading.edgeSpacing",
      "Spacing before the item along a horizontal axis: a number, {fixed: N} or {flexible: N}",
      "none", "edgeSpacing: {leading: {fixed: 4}}", "items")
    add(
      "top.edgeSpacing",
      "Spacing above the item: a number, {fixed: N} or {flexible: N}",
      "none", "edgeSpacing: {top: {fixed: 20}}", "items")
    add(
      "trailing.edgeSpacing",
      "Spacing after the item along a horizontal axis",
      "none", "edgeSpacing: {trailing: {flexible: 0}}", "items")
    add(
      "bottom.edgeSpacing",
      "Spacing below the item",
      "none", "edgeSpacing: {bottom: {flexible: 0}}", "items")
    add(
      "elementKind.supplementaryItem",
      "The badge's kind, any name",
      nil, "elementKind: badge", "badges")
    add(
      "size.supplementaryItem",
      "The badge's size: {width: DIM, height: DIM}, fractions of its item or group",
      nil, "size: {width: {absolute: 20}, height: {absolute: 20}}", "badges")
    add(
      "containerAnchor",
      "Where on its item or group the badge sits: {edges: [top, "
        + "trailing], absoluteOffset: [x, y]} or fractionalOffset: [x, y] "
        + "(fractions of the badge's size)",
      "centred", "containerAnchor: {edges: [top, trailing], fractionalOffset: [0.3, -0.3]}",
      "badges")
    add(
      "itemAnchor",
      "Which point of the badge sits on the container's anchor, same form",
      "the container anchor's edges", "itemAnchor: {edges: [bottom, leading]}", "badges")
    add(
      "zIndex.supplementaryItem",
      "Drawing order: higher is drawn over lower",
      "1", "zIndex: 2", "badges")
    add(
      "view.supplementaryItem",
      "What the badge shows: a label, button, image or brick node",
      "empty", "view: {type: label, text: \"1\", background: red}", "badges")
    add(
      "edges",
      "The edges of the anchor: top, leading, bottom, trailing (one or "
        + "a list); an edge left out centres it on that axis",
      "none: centred", "edges: [top, trailing]", "badges")
    add(
      "absoluteOffset.anchor",
      "Moves the anchor point by [x, y] points",
      "[0, 0]", "absoluteOffset: [-4, 4]", "badges")
    add(
      "fractionalOffset",
      "Moves the anchor point by [x, y] times the badge's own size",
      "[0, 0]", "fractionalOffset: [0.3, -0.3]", "badges")
    add(
      "elementKind.boundaryItem",
      "The header's or footer's kind: header, footer or any name; a "
        + "kind ending in footer defaults to the bottom",
      nil, "elementKind: header", "headers-and-footers")
    add(
      "size.boundaryItem",
      "The header's or footer's size",
      "{width: {fractionalWidth: 1}, height: {estimated: 44}} "
        + "(transposed for leading and trailing)",
      "size: {width: {fractionalWidth: 1}, height: {absolute: 40}}", "headers-and-footers")
    add(
      "alignment.boundaryItem",
      "Where it sits on the section: top, bottom, leading, trailing, "
        + "topLeading, topTrailing, bottomLeading or bottomTrailing",
      "top (bottom for a kind ending in footer)", "alignment: top", "headers-and-footers")
    add(
      "absoluteOffset.boundaryItem",
      "Moves it by [x, y] points",
      "[0, 0]", "absoluteOffset: [0, -10]", "headers-and-footers")
    add(
      "extendsBoundary",
      "true: it takes room in the section; false: it overlays the section's edge",
      "true", "extendsBoundary: false", "headers-and-footers")
    add(
      "pinToVisibleBounds",
      "true: it sticks to the visible edge while its section is on "
        + "screen (a sticky header or footer)",
      "false", "pinToVisibleBounds: true", "headers-and-footers")
    add(
      "zIndex.boundaryItem",
      "Drawing order: give a pinned header more than 1 to keep it over the cells",
      "1", "zIndex: 2", "headers-and-footers")
    add(
      "view.boundaryItem",
      "What the header or footer shows: a label, button, image or brick node",
      "empty", "view: {type: label, text: Recents, font: headline}", "headers-and-footers")
    add(
      "elementKind.decorationItem",
      "The decoration's kind, any name (background is a section background)",
      nil, "elementKind: background", "backgrounds")
    add(
      "contentInsets.decorationItem",
      "Insets of the background from the section's edges",
      "0", "contentInsets: 5", "backgrounds")
    add(
      "zIndex.decorationItem",
      "Drawing order: 0 is under the cells",
      "0", "zIndex: -1", "backgrounds")
    add(
      "background.decorationItem",
      "The background's colour (any colour of the layout file)",
      "none", "background: systemGray6", "backgrounds")
    add(
      "appearance.listConfiguration",
      "The list's appearance: plain, grouped, insetGrouped, sidebar or sidebarPlain",
      "plain", "appearance: insetGrouped", "lists")
    add(
      "headerMode",
      "none, supplementary (a section header of kind header) or "
        + "firstItemInSection (cell 0 is the header row)",
      "none", "headerMode: supplementary", "lists")
    add(
      "footerMode",
      "none or supplementary (a footer of kind footer)",
      "none", "footerMode: supplementary", "lists")
    add(
      "metrics",
      "The list's numbers, in points, where they differ from "
        + "Brickyard's assumed ones (approximations until measured on a "
        + "device)",
      "by appearance", "metrics: {rowHeight: 52, horizontalInset: 16}", "lists")
    add(
      "rowHeight.listMetrics",
      "The height of a row",
      "44", "rowHeight: 52", "lists")
    add(
      "horizontalInset.listMetrics",
      "Points an insetGrouped list's rows are inset on each side",
      "20 for insetGrouped, else 0", "horizontalInset: 16", "lists")
    add(
      "sectionTopPadding.listMetrics",
      "Points above a section's rows",
      "17 for grouped lists, else 0", "sectionTopPadding: 20", "lists")
    add(
      "sectionBottomPadding.listMetrics",
      "Points below a section's rows",
      "17 for grouped lists, else 0", "sectionBottomPadding: 20", "lists")
    add(
      "headerHeight.listMetrics",
      "The height of a supplementary header",
      "28 plain, 38 grouped", "headerHeight: 40", "lists")
    add(
      "footerHeight.listMetrics",
      "The height of a supplementary footer",
      "28 plain, 38 grouped", "footerHeight: 40", "lists")
    add(
      "scale.visibleItems",
      "Each item's scale, from center (its centre on the scroller's "
        + "centre) to edge (half the scroller's width away)",
      "none", "scale: {center: 1, edge: 0.8}", "visible-items")
    add(
      "alpha.visibleItems",
      "Each item's opacity, from center to edge (0 to 1)",
      "none", "alpha: {center: 1, edge: 0.5}", "visible-items")
    add(
      "center.ramp",
      "The value of an item centred on the scroller",
      "1", "center: 1", "visible-items")
    add(
      "edge.ramp",
      "The value of an item half the scroller's width or more from the centre",
      nil, "edge: 0.8", "visible-items")
    add(
      "type.cell",
      "What the cell shows: label, button, image or brick",
      nil, "type: label", "cells")
    add(
      "title.cell",
      "A button cell's title",
      "empty", "title: Buy", "cells")
    add(
      "compact.horizontalSizeClass",
      "The value in a compact horizontal size class (iPhones in portrait)",
      nil, "compact: 1", "adapting")
    add(
      "regular.horizontalSizeClass",
      "The value in a regular horizontal size class (iPads, large iPhones in landscape)",
      nil, "regular: 2", "adapting")
    add(
      "compact.verticalSizeClass",
      "The value in a compact vertical size class (iPhones in landscape)",
      nil, "compact: 1", "adapting")
    add(
      "regular.verticalSizeClass",
      "The value in a regular vertical size class",
      nil, "regular: 2", "adapting")
    add(
      "portrait.orientation",
      "The value in portrait",
      nil, "portrait: 1", "adapting")
    add(
      "landscape.orientation",
      "The value in landscape",
      nil, "landscape: 2", "adapting")
    add(
      "default.range",
      "The value below the first pair's minimumSize",
      nil, "default: 5", "adapting")
    add(
      "pairs.range",
      "{minimumSize, value} pairs in ascending order of minimumSize",
      "none", "pairs: [{minimumSize: 800, value: 10}]", "adapting")
    add(
      "minimumSize.pairs",
      "The container's effective width (points) from which this pair's value applies",
      nil, "minimumSize: 800", "adapting")
    add(
      "value.pairs",
      "The value from minimumSize on",
      nil, "value: 10", "adapting")
    // The rule forms, in each kind of value that takes them.
    for kind in adaptiveKindNames {
      add(
        "horizontalSizeClass.\(kind)",
        "One value per horizontal size class: {compact: X, regular: X}",
        nil, "{horizontalSizeClass: {compact: X, regular: X}}", "adapting")
      add(
        "verticalSizeClass.\(kind)",
        "One value per vertical size class: {compact: X, regular: X}",
        nil, "{verticalSizeClass: {compact: X, regular: X}}", "adapting")
      add(
        "orientation.\(kind)",
        "One value per orientation: {portrait: X, landscape: X}",
        nil, "{orientation: {portrait: X, landscape: X}}", "adapting")
      add(
        "range.\(kind)",
        "The value of the last pair whose minimumSize the container's "
          + "effective width reaches, else default",
        nil, "{range: {default: X, pairs: [{minimumSize: 800, value: X}]}}", "adapting")
    }
    return h
  }()
}
