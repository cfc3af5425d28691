"""The mail worker's tick: `send_outbox --loop` sends `worker_tick` every --tick-interval seconds, so an
app with a periodic job that ends in e-mails (the staff's morning digest, leads/digest.py) connects to it
in its AppConfig.ready instead of the worker importing every such app. A receiver must be cheap when it
has nothing to do and safe to run again (a dedupe key on what it queues): the worker calls every one,
logs a receiver's failure and goes on."""

from django.dispatch import Signal

worker_tick = Signal()
