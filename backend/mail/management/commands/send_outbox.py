import signal
import time
from typing import Any

from django.core.management.base import BaseCommand, CommandParser
from django.db import close_old_connections

from mail.outbox import deliver_due, smtp_configured


class Command(BaseCommand):
    help = "Send the e-mails waiting in the outbox (once, or --loop forever as the mail worker)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--loop", action="store_true", help="Keep running, checking every --interval seconds.")
        parser.add_argument("--interval", type=float, default=5.0)

    def handle(self, *args: Any, **options: Any) -> None:
        if not options["loop"]:
            self.stdout.write(str(deliver_due()))
            return
        running = True

        def stop(*_: Any) -> None:
            nonlocal running
            running = False

        signal.signal(signal.SIGTERM, stop)
        signal.signal(signal.SIGINT, stop)
        if not smtp_configured():
            self.stdout.write("Mail worker: SMTP not configured (EMAIL_HOST); e-mails stay in the outbox.")
        else:
            self.stdout.write("Mail worker: sending the outbox.")
        while running:
            counts = deliver_due()
            if counts["sent"] or counts["failed"]:
                self.stdout.write(f"outbox: {counts}")
            close_old_connections()
            slept = 0.0
            while running and slept < options["interval"]:
                time.sleep(0.25)
                slept += 0.25
