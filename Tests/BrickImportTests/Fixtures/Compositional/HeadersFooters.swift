import UIKit

/// A header and a footer on every section (the shape of Apple's
/// SectionHeadersFootersViewController).
class HeadersFootersViewController: UIViewController {
  static let sectionHeaderElementKind = "section-header-element-kind"
  static let sectionFooterElementKind = "section-footer-element-kind"

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
    let headerFooterSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize,
      elementKind: HeadersFootersViewController.sectionHeaderElementKind, alignment: .top)
    let sectionFooter = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: headerFooterSize,
      elementKind: HeadersFootersViewController.sectionFooterElementKind, alignment: .bottom)
    section.boundarySupplementaryItems = [sectionHeader, sectionFooter]
    let layout = UICollectionViewCompositionalLayout(section: section)
    return layout
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
    let headerRegistration = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(
      elementKind: HeadersFootersViewController.sectionHeaderElementKind
    ) { supplementaryView, string, indexPath in
      supplementaryView.label.text = "Section \(indexPath.section)"
      supplementaryView.label.font = UIFont.preferredFont(forTextStyle: .headline)
      supplementaryView.backgroundColor = .lightGray
    }
    let footerRegistration = UICollectionView.SupplementaryRegistration<TitleSupplementaryView>(
      elementKind: HeadersFootersViewController.sectionFooterElementKind
    ) { supplementaryView, string, indexPath in
      supplementaryView.label.text = "End of section \(indexPath.section)"
    }
    dataSource.supplementaryViewProvider = { view, kind, index in
      return self.collectionView.dequeueConfiguredReusableSupplementary(  // warning: is not among
        using: kind == HeadersFootersViewController.sectionHeaderElementKind
          ? headerRegistration : footerRegistration, for: index)
    }
    let itemsPerSection = 5
    let sections = Array(0..<3)
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var itemOffset = 0
    sections.forEach {
      snapshot.appendSections([$0])
      snapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
      itemOffset += itemsPerSection
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
