"""Debian's nginx started in front of a running web server, with the front proxy's settings as they are
deployed (deploy/nginx/proxy.conf, included as it is), on a free loopback port, without root and
without touching /etc/nginx or /var/log/nginx. Used by the browser tests (e2e/test_front_proxy.py)
and the slow-client benchmark (bench/slow_clients.py)."""

import contextlib
import getpass
import os
import shutil
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path

from liveserver import ROOT, free_port, wait_for

NGINX = os.environ.get("NGINX", "/usr/sbin/nginx")
PROXY_CONF = ROOT / "deploy" / "nginx" / "proxy.conf"
SITE_CONF = ROOT / "deploy" / "nginx" / "site.conf"


def main_config(prefix: Path, server_block: str, upstream: str) -> str:
    """An nginx.conf of its own under `prefix`: its pid file, logs and temporary files are all there."""
    temp = "\n".join(f"    {name}_temp_path {prefix / name};" for name in
                     ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    # Run as root (a container), nginx would hand its workers to `nobody`, who cannot write under
    # `prefix`; as anyone else it ignores this line.
    return f"""user {getpass.getuser()};
worker_processes 1;
pid {prefix / "nginx.pid"};
error_log {prefix / "error.log"} warn;
events {{ worker_connections 256; }}
http {{
    access_log off;
{temp}
    upstream horizon_gate_web {{ server {upstream}; keepalive 16; }}
{server_block}
}}
"""


@contextlib.contextmanager
def in_front_of(upstream_url: str) -> Iterator[str]:
    """nginx in front of `upstream_url` (http://127.0.0.1:PORT); yields the proxy's base URL."""
    if not Path(NGINX).exists():
        raise RuntimeError(f"No nginx at {NGINX}: apt-get install nginx (make test installs it).")
    prefix = Path(tempfile.mkdtemp(prefix="front-proxy-"))
    port = free_port()
    server_block = f"    server {{\n        listen 127.0.0.1:{port};\n        include {PROXY_CONF};\n    }}"
    conf = prefix / "nginx.conf"
    conf.write_text(main_config(prefix, server_block, upstream_url.removeprefix("http://")))
    proc = subprocess.Popen([NGINX, "-p", str(prefix), "-c", str(conf), "-e", str(prefix / "error.log"),
                             "-g", "daemon off;"], stderr=subprocess.DEVNULL)
    base = f"http://127.0.0.1:{port}"
    try:
        wait_for(f"{base}/healthz", proc)
        yield base
    finally:
        proc.terminate()
        proc.wait(timeout=10)
        shutil.rmtree(prefix, ignore_errors=True)
