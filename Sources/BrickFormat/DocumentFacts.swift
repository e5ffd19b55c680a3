/// What a parser found out about a document that lets the validator skip work.
struct DocumentFacts {
  /// The names of the document's tags outside YAML's core schema, for messages.
  var tagNames = DocTagNames()
  /// False when the document has no YAML alias, so a node outside repetitions is read once.
  var hasAliases = true
  /// False when the document has no merge key (`<<`), so mappings are read as they are.
  var hasMergeKeys = true
  /// False when no mapping of the document can hold one key text twice (JSON's parser rejects
  /// a repeated key; YAML allows `1` and `!!int 1` in one mapping).
  var mayRepeatKeys = true
}
