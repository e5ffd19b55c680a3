import BrickCore
import BrickFormat
import Testing

/// YAML merge keys are supported and unknown tags are errors (issue 16).

@Test func mergeKeysAddTheKeysAMappingDoesNotSet() throws {
  let text = """
    x-card: &card {type: label, height: 40, text: base}
    x-wide: &wide {width: "1/2", height: 99}
    root:
      bricks:
        - {<<: *card, id: a, text: own}
        - <<: [*card, *wide]
          id: b
    """
  let spec = try #require(loadSpec(text))
  let bricks = try #require(spec.root.section?.bricks)
  #expect(bricks.count == 2)
  #expect(bricks[0].content == .label(text: "own", padding: 0))
  #expect(bricks[0].height == .fixed(40))
  // Of two merged mappings the first wins (height 40, not 99); the second adds the width.
  #expect(bricks[1].height == .fixed(40))
  #expect(bricks[1].width == .ratio(0.5))
  #expect(bricks[1].content == .label(text: "base", padding: 0))
}

@Test func aMergedValueIsCheckedLikeAnyOther() throws {
  let text = "x-base: &base {type: label, widht: 10}\nroot:\n  bricks:\n    - {<<: *base, id: a}\n"
  let errors = try #require(loadErrors(text))
  let first = try #require(errors.first)
  #expect(first.message == "unknown key 'widht'")
  #expect(first.suggestion == "width")
  // The key's position is where the anchor wrote it.
  #expect((first.line, first.column) == (1, 29))
}

@Test func aMergeKeyNeedsMappings() throws {
  let errors = try #require(loadErrors("root:\n  bricks:\n    - {<<: 5, type: label}\n"))
  #expect(errors.errors.count == 1)
  #expect(
    errors.first?.message == "a merge key takes a mapping or a list of mappings, found the number 5"
  )
  #expect(errors.first?.keyPath == "root.bricks[0].<<")
}

@Test(arguments: [
  (
    "    - !!python/object:os.system {type: label}", "unknown YAML tag '!!python/object:os.system'",
    7
  ),
  ("    - {type: label, text: !custom hi}", "unknown YAML tag '!custom'", 27),
  ("    - {type: label, height: !!binary aGk=}", "unknown YAML tag '!!binary'", 29),
])
func unknownTagsAreErrors(line: String, message: String, column: Int) throws {
  let errors = try #require(loadErrors("root:\n  bricks:\n" + line + "\n"))
  #expect(errors.errors.count == 1)
  #expect(errors.first?.message == message)
  #expect((errors.first?.line, errors.first?.column) == (3, column))
}

@Test func coreSchemaTagsAreAccepted() throws {
  let spec = try #require(
    loadSpec("root:\n  inset: !!float 10\n  bricks:\n    - {type: label, text: !!str hi}\n"))
  #expect(spec.root.section?.inset == 10)
}

/// One key text under two tags (`text` and `!!int text`) is two keys to YAML; the reader takes
/// the later value, in the earlier key's place, and keys of one length around it stay apart.
@Test func aKeyGivenTwiceUnderTwoTagsKeepsTheLaterValue() throws {
  let text = """
    root:
      inset: 1
      !!int inset: 2
      bricks:
        - {type: label, id: a, text: first, width: 10, !!int text: second, padding: 3}
    """
  let spec = try #require(loadSpec(text))
  #expect(spec.root.section?.inset == 2)
  let brick = try #require(spec.root.section?.bricks.first)
  #expect(brick.id == "a")
  guard case .label(let label, let padding, _) = brick.content else {
    Issue.record("not a label: \(brick.content)")
    return
  }
  #expect(label == "second" && padding == 3)
}

@Test func extensionFieldsAreOnlyForTheTopLevel() throws {
  let errors = try #require(loadErrors("root:\n  x-note: 1\n"))
  #expect(errors.first?.message == "unknown key 'x-note'")
}
