import BrickCore
import BrickFormat
import BrickPreviewTestSupport
import BrickRaster
import BrickTerminal
import Foundation
import Synchronization
import Testing

@testable import BrickPreview

/// A worker whose jobs wait until the test runs them: a read or a solve "in progress" for as
/// long as the test likes, finishing in the order the test chooses.
final class HeldWork: Sendable {
  private let jobs = Mutex<[@Sendable () -> Void]>([])

  var worker: PreviewWorker {
    PreviewWorker { [self] work in jobs.withLock { $0.append(work) } }
  }

  /// Jobs started and not run yet.
  var count: Int { jobs.withLock { $0.count } }

  /// Runs the `index`-th of the jobs still held (in the order they started).
  func run(_ index: Int) {
    let job = jobs.withLock { $0.remove(at: index) }
    job()
  }
}

/// The previewer never blocks (issue 12): reads of a saved file and solves for another device
/// run off the loop; keys are answered meanwhile over the old layout, the status line says
/// what runs, and a newer save or device change drops the answer of an older one.
@Suite struct PreviewBackgroundTests {
  static let path = "test.yaml"
  static let versionA = TestFiles.small.replacing(#"text: "Charlie""#, with: #"text: "Carla""#)
  static let versionB = TestFiles.small.replacing(#"text: "Charlie""#, with: #"text: "Chuck""#)

  static func start(_ worker: PreviewWorker) -> (PreviewModel, ScriptedSource) {
    let source = ScriptedSource([path: TestFiles.small])
    var model = PreviewModel(
      path: path, spec: Preview.spec(TestFiles.small), text: TestFiles.small, source: source,
      worker: worker)
    model.resize(TerminalSize(cols: 80, rows: 16), now: 0)
    return (model, source)
  }

  static func shows(_ model: PreviewModel, _ text: String) -> Bool {
    Preview.screen(model).contains { $0.contains(text) }
  }

  @Test func aReloadInProgressDoesNotStopAKey() {
    let held = HeldWork()
    var (m, source) = Self.start(held.worker)
    source.set(Self.path, Self.versionA)
    let started = m.tick(now: 0.2, source: source)  // the poll starts the read
    #expect(started)
    #expect(held.count == 1)
    #expect(m.isWaiting)
    #expect(m.statusText.hasPrefix("loading…"))
    // The read is held: a key is handled at once, over the old layout.
    m.scrollLines(1, now: 0.25)
    #expect(m.offset == Point(x: 0, y: 16))
    #expect(Self.shows(m, "Charlie"))
    // Polls while the same version is read start no second read.
    _ = m.tick(now: 0.4, source: source)
    #expect(held.count == 1)
    held.run(0)
    let collected = m.tick(now: 0.45, source: source)
    #expect(collected)
    #expect(!m.isWaiting)
    #expect(!m.statusText.contains("loading"))
    #expect(Self.shows(m, "Carla"))
    #expect(m.offset == Point(x: 0, y: 16))
    #expect(m.animations.flashes[m.item("c") ?? -1] == .updated)
  }

  /// A newer save replaces an older read still running: whichever finishes first, only the
  /// newer version is ever shown.
  @Test(arguments: [true, false])
  func aNewerSaveDropsTheOlderLoad(olderFinishesFirst: Bool) {
    let held = HeldWork()
    var (m, source) = Self.start(held.worker)
    source.set(Self.path, Self.versionA)
    _ = m.tick(now: 0.2, source: source)
    source.set(Self.path, Self.versionB)
    _ = m.tick(now: 0.4, source: source)
    #expect(held.count == 2)
    if olderFinishesFirst {
      held.run(0)
      _ = m.tick(now: 0.45, source: source)
      #expect(!Self.shows(m, "Carla"))
      #expect(m.isWaiting)  // still reading the newer one
      held.run(0)
    } else {
      held.run(1)
      _ = m.tick(now: 0.45, source: source)
      #expect(Self.shows(m, "Chuck"))
      held.run(0)
    }
    _ = m.tick(now: 0.5, source: source)
    #expect(!m.isWaiting)
    #expect(Self.shows(m, "Chuck"))
    #expect(!Self.shows(m, "Carla"))
    #expect(m.document.watch?.goodText == Self.versionB)
  }

  /// A device or orientation change is solved off the loop: the old layout and device stay
  /// until the new layout is ready, and a newer change drops an older one's answer.
  @Test func aDeviceChangeIsSolvedOffTheLoop() {
    let held = HeldWork()
    var m = PreviewModel(
      path: "traits.yaml", spec: Preview.spec(TestFiles.traits), worker: held.worker)
    m.resize(TerminalSize(cols: 120, rows: 40), now: 0)
    let portraitBox = m.frame("box")
    m.toggleOrientation(now: 0)
    #expect(m.isWaiting)
    #expect(m.display.choice.orientation == .portrait)
    #expect(m.frame("box") == portraitBox)
    #expect(m.statusText.hasPrefix("solving…"))
    m.scrollLines(1, now: 0.01)  // answered while the solve is held
    #expect(m.offset.y == 16)
    m.nextDevice(now: 0.02)  // turned and the next device: replaces the first solve
    #expect(held.count == 2)
    held.run(0)  // the older answer arrives first and is dropped
    _ = m.tick(now: 0.03, source: nil)
    #expect(m.display.choice.orientation == .portrait)
    #expect(m.isWaiting)
    held.run(0)
    let applied = m.tick(now: 0.04, source: nil)
    #expect(applied)
    #expect(!m.isWaiting)
    #expect(m.display.choice.orientation == .landscape)
    #expect(
      m.display.choice.device
        == DeviceSetup.chosen(file: m.document.fileSpec, settings: m.settings).device.nextPreset)
    #expect(m.frame("box")?.height == 100)  // the landscape rule
  }

  /// The worker hands over a reload's changed items ready: they match what the loop would find
  /// from the diff, and its image loads are the new layout's.
  @Test func theWorkerPreparesTheChangedItems() {
    let (m, _) = Self.start(.inline)
    let spec = Preview.spec(Self.versionA)
    let prepared = PreviewModel.prepare(
      spec, document: m.document, device: m.display.choice, settings: m.settings,
      shown: m.engine.layout.compiled)
    let compiled = prepared.layout.compiled
    #expect(
      prepared.changes.updated == [ItemKeys.item(forKey: "c", in: compiled)].compactMap(\.self))
    #expect(prepared.changes.moved.isEmpty)
    #expect(prepared.changes.inserted.isEmpty)
    #expect(prepared.loadTimes == SolvedLayout.loadTimes(in: compiled))
  }

