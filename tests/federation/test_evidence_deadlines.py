"""CH-14 and CH-15.3 decided from the federation's evidence (evidence_deadlines)."""

from __future__ import annotations

from datetime import UTC, date, datetime

import pytest

from delegate_app.domain.deadlines import HolidayCalendar
from delegate_app.domain.federation.evidence_deadlines import (
    AWAY_ROLE,
    HOME_ROLE,
    Compliance,
    MatchRecord,
    Obligation,
    Proposal,
    Received,
    assess_deadlines,
    local_time,
)
from delegate_app.domain.federation.records import IntakeStatus, MatchKey

BOTH = (HOME_ROLE, AWAY_ROLE)
SATURDAY = date(2026, 10, 3)  # round 1; Monday 5 and Tuesday 6 are the 1st and 2nd business days
CH14_DUE = datetime(2026, 10, 6, 21, 0)
# 7th business day: 5, 6, 7, 8, 9, (12 Fiesta Nacional), 13, 14
CH153_DUE = datetime(2026, 10, 14, 21, 0)
LATER = datetime(2026, 12, 1, 12, 0)


def key(round_: int = 1, home: str = "Caballo A", away: str = "Alfil A", comp: str = "Preferente"):
    return MatchKey("2026-2027", comp, round_, home, away)


def received(at: datetime, *, roles=BOTH, status=IntakeStatus.ACCEPTED, mail=None, ref="f"):
    return Received(status, at, mail, roles, ref)


def record(*items: Received, match=None, played=SATURDAY, committee=False, sport="ajedrez"):
    match = match or key()
    return MatchRecord(
        match, sport, played, f"Club {match.home}", f"Club {match.away}", committee, items
    )


def checks(*records: MatchRecord, as_of: datetime = LATER, calendar=None):
    return assess_deadlines(records, as_of=as_of, calendar=calendar).checks


def one(found, rule: str, team: str | None = None):
    matching = [c for c in found if c.rule_id == rule and (team is None or c.team == team)]
    assert len(matching) == 1, matching
    return matching[0]


# --- CH-14 -------------------------------------------------------------------------------------


def test_CH_14_due_at_21_00_of_the_second_business_day_after_a_saturday_match():
    found = checks(record(received(datetime(2026, 10, 5, 10, 0))))
    home, away = (one(found, "CH-14", team) for team in ("Caballo A", "Alfil A"))
    assert home.due == away.due == CH14_DUE
    assert home.compliance is away.compliance is Compliance.ON_TIME
    assert home.proposal is Proposal.NONE
    assert home.obligation is Obligation.RESULT


def test_CH_14_one_second_before_21_00_is_on_time():
    found = checks(record(received(datetime(2026, 10, 6, 20, 59, 59))))
    assert one(found, "CH-14", "Caballo A").compliance is Compliance.ON_TIME


def test_CH_14_exactly_21_00_is_late_and_the_first_miss_is_a_warning():
    found = checks(record(received(datetime(2026, 10, 6, 21, 0, 0))))
    home = one(found, "CH-14", "Caballo A")
    assert home.compliance is Compliance.LATE
    assert home.proposal is Proposal.WARNING
    assert home.miss_number == 1
    assert "amonestación" in home.text
    assert home.late_by is not None and home.late_by.total_seconds() == 0


def test_CH_14_the_second_miss_of_a_club_in_the_competition_is_a_sanction_proposal():
    first = record(received(datetime(2026, 10, 7, 9, 0)))
    # Saturday 10 October: Monday 12 is the Fiesta Nacional, so Tuesday 13 and Wednesday 14
    second = record(
        received(datetime(2026, 10, 15, 9, 0)),
        match=key(2, home="Peón A", away="Caballo A"),
        played=date(2026, 10, 10),
    )
    found = checks(second, first)  # the order given does not matter: the deadlines do
    misses = [c for c in found if c.rule_id == "CH-14" and c.club == "Club Caballo A"]
    assert [c.proposal for c in misses] == [Proposal.WARNING, Proposal.SANCTION]
    assert [c.miss_number for c in misses] == [1, 2]
    assert "reincide" in misses[1].text


