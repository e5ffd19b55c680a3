// BrickKit's web README (lowercase spellings), verbatim (BrickKit, Apache License 2.0).
import UIKit
import BrickKit
class ViewController: BrickViewController {
var fruits: [Fruit] = []
override func viewDidLoad() {
super.viewDidLoad()
fruits.append(Fruit(name: "Apple"))
fruits.append(Fruit(name: "Banana"))
fruits.append(Fruit(name: "Cherry"))
let section = BrickSection(bricks: [
LabelBrick("FRUIT", text: "BRICK 1")
])
section.repeatCountDataSource = self
self.setSection(section)
}
}
extension ViewController: BrickRepeatCountDataSource {
func repeatCount(for identifier: String, with collectionIndex: Int, collectionIdentifier: String) -> Int {
return identifier == "FRUIT" ? fruits.count : 1
}
}
