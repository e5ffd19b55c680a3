import BrickKit
import UIKit

/// Values known only at run time: each becomes a default and a warning on its line.
class RuntimeViewController: BrickViewController, BrickRepeatCountDataSource {
  var items: [Item] = []
  var rowHeight: CGFloat = 0
  let columns = UserDefaults.standard.integer(forKey: "columns")

  override func viewDidLoad() {
    super.viewDidLoad()
    layout.appearBehavior = FancyAppearBehavior() // warning: cannot follow the appear behavior
    let dynamic = BrickSection(bricks: makeBricks()) // warning: cannot follow the bricks `makeBricks()`
    dynamic.repeatCountDataSource = self
    dynamic.isHidden = items.isEmpty // empty at load: hidden
    let toggled = LabelBrick("toggled", text: "Toggled")
    toggled.repeatCount = items.count // empty at load: 0
    let section = BrickSection(bricks: [
      LabelBrick("name", text: user.name), // warning: the text comes from a value known at run time; assumed 'name'
      LabelBrick("greeting", text: "Hello \(user.name)!"), // warning: interpolated values are known at run time; shown as …
      LabelBrick("braces", text: "{not a placeholder}"), // warning: braces in text would be read as placeholders
      LabelBrick(width: .ratio(ratio: 1 / CGFloat(columns)), text: "Cell"), // warning: cannot follow the width
      LabelBrick(height: .fixed(size: rowHeight), text: "Row"), // a stored var: 0 until changed
      LabelBrick(backgroundColor: theme.tint, text: "Tinted"), // warning: cannot follow the colour
      LabelBrick(text: "Configured", configureCellBlock: { cell in cell.label.textColor = .red }), // run for its text and insets
      ButtonBrick("buy", dataSource: self), // warning: no configureButtonBrick(_:) found in these files; the title stays 'buy'
      ImageBrick("photo", dataSource: self), // warning: the image comes from a value known at run time // warning: the image's size is known only once it loads
      CollectionBrick("carousel", dataSource: self), // warning: cannot follow the collection's section
      headerBrick(), // warning: cannot follow the brick `headerBrick()`; left it out
      NibBrick("nib", text: "From a nib"), // warning: NibBrick's height comes from its nib or view at run time
      GenericBrick<UISwitch>("switch", height: .fixed(size: 44)) { view in view.isOn = true }, // warning: the view built by this closure is not run
      BrickSection(bricks: [], inset: spacing, edgeInsets: insets, alignRowHeights: flag, alignment: alignment), // warning: cannot follow the inset // warning: cannot follow the edgeInsets // warning: cannot follow the alignRowHeights // warning: cannot follow the alignment
      BrickSection(bricks: [], insetFetcher: self), // warning: the insetFetcher is asked at run time
      dynamic,
      toggled,
    ])
    setSection(section); section.repeatCountDataSource = self
    setSection(otherSection) // warning: cannot follow the section `otherSection`; kept the one set before
  }

  func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
    guard collectionIndex == 0 else { return 0 } // warning: cannot follow this statement of repeatCount
    if identifier.hasPrefix("row") { // warning: cannot follow the condition `identifier.hasPrefix("row")`; assumed it is false
      return 4
    }
    return identifier == Registry.rows ? items.count : 1 // warning: cannot find the value of `Registry.rows`; assumed the identifier 'rows'
  }
}
