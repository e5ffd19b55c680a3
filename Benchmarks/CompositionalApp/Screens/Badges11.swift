import UIKit

/// Badges anchored to the items' corners, and an app's own colour (the shape of Apple's
/// ItemBadgeSupplementary11ViewController).
class Badges11ViewController: UI11ViewController {
  static let badgeElementKind = "badge-element-kind"
  enum Section {
    case main
  }

  var dataSource: UICollectionViewDiffableDataSource<Section, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    configureDataSource()
  }

  func createLayout() -> UICollectionViewLayout {
    let badgeAnchor = NSCollectionLayoutAnchor(
      edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
    let badgeSize = NSCollectionLayoutSize(
      widthDimension: .absolute(20), heightDimension: .absolute(20))
    let badge = NSCollectionLayoutSupplementaryItem(
      layoutSize: badgeSize, elementKind: Badges11ViewController.badgeElementKind,
      containerAnchor: badgeAnchor)
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [badge])
    item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.2))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
    let layout = UICollectionViewCompositionalLayout(section: section)
    return layout
  }

  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
      (
        collectionView: UICollectionView, indexPath: IndexPath, model: Int
      ) -> UICollectionViewCell?
      in
      guard
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: TextCell.reuseIdentifier, for: indexPath) as? TextCell
      else { fatalError("Cannot create new cell") }
      cell.label.text = "\(model)"
      cell.contentView.backgroundColor = .badgeBlue11
      cell.label.font = UIFont.preferredFont(forTextStyle: .title1)
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
    snapshot.appendSections([.main])
    snapshot.appendItems(Array(0..<111))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

extension UIColor {
  static var badgeBlue11: UIColor {
    return UIColor(
      displayP3Red: 90.0 / 255.0, green: 140.0 / 255.0, blue: 230.0 / 255.0, alpha: 1.0)
  }
}