def test_CH_14_misses_are_counted_per_competition():
    first = record(received(datetime(2026, 10, 7, 9, 0)))
    other_competition = record(
        received(datetime(2026, 10, 15, 9, 0)),
        match=key(2, home="Caballo A", away="Torre A", comp="Copa"),
        played=date(2026, 10, 10),
    )
    found = checks(first, other_competition)
    caballo = [c for c in found if c.rule_id == "CH-14" and c.team == "Caballo A"]
    assert [c.proposal for c in caballo] == [Proposal.WARNING, Proposal.WARNING]


def test_CH_14_the_mail_servers_time_is_the_evidence_when_known():
    # imported on Thursday, but the federation's server took the mail on Tuesday evening
    mail = datetime(2026, 10, 6, 19, 30, tzinfo=UTC)  # 20:30 in the Canaries (summer time)
    found = checks(record(received(datetime(2026, 10, 8, 9, 0, tzinfo=UTC), mail=mail)))
    home = one(found, "CH-14", "Caballo A")
    assert home.compliance is Compliance.ON_TIME
    assert home.evidence == "hora del servidor de correo"
    assert home.evidence_at == datetime(2026, 10, 6, 20, 30)


def test_CH_14_utc_evidence_is_compared_in_canary_time_at_the_21_00_boundary():
    # October 2026: WEST, UTC+1. 20:00:00 UTC is 21:00:00 local: late.
    late = checks(record(received(datetime(2026, 10, 6, 20, 0, 0, tzinfo=UTC))))
    on_time = checks(record(received(datetime(2026, 10, 6, 19, 59, 59, tzinfo=UTC))))
    assert one(late, "CH-14", "Alfil A").compliance is Compliance.LATE
    assert one(on_time, "CH-14", "Alfil A").compliance is Compliance.ON_TIME
    # winter: WET is UTC+0, so 21:00 UTC is 21:00 local
    assert local_time(datetime(2027, 1, 12, 21, 0, tzinfo=UTC)) == datetime(2027, 1, 12, 21, 0)


def test_CH_14_a_weekend_does_not_count_a_friday_match_is_due_on_tuesday():
    friday = date(2026, 10, 2)
    found = checks(record(received(datetime(2026, 10, 6, 20, 0)), played=friday))
    assert one(found, "CH-14", "Caballo A").due == datetime(2026, 10, 6, 21, 0)


def test_CH_14_the_island_holiday_moves_the_deadline():
    # Saturday 31 January 2026; Monday 2 February is la Candelaria (Tenerife): Tue 3, Wed 4
    found = checks(
        record(received(datetime(2026, 2, 4, 20, 0)), played=date(2026, 1, 31)),
    )
    home = one(found, "CH-14", "Caballo A")
    assert home.due == datetime(2026, 2, 4, 21, 0)
    assert home.compliance is Compliance.ON_TIME


def test_CH_14_a_holiday_the_user_added_moves_the_deadline():
    calendar = HolidayCalendar.of({date(2026, 10, 6): "Fiesta local"})
    found = checks(record(received(datetime(2026, 10, 7, 20, 0))), calendar=calendar)
    home = one(found, "CH-14", "Caballo A")
    assert home.due == datetime(2026, 10, 7, 21, 0)
    assert home.compliance is Compliance.ON_TIME


def test_CH_14_an_acta_signed_only_by_the_home_delegate_leaves_the_visitor_without_result():
    found = checks(
        record(
            received(
                datetime(2026, 10, 5, 9, 0), roles=(HOME_ROLE,), status=IntakeStatus.INCOMPLETE
            )
        )
    )
    assert one(found, "CH-14", "Caballo A").compliance is Compliance.ON_TIME
    away = one(found, "CH-14", "Alfil A")
    assert away.compliance is Compliance.MISSING
    assert away.proposal is Proposal.WARNING


def test_CH_14_a_rejected_file_is_no_evidence():
    found = checks(record(received(datetime(2026, 10, 5, 9, 0), status=IntakeStatus.REJECTED)))
    assert one(found, "CH-14", "Caballo A").compliance is Compliance.MISSING


def test_CH_14_the_earliest_verified_version_counts():
    found = checks(
        record(
            received(datetime(2026, 10, 9, 9, 0), ref="tarde"),
            received(datetime(2026, 10, 5, 9, 0), ref="pronto"),
        )
    )
    home = one(found, "CH-14", "Caballo A")
    assert home.reference == "pronto"
    assert home.compliance is Compliance.ON_TIME


