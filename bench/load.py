"""Load and fault figures on PostgreSQL through the production serving setup (prints them; never
passes or fails on a clock, but exits 1 when a submission is lost or the server answers a 5xx it
should not).

    .venv/bin/python bench/load.py                 # 2,000 contact submissions at 100 in flight, 500 chats at 50
    .venv/bin/python bench/load.py --restart       # the same contact run with PostgreSQL restarted midway
    .venv/bin/python bench/load.py --contacts 500 --chats 0

Loopback only. The product is started as `make run` starts it (the Procfile's web server, Redis for
the cache and rate limits) on a fresh database `load_bench` on 127.0.0.1:5432. Every request comes
from its own client address: the run sets TRUSTED_PROXY_HOPS=1 and sends X-Forwarded-For, as the
reverse proxy would; nothing else uses that setting.

Reconciliation after each contact run: every 201 names exactly one lead, and every such lead has
exactly its two outbox rows (the staff notification and the visitor's acknowledgement). A lead that
was stored while its answer was a 503 would be counted too (it must not happen: nothing partial).
"""

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

import psycopg

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from liveserver import running  # noqa: E402

PG = os.environ.get("LOAD_PG", "postgres://postgres@127.0.0.1:5432")
DATABASE = "load_bench"
REDIS_URL = os.environ.get("LOAD_REDIS_URL", "redis://127.0.0.1:6379/14")
BENCH = "load-bench"  # this script's own connections, left out of the app's count


