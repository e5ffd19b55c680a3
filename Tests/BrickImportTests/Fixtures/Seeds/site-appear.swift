// BrickKit's web README (lowercase spellings), verbatim (BrickKit, Apache License 2.0).
layout.appearBehavior = BrickAppearTopBehavior() // Insert from the top
layout.appearBehavior = BrickAppearBottomBehavior() // Insert from the bottom
