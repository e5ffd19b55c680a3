import UIKit

/// Carousels of sessions whose width adapts to the container (the shape of Apple's
/// ConferenceVideoSessions8ViewController), with the titles in a constant list.
class VideoSessions8ViewController: UI8ViewController {
  static let titleElementKind = "title-element-kind"
  static let categories = ["The Swift Language", "Xcode", "Interface Builder"]

  var collectionView: UICollectionView! = nil
  var dataSource: UICollectionViewDiffableDataSource<String, Int>! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    configureHierarchy()
    configureDataSource()
  }

  func createLayout() -> UICollectionViewLayout {
    let sectionProvider = {
      (
        sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment
      ) -> NSCollectionLayoutSection? in
      let itemSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
      let item = NSCollectionLayoutItem(layoutSize: itemSize)
      // if we have the space, adapt and go 2-up + peeking 3rd item
      let groupFractionalWidth = CGFloat(
        layoutEnvironment.container.effectiveContentSize.width > 500 ? 0.425 : 0.85)
      let groupSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(groupFractionalWidth), heightDimension: .absolute(250))
      let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
      let section = NSCollectionLayoutSection(group: group)
      section.orthogonalScrollingBehavior = .continuous
      section.interGroupSpacing = 20
      section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
      let titleSize = NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
      let titleSupplementary = NSCollectionLayoutBoundarySupplementaryItem(
        layoutSize: titleSize, elementKind: VideoSessions8ViewController.titleElementKind,
        alignment: .top)
      section.boundarySupplementaryItems = [titleSupplementary]
      return section
    }
    let config = UICollectionViewCompositionalLayoutConfiguration()
    config.interSectionSpacing = 20
    let layout = UICollectionViewCompositionalLayout(
      sectionProvider: sectionProvider, configuration: config)
    return layout
  }

  func configureHierarchy() {
    collectionView = UICollectionView(frame: .zero, collectionViewLayout: createLayout())
    collectionView.backgroundColor = .systemBackground
    view.addSubview(collectionView)
  }

  func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<VideoCell, Int> {
      cell, indexPath, video in
      cell.titleLabel.text = "Session \(video)"
      cell.titleLabel.font = UIFont.preferredFont(forTextStyle: .headline)
      cell.imageView.backgroundColor = .systemGray5
    }
    dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) {
      collectionView, indexPath, video in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: video)
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
    var offset = 0
    for category in VideoSessions8ViewController.categories {
      snapshot.appendSections([category])
      snapshot.appendItems(Array(offset..<offset + 8), toSection: category)
      offset += 8
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}
