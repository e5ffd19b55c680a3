import UIKit

/// A provider that branches on the trait collection: a plain list on compact widths, a
/// two-column grid on regular ones, both from `NSCollectionLayoutSection.list(using:)` and
/// groups; and a layout-wide header from the configuration.
class SizeClasses15ViewController: UI15ViewController {
  var dataSource: UICollectionViewDiffableDataSource<Int, String>! = nil
  var collectionView: UICollectionView! = nil
  let names = ["Oak", "Ash", "Elm", "Yew", "Fir"]

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
    let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> {
      cell, indexPath, name in
      var content = UIListContentConfiguration.cell()
      content.text = name
      cell.contentConfiguration = content
    }
    dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) {
      collectionView, indexPath, name in
      collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(names)
    dataSource.apply(snapshot)
  }

  func makeLayout() -> UICollectionViewLayout {
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.interSectionSpacing = 8
    let banner = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60)),
      elementKind: "banner", alignment: .top)
    configuration.boundarySupplementaryItems = [banner]
    return UICollectionViewCompositionalLayout(
      sectionProvider: { index, environment in
        let isCompact = environment.traitCollection.horizontalSizeClass == .compact
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(isCompact ? 1.0 : 0.5),
            heightDimension: .absolute(isCompact ? 44 : 80)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(isCompact ? 44 : 80)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = isCompact ? 0 : 16
        return section
      }, configuration: configuration)
  }
}
