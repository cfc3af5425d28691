"""The rate limits hold across processes (two gunicorn workers spend one budget), whatever fills the
page cache, and an IPv6 visitor is one client per /64."""

import os
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest
from django.test import RequestFactory

from lib.ratelimit import Limit

WORKER = Path(__file__).with_name("rate_worker.py")
# The PostgreSQL server the suite runs on (DATABASE_URL), else the development machine's.
_PG_URL = os.environ.get("DATABASE_URL", "")
PG_SERVER = _PG_URL.rsplit("/", 1)[0] if _PG_URL.startswith("postgres") else "postgres://postgres@127.0.0.1:5432"
REDIS = "redis://127.0.0.1:6379/15"  # a database of its own, away from the site's cache


def _run(database_url: str, redis_url: str, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(WORKER), database_url, redis_url, *args],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _two_workers_let_through(database_url: str, redis_url: str = "") -> int:
    """Two processes, each hitting one limit (5 per 10 minutes) 8 times from one address at once:
    how many of the 16 hits were let through in all."""
    setup = _run(database_url, redis_url, "migrate")
    _, err = setup.communicate(timeout=120)
    assert setup.returncode == 0, err
    name = f"test-{uuid.uuid4().hex[:12]}"
    at = str(int(time.time()) // 600 * 600 + 30)
    workers = [_run(database_url, redis_url, "hit", name, "5", "600", at, "8", "198.51.100.20") for _ in range(2)]
    allowed = 0
    for worker in workers:
        out, err = worker.communicate(timeout=120)
        assert worker.returncode == 0, err
        allowed += int(out.strip())
    return allowed


def test_two_processes_share_one_budget_on_sqlite(tmp_path):
    assert _two_workers_let_through(f"sqlite:///{tmp_path / 'db.sqlite3'}") == 5


def test_two_processes_share_one_budget_on_postgresql():
    psycopg = pytest.importorskip("psycopg")
    name = f"ratelimit_{uuid.uuid4().hex[:10]}"
    try:
        server = psycopg.connect(f"{PG_SERVER}/postgres", autocommit=True, connect_timeout=3)
    except psycopg.OperationalError as exc:
        pytest.skip(f"no PostgreSQL at {PG_SERVER}: {exc}")
    with server:
        server.execute(f'CREATE DATABASE "{name}"')
        try:
            assert _two_workers_let_through(f"{PG_SERVER}/{name}") == 5
        finally:
            server.execute(f'DROP DATABASE "{name}" WITH (FORCE)')


def test_two_processes_share_one_budget_with_redis(tmp_path):
    redis = pytest.importorskip("redis")
    try:
        redis.Redis.from_url(REDIS).ping()
    except redis.ConnectionError as exc:
        pytest.skip(f"no Redis at {REDIS}: {exc}")
    # The database holds no counter here: with Redis, Redis is where they are.
    assert _two_workers_let_through(f"sqlite:///{tmp_path / 'db.sqlite3'}", REDIS) == 5


def _spend(limit: Limit, address: str) -> list[int]:
    request = RequestFactory().post("/api/contact", REMOTE_ADDR=address)
    return [limit.hit(request) for _ in range(limit.requests + 1)]


def test_addresses_in_one_ipv6_64_share_a_budget(db):
    limit = Limit("test-v6", requests=3, seconds=600)
    request = RequestFactory().post("/api/contact", REMOTE_ADDR="2001:db8:5:7::1")
    assert [limit.hit(request) for _ in range(3)] == [0, 0, 0]
    # The same household taking another address of its /64: no new budget.
    assert limit.hit(RequestFactory().post("/api/contact", REMOTE_ADDR="2001:db8:5:7:a4f1:9c2e:1:2")) > 0
    assert limit.spent(RequestFactory().post("/api/contact", REMOTE_ADDR="2001:db8:5:7:ffff::9")) > 0
    # The next /64 is someone else.
    assert limit.hit(RequestFactory().post("/api/contact", REMOTE_ADDR="2001:db8:5:8::1")) == 0


def test_ipv4_addresses_are_limited_one_by_one_also_when_written_as_ipv6(db):
    limit = Limit("test-v4", requests=2, seconds=600)
    assert _spend(limit, "198.51.100.7")[-1] > 0
    assert limit.hit(RequestFactory().post("/api/contact", REMOTE_ADDR="::ffff:198.51.100.7")) > 0
    assert limit.hit(RequestFactory().post("/api/contact", REMOTE_ADDR="198.51.100.8")) == 0


def test_counters_of_ended_windows_are_deleted(db, monkeypatch):
    from lib import ratelimit
    from lib.models import RateCount

    limit = Limit("test-old", requests=2, seconds=60)
    start = ratelimit.now()
    _spend(limit, "198.51.100.9")
    assert RateCount.objects.filter(key__startswith="rl:test-old:").count() == 1
    monkeypatch.setattr(ratelimit, "now", lambda: start + 120)  # two windows on
    assert limit.hit(RequestFactory().post("/api/contact", REMOTE_ADDR="198.51.100.9")) == 0
    assert list(RateCount.objects.filter(key__startswith="rl:test-old:").values_list("hits", flat=True)) == [1]
