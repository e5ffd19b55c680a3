// A repeat-count data source whose function is in a file not given.
let section = BrickSection(bricks: [LabelBrick("row", text: "Row")])
section.repeatCountDataSource = RowCounter() // warning: no repeatCount(for:with:collectionIdentifier:) found in these files
setSection(section)
