"""Chess's pure rules: the match day, its incidents, lineups and positions."""
