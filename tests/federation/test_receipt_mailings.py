"""The record of the receipts mailed to the clubs (store/federation/receipt_mailings.py), on
SQLite and PostgreSQL: one mailing per receipt number, whoever asks; a claim given back is
mailed by the next run; a claim left by a clerk that stopped lapses after LEASE."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from delegate_app.store.federation import receipt_mailings as mailings

NUMBER = "AR-0123456789AB-R"
TO = "delegado@club.test"
MESSAGE_ID = "<acuse-AR-0123456789AB-R@acuses.delegado>"
NOW = datetime(2026, 11, 23, 19, 5, tzinfo=UTC)


def test_one_clerk_mails_a_receipt_once_and_the_other_is_told(federation_db):
    first = mailings.claim(federation_db, NUMBER, TO, MESSAGE_ID, "puesto-1", NOW)
    assert first.mine and first.state == mailings.CLAIMED
    other = mailings.claim(federation_db, NUMBER, TO, MESSAGE_ID, "puesto-2", NOW)
    assert not other.mine and other.state == mailings.CLAIMED  # on its way, by the first
    mailings.mark_mailed(federation_db, NUMBER, "puesto-1", NOW + timedelta(seconds=2))
    later = mailings.claim(federation_db, NUMBER, TO, MESSAGE_ID, "puesto-2", NOW + timedelta(1))
    assert not later.mine and later.state == mailings.MAILED
    assert later.mailed_at == NOW + timedelta(seconds=2)
    (record,) = mailings.mailings(federation_db)
    assert (record.receipt_number, record.recipient, record.message_id) == (
        NUMBER,
        TO,
        MESSAGE_ID,
    )


def test_a_claim_given_back_or_left_behind_is_mailed_by_the_next_run(federation_db):
    mailings.claim(federation_db, NUMBER, TO, MESSAGE_ID, "puesto-1", NOW)
    mailings.release(federation_db, NUMBER, "puesto-1")  # the server refused it
    assert mailings.claim(federation_db, NUMBER, TO, MESSAGE_ID, "puesto-2", NOW).mine
    # puesto-2 stops between claiming and recording: its claim lapses after LEASE
    soon = NOW + mailings.LEASE - timedelta(seconds=1)
    assert not mailings.claim(federation_db, NUMBER, TO, MESSAGE_ID, "puesto-3", soon).mine
    after = NOW + mailings.LEASE + timedelta(seconds=1)
    assert mailings.claim(federation_db, NUMBER, TO, MESSAGE_ID, "puesto-3", after).mine
    # the one that lost its claim cannot record it as its own
    mailings.mark_mailed(federation_db, NUMBER, "puesto-2", after)
    assert mailings.mailings(federation_db)[0].state == mailings.CLAIMED
    mailings.mark_mailed(federation_db, NUMBER, "puesto-3", after)
    assert mailings.mailings(federation_db)[0].state == mailings.MAILED


def test_a_failed_mailing_is_listed_unmailed_until_a_run_mails_it(federation_db):
    """What `federacion reenviar-acuses` mails: the failed ones and the lapsed claims, never a
    receipt mailed or on its way."""
    other, third = "AR-0123456789AB-A", "AR-0123456789AB-I"
    for number in (NUMBER, other, third):
        mailings.claim(federation_db, number, TO, f"<{number}>", "puesto-1", NOW)
    mailings.release(federation_db, NUMBER, "puesto-1")  # the server was unreachable
    mailings.mark_mailed(federation_db, other, "puesto-1", NOW)
    # `third` is on its way: not listed while its claim holds, listed once it lapses
    assert [m.receipt_number for m in mailings.unmailed(federation_db, NOW)] == [NUMBER]
    (failed,) = mailings.unmailed(federation_db, NOW)
    assert failed.state == mailings.FAILED and failed.recipient == TO
    lapsed = NOW + mailings.LEASE + timedelta(seconds=1)
    assert [m.receipt_number for m in mailings.unmailed(federation_db, lapsed)] == [
        NUMBER,
        third,
    ]
    # another clerk takes the failed one over, mails it: listed no more
    taken = mailings.claim(federation_db, NUMBER, TO, MESSAGE_ID, "puesto-2", NOW)
    assert taken.mine and taken.state == mailings.CLAIMED
    assert mailings.unmailed(federation_db, NOW) == []
    mailings.mark_mailed(federation_db, NUMBER, "puesto-2", NOW)
    assert [m.receipt_number for m in mailings.unmailed(federation_db, lapsed)] == [third]
    assert {m.state for m in mailings.mailings(federation_db)} == {
        mailings.MAILED,
        mailings.CLAIMED,
    }
