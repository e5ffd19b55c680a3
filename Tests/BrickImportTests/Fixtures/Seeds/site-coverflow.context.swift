// Context for "Coverflow", as Layouts/coverflow.yaml shows it: fifteen covers in a row.
class CoverFlowViewController: BrickViewController, BrickRepeatCountDataSource {
  override func viewDidLoad() {
    super.viewDidLoad()
    let section = BrickSection(bricks: [
      ImageBrick("cover", width: .fixed(size: 200), height: .fixed(size: 300), image: UIImage(named: "album.jpg")),
    ], inset: 20, edgeInsets: UIEdgeInsets(top: 40, left: 60, bottom: 40, right: 60))
    section.repeatCountDataSource = self
    setSection(section)
  }

  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    return identifier == "cover" ? 15 : 1
  }
}
