import BrickCore

/// Draws an `ExportSheet` as one self-contained HTML page (docs/commands.md#pictures-to-share): the
/// SVG picture inline, and each item's inspector fields on hover, both as the item's tooltip
/// (`<title>`) and in a panel that follows the pointer. No external files, fonts or scripts.
///
/// The page is well-formed XML (XHTML syntax), so the same parser that reads the SVG reads it.
public struct HTMLWriter {
  public init() {}

  /// The page.
  public func document(_ sheet: ExportSheet) -> String {
    SVGWriter().collect { sink throws in try write(sheet.plan, to: sink) }
  }

  /// Writes the page of the plan to `sink` a piece at a time, as `SVGWriter.write` does (the
  /// same text as `document`).
  public func write(_ plan: ExportPlan, to sink: (String) throws -> Void) throws {
    try sink(Self.head(title: XMLText.escaped(plan.title)))
    try SVGWriter(itemTitles: true).writeSVG(plan, to: sink)
    try sink(Self.tail)
  }

  /// The page up to the picture.
  static func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html xmlns="http://www.w3.org/1999/xhtml" lang="en">
    <head>
    <meta charset="utf-8"/>
    <title>\(title)</title>
    <style>
    body {
      font-family: DejaVu Sans Mono, Menlo, Consolas, monospace;
      margin: 16px; background: #f2f2f2; color: #1d1d1f;
    }
    h1 { font-size: 16px; font-weight: bold; }
    #inspector {
      position: fixed; top: 16px; right: 16px; min-width: 280px; white-space: pre;
      background: #ffffff; border: 1px solid #333333; padding: 8px; font-size: 12px;
    }
    g.item:hover > rect { stroke: #e0306a; stroke-width: 2; }
    </style>
    </head>
    <body>
    <h1>\(title)</h1>
    <div id="inspector">Point at a brick to inspect it.</div>

    """
  }

  /// The page after the picture.
  static let tail = """

    <script>
    (function () {
      var panel = document.getElementById('inspector');
      var groups = document.querySelectorAll('g.item');
      Array.prototype.forEach.call(groups, function (g) {
        var title = g.querySelector('title');
        if (!title) { return; }
        g.addEventListener('mouseover', function (event) {
          event.stopPropagation();
          panel.textContent = title.textContent;
        });
      });
    })();
    </script>
    </body>
    </html>

    """
}
