import Foundation
import Testing

/// Ctrl-Z and `fg` from an interactive shell: the terminal is restored while the program is
/// stopped, and the screen comes back on resume.
@Suite struct JobControlEndToEndTests {
  @Test func ctrlZRestoresTheTerminalAndFgRedraws() throws {
    let tmux = try Tmux(name: "ctrl-z")
    defer { tmux.kill() }
    let binary = try BrickyardBinary.path()
    let dir = tmux.directory.path
    try tmux.start(cols: 60, rows: 15, command: ["/bin/bash", "--norc", "--noprofile", "-i"])
    try tmux.sendText(
      "export LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=\(Tmux.paneTerm); stty -a > '\(dir)/before'; clear")
    try tmux.sendKeys("Enter")
    _ = try tmux.waitForFile("before")
    try tmux.sendText("'\(binary)' tui-demo")
    try tmux.sendKeys("Enter")
    try tmux.waitFor(text: DemoSession.title)
    try tmux.sendKeys("j")
    try tmux.waitFor(text: "count 1")

    try tmux.sendKeys("C-z")
    try tmux.waitFor(text: "Stopped", history: true)
    try tmux.sendText("stty -a > '\(dir)/stopped'")
    try tmux.sendKeys("Enter")
    let stopped = try tmux.waitForFile("stopped")
    let before = try tmux.waitForFile("before")
    #expect(stopped == before, "the terminal is not restored while stopped")

    try tmux.sendText("fg")
    try tmux.sendKeys("Enter")
    let resumed = try tmux.waitFor(text: DemoSession.title)
    #expect(resumed.contains { $0.contains("count 1") })
    try tmux.sendKeys("j")
    let moved = try tmux.waitFor(text: "count 2")
    #expect(DemoSession.boxTop(moved) == 4)

    try tmux.sendKeys("q")
    try tmux.waitUntil("the shell") { !$0.contains { $0.contains(DemoSession.title) } }
    try tmux.sendText("echo EXIT=$?; stty -a > '\(dir)/after'")
    try tmux.sendKeys("Enter")
    try tmux.waitFor(text: "EXIT=0", history: true)
    #expect(try tmux.waitForFile("after") == before)
  }
}
