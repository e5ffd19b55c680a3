import Foundation
import Testing

extension Tag {
  /// Slow or timing-bound end-to-end tests (save storms, a long scroll, a resize storm, any
  /// test over about 5 s): skipped by the default `swift test`, run by `.ci/run`.
  @Tag public static var slow: Self
}

/// Whether the slow tests run: `BRICKYARD_SLOW_TESTS` set to anything but empty or `0`.
public enum SlowTests {
  /// The environment variable that turns the slow tests on.
  public static let variable = "BRICKYARD_SLOW_TESTS"

  public static var enabled: Bool {
    let value = ProcessInfo.processInfo.environment[variable] ?? ""
    return !value.isEmpty && value != "0"
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs the test only when `BRICKYARD_SLOW_TESTS=1` (`.ci/run` sets it). Goes with
  /// `.tags(.slow)`: `@Test(.tags(.slow), .whenSlowTestsRun)`.
  public static var whenSlowTestsRun: Self {
    .enabled(if: SlowTests.enabled, "a slow test: set BRICKYARD_SLOW_TESTS=1 to run it")
  }
}
