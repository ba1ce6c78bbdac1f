"""The federation's documents: intake, receipts, reports and publication (no Qt)."""
