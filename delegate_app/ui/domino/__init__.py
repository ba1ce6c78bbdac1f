"""The domino guide: the acta of a team encounter, one module per step, its dialogs and the
painted seating diagram. The guide itself is guide.DominoGuide."""
