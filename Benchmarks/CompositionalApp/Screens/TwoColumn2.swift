import UIKit

/// Two columns by `subitem:count:` (the shape of Apple's TwoColumn2ViewController), with the
/// cells made in `cellForItemAt` and the counts from the data source methods.
class TwoColumn2ViewController: UI2ViewController, UICollectionViewDataSource {
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.dataSource = self
    view.addSubview(collectionView)
  }

  func createLayout() -> UICollectionViewLayout {
    let itemSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)
    let groupSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 2)
    let spacing = CGFloat(10)
    group.interItemSpacing = .fixed(spacing)
    let section = NSCollectionLayoutSection(group: group)
    section.interGroupSpacing = spacing
    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
    return UICollectionViewCompositionalLayout(section: section)
  }

  func numberOfSections(in collectionView: UICollectionView) -> Int {
    return 1
  }

  func collectionView(
    _ collectionView: UICollectionView, numberOfItemsInSection section: Int
  ) -> Int {
    return 94
  }

  func collectionView(
    _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
  ) -> UICollectionViewCell {
    guard
      let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: TextCell.reuseIdentifier, for: indexPath) as? TextCell
    else { fatalError("Cannot create new cell") }
    cell.label.text = "\(indexPath.item)"
    cell.contentView.backgroundColor = UIColor(red: 0.4, green: 0.6, blue: 0.9, alpha: 1)
    cell.label.font = UIFont.systemFont(ofSize: 15, weight: .semibold)
    return cell
  }
}
