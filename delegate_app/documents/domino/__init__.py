"""The domino acta and its Hojas on paper, rebuilt and checked from acta.json."""
