import UIKit

/// A list built by `UICollectionViewCompositionalLayout.list(using:)` with cells configured by a
/// content configuration (the shape of Apple's modern list samples).
class List6ViewController: UI6ViewController {
  enum Section: CaseIterable {
    case main, more
  }

  var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    configureDataSource()
  }

  private func createLayout() -> UICollectionViewLayout {
    var config = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
    config.headerMode = .supplementary
    return UICollectionViewCompositionalLayout.list(using: config)
  }

  private func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      (cell, indexPath, item) in
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(item)"
      content.textProperties.font = .preferredFont(forTextStyle: .body)
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
      (
        collectionView: UICollectionView, indexPath: IndexPath, item: Int
      ) -> UICollectionViewCell?
      in
      return collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: item)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections(Section.allCases)
    snapshot.appendItems(Array(0..<10), toSection: .main)
    snapshot.appendItems(Array(4..<10), toSection: .more)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