def test_CH_14_before_the_deadline_nothing_received_is_open_not_a_miss():
    found = checks(record(), as_of=datetime(2026, 10, 6, 20, 59))
    home = one(found, "CH-14", "Caballo A")
    assert home.compliance is Compliance.OPEN
    assert home.proposal is Proposal.NONE and home.miss_number == 0
    missed = checks(record(), as_of=datetime(2026, 10, 6, 21, 0))
    assert one(missed, "CH-14", "Caballo A").compliance is Compliance.MISSING


# --- CH-15.3 -----------------------------------------------------------------------------------


def test_CH_15_3_seven_business_days_skip_the_national_holiday():
    found = checks(record(received(datetime(2026, 10, 14, 20, 59, 59))))
    acta = one(found, "CH-15.3")
    assert acta.due == CH153_DUE
    assert acta.compliance is Compliance.ON_TIME
    assert acta.team == "Caballo A" and acta.club == "Club Caballo A"
    assert acta.obligation is Obligation.ACTA


def test_CH_15_3_the_seven_day_deadline_carries_no_penalty():
    found = checks(record(received(datetime(2026, 10, 14, 21, 0))))
    acta = one(found, "CH-15.3")
    assert acta.compliance is Compliance.LATE
    assert acta.proposal is Proposal.NONE
    assert "no lleva sanción" in acta.text


def test_CH_15_3_with_committee_incidents_due_on_the_second_business_day():
    found = checks(record(received(datetime(2026, 10, 6, 20, 59, 59)), committee=True))
    acta = one(found, "CH-15.3")
    assert acta.due == CH14_DUE
    assert acta.compliance is Compliance.ON_TIME
    assert acta.proposal is Proposal.NONE


def test_CH_15_3_late_acta_with_committee_incidents_proposes_loss_of_points_for_home_team():
    found = checks(record(received(datetime(2026, 10, 6, 21, 0)), committee=True))
    acta = one(found, "CH-15.3")
    assert acta.compliance is Compliance.LATE
    assert acta.proposal is Proposal.LOSS_OF_POINTS
    assert acta.team == "Caballo A"
    assert "pierda los puntos" in acta.text


def test_CH_15_3_only_a_complete_acta_meets_it_an_earlier_incomplete_is_mentioned():
    found = checks(
        record(
            received(
                datetime(2026, 10, 5, 9, 0), status=IntakeStatus.INCOMPLETE, roles=(HOME_ROLE,)
            ),
            received(datetime(2026, 10, 7, 9, 0)),
            committee=True,
        )
    )
    acta = one(found, "CH-15.3")
    assert acta.compliance is Compliance.LATE
    assert acta.proposal is Proposal.LOSS_OF_POINTS
    assert "versión incompleta" in acta.text
    # the incomplete version did communicate the home delegate's result in time (CH-14)
    assert one(found, "CH-14", "Caballo A").compliance is Compliance.ON_TIME


def test_CH_15_3_never_received_with_committee_incidents_is_a_loss_of_points_proposal():
    found = checks(record(committee=True))
    acta = one(found, "CH-15.3")
    assert acta.compliance is Compliance.MISSING
    assert acta.proposal is Proposal.LOSS_OF_POINTS


def test_CH_15_3_misses_do_not_count_as_CH_14_repeats():
    found = checks(record(received(datetime(2026, 10, 7, 9, 0)), committee=True))
    home14 = one(found, "CH-14", "Caballo A")
    assert home14.proposal is Proposal.WARNING and home14.miss_number == 1
    assert one(found, "CH-15.3").miss_number == 1


# --- domino: the league's periods, reported without proposals --------------------------------


def test_domino_league_deadlines_are_reported_without_proposal():
    found = checks(record(received(datetime(2026, 10, 20, 9, 0)), sport="domino", committee=False))
    rules = {c.rule_id for c in found}
    assert rules == {"Liga"}
    assert all(c.compliance is Compliance.LATE for c in found)
    assert all(c.proposal is Proposal.NONE for c in found)
    assert all("no fija plazos" in c.text for c in found)


