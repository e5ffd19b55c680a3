import BrickCore
import BrickFormat
import Foundation
import Synchronization

/// Where the previewer's long work runs (reading, loading and compiling a saved file, solving
/// for another device): on the caller, at once (tests, recordings), or on a thread of its own
/// so the terminal loop keeps answering keys, resizes and signals (`brickyard preview`).
/// A test can hold the work and run it when it chooses (`init(run:)`).
public struct PreviewWorker: Sendable {
  /// Starts a piece of work.
  let run: @Sendable (_ work: @escaping @Sendable () -> Void) -> Void

  /// A worker that starts work with `run` (which may run it now, later or elsewhere).
  public init(run: @escaping @Sendable (_ work: @escaping @Sendable () -> Void) -> Void) {
    self.run = run
  }

  /// The work runs inside the call that starts it; its result is there when the call returns.
  public static let inline = PreviewWorker { work in work() }

  /// The work runs on a new thread; the loop collects the result when it is ready.
  public static let background = PreviewWorker { work in Thread.detachNewThread(work) }
}

/// The answer of work that may still be running: filled once by the worker, taken once by the
/// loop. Dropping the box (a newer job replaced it) drops a stale answer.
final class Pending<Value: Sendable>: Sendable {
  private let slot = Mutex<Value?>(nil)

  /// Stores the answer (the worker's side).
  func fulfil(_ value: Value) { slot.withLock { $0 = value } }

  /// The answer, once, when it is there (the loop's side).
  func take() -> Value? {
    slot.withLock { value in
      defer { value = nil }
      return value
    }
  }
}

/// The previewer's work in progress: a read of the file, a re-solve for another device, and a
/// long solve running in slices (`G`). The old layout stays on screen meanwhile, and the status
/// line says what is running.
struct BackgroundWork: Sendable {
  /// A read of the file (a save or `r`): the watch's request and the answer.
  struct Reload: Sendable {
    let request: FileWatch.Request
    /// The `generation` the read was started in.
    let generation: Int
    let answer: Pending<ReloadAnswer>
  }

  /// What a read found, with the new version already compiled and solved when it loads.
  struct ReloadAnswer: Sendable {
    let response: FileWatch.Response
    let prepared: PreparedLayout?
  }

  /// A new version of the file, made ready off the loop: the document and device it was made
  /// for, its layout, the items that differ from the layout shown when the read started, and
  /// its image loads. The loop only swaps it in: it looks up no item by key.
  struct PreparedLayout: Sendable {
    let document: Document
    let device: DeviceSetup
    let layout: SolvedLayout
    let changes: ChangedItems
    /// The layout's image load delays, soonest first, in milliseconds.
    let loadTimes: [Double]
  }

  /// A re-solve for another device, orientation or size class.
  struct Resolve: Sendable {
    /// The device the layout is being solved for.
    let device: DeviceSetup
    /// The layout it solves (a different one, after a reload or a state change, drops it).
    let compiled: CompiledLayout
    let answer: Pending<SolvedLayout>
  }

  /// A solve running in slices between events, and what to do when it is done.
  struct SlicedSolve: Hashable, Sendable {
    /// Scroll to the bottom when the layout is complete (`G`).
    var scrollsToBottom: Bool
    /// The layout it is for: a different one (a reload, a state, a device) cancels it.
    var itemCount: Int
    var environment: Environment
  }

  /// How often the loop looks for a finished answer while work runs (seconds).
  static let checkInterval = 0.005

  var worker: PreviewWorker
  /// Counts the layouts shown: work prepared for an older one is done again.
  var generation = 0
  var reload: Reload?
  var resolve: Resolve?
  var sliced: SlicedSolve?

  init(worker: PreviewWorker) {
    self.worker = worker
  }

  /// True while a read or a re-solve runs off the loop.
  var isWaiting: Bool { reload != nil || resolve != nil }

  /// What the status line says while work runs.
  var status: String? {
    if reload != nil { return "loading…" }
    if resolve != nil { return "solving…" }
    return nil
  }
}
