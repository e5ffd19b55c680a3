#if Importer
  // The importer's one use of swift-syntax's SPI (`@_spi(RawSyntax)`): every other file reads a
  // token's text through `sourceText` below, so a swift-syntax release that changes the raw
  // layer breaks this file alone. Checked against swift-syntax 602.0.0 (Package.resolved);
  // on an upgrade, check that `rawText` is still the token's text as written (no trivia), and
  // `String(syntaxText:)` still copies it.
  @_spi(RawSyntax) import SwiftSyntax

  extension TokenSyntax {
    /// The token's text as the source spells it: the same as `text` for names, keywords and
    /// operators, without forming the token's `TokenKind` first (which `text` does, a tenth of
    /// an interpreted loop's time).
    var sourceText: String { String(syntaxText: rawText) }
  }
#endif
