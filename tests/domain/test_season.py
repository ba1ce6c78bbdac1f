"""Season set-up rules: season names, the draw (CH-9.3), extensions (CH-10.1), transfers
(CH-10.3) and the docs/reglas.md decisions stored per competition."""

from __future__ import annotations

from datetime import date

import pytest

from delegate_app.domain import season
from delegate_app.domain.calendar import berger_rounds
from delegate_app.domain.findings import Severity


@pytest.mark.parametrize(
    ("text", "expected"),
    [("2026-2027", (2026, 2027)), ("2026/27", (2026, 2027)), (" 2099-2100 ", (2099, 2100))],
)
def test_season_names_are_read_loosely(text, expected):
    assert season.parse_season(text) == expected


@pytest.mark.parametrize("text", ["", "2026", "2026-2028", "temporada", "2027-2026"])
def test_a_season_that_is_not_two_consecutive_years_is_refused_in_spanish(text):
    with pytest.raises(season.SeasonError, match="Temporada"):
        season.parse_season(text)


def test_next_season_and_default_window():
    assert season.next_season("2026-2027") == "2027-2028"
    assert season.default_season_window("2026-2027") == (date(2026, 8, 1), date(2027, 7, 31))
    assert season.season_window("2026-2027", date(2026, 9, 1), None) == (
        date(2026, 9, 1),
        date(2027, 7, 31),
    )


@pytest.mark.parametrize("bad", ["25:00", "16:75", "a las cuatro", ""])
def test_official_times_must_be_times(bad):
    with pytest.raises(season.SeasonError, match="hora"):
        season.parse_clock(bad, "Hora")


def _round_of(numbers, a, b, n):
    return season.meeting_rounds(n)[frozenset((numbers[a], numbers[b]))]


def test_CH_9_3_two_teams_of_one_club_take_i_and_n_plus_1_minus_i_and_meet_in_round_1():
    # Berger round 1 pairs i with n+1-i: the numbers art. 9.3 needs for two teams of a club
    first = berger_rounds(8)[0]
    assert {frozenset(p) for p in first.pairings} == {frozenset((i, 9 - i)) for i in range(1, 5)}
    teams = [(10, 1), (11, 2), (12, 3), (13, 1), (14, 4), (15, 5), (16, 6), (17, 7)]
    numbers = season.draw_numbers(teams)
    assert sorted(numbers.values()) == list(range(1, 9))
    assert numbers[10] + numbers[13] == 9
    assert _round_of(numbers, 10, 13, 8) == 1


def test_CH_9_3_with_an_odd_number_of_teams_they_still_meet_in_round_1():
    teams = [(1, 1), (2, 2), (3, 3), (4, 2), (5, 4), (6, 5), (7, 6)]
    numbers = season.draw_numbers(teams)
    assert _round_of(numbers, 2, 4, 7) == 1


def test_CH_9_3_three_teams_of_one_club_meet_in_the_first_three_rounds_and_two_clubs_both():
    teams = [(i, 100 + i) for i in range(1, 11)]
    teams[0], teams[3], teams[6] = (1, 1), (4, 1), (7, 1)
    teams[1], teams[8] = (2, 2), (9, 2)
    numbers = season.draw_numbers(teams)
    rounds = sorted(_round_of(numbers, a, b, 10) for a, b in [(1, 4), (1, 7), (4, 7)])
    assert rounds[-1] <= 3
    assert _round_of(numbers, 2, 9, 10) <= 3


def test_the_other_teams_keep_the_order_of_the_lot():
    teams = [(1, 1), (2, 2), (3, 3), (4, 4)]
    assert season.draw_numbers(teams) == {1: 1, 2: 2, 3: 3, 4: 4}


def test_CH_9_3_typed_numbers_that_make_a_club_meet_late_are_a_warning():
    names = {i: f"Equipo {i}" for i in range(1, 9)}
    clubs = {i: i for i in range(1, 9)}
    clubs[5] = 1  # teams 1 and 5 of one club
    late = {i: i for i in range(1, 9)}
    findings = season.check_draw(late, clubs, names, 8)
    assert [f.rule_id for f in findings] == ["CH-9.3"]
    assert findings[0].severity is Severity.WARN
    assert findings[0].message.startswith("Art. 9.3:")
    early = dict(late)
    early[5], early[8] = 8, 5
    assert season.check_draw(early, clubs, names, 8) == []


def test_draw_numbers_out_of_range_or_repeated_are_refused_naming_the_team():
    names = {1: "Alfa", 2: "Beta"}
    with pytest.raises(season.SeasonError, match=r"«Beta».*3"):
        season.check_draw_numbers({1: 1, 2: 3}, 2, names)
    with pytest.raises(season.SeasonError, match="mismo número"):
        season.check_draw_numbers({1: 1, 2: 1}, 2, names)