  /// Taking in a prepared reload looks up no item by key on the loop: the flashes are the
  /// prepared items, even when they differ from what a diff on the loop would give.
  @Test func collectingAReloadUsesThePreparedItems() {
    var (m, _) = Self.start(.inline)
    let spec = Preview.spec(Self.versionA)
    let made = PreviewModel.prepare(
      spec, document: m.document, device: m.display.choice, settings: m.settings,
      shown: m.engine.layout.compiled)
    var changes = made.changes
    changes.moved = [0]  // not what the diff says: only the loop's copy would say it
    changes.updated = []
    let prepared = BackgroundWork.PreparedLayout(
      document: made.document, device: made.device, layout: made.layout, changes: changes,
      loadTimes: made.loadTimes)
    m.applyReload(spec, now: 1, prepared: prepared)
    #expect(Self.shows(m, "Carla"))
    #expect(m.animations.flashes == [0: .moved])
    // Without a prepared result the loop finds the changes itself.
    m.applyReload(Preview.spec(Self.versionB), now: 2, prepared: nil)
    #expect(m.animations.flashes == [m.item("c") ?? -1: .updated])
  }

  /// With the real worker the read runs on a thread of its own and its answer is collected by
  /// a later tick.
  @Test func theBackgroundWorkerDeliversToALaterTick() {
    var (m, source) = Self.start(.background)
    source.set(Self.path, Self.versionA)
    _ = m.tick(now: 0.2, source: source)
    var ticks = 0
    while m.isWaiting && ticks < 10_000 {
      Thread.sleep(forTimeInterval: 0.001)
      _ = m.tick(now: 0.25, source: source)
      ticks += 1
    }
    #expect(!m.isWaiting)
    #expect(Self.shows(m, "Carla"))
  }
}
