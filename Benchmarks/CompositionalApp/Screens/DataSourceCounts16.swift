import UIKit

/// A collection view controller whose layout is made by a static helper outside
/// `viewDidLoad`, with counts from `numberOfSections`/`numberOfItemsInSection`, a horizontal
/// configuration, edge spacing and `repeatingSubitem:count:`.
class DataSourceCounts16ViewController: UICollection16ViewController {
  static let spacing: CGFloat = 6

  init() {
    super.init(collectionViewLayout: DataSourceCounts16ViewController.createLayout())
  }

  static func createLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(80), heightDimension: .fractionalHeight(1.0)))
    item.edgeSpacing = NSCollectionLayoutEdgeSpacing(
      leading: .flexible(0), top: nil, trailing: .fixed(spacing), bottom: nil)
    let group = NSCollectionLayoutGroup.vertical(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .absolute(100), heightDimension: .fractionalHeight(0.5)),
      repeatingSubitem: item, count: 3)
    group.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsetsReference = .none
    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
  }

  override func numberOfSections(in collectionView: UICollectionView) -> Int {
    return 2
  }

  override func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    return section == 0 ? 12 : 30
  }

  override func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    cell.backgroundColor = .systemMint
    return cell
  }
}
