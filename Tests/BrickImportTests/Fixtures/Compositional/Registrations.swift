import UIKit

/// A supplementary registration names its view class (`SupplementaryRegistration<BannerView>`),
/// whose setup gives the label's font and padding, and its handler is given the registration's
/// own kind ("Banner"), not the layout's (the shape of the iOS 14 Section Headers/Footers).
class RegistrationsViewController: UIViewController {
  static let bannerKind = "banner-kind"

  var dataSource: UICollectionViewDiffableDataSource<Int, Int>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    configureDataSource()
  }

  func createLayout() -> UICollectionViewLayout {
    let item = NSCollectionLayoutItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
    let group = NSCollectionLayoutGroup.horizontal(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(50)),
      subitems: [item])
    let section = NSCollectionLayoutSection(group: group)
    let banner = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(40)),
      elementKind: RegistrationsViewController.bannerKind, alignment: .top)
    section.boundarySupplementaryItems = [banner]
    return UICollectionViewCompositionalLayout(section: section)
  }

  func configureDataSource() {
    let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> {
      (cell, indexPath, identifier) in
      var content = cell.defaultContentConfiguration()
      content.text = "\(identifier)"
      cell.contentConfiguration = content
    }
    let bannerRegistration = UICollectionView.SupplementaryRegistration<BannerView>(
      elementKind: "Banner"
    ) { (view, kind, indexPath) in
      view.label.text = "\(kind) \(indexPath.section)"
    }
    dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
      (collectionView, indexPath, identifier) in
      collectionView.dequeueConfiguredReusableCell(
        using: cellRegistration, for: indexPath, item: identifier)
    }
    dataSource.supplementaryViewProvider = { (view, kind, index) in
      self.collectionView.dequeueConfiguredReusableSupplementary(
        using: bannerRegistration, for: index)
    }
    var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<6))
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

class BannerView: UICollectionReusableView {
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    configure()
  }
  required init?(coder: NSCoder) { fatalError() }

  func configure() {
    addSubview(label)
    label.font = UIFont.preferredFont(forTextStyle: .subheadline)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 12),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -12),
      label.topAnchor.constraint(equalTo: topAnchor, constant: 12),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -12),
    ])
  }
}
