"""The chess acta on paper and rebuilt from acta.json."""
