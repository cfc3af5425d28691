"""Slow clients against the web server, with and without the front proxy (prints figures; never passes
or fails on a clock).

    .venv/bin/python bench/slow_clients.py [--clients 16] [--wait 10]

Starts the product as `make run` does (the Procfile's web server: 2 processes x 4 threads), opens
`--clients` connections that each announce a 2 KB contact form and send one byte of it, then times
GET /healthz: straight to gunicorn, then through Debian's nginx with deploy/nginx/proxy.conf
(scripts/front_proxy.py). A health check that gets no answer within `--wait` seconds is reported as
such. Loopback only.
"""

import argparse
import http.client
import socket
import sys
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from front_proxy import in_front_of  # noqa: E402
from liveserver import running  # noqa: E402


def trickle(base: str, count: int) -> list[socket.socket]:
    parts = urlsplit(base)
    clients = []
    for i in range(count):
        client = socket.create_connection((parts.hostname, parts.port), timeout=5)
        client.sendall(b"POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                       b"Content-Length: 2048\r\nX-Forwarded-For: 192.0.2.%d\r\n\r\n{" % (100 + i % 100))
        clients.append(client)
    return clients


def healthz(base: str, wait: float) -> str:
    parts = urlsplit(base)
    started = time.monotonic()
    try:
        conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=wait)
        conn.request("GET", "/healthz")
        status = conn.getresponse().status
    except (TimeoutError, OSError) as exc:
        return f"no answer within {wait:g} s ({type(exc).__name__})"
    return f"{status} in {(time.monotonic() - started) * 1000:.0f} ms"


def measure(label: str, base: str, clients: int, wait: float) -> None:
    print(f"{label}: /healthz alone: {healthz(base, wait)}")
    held = trickle(base, clients)
    try:
        print(f"{label}: /healthz with {clients} clients trickling their bodies: {healthz(base, wait)}")
    finally:
        for client in held:
            client.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--clients", type=int, default=16)
    parser.add_argument("--wait", type=float, default=10.0)
    args = parser.parse_args()
    with running(workers=2) as server:
        measure("gunicorn directly", server.base_url, args.clients, args.wait)
        # The held threads come back once those clients are gone; wait for the server to answer again.
        healthz(server.base_url, 60)
        with in_front_of(server.base_url) as proxy:
            measure("through nginx", proxy, args.clients, args.wait)


if __name__ == "__main__":
    main()
