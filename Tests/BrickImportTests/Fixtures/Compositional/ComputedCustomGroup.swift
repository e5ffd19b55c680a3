import UIKit

/// A custom group that computes its frames from the environment in a loop: the importer runs it
/// for a 393-point container and warns where it reads the container. Items that come from a
/// model the importer cannot read leave the section without items, with a warning.
class ComputedCustomGroupViewController: UIViewController {
  let store = PhotoStore()
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(store.photoIdentifiers)  // warning: cannot follow the items
    dataSource.apply(snapshot)
  }

  func createLayout() -> UICollectionViewLayout {
    let size = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(200))
    let group = NSCollectionLayoutGroup.custom(layoutSize: size) { environment in
      var items: [NSCollectionLayoutGroupCustomItem] = []
      let width = environment.container.effectiveContentSize.width / 3  // warning: computed from the container's size
      for column in 0..<3 {
        let frame = CGRect(x: CGFloat(column) * width, y: 0, width: width, height: 200)
        items.append(NSCollectionLayoutGroupCustomItem(frame: frame))
      }
      return items
    }
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
  }
}