# ------------------------------------------------------------------------------------------------
# A small keep-alive HTTP/1.1 client on asyncio: one per connection, a few lines of protocol, so the
# load generator costs the two cores little next to the server it measures.
# ------------------------------------------------------------------------------------------------
class Connection:
    def __init__(self, host: str, port: int) -> None:
        self.host, self.port = host, port
        self.reader: asyncio.StreamReader | None = None
        self.writer: asyncio.StreamWriter | None = None

    async def request(self, method: str, path: str, body: bytes,
                      headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
        if self.writer is None:
            self.reader, self.writer = await asyncio.open_connection(self.host, self.port)
        assert self.reader is not None
        head = [f"{method} {path} HTTP/1.1", f"Host: {self.host}:{self.port}", f"Content-Length: {len(body)}",
                *(f"{k}: {v}" for k, v in headers.items())]
        self.writer.write(("\r\n".join(head) + "\r\n\r\n").encode() + body)
        await self.writer.drain()
        status_line = await self.reader.readline()
        if not status_line:
            raise ConnectionError("closed before answering")
        status = int(status_line.split()[1])
        answer: dict[str, str] = {}
        while (line := await self.reader.readline()) not in (b"\r\n", b""):
            key, _, value = line.decode("latin-1").partition(":")
            answer[key.strip().lower()] = value.strip()
        if "content-length" in answer:
            data = await self.reader.readexactly(int(answer["content-length"]))
        elif answer.get("transfer-encoding") == "chunked":
            data = b""
            while size := int((await self.reader.readline()).strip() or b"0", 16):
                data += await self.reader.readexactly(size)
                await self.reader.readline()
            await self.reader.readline()
        else:
            data = await self.reader.read()
        if answer.get("connection", "").lower() == "close":
            self.close()
        return status, answer, data

    def close(self) -> None:
        if self.writer is not None:
            self.writer.close()
        self.reader = self.writer = None


@dataclass
class Results:
    statuses: Counter[int | str] = field(default_factory=Counter)
    latencies: list[float] = field(default_factory=list)
    created: list[int] = field(default_factory=list)
    retry_after: Counter[str] = field(default_factory=Counter)
    seconds: float = 0.0

    def line(self, name: str) -> str:
        lat = sorted(self.latencies)
        q = statistics.quantiles(lat, n=100) if len(lat) > 1 else [lat[0] * 1000] * 99 if lat else [0] * 99
        done = sum(self.statuses.values())
        return (f"{name}: {done} requests in {self.seconds:.1f} s = {done / self.seconds:.0f}/s; "
                f"p50 {q[49] * 1000:.0f} ms, p95 {q[94] * 1000:.0f} ms, p99 {q[98] * 1000:.0f} ms; "
                f"statuses {dict(sorted(self.statuses.items(), key=str))}")


async def drive(base: str, count: int, inflight: int, make: Callable[[int], "Request"], results: Results) -> None:
    host, port = base.removeprefix("http://").split(":")
    jobs = iter(range(count))

    async def worker() -> None:
        conn = Connection(host, int(port))
        for n in jobs:
            method, path, body, headers = make(n)
            start = time.perf_counter()
            try:
                status, answer, data = await conn.request(method, path, body, headers)
            except (ConnectionError, OSError, asyncio.IncompleteReadError) as exc:
                conn.close()
                results.statuses[f"no answer ({type(exc).__name__})"] += 1
                continue
            results.latencies.append(time.perf_counter() - start)
            results.statuses[status] += 1
            if status == 201:
                results.created.append(json.loads(data)["id"])
            elif status == 503:
                results.retry_after[answer.get("retry-after", "missing")] += 1
        conn.close()

    start = time.perf_counter()
    await asyncio.gather(*(worker() for _ in range(inflight)))
    results.seconds = time.perf_counter() - start


TICK = os.sysconf("SC_CLK_TCK")


def cpu_seconds() -> Counter[str]:
    """CPU seconds used so far by the web server, PostgreSQL, this load client and everything else
    (from /proc): what bounds a figure, when the machine's cores are all busy."""
    used: Counter[str] = Counter()
    for proc in Path("/proc").iterdir():
        if not proc.name.isdigit():
            continue
        try:
            stat = (proc / "stat").read_text()
            cmdline = (proc / "cmdline").read_bytes()
        except OSError:
            continue
        comm = stat[stat.index("(") + 1:stat.rindex(")")]
        fields = stat[stat.rindex(")") + 2:].split()
        seconds = (int(fields[11]) + int(fields[12])) / TICK
        if b"gunicorn" in cmdline:
            used["web server"] += seconds
        elif comm.startswith("postgres"):
            used["PostgreSQL"] += seconds
        elif int(proc.name) == os.getpid():
            used["load client"] += seconds
        else:
            used["everything else"] += seconds
    return used


def cpu_line(before: Counter[str], after: Counter[str], requests: int, seconds: float) -> str:
    spent = {k: after[k] - before[k] for k in after}
    per = ", ".join(f"{k} {max(v, 0) / requests * 1000:.1f} ms" for k, v in spent.items())
    busy = sum(max(v, 0) for v in spent.values()) / (seconds * (os.cpu_count() or 1)) * 100
    return f"  CPU per request: {per}; the machine's {os.cpu_count()} cores {busy:.0f}% busy"


def address(n: int, block: int) -> str:
    return f"10.{block}.{n // 250}.{n % 250 + 1}"


def letters(n: int) -> str:
    """n written in letters (names take no digits): 0 -> a, 27 -> bb."""
    out = ""
    while True:
        out, n = chr(ord("a") + n % 26) + out, n // 26
        if not n:
            return out


Request = tuple[str, str, bytes, dict[str, str]]


def contact_request(run: str, block: int) -> Callable[[int], Request]:
    def make(n: int) -> tuple[str, str, bytes, dict[str, str]]:
        body = {
            "first_name": "Load", "last_name": "Test " + letters(n), "email": f"load-{run}-{n}@example.com",
            "phone": f"+974 55{n:06d}", "country": "canada", "service": "study", "consent": True,
            "message": f"Load test message {n}.", "language": "en" if n % 2 else "ar", "elapsed_ms": 9000,
        }
        return "POST", "/api/contact", json.dumps(body).encode(), {
            "Content-Type": "application/json", "X-Forwarded-For": address(n, block)}
    return make


def chat_request(n: int) -> tuple[str, str, bytes, dict[str, str]]:
    questions = ["How do I get a student visa for Canada?", "ما هي متطلبات الإقامة في قطر؟",
                 "What documents do I need for a work permit?", "كم تستغرق معالجة تأشيرة الدراسة؟",
                 "Do you help with family reunification?", "is the frist consultaton free",
                 "how much are your fees", "ابي ادرس برا", "how long does express entry take",
                 "هل الاستشاره الاولى مجانيه", "can my wife and kids come with me to australia",
                 "where is your office", "studnet visa uk requirments", "I want to invest in Portugal"]
    body = {"message": questions[n % len(questions)], "language": "ar" if n % 2 else "en"}
    return "POST", "/api/chat/message", json.dumps(body, ensure_ascii=False).encode(), {
        "Content-Type": "application/json", "X-Forwarded-For": address(n, 200)}


def fresh_database() -> str:
    with psycopg.connect(f"{PG}/postgres", autocommit=True) as conn:
        conn.execute(f"DROP DATABASE IF EXISTS {DATABASE} WITH (FORCE)")
        conn.execute(f"CREATE DATABASE {DATABASE}")
    return f"{PG}/{DATABASE}"


def reconcile(url: str, results: Results) -> int:
    """Prints what the database holds against what the clients were told; returns the problems found."""
    with psycopg.connect(url, application_name=BENCH) as conn:
        ids = results.created
        leads = conn.execute("SELECT count(*) FROM leads_lead WHERE id = ANY(%s)", (ids,)).fetchone()[0]
        lonely = conn.execute(
            "SELECT count(*) FROM leads_lead l WHERE l.id = ANY(%s) AND "
            "(SELECT count(*) FROM mail_outboxmessage m WHERE m.lead_id = l.id) <> 2", (ids,)).fetchone()[0]
        stored = conn.execute("SELECT count(*) FROM leads_lead WHERE email LIKE 'load-%%'").fetchone()[0]
    lost = len(set(ids)) - leads
    extra = stored - len(set(ids))
    print(f"  reconciled: {len(ids)} answered 201, {len(set(ids))} distinct ids, {leads} leads found "
          f"(lost {lost}), {lonely} leads without exactly two outbox rows, "
          f"{extra} stored leads whose answer was not a 201")
    return lost + lonely + (len(ids) - len(set(ids)))


class ConnectionWatch:
    """Samples how many connections the app holds on the bench database, five times a second."""

    def __init__(self, url: str) -> None:
        self.url, self.peak, self.running = url, 0, True

    def run(self) -> None:
        with psycopg.connect(f"{PG}/postgres", autocommit=True, application_name=BENCH) as conn:
            while self.running:
                try:
                    count = conn.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = %s "
                                         "AND application_name <> %s", (DATABASE, BENCH)).fetchone()[0]
                    self.peak = max(self.peak, count)
                except psycopg.Error:
                    return  # PostgreSQL restarting: the figure so far stands
                time.sleep(0.2)


