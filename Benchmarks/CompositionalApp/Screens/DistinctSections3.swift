import UIKit

/// A section provider switching over the section's kind (the shape of Apple's
/// DistinctSections3ViewController).
class DistinctSections3ViewController: UI3ViewController {
  enum SectionLayoutKind: Int, CaseIterable {
    case list, grid5, grid3
    var columnCount: Int {
      switch self {
      case .grid3:
        return 3
      case .grid5:
        return 5
      case .list:
        return 1
      }
    }
  }

  var dataSource: UICollectionViewDiffableDataSource<SectionLayoutKind, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    configureHierarchy()
    configureDataSource()
  }

  func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewCompositionalLayout {
      (
        sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment
      ) -> NSCollectionLayoutSection? in
      guard let sectionLayoutKind = SectionLayoutKind(rawValue: sectionIndex) else { return nil }
      let columns = sectionLayoutKind.columnCount
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
      let groupHeight =
        columns == 1
        ? NSCollectionLayoutDimension.absolute(44)
        : NSCollectionLayoutDimension.fractionalWidth(0.2)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: groupHeight)
      let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: groupSize, subitem: item, count: columns)
      let section = NSCollectionLayoutSection(group: group)
      section.contentInsets = NSDirectionalEdgeInsets(
        top: 20, leading: 20, bottom: 20, trailing: 20)
      return section
    }
    return layout
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    let listCell = UICollectionView.CellRegistration<ListCell, Int> { cell, indexPath, identifier in
      cell.label.text = "\(identifier)"
    }
    let textCell = UICollectionView.CellRegistration<TextCell, Int> { cell, indexPath, identifier in
      cell.label.text = "\(identifier)"
      cell.contentView.backgroundColor = .cornflowerBlue
      cell.label.font = UIFont.preferredFont(forTextStyle: .title1)
    }
    dataSource = UICollectionViewDiffableDataSource<SectionLayoutKind, Int>(
      collectionView: collectionView
    ) { collectionView, indexPath, identifier in
      return SectionLayoutKind(rawValue: indexPath.section)! == .list
        ? collectionView.dequeueConfiguredReusableCell(
          using: listCell, for: indexPath, item: identifier)
        : collectionView.dequeueConfiguredReusableCell(
          using: textCell, for: indexPath, item: identifier)
    }
    let itemsPerSection = 10
    var snapshot = NSDiffableDataSourceSnapshot<SectionLayoutKind, Int>()
    SectionLayoutKind.allCases.forEach {
      snapshot.appendSections([$0])
      let itemOffset = $0.rawValue * itemsPerSection
      let itemUpperbound = itemOffset + itemsPerSection
      snapshot.appendItems(Array(itemOffset..<itemUpperbound))
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
