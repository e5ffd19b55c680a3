import UIKit

/// One section per orthogonal scrolling behavior, chosen by an enum's method (the shape of
/// Apple's OrthogonalScrollBehavior13ViewController).
class OrthogonalBehaviors13ViewController: UI13ViewController {
  static let headerElementKind = "header-element-kind"

  enum SectionKind: Int, CaseIterable {
    case continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered, none
    func orthogonalScrollingBehavior() -> UICollectionLayoutSectionOrthogonalScrollingBehavior {
      switch self {
      case .none:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.none
      case .continuous:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.continuous
      case .continuousGroupLeadingBoundary:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.continuousGroupLeadingBoundary
      case .paging:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.paging
      case .groupPaging:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPaging
      case .groupPagingCentered:
        return UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered
      }
    }
  }

  var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    configureDataSource()
  }

  func createLayout() -> UICollectionViewLayout {
    let config = UICollectionViewCompositionalLayoutConfiguration()
    config.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: {
        (
          sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment
        ) -> NSCollectionLayoutSection? in
        guard let sectionKind = SectionKind(rawValue: sectionIndex) else {
          fatalError("unknown section kind")
        }
        let item = NSCollectionLayoutItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let orthogonallyScrolls = sectionKind.orthogonalScrollingBehavior() != .none
        let containerGroupFractionalWidth = orthogonallyScrolls ? CGFloat(0.85) : CGFloat(1.0)
        let containerGroup = NSCollectionLayoutGroup.horizontal(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(containerGroupFractionalWidth),
            heightDimension: .absolute(120)),
          subitems: [item])
        let section = NSCollectionLayoutSection(group: containerGroup)
        section.orthogonalScrollingBehavior = sectionKind.orthogonalScrollingBehavior()
        let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(
          layoutSize: NSCollectionLayoutSize(
            widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
          elementKind: OrthogonalBehaviors13ViewController.headerElementKind, alignment: .top)
        section.boundarySupplementaryItems = [sectionHeader]
        return section
      }, configuration: config)
    return layout
  }

  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      (
        collectionView: UICollectionView, indexPath: IndexPath, identifier: Int
      ) -> UICollectionViewCell? in
      guard
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: TextCell.reuseIdentifier, for: indexPath) as? TextCell
      else { fatalError("Cannot create new cell") }
      cell.label.text = "\(indexPath.section), \(indexPath.item)"
      cell.contentView.backgroundColor = .cornflowerBlue
      return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    var identifierOffset = 0
    let itemsPerSection = 18
    SectionKind.allCases.forEach {
      snapshot.appendSections([$0.rawValue])
      let maxIdentifier = identifierOffset + itemsPerSection
      snapshot.appendItems(Array(identifierOffset..<maxIdentifier))
      identifierOffset += itemsPerSection
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
