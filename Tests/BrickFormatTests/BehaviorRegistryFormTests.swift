import BrickCore
import BrickFormat
import Testing

/// Every behavior type in BrickCore's registry reads from a file and has a schema table: a
/// type added to the registry without its reader entry fails here.
@Test(arguments: BehaviorRegistry.typeNames)
func everyRegisteredBehaviorIsRead(_ type: String) throws {
  // No parameters: every type needs one, so each reports what is missing, not the type.
  let yaml = "root:\n  bricks: [{type: label, id: title}]\nbehaviors:\n  - {type: \(type)}\n"
  guard case .failure(let errors) = LayoutLoader.load(text: yaml, sourceName: "t.yaml") else {
    Issue.record("\(type) without parameters loaded")
    return
  }
  let first = try #require(errors.errors.first)
  #expect(first.kind == .missingKey)
  #expect(first.keyPath == "behaviors[0]")
  #expect(LayoutSchema.keyTables["behavior.\(type)"]?.first == "type")
}

@Test func anUnregisteredTypeIsUnknown() throws {
  let yaml = "root: {}\nbehaviors:\n  - {type: trail}\n"
  guard case .failure(let errors) = LayoutLoader.load(text: yaml, sourceName: "t.yaml") else {
    Issue.record("an unknown behavior type loaded")
    return
  }
  let first = try #require(errors.errors.first)
  #expect(first.message == "unknown behavior type 'trail'")
}
