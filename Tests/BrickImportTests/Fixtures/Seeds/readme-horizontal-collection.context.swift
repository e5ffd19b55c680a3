// Context the README leaves out: the view controller's repeat count, ten images a row.
extension ViewController: BrickRepeatCountDataSource {
  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return 10
  }
}
