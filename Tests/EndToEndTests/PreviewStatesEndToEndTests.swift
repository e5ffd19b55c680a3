import BrickTestSupport
import Foundation
import Testing

/// Data states and collection bricks in the real previewer under tmux: `n`/`p` step through a
/// file's states (the status line names the state, the screen shows its bricks), and a
/// collection brick selected with Tab scrolls sideways with `l`/`h` while the page stays put.
@Suite struct PreviewStatesEndToEndTests {
  static let feed = """
    title: E2E feed
    device: iphone-se
    root:
      bricks:
        - {type: label, id: header, height: 40, text: "Feed"}
        - {type: label, id: placeholder, height: 60, text: "Loading {index}", repeat: 2}
    states:
      - name: loading
        root:
          bricks:
            - {type: label, id: header, height: 40, text: "Feed"}
            - {type: label, id: placeholder, height: 60, text: "Loading {index}", repeat: 2}
      - name: loaded
        root:
          inset: 8
          bricks:
            - {type: label, id: header, height: 40, text: "Feed (2 new)"}
            - {type: label, id: story, height: 60, text: "Story {index}", repeat: 2}
    """

  static let carousel = """
    title: E2E carousel
    device: iphone-se
    root:
      inset: 10
      bricks:
        - {type: label, id: caption, height: 32, text: "Photos"}
        - type: collection
          id: photos
          scrollDirection: horizontal
          section:
            inset: 10
            bricks:
              - {type: label, id: photo, width: 200, height: 100, text: "Photo {index}", repeat: 6}
        - {type: label, id: below, height: 50, text: "Below the carousel"}
    """

  @Test func nAndPStepThroughTheStates() throws {
    let session = try PreviewSession.start(
      "pv-states", arguments: ["$DIR/feed.yaml"], files: ["feed.yaml": Self.feed])
    defer { session.tmux.kill() }
    try session.tmux.waitUntil("the loading state") { screen in
      (screen.last ?? "").contains("state loading") && screen.contains { $0.contains("Loading 1") }
    }
    try session.tmux.sendKeys("n")
    try session.tmux.waitUntil("the loaded state") { screen in
      (screen.last ?? "").contains("state loaded")
        && screen.contains { $0.contains("Feed (2 new)") }
        && screen.contains { $0.contains("Story 1") }
        && !screen.contains { $0.contains("Loading 0") }
    }
    try session.tmux.sendKeys("p")
    try session.tmux.waitUntil("back to loading") { screen in
      (screen.last ?? "").contains("state loading") && screen.contains { $0.contains("Loading 0") }
    }
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: "E2E feed")
  }

  @Test func aFocusedCollectionScrollsSideways() throws {
    let session = try PreviewSession.start(
      "pv-carousel", arguments: ["$DIR/carousel.yaml"], files: ["carousel.yaml": Self.carousel])
    defer { session.tmux.kill() }
    try session.tmux.waitUntil("the carousel") { screen in
      screen.contains { $0.contains("Photo 0") }
        && screen.contains { $0.contains("Below the carousel") }
    }
    // Tab selects the first visible item, the caption; the next Tab selects the collection.
    var focused = false
    for _ in 0..<6 where !focused {
      try session.tmux.sendKeys("Tab")
      focused =
        (try? session.tmux.waitUntil("focus", timeout: 1.5) {
          ($0.last ?? "").contains("focus photos")
        }) != nil
    }
    #expect(focused, "Tab reaches the collection brick")
    for _ in 0..<4 { try session.tmux.sendKeys("l") }
    try session.tmux.waitUntil("the carousel scrolled") { screen in
      screen.contains { $0.contains("Photo 2") } && !screen.contains { $0.contains("Photo 0") }
    }
    // The page itself did not move.
    #expect(try session.statusLine().contains("offset 0,0"))
    for _ in 0..<8 { try session.tmux.sendKeys("h") }
    try session.tmux.waitUntil("back to the start") { screen in
      screen.contains { $0.contains("Photo 0") }
    }
    try session.tmux.sendKeys("q")
    try session.expectRestored(status: 0, marker: "E2E carousel")
  }
}
