"""The federation office's own database: received actas, competitions, receipts (issue 18)."""
