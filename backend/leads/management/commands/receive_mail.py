import signal
import threading
from typing import Any

from django.conf import settings
from django.core.management.base import BaseCommand, CommandParser

from leads.inbound import deliver
from mail.lmtp import server


def receive(raw: bytes, recipients: list[str]) -> None:
    deliver(raw, recipients)


class Command(BaseCommand):
    help = ("Receive clients' e-mails over LMTP from the mail server (Postfix: a transport to lmtp:inet:HOST:PORT) "
            "and put each on its lead (leads/inbound.py). Listen on loopback only.")

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--host", default="127.0.0.1")
        parser.add_argument("--port", type=int, default=8025)

    def handle(self, *args: Any, **options: Any) -> None:
        lmtp = server(receive, options["host"], options["port"], settings.INBOUND_MAX_MESSAGE_BYTES)
        stopped = threading.Event()
        signal.signal(signal.SIGTERM, lambda *_: stopped.set())
        signal.signal(signal.SIGINT, lambda *_: stopped.set())
        lmtp.start()
        self.stdout.write(f"Receiving mail over LMTP on {options['host']}:{options['port']}")
        try:
            stopped.wait()
        finally:
            lmtp.stop()
