import UIKit // warning: no BrickSection or bricks found; the layout is empty
let width: CGFloat = 100
