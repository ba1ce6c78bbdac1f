"""The yardstick of `delegado verify`: a minimal validation of the same signed acta with pyHanko
alone, as a process (python benchmarks/pyhanko_minimal.py ACTA.pdf ROOTS.pem).

Every signature is validated against the trust roots given (the clubs' authorities), offline,
with the key usage verify also demands; nothing about the acta's data, pages, roles or stamps
is checked. Exit 0 when every signature is intact and trusted, 1 otherwise.
"""

from __future__ import annotations

import sys
from pathlib import Path


def main() -> int:
    from asn1crypto import pem
    from asn1crypto import x509 as asn1_x509
    from pyhanko.pdf_utils.reader import PdfFileReader
    from pyhanko.sign.validation import validate_pdf_signature
    from pyhanko_certvalidator import ValidationContext

    pdf, roots_file = Path(sys.argv[1]), Path(sys.argv[2])
    roots = [
        asn1_x509.Certificate.load(der)
        for _kind, _headers, der in pem.unarmor(roots_file.read_bytes(), multiple=True)
    ]
    context = ValidationContext(trust_roots=roots, allow_fetching=False)
    with pdf.open("rb") as handle:
        reader = PdfFileReader(handle)
        good = all(
            (status := validate_pdf_signature(signature, context)).intact and status.trusted
            for signature in reader.embedded_signatures
        )
    return 0 if good else 1


if __name__ == "__main__":
    raise SystemExit(main())
