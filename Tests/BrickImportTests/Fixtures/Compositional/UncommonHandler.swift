import UIKit

/// A `visibleItemsInvalidationHandler` that is not the common scale-or-fade: it rotates the
/// items, which a layout file cannot say; it is left out with a warning at its line and at the
/// values it reads. An app colour defined nowhere is left out with a warning too.
class UncommonHandlerViewController: UIViewController {
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    section.orthogonalScrollingBehavior = .paging
    section.visibleItemsInvalidationHandler = { items, offset, environment in  // warning: is not the common scale-or-fade
      for item in items {
        let angle = (item.frame.midX - offset.x) / 500.0  // warning: left out with the visibleItemsInvalidationHandler
        item.transform = CGAffineTransform(rotationAngle: angle)  // warning: left out with the visibleItemsInvalidationHandler
      }
    }
    collectionView = UICollectionView(
      frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      collectionView, indexPath, identifier in
      let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
      cell.contentView.backgroundColor = .brandSunset  // warning: has no name in layout files
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<6))
    dataSource.apply(snapshot)
  }
}
