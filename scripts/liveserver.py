"""The whole product started as `make run` starts it (the Procfile's web server, the Node renderer,
the mail worker left out), on free loopback ports with a fresh SQLite database (or the PostgreSQL
database given) and the demo content. Used by the browser tests (e2e/conftest.py) and the
benchmarks (bench/)."""

import contextlib
import os
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PY = sys.executable


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url: str, proc: subprocess.Popen, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise RuntimeError(f"{proc.args} exited with {proc.returncode}")
        try:
            urllib.request.urlopen(url, timeout=1).close()  # noqa: S310 - our own loopback server
            return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"{url} did not answer in {seconds}s")


class Server:
    def __init__(self, base_url: str, env: dict[str, str]) -> None:
        self.base_url = base_url
        self.env = env

    def manage(self, *args: str) -> str:
        out = subprocess.run([PY, "backend/manage.py", *args], cwd=ROOT, env=self.env, check=True,
                             capture_output=True, text=True)
        return out.stdout


def web_command() -> str:
    """The Procfile's `web:` line: the tests and benchmarks serve the app exactly as `make run` does."""
    for line in (ROOT / "Procfile").read_text().splitlines():
        if line.startswith("web:"):
            return line.removeprefix("web:").strip()
    raise RuntimeError("Procfile has no web: line")


@contextlib.contextmanager
def running(extra_env: dict[str, str] | None = None, workers: int = 1,
            database_url: str | None = None) -> Iterator[Server]:
    var = tempfile.mkdtemp(prefix="live-")
    web_port, ssr_port = free_port(), free_port()
    env = {
        **os.environ,
        "DJANGO_SETTINGS_MODULE": "config.settings.local",
        "VAR_DIR": var,
        # A private build can be tested while `make build` runs elsewhere: set STATIC_ROOT,
        # FRONTEND_BUILD_DIR and SSR_BUNDLE to its collected static files, client and SSR bundles.
        "STATIC_ROOT": os.environ.get("STATIC_ROOT", str(ROOT / "var" / "staticfiles")),
        "SSR_URL": f"http://127.0.0.1:{ssr_port}",
        "SSR_PORT": str(ssr_port),
        "SITE_URL": f"http://127.0.0.1:{web_port}",
        **(extra_env or {}),
    }
    env.pop("DATABASE_URL", None)
    if database_url:
        env["DATABASE_URL"] = database_url
    server = Server(f"http://127.0.0.1:{web_port}", env)
    server.manage("migrate", "--noinput")
    server.manage("load_demo_content")
    server.manage("load_booking_demo")
    server.manage("seed_booking_calendar")
    procs = [
        subprocess.Popen(["node", "frontend/server/render-server.mjs"], cwd=ROOT, env=env),
        subprocess.Popen(["bash", "-c", f"exec {web_command()}"], cwd=ROOT,
                         env={**env, "HOST": "127.0.0.1", "HTTP_PORT": str(web_port), "WEB_CONCURRENCY": str(workers)}),
    ]
    # A SIGTERM to this process (a killed benchmark or test run) unwinds through `finally` below, so the
    # renderer and the web server stop with it instead of living on as orphans.
    in_main = threading.current_thread() is threading.main_thread()
    previous = signal.signal(signal.SIGTERM, lambda *_: sys.exit(143)) if in_main else None
    try:
        wait_for(f"http://127.0.0.1:{ssr_port}/health", procs[0])
        wait_for(f"{server.base_url}/healthz", procs[1])
        yield server
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            proc.wait(timeout=10)
        if in_main:
            signal.signal(signal.SIGTERM, previous)