def test_CH_10_1_a_new_player_is_placed_by_elo_canario():
    elos = [2100, 1950, 1950, 1800, None]
    assert season.extension_position(elos, 2200) == 1
    assert season.extension_position(elos, 1950) == 4  # after the ones rated as high
    assert season.extension_position(elos, 1900) == 4
    assert season.extension_position(elos, 1000) == 5  # before the unrated
    assert season.extension_position(elos, None) == 6
    assert season.extension_position([], 1500) == 1


def test_CH_10_1_past_the_deadline_or_the_first_half_is_a_warning_citing_the_article():
    deadline = date(2026, 11, 30)
    assert season.extension_findings(date(2026, 11, 30), deadline) == []
    [late] = season.extension_findings(date(2026, 12, 1), deadline)
    assert (late.rule_id, late.severity) == ("CH-10.1", Severity.WARN)
    assert "Art. 10.1" in late.message and "30/11/2026" in late.message
    both = season.extension_findings(date(2027, 1, 20), deadline, date(2027, 1, 16))
    assert len(both) == 2 and "primera vuelta" in both[1].message
    assert season.extension_findings(date(2026, 12, 1), None) == []


def _transfer(**kw):
    base = dict(
        from_club="CA Rival",
        condition="",
        fielded_this_season=False,
        clubs_agree=False,
        moved_from_outside_tenerife=False,
        games_this_season=False,
        recorded_on=date(2026, 11, 2),
    )
    base.update(kw)
    return season.Transfer(**base)


def test_CH_10_3_a_transfer_is_accepted_when_one_of_its_conditions_holds():
    agreed = _transfer(clubs_agree=True)
    assert season.transfer_findings(agreed) == []
    assert season.transfer_condition(agreed) == season.TransferCondition.NOT_FIELDED_AGREED
    moved = _transfer(moved_from_outside_tenerife=True)
    assert season.transfer_findings(moved) == []
    assert season.transfer_condition(moved) == season.TransferCondition.RESIDENCE


@pytest.mark.parametrize(
    "kw",
    [
        {"fielded_this_season": True, "clubs_agree": True},
        {"moved_from_outside_tenerife": True, "games_this_season": True},
        {},
    ],
)
def test_CH_10_3_otherwise_it_is_a_warning_citing_the_article(kw):
    [finding] = season.transfer_findings(_transfer(**kw))
    assert finding.rule_id == "CH-10.3" and finding.severity is Severity.WARN
    assert finding.message.startswith("Art. 10.3:")
    assert season.transfer_condition(_transfer(**kw)) == ""


def test_every_decision_has_an_article_a_default_among_its_choices_and_one_sport():
    keys = [d.key for d in season.DECISIONS]
    assert len(keys) == len(set(keys))
    for decision in season.DECISIONS:
        assert decision.article.startswith("art. ")
        assert decision.default in dict(decision.choices)
    assert {d.key for d in season.decisions_for("domino")} >= {"cierre", "sorteo_empate"}
    assert season.resolve_decisions("domino", {})["cierre"] == "pasa_salida"
    chosen = season.resolve_decisions("domino", {"cierre": "repite_salidor"})
    assert chosen["cierre"] == "repite_salidor" and chosen["sorteo_empate"] == "nuevo_sorteo"


def test_the_domino_decisions_use_the_values_the_domino_engine_knows():
    from delegate_app.domain.domino.common import CierreTie, SeatDrawTie

    by_key = {d.key: d for d in season.decisions_for("domino")}
    assert {v for v, _ in by_key["cierre"].choices} == {c.value for c in CierreTie}
    assert by_key["cierre"].default == CierreTie.LEAD_PASSES.value
    assert {v for v, _ in by_key["sorteo_empate"].choices} == {c.value for c in SeatDrawTie}
    assert by_key["sorteo_empate"].default == SeatDrawTie.REDRAW.value


def test_an_unknown_decision_or_value_is_refused():
    with pytest.raises(season.SeasonError, match="no es un ajuste"):
        season.check_decisions("ajedrez", {"cierre": "repite_salidor"})
    with pytest.raises(season.SeasonError, match=r"art\. 14 y 18"):
        season.check_decisions("domino", {"cierre": "a suertes"})


def test_only_decisions_the_rules_read_offer_a_choice():
    # a setting with alternatives must change something: today only the domino engine reads its
    # decisions (competitions.domino_settings); the chess ones are reported with their article
    offered = {d.key for d in season.DECISIONS if len(d.choices) > 1}
    assert offered == {"cierre", "sorteo_empate", "caidas_desde"}
