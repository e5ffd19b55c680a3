// The section handed to setSection is built elsewhere.
brickCollectionView.setSection(makeSection()) // warning: cannot follow the section `makeSection()`; previewed an empty root
