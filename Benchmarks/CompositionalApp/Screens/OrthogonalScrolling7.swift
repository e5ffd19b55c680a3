import UIKit

/// Sections that scroll sideways (the shape of Apple's OrthogonalScrolling7ViewController).
class OrthogonalScrolling7ViewController: UI7ViewController {
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    configureDataSource()
  }

  func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout {
      (
        sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment
      ) -> NSCollectionLayoutSection? in
      let leadingItem = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0)))
      leadingItem.contentInsets = NSDirectionalEdgeInsets(
        top: 10, leading: 10, bottom: 10, trailing: 10)
      let trailingItem = NSCollectionLayoutItem(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.3)))
      trailingItem.contentInsets = NSDirectionalEdgeInsets(
        top: 10, leading: 10, bottom: 10, trailing: 10)
      let trailingGroup = NSCollectionLayoutGroup.vertical(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0)),
        subitem: trailingItem, count: 2)
      let containerGroup = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(
          widthDimension: .fractionalWidth(0.85), heightDimension: .fractionalHeight(0.4)),
        subitems: [leadingItem, trailingGroup])
      let section = NSCollectionLayoutSection(group: containerGroup)
      section.orthogonalScrollingBehavior = .continuous
      return section
    }
    return layout
  }

  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      (
        collectionView: UICollectionView, indexPath: IndexPath, identifier: Int
      ) -> UICollectionViewCell? in
      guard
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: TextCell.reuseIdentifier, for: indexPath) as? TextCell
      else { fatalError("Cannot create new cell") }
      cell.label.text = "\(indexPath.section), \(indexPath.item)"
      cell.contentView.backgroundColor = .cornflowerBlue
      cell.label.font = UIFont.preferredFont(forTextStyle: .title1)
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var identifierOffset = 0
    let itemsPerSection = 30
    for section in 0..<3 {
      snapshot.appendSections([section])
      let maxIdentifier = identifierOffset + itemsPerSection
      snapshot.appendItems(Array(identifierOffset..<maxIdentifier))
      identifierOffset += itemsPerSection
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
