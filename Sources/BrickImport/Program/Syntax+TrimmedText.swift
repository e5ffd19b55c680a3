#if Importer
  import SwiftSyntax

  extension SyntaxProtocol {
    /// The node's text as written, without the leading trivia of its first token and the
    /// trailing trivia of its last: `trimmedDescription`'s text, read out of the tree as it is.
    /// `trimmedDescription` copies the node twice to strip the trivia (a detached copy, then a
    /// new token at each end), which was a quarter of a 55-screen app's import when every call's
    /// callee was compared by its text. The importer reads a node's text through this alone.
    ///
    /// The trivia stripped is that of the first and last tokens, missing ones included (as
    /// `trimmed` does): after a missing token (`let x =` with no value) the trivia before it
    /// stays.
    var trimmedText: String {
      let bytes = syntaxTextBytes
      let first = firstToken(viewMode: .all)
      let last = lastToken(viewMode: .all)
      let start = first?.presence == .present ? first?.leadingTriviaLength.utf8Length ?? 0 : 0
      let trailing = last?.presence == .present ? last?.trailingTriviaLength.utf8Length ?? 0 : 0
      let end = bytes.count - trailing
      guard start < end else { return "" }
      return String(decoding: bytes[start..<end], as: UTF8.self)
    }
  }
#endif