def test_report_order_and_counts():
    report = assess_deadlines([record(received(datetime(2026, 10, 7, 9, 0)))], as_of=LATER)
    assert [c.rule_id for c in report.checks] == ["CH-14", "CH-14", "CH-15.3"]
    assert report.count(Compliance.LATE) == 2
    assert report.count(Compliance.ON_TIME) == 1
    assert {c.proposal for c in report.proposals} == {Proposal.WARNING}


@pytest.mark.parametrize("moment", [datetime(2026, 10, 6, 21, 0, 1), datetime(2026, 10, 7)])
def test_CH_14_any_moment_after_21_00_is_late(moment):
    assert one(checks(record(received(moment))), "CH-14", "Alfil A").compliance is Compliance.LATE


def test_CH_14_a_report_as_of_an_earlier_moment_ignores_what_arrived_later():
    late_file = record(received(datetime(2026, 10, 9, 9, 0)))
    before = checks(late_file, as_of=datetime(2026, 10, 6, 12, 0))
    assert one(before, "CH-14", "Caballo A").compliance is Compliance.OPEN
    after_deadline = checks(late_file, as_of=datetime(2026, 10, 8, 12, 0))
    assert one(after_deadline, "CH-14", "Caballo A").compliance is Compliance.MISSING
    assert one(checks(late_file), "CH-14", "Caballo A").compliance is Compliance.LATE


def test_domino_acta_for_the_competent_body_has_the_league_two_day_period():
    found = checks(record(received(datetime(2026, 10, 6, 20, 59)), sport="domino", committee=True))
    assert {c.due for c in found} == {CH14_DUE}
    assert all(c.compliance is Compliance.ON_TIME for c in found)


# --- matches of the calendar whose acta never arrived ------------------------------------------


def calendar_record(*items: Received, match=None, played=SATURDAY, home_club=None):
    match = match or key()
    return MatchRecord(
        match,
        "ajedrez",
        played,
        home_club or f"Club {match.home}",
        f"Club {match.away}",
        False,
        items,
        from_calendar=True,
    )


def test_CH_14_a_calendar_match_without_any_acta_is_a_miss_of_both_clubs():
    found = checks(calendar_record(), as_of=datetime(2026, 10, 6, 21, 0))
    home, away = one(found, "CH-14", "Caballo A"), one(found, "CH-14", "Alfil A")
    for check, club in ((home, "Club Caballo A"), (away, "Club Alfil A")):
        assert check.club == club
        assert check.compliance is Compliance.NOT_RECEIVED and check.compliance.missed
        assert check.proposal is Proposal.WARNING and check.miss_number == 1
        assert "Acta no recibida" in check.text and "03/10/2026" in check.text
    # the seven-day limit of art. 15.3 has not passed yet: still open, not a miss
    assert one(found, "CH-15.3").compliance is Compliance.OPEN


def test_CH_14_a_calendar_match_not_due_yet_is_not_a_miss():
    found = checks(calendar_record(), as_of=datetime(2026, 10, 6, 20, 59, 59))
    assert {check.compliance for check in found} == {Compliance.OPEN}
    assert not any(check.proposal is not Proposal.NONE for check in found)
    # nor before the match is even played
    early = checks(calendar_record(), as_of=datetime(2026, 10, 1, 12, 0))
    assert {check.compliance for check in early} == {Compliance.OPEN}


def test_CH_14_a_second_missing_acta_of_a_club_is_a_sanction_proposal():
    first = calendar_record(match=key(1, "Caballo A", "Alfil A"))
    # the league file spells the club another way: still the same club
    second = MatchRecord(
        key(2, "Torre A", "Caballo A"), "ajedrez", date(2026, 10, 10), "Club Torre A",
        "club caballo a ", from_calendar=True,
    )  # fmt: skip
    found = checks(first, second)
    caballo = [c for c in found if c.rule_id == "CH-14" and c.team == "Caballo A"]
    assert [c.proposal for c in caballo] == [Proposal.WARNING, Proposal.SANCTION]
    assert [c.miss_number for c in caballo] == [1, 2]


