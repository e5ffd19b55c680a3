import BrickTestSupport
import Testing

@testable import BrickCore

/// Issue 37 T3: a lazy solve to the bottom holds what a full solve holds. Its item records
/// and root rows grow as it goes, but never past the layout's own counts, and no growth copies
/// more than half of them (the old and the new buffer are both alive while it copies, which
/// took the bottom of a 10-million-label layout to 85 bytes a brick instead of 52).
@Suite struct LazyStorageGrowthTests {
  static let environment = Environment(width: 320, height: 568)
  /// What malloc may round an allocation up by, in elements: a page of 8-byte ones.
  static let slack = 512

  /// Layouts built here, each walked to its end in small lazy steps.
  enum Walked: String, CaseIterable, Sendable {
    case labelsTwoARowByScreens, flatByItems, nestedByScreens, horizontalAtOnce

    var spec: LayoutSpec {
      switch self {
      case .labelsTwoARowByScreens: SyntheticLayout.labels.spec(bricks: 50_000)
      case .flatByItems: SyntheticLayout.flat.spec(bricks: 60_000)
      case .nestedByScreens: SyntheticLayout.nested.spec(bricks: 60_000)
      case .horizontalAtOnce:
        TestLayouts.spec(
          [.brick("b", width: .fixed(40), repeat: 40_000)], scrollDirection: .horizontal)
      }
    }

    func step(_ layout: inout SolvedLayout, _ k: Int) {
      switch self {
      case .flatByItems: layout.solve(through: .item(k * 997))
      default: layout.solve(through: .y(Double(k) * 5 * 568))
      }
    }
  }

  @Test(arguments: Walked.allCases)
  func aLazySolveToTheEndHoldsNoMoreThanTheLayoutsItems(_ walked: Walked) {
    let compiled = CompiledLayout(walked.spec)
    let total = compiled.itemCount
    let rowBound = compiled.rootChildItemCount + 1
    var layout = SolvedLayout(compiled, environment: Self.environment)
    var k = 0
    var grewPastHalf = Set<Int>()
    while !layout.isComplete {
      k += 1
      walked.step(&layout, k)
      let capacity = layout.storageCapacity
      // Below the whole layout, a buffer is at most half of it: the next growth copies at
      // most half of the items while the old buffer is alive.
      if capacity.records < total && capacity.records > total / 2 + Self.slack {
        grewPastHalf.insert(capacity.records)
      }
    }
    #expect(layout.solvedItemCount == total)
    #expect(grewPastHalf.isEmpty, "record capacities between half and all of \(total)")
    let capacity = layout.storageCapacity
    #expect(capacity.records >= total)
    #expect(capacity.records <= total + Self.slack, "\(total) items")
    #expect(capacity.rows <= rowBound + Self.slack, "at most \(rowBound) rows")
    // The same frames as a full solve, which reserves everything before it starts.
    let full = SolvedLayout(solving: walked.spec, environment: Self.environment)
    #expect(layout.allFrames == full.allFrames)
    #expect(layout.storageBytes == full.storageBytes)
  }

  @Test func aFirstScreenOfAMillionLabelsHoldsOnlyWhatItShows() {
    let compiled = CompiledLayout(SyntheticLayout.labels.spec(bricks: 1_000_000))
    var layout = SolvedLayout(compiled, environment: Self.environment)
    layout.solve(through: .y(568))
    let capacity = layout.storageCapacity
    #expect(layout.solvedItemCount < 40)
    #expect(capacity.records <= 64)
    #expect(capacity.rows <= 32)
  }

  @Test(arguments: [SyntheticLayout.labels, .flat, .nested])
  func aJumpPastTheEstimatedEndReservesEveryItemAtOnce(_ kind: SyntheticLayout) {
    let compiled = CompiledLayout(kind.spec(bricks: 30_000))
    var layout = SolvedLayout(compiled, environment: Self.environment)
    layout.solve(through: .y(568))
    // A second screen is inside the estimate: still a few rows' worth.
    layout.solve(through: .y(2 * 568))
    #expect(layout.storageCapacity.records <= 256)
    let bottom = layout.contentSize.height
    let growths = layout.recordGrowths
    layout.solve(through: .y(bottom))
    #expect(layout.recordGrowths == growths + 1, "one reservation, no doublings on the way")
    let capacity = layout.storageCapacity
    #expect(capacity.records >= compiled.itemCount)
    #expect(capacity.records <= compiled.itemCount + Self.slack)
    #expect(capacity.rows <= compiled.rootChildItemCount + 1 + Self.slack)
    layout.solve(through: .y(1e12))
    #expect(layout.isComplete)
    #expect(layout.storageCapacity == capacity, "reserved once, never grown")
  }

  @Test func aSecondLazySolveAfterInvalidatingReusesTheExactStorage() {
    let compiled = CompiledLayout(SyntheticLayout.labels.spec(bricks: 30_000))
    var layout = SolvedLayout(compiled, environment: Self.environment)
    var limit = 0.0
    while !layout.isComplete {
      limit += 4000
      layout.solve(through: .y(limit))
    }
    let capacity = layout.storageCapacity
    let address = layout.recordStorageAddress
    layout.invalidate()
    limit = 0
    while !layout.isComplete {
      limit += 3000
      layout.solve(through: .y(limit))
    }
    #expect(layout.storageCapacity == capacity)
    #expect(layout.recordStorageAddress == address)
  }

  /// Growing a full buffer from empty to `total`, one element at a time: (elements copied at
  /// each growth, final capacity).
  static func grow(to total: Int) -> (copies: [Int], capacity: Int) {
    var capacity = 0
    var copies: [Int] = []
    var count = 0
    while count < total {
      if count == capacity {
        copies.append(count)
        capacity = SolvedLayout.grownCapacity(capacity, needed: count + 1, total: total)
      }
      // Jump to the next full buffer (or the end).
      count = min(capacity, total)
    }
    return (copies, capacity)
  }

  @Test(arguments: [1, 2, 15, 16, 17, 31, 32, 33, 64, 100, 1000, 65_536, 65_537, 10_000_001])
  func growthEndsAtTheTotalAndNeverCopiesMoreThanHalfOfIt(_ total: Int) {
    let (copies, capacity) = Self.grow(to: total)
    #expect(capacity == total)
    #expect(copies.allSatisfy { $0 <= total / 2 }, "\(copies)")
    // Still doubling below that: a handful of growths, not one per element.
    #expect(copies.count <= 3 + (total.bitWidth - total.leadingZeroBitCount))
  }
}
