"""Qt user interface: a thin layer over store/ and documents/."""
