import Testing

@testable import BrickFormat

// The id registry on its own (issue 27): counting copies, finding the second use of an id,
// undoing what a node without copies registered, starting a new tree.

@Test func aSecondUseInOneTreeIsADuplicateOfTheFirst() {
  var ids = IdRegistry()
  let a = ids.index(of: "a")
  #expect(ids.noteUse(a, line: 2, column: 5, "root.bricks[0].id") == nil)
  #expect(ids.index(of: "a") == a)
  #expect(ids.index(of: "b") != a)
  #expect(
    ids.noteUse(a, line: 7, column: 5, "root.bricks[3].id")
      == IdRegistry.Duplicate(line: 7, column: 5, path: "root.bricks[3].id", firstLine: 2))
}

@Test func theLaterUseInTheFileIsTheDuplicateWhateverTheReadOrder() {
  // A mosaic header is read after the bricks but may be written before them.
  var ids = IdRegistry()
  let a = ids.index(of: "a")
  #expect(ids.noteUse(a, line: 9, column: 3, "root.bricks[1].id") == nil)
  #expect(
    ids.noteUse(a, line: 4, column: 3, "root.header.id")
      == IdRegistry.Duplicate(line: 9, column: 3, path: "root.bricks[1].id", firstLine: 4))
  // The earlier use is now the first: a third use points at line 4.
  #expect(ids.noteUse(a, line: 12, column: 3, "x")?.firstLine == 4)
}

@Test func copiesCountOnAndMakeAnIdKnown() {
  var ids = IdRegistry()
  #expect(ids.known("a") == nil)
  let a = ids.index(of: "a")
  #expect(ids.known("a") == nil)  // registered, but never given a count
  #expect(ids.addCopies(3, at: a) == 0)
  #expect(ids.addCopies(2, at: a) == 3)
  #expect(ids.known("a")?.most == 5)
  ids.raiseKnown("b", to: 1)
  ids.registerIdentifier("card", repeatCount: 4)
  ids.registerIdentifier("card", repeatCount: 6)
  #expect(ids.known("card")?.most == 10)
  #expect(ids.knownIds == ["a", "b", "card"])
  #expect(ids.count == 3)
}

@Test func whatANodeWithoutCopiesRegistersIsUndone() {
  var ids = IdRegistry()
  let a = ids.index(of: "a")
  _ = ids.addCopies(2, at: a)
  ids.registerIdentifier("card", repeatCount: 1)
  let outer = ids.beginUncounted()
  _ = ids.addCopies(5, at: ids.index(of: "a"))
  _ = ids.addCopies(1, at: ids.index(of: "new"))
  let inner = ids.beginUncounted()
  ids.raiseKnown("deeper", to: 3)
  ids.registerIdentifier("card", repeatCount: 9)
  ids.endUncounted(inner)
  #expect(ids.known("deeper") == nil)
  #expect(ids.known("card")?.most == 1)
  // Still counted until the outer node ends.
  #expect(ids.known("a")?.most == 7)
  ids.endUncounted(outer)
  #expect(ids.known("a")?.most == 2)
  #expect(ids.known("new") == nil)
  #expect(ids.known("deeper") == nil)
  // The next copy of `a` counts on from 2.
  #expect(ids.addCopies(1, at: a) == 2)
  // The identifier's count is what it was, too.
  ids.registerIdentifier("card", repeatCount: 1)
  #expect(ids.known("card")?.most == 2)
}

@Test func aFirstUseInsideANodeWithoutCopiesStays() {
  var ids = IdRegistry()
  let saved = ids.beginUncounted()
  let a = ids.index(of: "a")
  #expect(ids.noteUse(a, line: 3, column: 1, "p") == nil)
  ids.endUncounted(saved)
  #expect(ids.noteUse(a, line: 5, column: 1, "q")?.firstLine == 3)
}

@Test func aNewTreeForgetsUsesAndCopiesButNotWhatIsKnown() {
  var ids = IdRegistry()
  let a = ids.index(of: "a")
  _ = ids.addCopies(4, at: a)
  #expect(ids.noteUse(a, line: 2, column: 1, "p") == nil)
  let written = IdRegistry.WrittenId(id: "a", line: 2, column: 1)
  let first1 = ids.isFirstCopy(written, copyPath: [0])
  #expect(first1)
  ids.startTree()
  #expect(ids.noteUse(a, line: 9, column: 1, "q") == nil)
  #expect(ids.addCopies(1, at: a) == 0)
  #expect(ids.known("a")?.most == 4)
  let first2 = ids.isFirstCopy(written, copyPath: [1])
  #expect(first2)
}

@Test func anotherCopyOfAWrittenIdIsNotAUseOfItsOwnButAnAliasIs() {
  var ids = IdRegistry()
  let written = IdRegistry.WrittenId(id: "a", line: 3, column: 9)
  let first3 = ids.isFirstCopy(written, copyPath: [0])
  #expect(first3)
  // The next copy of the repeated section around it.
  let first4 = ids.isFirstCopy(written, copyPath: [1])
  #expect(!first4)
  // The same node again in the copy it was first read in: a YAML alias.
  let first5 = ids.isFirstCopy(written, copyPath: [0])
  #expect(first5)
}
