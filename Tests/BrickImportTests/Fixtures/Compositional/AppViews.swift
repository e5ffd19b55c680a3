import UIKit

/// The app's own cell and header classes set the label's font and padding in their setup
/// (read when the data source dequeues them `as?` the class), a header titled with an enum
/// case's name, and items that are models built with a struct's memberwise initializer (the
/// shapes of Apple's TitleSupplementaryView, OrthogonalScrollBehaviorViewController and
/// ItemBadgeSupplementaryViewController).
class AppViewsViewController: UIViewController {
  static let captionKind = "caption-kind"

  enum Shelf: Int, CaseIterable {
    case recent, favourites
  }

  struct Tile: Hashable {
    let title: String
    let count: Int
  }

  var dataSource: UICollectionViewDiffableDataSource<Shelf, Tile>! = nil
  var collectionView: UICollectionView! = nil

  override func viewDidLoad() {
    super.viewDidLoad()
    collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
    configureDataSource()
  }

  func createLayout() -> UICollectionViewLayout {
    let tileSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0 / 3.0), heightDimension: .fractionalHeight(1.0))
    let tile = NSCollectionLayoutItem(layoutSize: tileSize)
    let rowSize = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(90))
    let row = NSCollectionLayoutGroup.horizontal(layoutSize: rowSize, subitems: [tile])
    let section = NSCollectionLayoutSection(group: row)
    let caption = NSCollectionLayoutBoundarySupplementaryItem(
      layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(30)),
      elementKind: AppViewsViewController.captionKind, alignment: .top)
    section.boundarySupplementaryItems = [caption]
    return UICollectionViewCompositionalLayout(section: section)
  }

  func configureDataSource() {
    dataSource = UICollectionViewDiffableDataSource<Shelf, Tile>(collectionView: collectionView) {
      (collectionView: UICollectionView, indexPath: IndexPath, tile: Tile) -> UICollectionViewCell? in
      guard
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: TileCell.reuseIdentifier, for: indexPath) as? TileCell
      else { fatalError("no tile cell") }
      cell.titleLabel.text = tile.title
      return cell
    }
    dataSource.supplementaryViewProvider = {
      (collectionView: UICollectionView, kind: String, indexPath: IndexPath) -> UICollectionReusableView? in
      guard let shelf = Shelf(rawValue: indexPath.section) else { return nil }
      let caption = collectionView.dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: CaptionView.reuseIdentifier, for: indexPath)
        as! CaptionView
      caption.label.text = "#" + String(describing: shelf)
      return caption
    }
    var snapshot = NSDiffableDataSourceSnapshot<Shelf, Tile>()
    for shelf in Shelf.allCases {
      snapshot.appendSections([shelf])
      let tiles = (0..<7).map { Tile(title: "\($0)", count: $0 * 2) }
      snapshot.appendItems(tiles)
    }
    dataSource.apply(snapshot, animatingDifferences: false)
  }
}

class TileCell: UICollectionViewCell {
  static let reuseIdentifier = "tile"
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    setUp()
  }
  required init?(coder: NSCoder) { fatalError() }
}

extension TileCell {
  func setUp() {
    contentView.addSubview(titleLabel)
    titleLabel.font = UIFont.preferredFont(forTextStyle: .footnote)
    let margin: CGFloat = 6
    NSLayoutConstraint.activate([
      titleLabel.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: margin),
      titleLabel.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -margin),
      titleLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
      titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
    ])
  }
}

class CaptionView: UICollectionReusableView {
  static let reuseIdentifier = "caption"
  let label = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    addSubview(label)
    let inset = CGFloat(8)
    NSLayoutConstraint.activate([
      label.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
      label.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
      label.topAnchor.constraint(equalTo: topAnchor, constant: inset),
      label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
    ])
    label.font = .preferredFont(forTextStyle: .headline)
  }
  required init?(coder: NSCoder) { fatalError() }
}
