import BrickCore
import BrickTestSupport
import Testing

private func diff(_ old: [Node], _ new: [Node]) -> StateDiff {
  StateDiff(from: CompiledLayout(TestLayouts.spec(old)), to: CompiledLayout(TestLayouts.spec(new)))
}

@Test func identicalStatesHaveNoChanges() {
  let bricks: [Node] = [.label("a", text: "A"), .label("b", text: "B")]
  #expect(diff(bricks, bricks).isEmpty)
}

@Test func insertsAndDeletesAreByID() {
  let d = diff([.label("a"), .label("b"), .label("c")], [.label("a"), .label("c"), .label("d")])
  #expect(d.deleted == ["b"])
  #expect(d.inserted == ["d"])
  #expect(d.moved.isEmpty && d.updated.isEmpty)
}

@Test func oneIDMovingUpIsOneMoveNotACascade() {
  let d = diff(
    [.label("a"), .label("b"), .label("c"), .label("d"), .label("e")],
    [.label("e"), .label("a"), .label("b"), .label("c"), .label("d")])
  #expect(d.moved == ["e"])
  #expect(d.inserted.isEmpty && d.deleted.isEmpty)
}

@Test func changedContentIsAnUpdateAndAChangedParentIsAMove() {
  let d = diff(
    [.label("title", text: "Loading"), .section("s", Section([.label("x")])), .label("y")],
    [.label("title", text: "Hello"), .section("s", Section([.label("x"), .label("y")]))])
  #expect(d.updated == ["title"])
  #expect(d.moved == ["y"])
}

@Test func repetitionsAreItemsOfTheirOwn() {
  let d = diff([.label("photo", repeat: 2)], [.label("photo", repeat: 4)])
  #expect(d.inserted == ["photo#2", "photo#3"])
}

@Test(arguments: [
  ([3, 1, 2, 5, 4], 3),
  ([1, 2, 3], 3),
  ([3, 2, 1], 1),
  ([Int](), 0),
])
func longestIncreasingRunHasTheRightLength(_ values: [Int], _ length: Int) {
  let run = StateDiff.longestIncreasingRun(values).sorted()
  #expect(run.count == length)
  #expect(zip(run, run.dropFirst()).allSatisfy { values[$0] < values[$1] })
}
