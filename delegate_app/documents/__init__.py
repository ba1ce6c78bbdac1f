"""PDF actas and forms, their signatures and their verification (no Qt).

reportlab and pyHanko are heavy imports: callers import `pdf_document`, `signing` and
`certificates` only when a document is built, signed or checked.
"""

from delegate_app.documents.library_patches import defer_sign_package as _defer_sign_package

# Before any module of this package imports pyHanko: a verifier never loads its signers.
_defer_sign_package()
