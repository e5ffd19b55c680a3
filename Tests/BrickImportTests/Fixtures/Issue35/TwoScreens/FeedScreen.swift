import BrickKit
import UIKit

/// A vertical feed whose section is set when a network request answers.
class FeedScreen: BrickViewController {
  var stories: [String] = []

  override func viewDidLoad() {
    super.viewDidLoad()
    API.shared.fetchStories { [weak self] stories in  // warning: samples
      guard let self = self else { return }
      self.stories = stories
      let section = BrickSection(bricks: [
        LabelBrick("story", height: .fixed(size: 100), text: "Story")
      ], inset: 2)
      section.repeatCountDataSource = self
      self.brickCollectionView.setSection(section)
    }
  }
}

extension FeedScreen: BrickRepeatCountDataSource {
  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return stories.count
  }
}
