"""The mail worker's tick (mail.signals.worker_tick): every receiver runs each tick, and one that fails
neither stops the others nor the worker."""

import logging

from mail.management.commands.send_outbox import tick
from mail.signals import worker_tick


def test_every_receiver_runs_even_when_one_fails(caplog):
    ran = []

    def broken(sender, **kwargs):
        raise RuntimeError("a job that fails")

    def working(sender, **kwargs):
        ran.append(sender)

    worker_tick.connect(broken, dispatch_uid="test.broken")
    worker_tick.connect(working, dispatch_uid="test.working")
    try:
        with caplog.at_level(logging.ERROR, logger="mail.management.commands.send_outbox"):
            tick()
    finally:
        worker_tick.disconnect(dispatch_uid="test.broken")
        worker_tick.disconnect(dispatch_uid="test.working")
    assert len(ran) == 1
    assert "broken failed" in caplog.text and "a job that fails" in caplog.text
