#if Importer
  @_spi(RawSyntax) import SwiftSyntax

  extension TokenSyntax {
    /// The token's text as the source spells it: the same as `text` for names, keywords and
    /// operators, without forming the token's `TokenKind` first (which `text` does, a tenth of
    /// an interpreted loop's time).
    var sourceText: String { String(syntaxText: rawText) }
  }
#endif
