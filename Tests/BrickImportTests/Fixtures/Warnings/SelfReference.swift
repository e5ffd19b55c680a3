// A section that lists itself: BrickKit would loop; the importer leaves the inner use out.
let section = BrickSection(bricks: [LabelBrick(text: "A"), section]) // warning: `section` contains itself // warning: cannot follow the brick `section`; left it out
setSection(section)
