import logging
import signal
import time
from typing import Any

from django.core.management.base import BaseCommand, CommandParser
from django.db import close_old_connections

from mail.outbox import deliver_due, release_if_server_back, smtp_configured
from mail.signals import worker_tick

log = logging.getLogger(__name__)


def tick() -> None:
    """Sends the worker's tick to every receiver; one that fails is logged and the others still run."""
    for receiver, result in worker_tick.send_robust(sender=Command):
        if isinstance(result, Exception):
            log.error("worker tick: %s failed", getattr(receiver, "__qualname__", receiver), exc_info=result)


class Command(BaseCommand):
    help = "Send the e-mails waiting in the outbox (once, or --loop forever as the mail worker)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--loop", action="store_true", help="Keep running, checking every --interval seconds.")
        parser.add_argument("--interval", type=float, default=5.0)
        parser.add_argument("--tick-interval", type=float, default=60.0,
                            help="How often to send mail.signals.worker_tick, for the apps' periodic jobs "
                                 "(the staff's morning digests).")
        parser.add_argument("--probe-interval", type=float, default=30.0,
                            help="While e-mails back off, check this often whether the mail server is back.")

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
        last_probe = time.monotonic()
        last_tick = 0.0
        while running:
            try:
                if time.monotonic() - last_tick >= options["tick_interval"]:
                    last_tick = time.monotonic()
                    tick()
                if time.monotonic() - last_probe >= options["probe_interval"]:
                    last_probe = time.monotonic()
                    released = release_if_server_back()
                    if released:
                        self.stdout.write(f"outbox: the mail server is back, {released} waiting e-mails released")
                counts = deliver_due()
                if counts["sent"] or counts["failed"]:
                    self.stdout.write(f"outbox: {counts}")
            except Exception:  # a database hiccup must not stop the worker; the next round retries
                log.exception("outbox round failed")
            close_old_connections()
            slept = 0.0
            while running and slept < options["interval"]:
                time.sleep(0.25)
                slept += 0.25
