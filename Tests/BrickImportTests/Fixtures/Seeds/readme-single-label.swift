// BrickKit README.md, Swift example 12, verbatim (BrickKit, Apache License 2.0).
import UIKit
import BrickKit

class ViewController: BrickViewController {

    override func viewDidLoad() {
        super.viewDidLoad()

		// Register the bricks you are going to use
        self.registerBrickClass(LabelBrick.self)

        let section = BrickSection(bricks: [
            LabelBrick(text: "LABEL BRICK")
            ])

        self.setSection(section)
    }
}
