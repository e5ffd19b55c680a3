// BrickKit README.md, Swift example 8, verbatim (BrickKit, Apache License 2.0).
layout.appearBehavior = BrickAppearTopBehavior() // Insert from the top
layout.appearBehavior = BrickAppearBottomBehavior() // Insert from the bottom

