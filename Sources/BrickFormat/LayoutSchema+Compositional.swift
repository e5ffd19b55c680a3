import BrickCore

/// The schema of `layout: compositional` files (docs/compositional.md): one `$defs` entry per
/// mapping the compositional reader checks, whose keys are the reader's own table
/// (`compositionalKeyTables`), so that what the schema offers and what `check` accepts stay one
/// list; the rule forms of "Adapting" are one definition per kind of value.
extension LayoutSchema {
  /// The compositional mappings the reader checks: `$defs` name, the reader's keys, the
  /// required ones.
  static var compositionalKeyTables: [(name: String, keys: [String], required: [String])] {
    typealias V = LayoutValidator
    return [
      ("configuration", V.configurationKeys, []),
      ("compositionalSection", V.compositionalSectionKeys, []),
      ("compositionalItem", V.layoutItemKeys, ["size"]),
      ("compositionalGroup", V.layoutGroupKeys, ["axis", "size"]),
      ("layoutSize", V.layoutSizeKeys, ["width", "height"]),
      ("directionalInsets", V.directionalInsetsKeys, []),
      ("edgeSpacing", V.edgeSpacingKeys, []),
      ("supplementaryItem", V.supplementaryKeys, ["elementKind", "size"]),
      ("anchor", V.anchorKeys, []),
      ("boundaryItem", V.boundaryKeys, ["elementKind"]),
      ("decorationItem", V.decorationKeys, ["elementKind"]),
      ("listConfiguration", V.listKeys, []),
      ("listMetrics", V.listMetricsKeys, []),
      ("visibleItems", V.visibleItemsKeys, []),
      ("ramp", V.rampKeys, ["edge"]),
    ]
  }

  /// The value schema of each key of each compositional table, by `$defs` name.
  static var compositionalValueSchemas: [String: [String: JSON]] {
    let number = JSON.object([("type", "number")])
    let size = JSON.object([("type", "number"), ("minimum", 0)])
    let bool = JSON.object([("type", "boolean")])
    let name = JSON.object([("type", ["string", "number"]), ("pattern", "^[^#]+$")])
    let kind = JSON.object([("type", ["string", "number"]), ("minLength", 1)])
    let integer = JSON.object([("type", "integer")])
    let pair = numbers(count: 2)
    func list(_ item: JSON) -> JSON { .object([("type", "array"), ("items", item)]) }
    func names(_ values: [String]) -> JSON { enumeration(values) }
    let references = names(ContentInsetsReference.allCases.map(\.rawValue))
    let edge = names(LayoutValidator.edgeNames)
    return [
      "configuration": [
        "scrollDirection": names(ScrollDirection.allCases.map(\.rawValue)),
        "interSectionSpacing": number,
        "contentInsetsReference": references,
        "boundarySupplementaryItems": list(ref("boundaryItem")),
      ],
      "compositionalSection": [
        "id": name,
        "itemCount": ref("adaptiveItemCount"),
        "cells": list(ref("cell")),
        "data": list(.object([("type", "object")])),
        "cell": ref("cell"),
        "group": ref("adaptiveGroup"),
        "contentInsets": ref("adaptiveInsets"),
        "contentInsetsReference": references,
        "supplementaryContentInsetsReference": references,
        "interGroupSpacing": ref("adaptiveSpacing"),
        "orthogonalScrollingBehavior": ref("adaptiveScrolling"),
        "boundarySupplementaryItems": list(ref("boundaryItem")),
        "decorationItems": list(ref("decorationItem")),
        "visibleItems": ref("visibleItems"),
        "list": ref("listConfiguration"),
      ],
      "compositionalItem": [
        "size": ref("layoutSize"), "contentInsets": ref("directionalInsets"),
        "edgeSpacing": ref("edgeSpacing"), "supplementaryItems": list(ref("supplementaryItem")),
      ],
      "compositionalGroup": [
        "axis": names(LayoutGroup.Axis.allCases.map(\.rawValue)),
        "size": ref("layoutSize"),
        "subitems": list(ref("compositionalElement")).appending([("minItems", 1)]),
        "subitem": ref("compositionalElement"),
        "count": .object([
          ("type", "integer"), ("minimum", 1),
          ("maximum", .number(Double(LayoutValidator.maximumGroupCount))),
        ]),
        "repeatingSubitem": ref("compositionalElement"),
        "frames": list(numbers(count: 4)).appending([("minItems", 1)]),
        "interItemSpacing": ref("layoutSpacing"),
        "contentInsets": ref("directionalInsets"),
        "edgeSpacing": ref("edgeSpacing"),
        "supplementaryItems": list(ref("supplementaryItem")),
      ],
      "layoutSize": ["width": ref("layoutDimension"), "height": ref("layoutDimension")],
      "directionalInsets": Dictionary(
        uniqueKeysWithValues: LayoutValidator.directionalInsetsKeys.map { ($0, number) }),
      "edgeSpacing": Dictionary(
        uniqueKeysWithValues: LayoutValidator.edgeSpacingKeys.map { ($0, ref("layoutSpacing")) }),
      "supplementaryItem": [
        "elementKind": kind, "size": ref("layoutSize"), "containerAnchor": ref("anchor"),
        "itemAnchor": ref("anchor"), "zIndex": integer, "view": ref("cell"),
      ],
      "anchor": [
        "edges": anyOf(edge, list(edge)), "absoluteOffset": pair, "fractionalOffset": pair,
      ],
      "boundaryItem": [
        "elementKind": kind, "size": ref("layoutSize"),
        "alignment": names(BoundaryAlignment.allCases.map(\.rawValue)),
        "absoluteOffset": pair, "extendsBoundary": bool, "pinToVisibleBounds": bool,
        "zIndex": integer, "view": ref("cell"),
      ],
      "decorationItem": [
        "elementKind": kind, "contentInsets": ref("directionalInsets"), "zIndex": integer,
        "background": ref("colour"),
      ],
      "listConfiguration": [
        "appearance": names(ListConfiguration.Appearance.allCases.map(\.rawValue)),
        "headerMode": names(ListConfiguration.HeaderMode.allCases.map(\.rawValue)),
        "footerMode": names(ListConfiguration.FooterMode.allCases.map(\.rawValue)),
        "metrics": ref("listMetrics"),
      ],
      "listMetrics": Dictionary(
        uniqueKeysWithValues: LayoutValidator.listMetricsKeys.map { ($0, size) }),
      "visibleItems": ["scale": ref("ramp"), "alpha": ref("ramp")],
      "ramp": ["center": size, "edge": size],
    ]
  }

