"""The federation's own mode: what its inbox decides about every club's actas (pure)."""
