"""An LMTP server (RFC 2033): how a mail server such as Postfix hands us the mail it received for our
address. It knows nothing of leads: each message, as the bytes received, goes to `deliver(raw, recipients)`
(leads/inbound.py, given by `manage.py receive_mail`), run in a worker thread since the ORM is synchronous.

The answer, one line per recipient as LMTP wants, is 250 once `deliver` has returned (the message is
stored) and 451 "try again later" if it raised (the database was away): the mail server keeps the message
and hands it over again, so nothing is lost. Listen on loopback only: whoever can connect can hand us mail.
"""

import asyncio
import logging
from collections.abc import Callable
from typing import Any

from aiosmtpd.controller import Controller
from aiosmtpd.lmtp import LMTP
from django.db import close_old_connections

log = logging.getLogger(__name__)

Deliver = Callable[[bytes, list[str]], None]
STORED = "250 2.0.0 Stored"
TRY_LATER = "451 4.3.0 Not stored, try again later"


class Handler:
    def __init__(self, deliver: Deliver) -> None:
        self.deliver = deliver

    def _deliver_here(self, raw: bytes, recipients: list[str]) -> None:
        close_old_connections()  # a long-lived worker: drop a connection the database closed
        try:
            self.deliver(raw, recipients)
        finally:
            close_old_connections()

    async def handle_DATA(self, server: Any, session: Any, envelope: Any) -> str:
        raw = envelope.original_content or envelope.content
        recipients = list(envelope.rcpt_tos)
        loop = asyncio.get_running_loop()
        try:
            await loop.run_in_executor(None, self._deliver_here, raw, recipients)
        except Exception:
            log.exception("an inbound message from %s could not be stored", envelope.mail_from)
            status = TRY_LATER
        else:
            status = STORED
        # LMTP answers each recipient after DATA; the message is stored once for all of them.
        return "\r\n".join([status] * max(1, len(recipients)))


class LMTPController(Controller):
    """aiosmtpd's threaded controller speaking LMTP (LHLO) instead of SMTP."""

    def factory(self) -> LMTP:
        return LMTP(self.handler, **self.SMTP_kwargs)


def server(deliver: Deliver, host: str, port: int, max_bytes: int) -> LMTPController:
    """A server (not yet started: call .start() and .stop()) on host:port; a larger message is refused (552)."""
    return LMTPController(Handler(deliver), hostname=host, port=port, data_size_limit=max_bytes)
