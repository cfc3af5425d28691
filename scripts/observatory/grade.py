"""Grades the production configuration's security headers with Mozilla's HTTP Observatory scanner
(the `@mdn/mdn-http-observatory` npm package, pinned by this folder's package-lock.json).

The site runs as `make run` runs it (scripts/liveserver.py: the web server, the Node renderer, a
fresh SQLite database with the demo content) but with the production settings, behind a loopback
TLS proxy with a self-signed certificate made for this run: https://localhost on port 443 (the
proxy adds X-Forwarded-Proto, as the real reverse proxy does) and http://localhost on port 80 (to
see Django's redirect to HTTPS). The scanner trusts the certificate through NODE_EXTRA_CA_CERTS,
so it grades the site as one with a valid certificate. It scans the standard ports only, so this
needs ports 80 and 443 on the loopback (root, or CAP_NET_BIND_SERVICE).

    .venv/bin/python scripts/observatory/grade.py            # grade, score, each test
    .venv/bin/python scripts/observatory/grade.py --min-score 100  # exit 1 below A+

Needs the built frontend (make build). Installs the scanner (npm ci --ignore-scripts) if missing.
"""

import argparse
import asyncio
import contextlib
import json
import os
import ssl
import subprocess
import sys
import tempfile
import threading
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from liveserver import running  # noqa: E402

SCANNER = HERE / "node_modules" / "@mdn" / "mdn-http-observatory" / "src" / "scan.js"
HOST = "localhost"


def install_scanner() -> None:
    if not SCANNER.exists():
        print("Installing @mdn/mdn-http-observatory from scripts/observatory/package-lock.json ...", flush=True)
        # --ignore-scripts: nothing the packages would build or download at install time is needed to scan.
        subprocess.run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"],
                       cwd=HERE, check=True)
    # The package's install script downloads Chromium's HSTS preload list from outside the package
    # registry. The scan reads it only to see whether the host is preloaded, and localhost never is: an
    # empty list gives the same answer.
    preload = SCANNER.parent.parent / "conf" / "hsts-preload.json"
    if not preload.exists():
        preload.write_text("{}")


def make_certificate(folder: Path) -> tuple[Path, Path]:
    """A self-signed certificate for localhost, valid for a day, its key never leaving `folder`."""
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                    "-subj", f"/CN={HOST}", "-addext", f"subjectAltName=DNS:{HOST},IP:127.0.0.1,IP:::1",
                    "-keyout", str(key), "-out", str(cert)], check=True, capture_output=True)
    return cert, key


async def _pipe(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    try:
        while data := await reader.read(65536):
            writer.write(data)
            await writer.drain()
    except (ConnectionError, asyncio.IncompleteReadError):
        pass
    finally:
        with contextlib.suppress(Exception):
            writer.close()


def _forward(upstream_port: int, proto: str) -> Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]:
    """A handler that passes one HTTP request on to the web server, marked as having come by `proto`."""

    async def handle(client_reader: asyncio.StreamReader, client_writer: asyncio.StreamWriter) -> None:
        try:
            head = await client_reader.readuntil(b"\r\n\r\n")
        except (asyncio.IncompleteReadError, asyncio.LimitOverrunError, ConnectionError, ssl.SSLError):
            client_writer.close()
            return
        request_line, *headers = head.decode("latin-1").split("\r\n")[:-2]
        kept = [h for h in headers if h.split(":", 1)[0].strip().lower() not in ("x-forwarded-proto", "connection")]
        # One request per connection: each one gets the header (the scanner opens new connections).
        head = "\r\n".join([request_line, *kept, f"X-Forwarded-Proto: {proto}", "Connection: close", "", ""])
        upstream_reader, upstream_writer = await asyncio.open_connection("127.0.0.1", upstream_port)
        upstream_writer.write(head.encode("latin-1"))
        await upstream_writer.drain()
        await asyncio.gather(_pipe(client_reader, upstream_writer), _pipe(upstream_reader, client_writer))

    return handle