def test_CH_15_3_a_missing_acta_is_the_home_clubs_miss_without_a_loss_of_points():
    found = checks(calendar_record())
    acta = one(found, "CH-15.3")
    assert acta.club == "Club Caballo A" and acta.team == "Caballo A"
    assert acta.compliance is Compliance.NOT_RECEIVED and acta.miss_number == 1
    assert acta.due == CH153_DUE
    # incidents for the committee cannot be known without the acta: no loss of points
    assert acta.proposal is Proposal.NONE


def test_CH_14_a_calendar_match_whose_acta_arrived_is_judged_as_any_other():
    found = checks(calendar_record(received(datetime(2026, 10, 5, 10, 0))))
    assert {check.compliance for check in found} == {Compliance.ON_TIME}
    # arrived after the report's moment: not known yet, so "acta no recibida" then
    late = checks(
        calendar_record(received(datetime(2026, 10, 20, 10, 0))),
        as_of=datetime(2026, 10, 15, 9, 0),
    )
    assert {check.compliance for check in late} == {Compliance.NOT_RECEIVED}


def test_the_report_lists_each_missing_acta_once():
    report = assess_deadlines(
        [calendar_record(), calendar_record(received(datetime(2026, 10, 5, 10, 0)),
                                            match=key(1, "Torre A", "Dama A"))],
        as_of=LATER,
    )  # fmt: skip
    assert [check.match for check in report.missing_actas] == [key()]
    assert report.count(Compliance.NOT_RECEIVED) == 3


# --- issue 25: CH-14 reported by e-mail or fax (R25-4); CH-13.7 at the federation (R25-5) ----


def test_CH_14_reported_by_email_in_time_with_the_acta_in_seven_days_is_not_warned():
    from delegate_app.domain.federation.evidence_deadlines import ResultReport

    acta = received(datetime(2026, 10, 13, 10, 0))  # within 15.3's seven business days
    reports = (
        ResultReport(HOME_ROLE, datetime(2026, 10, 4, 22, 15), "correo electrónico", "msg-1"),
        ResultReport(AWAY_ROLE, datetime(2026, 10, 6, 20, 0), "fax", "fax-2"),
    )
    base = record(acta)
    found = checks(
        MatchRecord(
            base.match, base.sport, base.played_on, base.home_club, base.away_club,
            received=base.received, reports=reports,
        )
    )  # fmt: skip
    home, away = one(found, "CH-14", "Caballo A"), one(found, "CH-14", "Alfil A")
    assert home.compliance is Compliance.ON_TIME and home.proposal is Proposal.NONE
    assert "comunicado por correo electrónico" in home.text and home.reference == "msg-1"
    assert away.compliance is Compliance.ON_TIME and "comunicado por fax" in away.text
    assert one(found, "CH-15.3").compliance is Compliance.ON_TIME
    assert assess_deadlines([base], as_of=LATER).proposals  # without the reports: warned


def test_CH_14_a_report_received_after_the_reports_moment_is_not_known_yet():
    from delegate_app.domain.federation.evidence_deadlines import ResultReport

    base = record()
    late = MatchRecord(
        base.match, base.sport, base.played_on, base.home_club, base.away_club,
        reports=(ResultReport(HOME_ROLE, datetime(2026, 10, 6, 12, 0)),),
    )  # fmt: skip
    early = checks(late, as_of=datetime(2026, 10, 6, 11, 0))
    assert one(early, "CH-14", "Caballo A").compliance is Compliance.OPEN


def test_CH_13_7_an_acta_for_the_committee_is_due_by_the_first_business_days_closing():
    on_time = checks(record(received(datetime(2026, 10, 5, 13, 0)), committee=True))
    claim = one(on_time, "CH-13.7")
    assert claim.due.date() == date(2026, 10, 5) and claim.compliance is Compliance.ON_TIME
    assert claim.obligation is Obligation.CLAIM and claim.team == "Caballo A"
    late = one(checks(record(received(datetime(2026, 10, 6, 10, 0)), committee=True)), "CH-13.7")
    assert late.compliance is Compliance.LATE and late.proposal is Proposal.NONE
    assert "una reclamación que contenga no se admite (art. 15.3)" in late.text
    assert [c.rule_id for c in checks(record(received(datetime(2026, 10, 5, 9, 0))))].count(
        "CH-13.7"
    ) == 0  # an acta without committee matters owes nothing to 13.7
