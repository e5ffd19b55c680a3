/// Every explicit id and identifier of one file: how many repetitions each has (so `id#n`
/// selectors can be checked), and where each is first used in the tree being read (so a
/// second use is a duplicate). It reports nothing itself: it answers, and the reader says
/// what is wrong.
///
/// Nodes without copies (`repeat: 0`) are read for their errors only: what they register is
/// undone afterwards (`beginUncounted` / `endUncounted`), through a journal of the records as
/// they were before each change.
struct IdRegistry {
  /// What is known of one explicit id (or identifier).
  struct Record {
    /// Repetitions counted for it so far in the tree being read (copies count on).
    var copies = 0
    /// Its largest repeat count in the file, all trees (0 unless `known`).
    var most = 0
    /// Where its first use in the tree being read is (line 0: not used there yet).
    var line: Int32 = 0
    var column: Int32 = 0
    /// True once selectors may name it (it was given in some tree, or is an identifier).
    var known = false

    /// Counts `n` more copies (raising the largest repeat count to them); returns the copies
    /// counted before.
    mutating func addCopies(_ n: Int) -> Int {
      let base = copies
      copies += n
      raise(to: base + n)
      return base
    }

    /// Raises its largest repeat count to at least `count`, making it known.
    mutating func raise(to count: Int) {
      most = max(most, count)
      known = true
    }
  }

  /// A use of an id after its first use in the same tree: where to report it, and the line
  /// of the use it repeats.
  struct Duplicate: Equatable {
    var line: Int
    var column: Int
    var path: DocPath
    var firstLine: Int

    static func == (a: Duplicate, b: Duplicate) -> Bool {
      (a.line, a.column, a.path.description, a.firstLine)
        == (b.line, b.column, b.path.description, b.firstLine)
    }
  }

  /// An explicit id and where it is written.
  struct WrittenId: Hashable {
    var id: String
    var line: Int
    var column: Int
  }

  /// Every id and identifier met so far, numbered as its record: one table, so registering an
  /// id costs one lookup.
  private var table = IdTable()
  private var records: [Record] = []
  /// The key path of each id's first use in the tree being read, by record (written out
  /// only for an error).
  private var paths: [DocPath] = []
  /// While nodes without copies are read, innermost last: the records as they were before
  /// each change (nil: new).
  private var journals: [[(index: Int, before: Record?)]] = []
  /// An id where it is written -> the copy path it was first registered in (tells copies
  /// from aliases).
  private var copiesRegistered: [WrittenId: [Int]] = [:]
  /// Per identifier of the tree being read, the items that carry it so far.
  private var identifierCounts: [String: Int] = [:]

  /// How many ids and identifiers are registered.
  var count: Int { table.count }

  /// Makes room for about `count` more ids, so the tables do not grow (rehashing every id) a
  /// dozen times while a large file is read. A few to spare keep a table of exactly `count`
  /// ids from doubling for the last one (the root and identifiers take records too).
  mutating func reserve(_ count: Int) {
    guard count > 64 else { return }
    let total = table.count + count + 64
    table.reserveCapacity(total)
    records.reserveCapacity(total)
    paths.reserveCapacity(total)
  }

  /// The number of `id`'s record, made (empty) if it has none; noted in the innermost journal.
  mutating func index(of id: String) -> Int {
    let (index, made) = table.insert(id)
    if made {
      records.append(Record())
      paths.append("")
    }
    if !journals.isEmpty {
      journals[journals.count - 1].append((index, made ? nil : records[index]))
    }
    return index
  }

  /// The record of `id` when selectors may name it.
  func known(_ id: String) -> Record? {
    guard let index = table.number(of: id), records[index].known else { return nil }
    return records[index]
  }

  /// The ids and identifiers selectors may name, sorted.
  var knownIds: [String] {
    zip(table.names, records).compactMap { $1.known ? $0 : nil }.sorted()
  }

  /// Whether the id written at `written` is met for the first time in this copy (`copyPath`,
  /// the indexes of the repetitions around it): the same written node read again for another
  /// copy is not a use of its own; read again in the same copy (a YAML alias), it is.
  mutating func isFirstCopy(_ written: WrittenId, copyPath: [Int]) -> Bool {
    if let first = copiesRegistered[written], first != copyPath { return false }
    copiesRegistered[written] = copyPath
    return true
  }

  /// Counts `n` more repetitions of the id at `index`; returns the repetitions counted
  /// before (the index of its first repetition in this node).
  mutating func addCopies(_ n: Int, at index: Int) -> Int {
    records[index].addCopies(n)
  }

  /// Notes a use of the id at `index` in the tree being read. The later of two uses in the
  /// file is the duplicate (read order is not always file order: a mosaic header may follow
  /// the bricks).
  mutating func noteUse(_ index: Int, line: Int, column: Int, _ path: DocPath) -> Duplicate? {
    let record = records[index]
    guard record.line != 0 else {
      setUse(index, line, column, path)
      return nil
    }
    let first = (line: Int(record.line), column: Int(record.column))
    if (line, column) < first {
      let firstPath = paths[index]
      setUse(index, line, column, path)
      return Duplicate(line: first.line, column: first.column, path: firstPath, firstLine: line)
    }
    return Duplicate(line: line, column: column, path: path, firstLine: first.line)
  }

  private mutating func setUse(_ index: Int, _ line: Int, _ column: Int, _ path: DocPath) {
    records[index].line = Int32(clamping: line)
    records[index].column = Int32(clamping: column)
    paths[index] = path
  }

  /// Raises the largest repeat count of `id` (or identifier) to at least `count`, so that
  /// selectors may name it.
  mutating func raiseKnown(_ id: String, to count: Int) {
    let index = self.index(of: id)
    records[index].raise(to: count)
  }

  /// Registers `repeatCount` more items carrying an identifier, which selectors may name
  /// like an id.
  mutating func registerIdentifier(_ name: String, repeatCount: Int) {
    let before = identifierCounts[name, default: 0]
    identifierCounts[name] = before + repeatCount
    raiseKnown(name, to: before + repeatCount)
  }

  /// Forgets the copies and first uses counted so far (a new tree: a state's root); what
  /// selectors may name stays.
  mutating func startTree() {
    for i in records.indices {
      records[i].copies = 0
      (records[i].line, records[i].column) = (0, 0)
    }
    copiesRegistered = [:]
    identifierCounts = [:]
  }

  /// What `endUncounted` restores.
  struct Uncounted {
    fileprivate var identifierCounts: [String: Int]
  }

  /// Starts reading a node for its errors only.
  mutating func beginUncounted() -> Uncounted {
    journals.append([])
    return Uncounted(identifierCounts: identifierCounts)
  }

  /// Undoes the copies and repeat counts registered since `beginUncounted` (the first uses
  /// noted stay, so a duplicate inside the node is still found).
  mutating func endUncounted(_ saved: Uncounted) {
    let changes = journals.removeLast()
    for (index, before) in changes.reversed() {
      let old = before ?? Record()
      records[index].copies = old.copies
      records[index].most = old.most
      records[index].known = old.known
    }
    identifierCounts = saved.identifierCounts
    // An enclosing node without copies undoes these changes too.
    if !journals.isEmpty { journals[journals.count - 1].append(contentsOf: changes) }
  }
}
