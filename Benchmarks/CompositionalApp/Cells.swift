import UIKit

class TextCell: UICollectionViewCell {
  static let reuseIdentifier = "text-cell-reuse-identifier"
  let label = UILabel()
}

class ListCell: UICollectionViewCell {
  static let reuseIdentifier = "list-cell-reuse-identifier"
  let label = UILabel()
  let separatorView = UIView()
}

class VideoCell: UICollectionViewCell {
  let titleLabel = UILabel()
  let imageView = UIImageView()
}
