// BrickKit README.md, Swift example 15, verbatim (BrickKit, Apache License 2.0).
import UIKit
import BrickKit

class ViewController: BrickViewController {

	var fruits = Array<Fruit>()

    override func viewDidLoad() {
        super.viewDidLoad()

        products.append(Fruit("Apple"))
        products.append(Fruit("Banana"))
        products.append(Fruit("Cherry"))

        // Register the bricks you are going to use
        self.registerBrickClass(LabelBrick.self)

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
