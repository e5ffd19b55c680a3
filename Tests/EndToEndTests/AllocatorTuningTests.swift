import Testing

@testable import brickyard

/// Which command lines get the allocator's tuning (issue 22): only the commands that load big
/// files, never a help or version request, never when the user tunes malloc.
@Test(arguments: [
  (["check", "a.yaml"], [String](), true), (["frames", "a.yaml"], [], true),
  (["render", "a.yaml", "--format", "svg"], [], true),
  (["bench", "--synthetic", "flat"], [], true),
  (["--version"], [], false), (["--help"], [], false), (["check", "--help"], [], false),
  (["render", "a.yaml", "-h"], [], false), (["schema"], [], false),
  (["import", "a.swift"], [], false),
  (["a.yaml"], [], false), ([], [], false), (["diff", "a.yaml", "b.yaml"], [], false),
  (["check", "a.yaml"], ["MALLOC_TOP_PAD_=99999999999999"], false),
  (["check", "a.yaml"], ["HOME=/root", "MALLOC_ARENA_MAX=4"], false),
  (["check", "a.yaml"], ["GLIBC_TUNABLES=glibc.malloc.trim_threshold=0"], false),
  (["check", "a.yaml"], ["HOME=/root", "LANG=C"], true),
])
func allocatorTuningAppliesOnlyWhereItHelps(
  arguments: [String], environment: [String], applies: Bool
) {
  #expect(AllocatorTuning.applies(arguments: arguments, environment: environment) == applies)
}

/// Which command lines raise libyaml's nesting limit (issue 27): every command that may load a
/// layout (the previewer's file included), never `schema`, `tui-demo`, help or version.
@Test(arguments: [
  (["check", "a.yaml"], true), (["a.yaml"], true), ([], true), (["diff", "a", "b"], true),
  (["import", "a.swift"], true), (["record", "a.yaml", "x"], true), (["preview", "a"], true),
  (["schema"], false), (["tui-demo"], false), (["help"], false), (["--version"], false),
  (["check", "--help"], false), (["a.yaml", "-h"], false),
])
func theYAMLLimitIsRaisedOnlyForCommandsThatLoadLayouts(arguments: [String], raises: Bool) {
  #expect(ProcessSetup.loadsLayouts(arguments: arguments) == raises)
}
