"""The domino acta as the domino guide fills it, and its views."""
