import BrickCore
import BrickFormat
import Testing

/// One dimension as YAML and JSON write it, read as a width or a height.
struct DimensionCase: Sendable, CustomTestStringConvertible {
  var yaml: String
  var json: String
  var axis: String = "width"
  var expected: Dimension
  var testDescription: String { "\(axis): \(yaml)" }
}

let dimensionCases: [DimensionCase] = [
  // Bare numbers are points.
  DimensionCase(yaml: "50", json: "50", expected: .fixed(50)),
  DimensionCase(yaml: "0.5", json: "0.5", expected: .fixed(0.5)),
  DimensionCase(yaml: "0", json: "0", axis: "height", expected: .fixed(0)),
  DimensionCase(yaml: "{fixed: 120}", json: #"{"fixed": 120}"#, expected: .fixed(120)),
  // Ratios: mapping, fraction and percentage strings.
  DimensionCase(yaml: "{ratio: 0.5}", json: #"{"ratio": 0.5}"#, expected: .ratio(0.5)),
  DimensionCase(yaml: "\"1/2\"", json: #""1/2""#, expected: .ratio(0.5)),
  DimensionCase(yaml: "1/4", json: #""1/4""#, expected: .ratio(0.25)),
  DimensionCase(yaml: "\"50%\"", json: #""50%""#, expected: .ratio(0.5)),
  DimensionCase(yaml: "150%", json: #""150%""#, expected: .ratio(1.5)),
  DimensionCase(yaml: "{ratio: 1/3}", json: #"{"ratio": "1/3"}"#, expected: .ratio(1.0 / 3)),
  DimensionCase(yaml: "{ratio: 25%}", json: #"{"ratio": "25%"}"#, expected: .ratio(0.25)),
  DimensionCase(yaml: "{ratio: 1}", json: #"{"ratio": 1}"#, axis: "height", expected: .ratio(1)),
  DimensionCase(
    yaml: "{ratio: 0.5, of: viewport}", json: #"{"ratio": 0.5, "of": "viewport"}"#,
    expected: .viewportRatio(0.5)),
  DimensionCase(
    yaml: "{of: viewport, ratio: 0.25}", json: #"{"of": "viewport", "ratio": 0.25}"#,
    axis: "height",
    expected: .viewportRatio(0.25)),
  DimensionCase(yaml: "{minus: 20}", json: #"{"minus": 20}"#, expected: .minus(20)),
  DimensionCase(yaml: "fill", json: #""fill""#, expected: .fill),
  // Auto.
  DimensionCase(
    yaml: "auto", json: #""auto""#, axis: "height", expected: .auto(estimate: .fixed(50))),
  DimensionCase(
    yaml: "{auto: {estimate: {fixed: 80}}}", json: #"{"auto": {"estimate": {"fixed": 80}}}"#,
    axis: "height", expected: .auto(estimate: .fixed(80))),
  DimensionCase(
    yaml: "{auto: {estimate: 30}}", json: #"{"auto": {"estimate": 30}}"#, axis: "height",
    expected: .auto(estimate: .fixed(30))),
  DimensionCase(
    yaml: "{auto: {}}", json: #"{"auto": {}}"#, axis: "height",
    expected: .auto(estimate: .fixed(50))),
  // Rules.
  DimensionCase(
    yaml: "{orientation: {landscape: 1/3, portrait: 1/2}}",
    json: #"{"orientation": {"landscape": "1/3", "portrait": "1/2"}}"#,
    expected: .orientation(landscape: .ratio(1.0 / 3), portrait: .ratio(0.5))),
  DimensionCase(
    yaml: "{horizontalSizeClass: {regular: {ratio: 0.5}, compact: {ratio: 1}}}",
    json: #"{"horizontalSizeClass": {"regular": {"ratio": 0.5}, "compact": {"ratio": 1}}}"#,
    expected: .horizontalSizeClass(regular: .ratio(0.5), compact: .ratio(1))),
  DimensionCase(
    yaml: "{verticalSizeClass: {compact: 100, regular: 200}}",
    json: #"{"verticalSizeClass": {"compact": 100, "regular": 200}}"#, axis: "height",
    expected: .verticalSizeClass(regular: .fixed(200), compact: .fixed(100))),
  DimensionCase(
    yaml:
      "{horizontalSizeClass: {regular: {orientation: {landscape: {fixed: 200}, portrait: {fixed: "
      + "100}}}, compact: {orientation: {landscape: {fixed: 100}, portrait: {fixed: 50}}}}}",
    json:
      #"{"horizontalSizeClass": {"regular": {"orientation": {"landscape": {"fixed": 200}, "#
      + #""portrait": {"fixed": 100}}}, "compact": {"orientation": {"landscape": {"fixed": "#
      + #"100}, "portrait": {"fixed": 50}}}}}"#,
    axis: "height",
    expected: .horizontalSizeClass(
      regular: .orientation(landscape: .fixed(200), portrait: .fixed(100)),
      compact: .orientation(landscape: .fixed(100), portrait: .fixed(50)))),
  DimensionCase(
    yaml:
      "{range: {default: 1, pairs: [{minimumSize: 400, dimension: 1/2}, {minimumSize: 800, "
      + "dimension: 25%}]}}",
    json:
      #"{"range": {"default": 1, "pairs": [{"minimumSize": 400, "dimension": "1/2"}, "#
      + #"{"minimumSize": 800, "dimension": "25%"}]}}"#,
    expected: .range(
      default: .fixed(1),
      pairs: [
        Dimension.RangePair(minimumSize: 400, dimension: .ratio(0.5)),
        Dimension.RangePair(minimumSize: 800, dimension: .ratio(0.25)),
      ])),
  DimensionCase(
    yaml: "{range: {default: {ratio: 1}}}", json: #"{"range": {"default": {"ratio": 1}}}"#,
    expected: .range(default: .ratio(1), pairs: [])),
  DimensionCase(
    yaml: "{restricted: {size: auto, min: 40}}",
    json: #"{"restricted": {"size": "auto", "min": 40}}"#,
    axis: "height",
    expected: .restricted(size: .auto(estimate: .fixed(50)), restriction: .minimum(.fixed(40)))),
  DimensionCase(
    yaml: "{restricted: {size: {auto: {estimate: 100}}, max: {ratio: 1}}}",
    json: #"{"restricted": {"size": {"auto": {"estimate": 100}}, "max": {"ratio": 1}}}"#,
    axis: "height",
    expected: .restricted(size: .auto(estimate: .fixed(100)), restriction: .maximum(.ratio(1)))),
]

@Test(arguments: dimensionCases)
func dimensionForms(_ c: DimensionCase) {
  let yaml = yamlRoot(brick: "{type: label, \(c.axis): \(c.yaml)}")
  let json = jsonRoot(brick: #"{"type": "label", "\#(c.axis)": \#(c.json)}"#)
  for (text, name) in [(yaml, "t.yaml"), (json, "t.json")] {
    guard let brick = loadSpec(text, name).flatMap(firstBrick) else { continue }
    let actual = c.axis == "width" ? brick.width : brick.height
    #expect(actual == c.expected, "\(name)")
  }
}

@Test func defaultDimensions() throws {
  let spec = try #require(loadSpec(yamlRoot(brick: "{type: label}")))
  let brick = try #require(firstBrick(spec))
  #expect(brick.width == .ratio(1))
  #expect(brick.height == .auto(estimate: .fixed(50)))
  let section = try #require(loadSpec(yamlRoot(brick: "{type: section}")).flatMap(firstBrick))
  #expect(section.height == .auto(estimate: .fixed(0)))
  let collection = try #require(
    loadSpec(yamlRoot(brick: "{type: collection, section: {}}")).flatMap(firstBrick))
  #expect(collection.height == .auto(estimate: .fixed(0)))
}
