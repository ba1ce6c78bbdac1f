"""The chess acta as the match-day guide fills it, and its lineups."""
