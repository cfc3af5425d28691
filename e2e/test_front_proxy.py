"""The front proxy as deployed (deploy/nginx/proxy.conf, Debian's nginx) in front of the web server as
`make run` starts it: clients that send their bodies a byte at a time no longer hold the web server's
threads, so /healthz and everyone else are still answered; bodies, the client's address and the
413 for an oversized body come through as the app gives them. The figures (with and without the proxy)
are bench/slow_clients.py's; this checks only that answers come."""

import http.client
import json
import socket
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from front_proxy import NGINX, PROXY_CONF, SITE_CONF, in_front_of, main_config  # noqa: E402

# More trickling clients than the web server has threads (1 process x 4 in the tests, 2 x 4 by default).
SLOW_CLIENTS = 24
# Generous: an answer at all is the point, however busy the machine.
ANSWER_WITHIN = 20


@pytest.fixture(scope="module")
def proxy(server) -> Iterator[str]:
    if not Path(NGINX).exists():
        pytest.fail(f"No nginx at {NGINX}: `make test` installs Debian's nginx (apt-get install nginx).")
    with in_front_of(server.base_url) as base:
        yield base


def _connection(base: str) -> http.client.HTTPConnection:
    parts = urlsplit(base)
    return http.client.HTTPConnection(parts.hostname, parts.port, timeout=ANSWER_WITHIN)


def _trickling(base: str, count: int) -> list[socket.socket]:
    """`count` clients that announce a 2 KB contact form and send its first byte only."""
    parts = urlsplit(base)
    clients = []
    for i in range(count):
        client = socket.create_connection((parts.hostname, parts.port), timeout=ANSWER_WITHIN)
        client.sendall(b"POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
                       b"Content-Length: 2048\r\nX-Forwarded-For: 192.0.2.%d\r\n\r\n{" % (100 + i))
        clients.append(client)
    return clients


def _healthz(base: str) -> dict:
    conn = _connection(base)
    conn.request("GET", "/healthz")
    answer = conn.getresponse()
    assert answer.status == 200
    return json.loads(answer.read())


def test_healthz_answers_through_the_proxy_while_clients_trickle_their_bodies(proxy):
    clients = _trickling(proxy, SLOW_CLIENTS)
    try:
        assert _healthz(proxy)
        for client in clients:  # still sending, a byte at a time
            client.sendall(b" ")
        assert _healthz(proxy)
        # A request with a body still reaches the app whole and is answered by it: the calculator's check of
        # an empty profile (no rate limit, so what the rest of the suite spent from this address is no matter).
        conn = _connection(proxy)
        conn.request("POST", "/api/tools/crs/score", body=json.dumps({"answers": {}}),
                     headers={"Content-Type": "application/json"})
        answer = conn.getresponse()
        assert answer.status == 422
        assert "age" in json.loads(answer.read())["error"]["fields"]
    finally:
        for client in clients:
            client.close()


def test_a_body_past_the_apps_limit_gets_the_apps_json_413_through_the_proxy(proxy):
    conn = _connection(proxy)
    conn.request("POST", "/api/chat/message", body=b"x" * (64 * 1024),
                 headers={"Content-Type": "application/json", "X-Forwarded-For": "192.0.2.91"})
    answer = conn.getresponse()
    assert answer.status == 413 and answer.getheader("Content-Type") == "application/json"
    assert json.loads(answer.read())["error"]["code"] == "payload_too_large"


def test_a_body_past_the_proxys_cap_gets_the_same_json_413(proxy):
    conn = _connection(proxy)
    conn.putrequest("POST", "/api/contact")
    conn.putheader("Content-Type", "application/json")
    conn.putheader("Content-Length", str(100 * 1024 * 1024))
    conn.endheaders()  # not a byte of the 100 MB follows
    answer = conn.getresponse()
    assert answer.status == 413 and answer.getheader("Content-Type") == "application/json"
    assert json.loads(answer.read())["error"]["code"] == "payload_too_large"


def test_the_shipped_site_config_is_accepted_by_nginx(tmp_path):
    """deploy/nginx/site.conf as it is installed (TLS, the upstream, proxy.conf included), with a
    certificate made for the check: nginx -t reads it all."""
    subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=example.qa",
                    "-keyout", str(tmp_path / "key.pem"), "-out", str(tmp_path / "cert.pem")],
                   check=True, capture_output=True)
    site = SITE_CONF.read_text()
    site = site.replace("/etc/letsencrypt/live/example.qa/fullchain.pem", str(tmp_path / "cert.pem"))
    site = site.replace("/etc/letsencrypt/live/example.qa/privkey.pem", str(tmp_path / "key.pem"))
    site = site.replace("/etc/nginx/horizon-gate/proxy.conf", str(PROXY_CONF))
    # Its own upstream block is kept; main_config's would be a duplicate, so it is dropped here.
    conf = main_config(tmp_path, site, "127.0.0.1:9").replace(
        "    upstream horizon_gate_web { server 127.0.0.1:9; keepalive 16; }\n", "")
    (tmp_path / "nginx.conf").write_text(conf)
    checked = subprocess.run([NGINX, "-t", "-p", str(tmp_path), "-c", str(tmp_path / "nginx.conf"),
                              "-e", str(tmp_path / "error.log")], capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr
    assert "test is successful" in checked.stderr
