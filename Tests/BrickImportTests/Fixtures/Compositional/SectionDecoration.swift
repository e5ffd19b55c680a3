import UIKit

/// A background decoration behind each section (the shape of Apple's
/// SectionDecorationViewController).
class SectionDecorationViewController: UIViewController {
  static let sectionBackgroundDecorationElementKind = "section-background-element-kind"

  var currentSnapshot: NSDiffableDataSourceSnapshot<Int, Int>! = nil
  var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    configureHierarchy()
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
    section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
    let sectionBackgroundDecoration = NSCollectionLayoutDecorationItem.background(
      elementKind: SectionDecorationViewController.sectionBackgroundDecorationElementKind)
    sectionBackgroundDecoration.contentInsets = NSDirectionalEdgeInsets(
      top: 5, leading: 5, bottom: 5, trailing: 5)
    section.decorationItems = [sectionBackgroundDecoration]
    let layout = UICollectionViewCompositionalLayout(section: section)
    layout.register(
      SectionBackgroundDecorationView.self,
      forDecorationViewOfKind: SectionDecorationViewController.sectionBackgroundDecorationElementKind)
    return layout
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    collectionView.backgroundColor = .white  // warning: background colour `.white` has no key
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, identifier: Int) -> UICollectionViewCell? in
      if let cell = collectionView.dequeueReusableCell(
        withReuseIdentifier: ListCell.reuseIdentifier, for: indexPath) as? ListCell
      {
        cell.label.text = "\(indexPath.section),\(indexPath.item)"
        return cell
      } else {
        fatalError("Cannot create new cell")
      }
    }
    let itemsPerSection = 5
    let sections = Array(0..<5)
    currentSnapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var itemOffset = 0
    sections.forEach {
      currentSnapshot.appendSections([$0])
      currentSnapshot.appendItems(Array(itemOffset..<itemOffset + itemsPerSection))
      itemOffset += itemsPerSection
    }
    dataSource.apply(currentSnapshot, animatingDifferences: false)
  }
}
