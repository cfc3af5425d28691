"""Page serving figures (prints them; never passes or fails on a clock).

    .venv/bin/python bench/pages.py

Starts the product on loopback (as the browser tests do), then for /, /ar, /services and /ar/contact:
time to first byte on a cold render (a cache miss: a query parameter the cache key keeps) and from the
page cache, HTML bytes raw and gzip; requests per second for a cached page next to WhiteNoise
serving a static file of the same size; and the first-load JS and CSS of the home page (gzip).
"""

import gzip
import http.client
import os
import re
import statistics
import sys
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from liveserver import running  # noqa: E402

PATHS = ["/", "/ar", "/services", "/ar/contact"]
# Where WhiteNoise serves from (STATIC_ROOT, as scripts/liveserver.py passes it on).
SAME_SIZE_FILE = Path(os.environ.get("STATIC_ROOT", str(ROOT / "var" / "staticfiles"))) / "bench" / "same-size.html"


def get(base: str, path: str) -> tuple[float, bytes, http.client.HTTPResponse]:
    parts = urlsplit(base)
    conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
    start = time.perf_counter()
    conn.request("GET", path, headers={"Accept-Encoding": "identity"})
    res = conn.getresponse()
    first = res.read(1)
    ttfb = time.perf_counter() - start
    body = first + res.read()
    conn.close()
    return ttfb * 1000, body, res


def rps(base: str, path: str, seconds: float = 4.0, threads: int = 4) -> float:
    parts = urlsplit(base)
    done = [0] * threads
    stop = time.perf_counter() + seconds

    def worker(i: int) -> None:
        conn = http.client.HTTPConnection(parts.hostname, parts.port, timeout=30)
        while time.perf_counter() < stop:
            conn.request("GET", path, headers={"Accept-Encoding": "identity"})
            conn.getresponse().read()
            done[i] += 1
        conn.close()

    pool = [threading.Thread(target=worker, args=(i,)) for i in range(threads)]
    for t in pool:
        t.start()
    for t in pool:
        t.join()
    return sum(done) / seconds


def first_load_assets(html: str) -> list[str]:
    scripts = re.findall(r'<script[^>]+type="module"[^>]+src="([^"]+)"', html)
    preloads = re.findall(r'<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"', html)
    styles = re.findall(r'<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"', html)
    return list(dict.fromkeys(scripts + preloads + styles))


def main() -> None:
    print("Starting the product on loopback (SQLite, demo content, SSR renderer)...")
    with running() as server:
        base = server.base_url
        print(f"\n{'path':<14}{'cold TTFB ms':>14}{'cached TTFB ms':>16}{'HTML bytes':>12}{'gzip':>8}")
        home_html = ""
        for path in PATHS:
            get(base, path)  # warm the process (imports, first connection to the renderer)
            cold = [get(base, f"{path}?bench-cold={i}")[0] for i in range(8)]
            get(base, path)
            cached = [get(base, path)[0] for _ in range(30)]
            _, body, _ = get(base, path)
            if path == "/":
                home_html = body.decode()
            print(f"{path:<14}{statistics.median(cold):>14.1f}{statistics.median(cached):>16.2f}"
                  f"{len(body):>12}{len(gzip.compress(body)):>8}")

        print("\nFirst-load assets of / (gzip bytes):")
        totals = {"js": 0, "css": 0}
        for url in first_load_assets(home_html):
            _, body, _ = get(base, url)
            kind = "css" if url.endswith(".css") else "js"
            size = len(gzip.compress(body, 9))
            totals[kind] += size
            print(f"  {kind:<4}{size:>8}  {url}")
        js_kb, css_kb = totals["js"] / 1024, totals["css"] / 1024
        print(f"  total JS {js_kb:.1f} KB gzip (target <= 120 KB), CSS {css_kb:.1f} KB gzip")
        size = len(home_html.encode())

    SAME_SIZE_FILE.parent.mkdir(parents=True, exist_ok=True)
    SAME_SIZE_FILE.write_bytes(b"x" * size)
    try:
        with running() as server:
            static_path = "/static/bench/same-size.html"
            _, body, res = get(server.base_url, static_path)
            assert res.status == 200 and len(body) == size, (res.status, len(body), size)
            for path in ("/", static_path):
                rps(server.base_url, path, 1.0)  # warm up
            page = rps(server.base_url, "/")
            static = rps(server.base_url, static_path)
            print(f"\nRequests per second, 1 worker, 4 client threads ({size} bytes each):")
            print(f"  cached page /          {page:8.0f} req/s")
            print(f"  static file (WhiteNoise) {static:6.0f} req/s")
            print(f"  ratio page/static      {page / static:8.2f} (target >= 0.5)")
    finally:
        SAME_SIZE_FILE.unlink(missing_ok=True)


if __name__ == "__main__":
    main()
