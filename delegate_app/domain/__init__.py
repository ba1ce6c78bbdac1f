"""Pure rules of the competitions: no Qt, no SQL, no files."""
