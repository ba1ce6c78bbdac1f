"""Mail clients without Qt: reading the office's IMAP mailbox, sending the club's outbox."""