@contextlib.contextmanager
def tls_proxy(upstream_port: int, cert: Path, key: Path) -> Iterator[None]:
    """https://localhost (443) and http://localhost (80) in front of the web server, in a thread."""
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(cert, key)
    loop = asyncio.new_event_loop()
    started: list[asyncio.base_events.Server] = []

    async def start() -> None:
        hosts = ["127.0.0.1", "::1"]
        try:
            started.append(await asyncio.start_server(_forward(upstream_port, "https"), hosts, 443, ssl=context))
            started.append(await asyncio.start_server(_forward(upstream_port, "http"), hosts, 80))
        except OSError:  # no IPv6 loopback here
            started.append(await asyncio.start_server(_forward(upstream_port, "https"), "127.0.0.1", 443, ssl=context))
            started.append(await asyncio.start_server(_forward(upstream_port, "http"), "127.0.0.1", 80))

    try:
        loop.run_until_complete(start())
    except PermissionError:
        sys.exit("Ports 80 and 443 need root (or CAP_NET_BIND_SERVICE): the scanner only scans the standard ports.")
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    try:
        yield
    finally:
        for server in started:
            loop.call_soon_threadsafe(server.close)
        loop.call_soon_threadsafe(loop.stop)
        thread.join(timeout=5)


def scan(cert: Path) -> dict:
    env = {**os.environ, "NODE_EXTRA_CA_CERTS": str(cert)}
    env.pop("NODE_TLS_REJECT_UNAUTHORIZED", None)  # the certificate must verify, as a real one would
    out = subprocess.run(["node", str(SCANNER), HOST], cwd=HERE, env=env, capture_output=True, text=True,
                         timeout=120)
    result = json.loads(out.stdout)
    if "error" in result:
        sys.exit(f"The scan failed: {result['error']}")
    return result


def report(result: dict) -> None:
    summary = result["scan"]
    print(f"\nMozilla HTTP Observatory (algorithm {summary['algorithmVersion']}): grade {summary['grade']}, "
          f"score {summary['score']}, {summary['testsPassed']}/{summary['testsQuantity']} tests passed\n")
    for name, test in result["tests"].items():
        modifier = test.get("scoreModifier", 0)
        print(f"  {'pass' if test['pass'] else 'FAIL'}  {modifier:+4d}  {name:32} {test['result']}")
    headers = summary["responseHeaders"]
    print("\nHeaders of https://localhost/:")
    for name in ("content-security-policy", "strict-transport-security", "permissions-policy",
                 "cross-origin-opener-policy", "referrer-policy", "x-content-type-options", "x-frame-options"):
        print(f"  {name}: {headers.get(name, '(none)')}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--min-score", type=int, help="exit 1 if the score is below this (100: A+)")
    parser.add_argument("--json", type=Path, help="also write the scanner's whole answer to this file")
    parser.add_argument("--preload", action="store_true", help="with DJANGO_HSTS_PRELOAD=true")
    args = parser.parse_args()
    install_scanner()
    production = {
        "DJANGO_SETTINGS_MODULE": "config.settings.production",
        "DJANGO_SECRET_KEY": os.urandom(32).hex(),
        "DJANGO_ALLOWED_HOSTS": f"{HOST},127.0.0.1",
        "SITE_URL": f"https://{HOST}",
        "DJANGO_HSTS_PRELOAD": "true" if args.preload else "false",
    }
    with tempfile.TemporaryDirectory(prefix="observatory-") as folder:
        cert, key = make_certificate(Path(folder))
        with running(production) as server:
            port = int(server.base_url.rsplit(":", 1)[1])
            with tls_proxy(port, cert, key):
                result = scan(cert)
    report(result)
    if args.json:
        args.json.write_text(json.dumps(result, indent=2))
    if args.min_score is not None and result["scan"]["score"] < args.min_score:
        sys.exit(f"Score {result['scan']['score']} is below {args.min_score}.")


if __name__ == "__main__":
    main()
