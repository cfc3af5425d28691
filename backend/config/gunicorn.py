"""How the web process serves Django: gunicorn, WSGI, a few processes with a fixed pool of threads.

Every view is synchronous, so under an ASGI server Django would run them one at a time per process
(in its single sync thread); here each thread handles a request of its own. Each thread keeps at most
one PostgreSQL connection, so the database never sees more than WEB_CONCURRENCY x WEB_THREADS
connections from the web (docs/operations.md has the measurements behind the defaults).
"""

import os

bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('HTTP_PORT', '8000')}"
wsgi_app = "config.wsgi:application"
chdir = os.path.join(os.path.dirname(__file__), "..")
workers = int(os.environ.get("WEB_CONCURRENCY", "2"))
worker_class = "gthread"
threads = int(os.environ.get("WEB_THREADS", "4"))
# Idle keep-alive connections from the reverse proxy are kept this many seconds.
keepalive = 5
# A request running longer than this is a stuck worker: it is restarted.
timeout = 30
graceful_timeout = 10
accesslog = None
# No control socket: it lives at one path per user (~/.gunicorn/gunicorn.ctl), so a second server on the
# machine (the browser tests beside `make run`) would take it over; nothing here uses it.
control_socket_disable = True


def post_worker_init(worker: object) -> None:
    from config.warmup import warm

    warm()
