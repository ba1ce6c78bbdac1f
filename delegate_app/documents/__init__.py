"""PDF actas and forms, their signatures and their verification (no Qt).

reportlab and pyHanko are heavy imports: callers import `pdf_blocks`, `signing` and
`certificates` only when a document is built, signed or checked.
"""