def restart_postgres(after: float, log: list[str]) -> None:
    time.sleep(after)
    start = time.perf_counter()
    subprocess.run(os.environ.get("LOAD_PG_RESTART", "pg_ctlcluster 15 main restart").split(), check=True)
    took = time.perf_counter() - start
    log.append(f"  PostgreSQL restarted {after:.1f} s into the run; the restart took {took:.1f} s")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--contacts", type=int, default=2000)
    parser.add_argument("--inflight", type=int, default=100)
    parser.add_argument("--chats", type=int, default=500)
    parser.add_argument("--chat-inflight", type=int, default=50)
    parser.add_argument("--restart", action="store_true", help="restart PostgreSQL in the middle of the contact run")
    parser.add_argument("--workers", type=int, default=int(os.environ.get("WEB_CONCURRENCY", "2")))
    args = parser.parse_args()

    url = fresh_database()
    env = {"TRUSTED_PROXY_HOPS": "1", "REDIS_URL": REDIS_URL}
    subprocess.run(["redis-cli", "-u", REDIS_URL, "flushdb"], check=False, capture_output=True)
    problems = 0
    print(f"Serving with `{os.environ.get('WEB_COMMAND', 'Procfile web')}`, {args.workers} workers, on {url}")
    with running(env, workers=args.workers, database_url=url) as server:
        with psycopg.connect(url, application_name=BENCH) as conn:
            bound = conn.execute("SHOW max_connections").fetchone()[0]
        print(f"PostgreSQL max_connections {bound}")
        run = str(int(time.time()))
        watch = ConnectionWatch(url)
        watcher = threading.Thread(target=watch.run, daemon=True)
        watcher.start()
        contacts = Results()
        if args.contacts:
            log: list[str] = []
            loop = asyncio.new_event_loop()
            restarter = None
            if args.restart:
                restarter = loop.run_in_executor(None, restart_postgres, 3.0, log)
            before = cpu_seconds()
            loop.run_until_complete(drive(server.base_url, args.contacts, args.inflight,
                                          contact_request(run, 1), contacts))
            cpu = cpu_line(before, cpu_seconds(), args.contacts, contacts.seconds)
            if restarter is not None:
                loop.run_until_complete(restarter)
            loop.close()
            print(*log, sep="\n") if log else None
            print(contacts.line(f"contact submissions at {args.inflight} in flight"))
            print(cpu)
            if contacts.retry_after:
                print(f"  503 answers by Retry-After: {dict(contacts.retry_after)}")
            problems += reconcile(url, contacts)
            bad = {s: c for s, c in contacts.statuses.items() if s not in (201, 503) or (s == 503 and not args.restart)}
            if bad:
                print(f"  unexpected answers: {bad}")
                problems += sum(bad.values())
        if args.chats:
            chats = Results()
            before = cpu_seconds()
            asyncio.run(drive(server.base_url, args.chats, args.chat_inflight, chat_request, chats))
            print(chats.line(f"chat messages at {args.chat_inflight} in flight"))
            print(cpu_line(before, cpu_seconds(), args.chats, chats.seconds))
            fives = sum(c for s, c in chats.statuses.items() if not isinstance(s, int) or s >= 500)
            problems += fives
        watch.running = False
        print(f"most connections the app held on {DATABASE} at once: {watch.peak} (of {bound} the server allows)")
    print("OK: nothing lost, no unexpected answer" if not problems else f"PROBLEMS: {problems}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
