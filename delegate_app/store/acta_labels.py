"""The fixed wording of the acta that both the store and the printed acta use, in a module
without SQL: `delegado verify` rebuilds the pages from acta.json with these and never loads the
database layer (SQLAlchemy alone takes longer to import than a verification)."""

from __future__ import annotations

from delegate_app.domain.chess.involved_players import player_role_label

ROLE_LABELS = {
    "delegado_local": "Delegado del equipo local",
    "delegado_visitante": "Delegado del equipo visitante",
    "arbitro": "Árbitro",
}


def role_label(role: str) -> str:
    """Who signs under a role, as the acta prints it (a player's role names side and board)."""
    return ROLE_LABELS.get(role) or player_role_label(role) or role


DOCUMENT_CHECKS = {
    "lista_jugadores": "Lista de jugadores del club sellada (solo si cambió, art. 16.1)",
    "certificados": "Certificaciones federativas o DNI de los jugadores (art. 16.2)",
    "alineaciones": "Alineaciones intercambiadas por escrito antes de empezar (art. 16.3)",
    # CH-11.1 and CH-17.2: the home club provides the material; Preferente plays with a
    # Bronstein increment, so its clocks must offer that mode.
    "material": (
        "Material (art. 11.1): mesas, sillas, tableros y piezas, relojes, planillas, actas y "
        "sobres de jugada secreta; en Preferente, relojes aptos para su ritmo (Bronstein, "
        "art. 17.2)"
    ),
}