  /// The kinds of value that take the rule forms: `$defs` name and the value's own schema.
  static var adaptiveKinds: [(name: String, value: JSON)] {
    let values: [JSON] = [
      ref("compositionalGroup"),
      .object([
        ("type", "integer"), ("minimum", 0),
        ("maximum", .number(Double(LayoutLoader.maximumSectionItems))),
      ]),
      ref("directionalInsets"),
      .object([("type", "number")]),
      enumeration(OrthogonalScrollingBehavior.allCases.map(\.rawValue)),
    ]
    return Array(zip(adaptiveKindNames, values)).map { (name: $0.0, value: $0.1) }
  }

  /// Keys of the compositional tables without a value schema (`table: key`).
  static var undescribedCompositionalKeys: [String] {
    let schemas = compositionalValueSchemas
    return compositionalKeyTables.flatMap { table in
      table.keys.filter { schemas[table.name]?[$0] == nil }.map { "\(table.name): \($0)" }
    }
  }

  /// The `$defs` of compositional files.
  static var compositionalDefinitions: [(String, JSON)] {
    let schemas = compositionalValueSchemas
    var defs: [(String, JSON)] = compositionalKeyTables.map { table in
      let properties = table.keys.map { ($0, schemas[table.name]?[$0] ?? .object([])) }
      return (table.name, closed(properties, required: table.required))
    }
    let shown = ["label", "button", "image", "brick"]
    let notOnCells: Set<String> = ["repeat", "width", "height"]
    defs += [
      (
        "compositionalElement",
        .object([
          ("if", .object([("type", "object"), ("required", ["axis"])])),
          ("then", ref("compositionalGroup")), ("else", ref("compositionalItem")),
        ])
      ),
      (
        "layoutDimension",
        anyOf(
          .object([("type", "number"), ("minimum", 0)]),
          .object([("type", "string"), ("pattern", .string(swiftDimensionPattern))]),
          closed(
            LayoutValidator.layoutDimensionForms.map {
              ($0, .object([("type", "number"), ("minimum", 0)]))
            }
          ).appending([("minProperties", 1), ("maxProperties", 1)]))
      ),
      (
        "layoutSpacing",
        anyOf(
          .object([("type", "number")]),
          closed([
            ("fixed", .object([("type", "number")])),
            ("flexible", .object([("type", "number"), ("minimum", 0)])),
          ]).appending([("minProperties", 1), ("maxProperties", 1)]))
      ),
      (
        "cell",
        tagged(
          shown,
          schema: {
            mapping(
              keys: LayoutValidator.keys(forType: $0).filter { !notOnCells.contains($0) },
              required: ["type"])
          })
      ),
    ]
    // A section's cells come from one of these.
    if let i = defs.firstIndex(where: { $0.0 == "compositionalSection" }) {
      defs[i].1 = defs[i].1.appending([
        (
          "anyOf",
          .array(["itemCount", "cells", "data"].map { .object([("required", [.string($0)])]) })
        )
      ])
    }
    // `directionalInsets` also takes one number for all four edges.
    if let i = defs.firstIndex(where: { $0.0 == "directionalInsets" }) {
      defs[i].1 = anyOf(.object([("type", "number")]), defs[i].1)
    }
    for kind in adaptiveKinds {
      defs.append((kind.name, rules(kind.value, selfName: kind.name)))
    }
    return defs
  }

