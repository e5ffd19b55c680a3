import UIKit

/// A paging carousel whose items shrink and fade away from the centre (the common
/// `visibleItemsInvalidationHandler`), and a custom group with literal frames.
class Carousel14ViewController: UI14ViewController {
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    configureDataSource()
  }

  func createLayout() -> UICollectionViewLayout {
    UICollectionViewCompositionalLayout { sectionIndex, environment in
      if sectionIndex == 0 {
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(0.7), heightDimension: .absolute(200)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 12
        section.visibleItemsInvalidationHandler = { items, offset, environment in
          let width = environment.container.contentSize.width
          items.forEach { item in
            let distance = abs(item.frame.midX - offset.x - width / 2.0)
            let scale = 1.0 - 0.4 * distance / width
            item.transform = CGAffineTransform(scaleX: scale, y: scale)
            item.alpha = 1.0 - distance / width
          }
        }
        return section
      }
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(150))
      let group = NSCollectionLayoutGroup.custom(layoutSize: groupSize) { _ in
        return [
          NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: 150, height: 150)),
          NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 160, y: 0, width: 100, height: 70)),
          NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 160, y: 80, width: 100, height: 70)),
        ]
      }
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 10, leading: 10, bottom: 10, trailing: 10)
      return section
    }
  }

  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, identifier in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.contentView.backgroundColor = indexPath.section == 0 ? .systemIndigo : .systemOrange
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0, 1])
    snapshot.appendItems(Array(0..<22), toSection: 0)
    snapshot.appendItems(Array(8..<20), toSection: 1)
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
