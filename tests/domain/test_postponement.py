"""Changes of a match's date or time: CH-6.2 (request, agreement, notice, last rounds), CH-6.3."""

from datetime import date, datetime, timedelta

import pytest

from delegate_app.domain.chess.postponement import check_postponement
from delegate_app.domain.findings import Severity, has_block

TOTAL = 14  # 8 teams, double round robin
ROUND_DATES = {r: date(2026, 10, 3) + timedelta(weeks=r - 1) for r in range(1, TOTAL + 1)}


def official(round_number):
    return datetime.combine(ROUND_DATES[round_number], datetime.min.time()).replace(hour=16)


def check(
    round_number=5,
    new_date=datetime(2026, 11, 4, 19, 0),
    request_date=date(2026, 10, 27),
    both_agree=True,
    official_date=None,
    **settings,
):
    return check_postponement(
        round_number,
        TOTAL,
        official_date or official(round_number),
        new_date,
        request_date,
        both_agree,
        [ROUND_DATES[r] for r in range(round_number + 1, TOTAL + 1)],
        **settings,
    )


def rule_ids(findings):
    return [finding.rule_id for finding in findings]


def test_round_5_is_on_saturday_31_october():
    assert official(5) == datetime(2026, 10, 31, 16, 0)
    assert ROUND_DATES[6] == date(2026, 11, 7) and ROUND_DATES[7] == date(2026, 11, 14)


def test_CH_6_2_an_unchanged_date_gives_nothing():
    assert check(new_date=official(5), request_date=None, both_agree=False) == []
    assert check(new_date=date(2026, 10, 31), official_date=date(2026, 10, 31)) == []


def test_CH_6_2_a_proper_postponement_gives_nothing():
    assert check() == []


def test_CH_6_2_the_change_is_requested_in_writing():
    (finding,) = check(request_date=None)
    assert finding.rule_id == "CH-6.2"
    assert finding.severity is Severity.WARN
    assert "por escrito" in finding.message and "Comité de Competición" in finding.message


def test_CH_6_2_both_teams_agree():
    (finding,) = check(both_agree=False)
    assert finding.rule_id == "CH-6.2"
    assert "acuerdo de ambos equipos" in finding.message


def test_CH_6_2_three_days_notice_to_delay():
    assert check(request_date=date(2026, 10, 28)) == []  # Wednesday for Saturday
    (late,) = check(request_date=date(2026, 10, 29))
    assert late.rule_id == "CH-6.2"
    assert "3 días de antelación" in late.message
    assert "29/10/2026, 2 días antes de la fecha oficial (31/10/2026 16:00)" in late.message
    (after,) = check(request_date=date(2026, 11, 2))
    assert "sin antelación" in after.message


def test_CH_6_2_notice_is_a_setting():
    assert rule_ids(check(request_date=date(2026, 10, 27), notice_days=5)) == ["CH-6.2"]


def test_CH_6_2_bringing_a_match_forward_needs_agreement_but_no_notice():
    earlier = datetime(2026, 10, 29, 19, 0)
    assert check(new_date=earlier, request_date=date(2026, 10, 28)) == []
    assert rule_ids(check(new_date=earlier, both_agree=False)) == ["CH-6.2"]


def test_CH_6_2_a_later_time_on_the_same_day_is_a_delay():
    later = datetime(2026, 10, 31, 18, 0)
    (finding,) = check(new_date=later, request_date=date(2026, 10, 30))
    assert "3 días de antelación" in finding.message


def test_CH_6_2_no_change_of_date_or_time_in_the_last_two_rounds():
    earlier = official(13) - timedelta(days=2)
    (finding,) = check(round_number=13, new_date=earlier, request_date=date(2026, 12, 1))
    assert finding.rule_id == "CH-6.2"
    assert "2 últimas rondas" in finding.message and "ronda 13 de 14" in finding.message
    assert "6.4" in finding.message
    new_time = official(14).replace(hour=10)
    assert rule_ids(check(round_number=14, new_date=new_time, request_date=date(2026, 12, 1))) == [
        "CH-6.2"
    ]


def test_CH_6_2_round_12_is_not_one_of_the_last_two():
    new_date = datetime.combine(ROUND_DATES[13], datetime.min.time()) - timedelta(days=3)
    assert check(round_number=12, new_date=new_date, request_date=date(2026, 12, 10)) == []


def test_CH_6_3_a_postponed_match_is_played_before_the_next_two_rounds():
    assert check(new_date=datetime(2026, 11, 8, 10, 0)) == []  # Sunday of round 6
    assert check(new_date=datetime(2026, 11, 13, 19, 0)) == []  # Friday before round 7
    (finding,) = check(new_date=datetime(2026, 11, 14, 16, 0))
    assert finding.rule_id == "CH-6.3"
    assert "14/11/2026" in finding.message and "ronda 7" in finding.message
    assert rule_ids(check(new_date=date(2026, 11, 21))) == ["CH-6.3"]


def test_CH_6_3_the_limit_is_a_setting():
    assert rule_ids(check(new_date=datetime(2026, 11, 8, 10, 0), within_rounds=1)) == ["CH-6.3"]


def test_CH_6_3_no_postponement_when_only_two_rounds_remain():
    new_date = official(13) + timedelta(days=4)
    findings = check(round_number=13, new_date=new_date, request_date=date(2026, 12, 20))
    assert rule_ids(findings) == ["CH-6.2", "CH-6.3"]
    assert "no se permite aplazamiento alguno" in findings[1].message
    last = check(round_number=14, new_date=official(14) + timedelta(days=7))
    assert rule_ids(last) == ["CH-6.2", "CH-6.3"]


def test_CH_6_3_round_12_may_be_postponed_until_the_last_round():
    just_before = datetime.combine(ROUND_DATES[14], datetime.min.time()) - timedelta(days=1)
    assert check(round_number=12, new_date=just_before, request_date=date(2026, 12, 10)) == []
    too_late = datetime.combine(ROUND_DATES[14], datetime.min.time()).replace(hour=16)
    assert rule_ids(check(round_number=12, new_date=too_late, request_date=date(2026, 12, 10))) == [
        "CH-6.3"
    ]


def test_CH_6_2_and_CH_6_3_everything_wrong_at_once_only_warns():
    findings = check(new_date=date(2026, 11, 28), request_date=date(2026, 10, 30), both_agree=False)
    assert rule_ids(findings) == ["CH-6.2", "CH-6.2", "CH-6.3"]
    assert {finding.severity for finding in findings} == {Severity.WARN}
    assert not has_block(findings)
    assert all(finding.message.startswith("Art. 6.") for finding in findings)


def test_CH_6_3_needs_the_dates_of_the_following_rounds():
    with pytest.raises(ValueError, match="Faltan las fechas"):
        check_postponement(5, TOTAL, official(5), datetime(2026, 11, 4), None, True, [])
    with pytest.raises(ValueError, match="no existe"):
        check_postponement(15, TOTAL, official(5), datetime(2026, 11, 4), None, True, [])
