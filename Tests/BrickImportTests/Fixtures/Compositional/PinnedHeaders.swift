import UIKit

/// Headers pinned while their section shows, and UIKit's own element kinds (the shape of
/// Apple's PinnedSectionHeaderFooterViewController).
class PinnedHeadersViewController: UIViewController {
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    configureDataSource()
  }

  func createLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = 5
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
      elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
    let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
      elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom)
    sectionHeader.pinToVisibleBounds = true
    sectionHeader.zIndex = 2
    section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
    return UICollectionViewCompositionalLayout(section: section)
  }

  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
      guard
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: ListCell.reuseIdentifier, for: indexPath) as? ListCell
      else { fatalError("Cannot create new cell") }
      cell.label.text = "\(indexPath.section),\(indexPath.item)"
      return cell
    }
    dataSource.supplementaryViewProvider = {
      (collectionView: UICollectionView, kind: String, indexPath: IndexPath) -> UICollectionReusableView? in
      guard
        let view = collectionView.dequeueReusableSupplementaryView(  // warning: not among the files
          ofKind: kind, withReuseIdentifier: TitleSupplementaryView.reuseIdentifier,
          for: indexPath) as? TitleSupplementaryView
      else { fatalError("Cannot create new supplementary") }
      view.label.text = kind == UICollectionView.elementKindSectionHeader ? "Header" : "Footer"
      return view
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var itemOffset = 0
    for section in 0..<2 {
      snapshot.appendSections([section])
      snapshot.appendItems(Array(itemOffset..<itemOffset + 10))
      itemOffset += 10
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