  /// A value or one of the rule forms over values of its kind (which nest: each branch is
  /// `selfName` again).
  static func rules(_ value: JSON, selfName: String) -> JSON {
    let branch = ref(selfName)
    func both(_ a: String, _ b: String) -> JSON {
      closed([(a, branch), (b, branch)], required: [a, b])
    }
    let pairItem = closed(
      [("minimumSize", .object([("type", "number"), ("minimum", 0)])), ("value", branch)],
      required: ["minimumSize", "value"])
    return anyOf(
      value,
      closed(
        [("horizontalSizeClass", both("compact", "regular"))], required: ["horizontalSizeClass"]),
      closed([("verticalSizeClass", both("compact", "regular"))], required: ["verticalSizeClass"]),
      closed([("orientation", both("portrait", "landscape"))], required: ["orientation"]),
      closed(
        [
          (
            "range",
            closed(
              [("default", branch), ("pairs", .object([("type", "array"), ("items", pairItem)]))],
              required: ["default"])
          )
        ], required: ["range"]))
  }

  /// Swift's spelling of a dimension, as a string: `.fractionalWidth(0.2)`, `estimated(44)`,
  /// `uniformAcrossSiblings(estimate: 44)`.
  static var swiftDimensionPattern: String {
    "^\\s*(NSCollectionLayoutDimension)?\\.?("
      + LayoutValidator.layoutDimensionForms.joined(separator: "|")
      + ")\\(\\s*(estimate:)?\\s*[0-9.eE+]+\\s*\\)\\s*$"
  }

  /// The top level's choice between the two kinds of file: `layout: compositional` needs
  /// `sections` and refuses BrickKit's keys; any other needs `root` and refuses `sections`
  /// and `configuration`.
  static var layoutKindRule: JSON {
    let refused = JSON.object([("not", .object([]))])
    let brickKitOnly = LayoutValidator.brickKitOnlyKeys.keys.sorted()
    let compositionalOnly = LayoutValidator.compositionalOnlyKeys.keys.sorted()
    return .object([
      (
        "if",
        .object([
          ("properties", .object([("layout", .object([("const", "compositional")]))])),
          ("required", ["layout"]),
        ])
      ),
      (
        "then",
        .object([
          ("required", ["sections"]),
          ("properties", .object(brickKitOnly.map { ($0, refused) })),
        ])
      ),
      (
        "else",
        .object([
          ("required", ["root"]),
          ("properties", .object(compositionalOnly.map { ($0, refused) })),
        ])
      ),
    ])
  }
}
