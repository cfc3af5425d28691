"""Page serving figures (prints them; never passes or fails on a clock).

    .venv/bin/python bench/pages.py [--lighthouse-runs N]   (0: no Lighthouse; default 3)

Starts the product on loopback (as the browser tests do), then for each page type in both languages:
- the first-load bytes (gzip -9, as e2e/test_page_weight.py counts them): the JavaScript the served
  document's boot script starts once the page has painted (entry and preloads), its stylesheets, the
  web fonts' stylesheet, and the fonts a browser actually fetches to show it (Chromium through
  Playwright, when /usr/bin/chromium is there);
- HTML bytes raw and gzip;
- a cold render (a cache miss: the content version bumped in the database before each request, as an
  editor's save does), p50 and p95, and from the page cache (p50);
- Lighthouse (simulated mobile, Debian's Chromium) performance, accessibility, best practices, SEO,
  LCP, CLS and TBT, the median of N runs, for the pages issue 16 names, when Chromium and Lighthouse
  (LIGHTHOUSE_HOME, ../shared/tools/lighthouse installs it) are there, and each page's lowest performance
  score of the N; with the machine's load and Lighthouse's benchmarkIndex (its measure of the host's
  speed: the same build shows more TBT on a slower host).
- the API answers the prefetch asks for after every page view, rendered and kept (content/api_cache.py);
Then requests per second for a cached page next to WhiteNoise serving a static file of the same size.
"""

import argparse
import gzip
import http.client
import json
import os
import re
import sqlite3
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from liveserver import running  # noqa: E402

sys.path.insert(0, str(ROOT / "backend"))
from web import boot  # noqa: E402

# Page types, each in English and Arabic (the Arabic address is "/ar" + the English one).
PAGE_TYPES = {
    "home": "/",
    "services": "/services",
    "service": "/services/study",
    "country": "/countries/canada",
    "blog post": "/blog/express-entry-checklist-from-qatar",
    "contact": "/contact",
}
# The pages issue 16 asks Lighthouse figures for.
LIGHTHOUSE_PATHS = ["/", "/ar", "/services", "/ar/services/study", "/countries/canada",
                    "/ar/blog/express-entry-checklist-from-qatar", "/contact", "/ar/contact"]
HOME_JS_BUDGET, PAGE_JS_BUDGET = 100, 110  # KB gzip (e2e/test_page_weight.py enforces them)
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# Where ../shared/tools/lighthouse installs it.
LIGHTHOUSE_HOME = os.environ.get("LIGHTHOUSE_HOME", "/tmp/lighthouse-cli")  # noqa: S108
LIGHTHOUSE = Path(LIGHTHOUSE_HOME) / "node_modules" / ".bin" / "lighthouse"
# Where WhiteNoise serves from (STATIC_ROOT, as scripts/liveserver.py passes it on).
SAME_SIZE_FILE = Path(os.environ.get("STATIC_ROOT", str(ROOT / "var" / "staticfiles"))) / "bench" / "same-size.html"


def localized(path: str, lang: str) -> str:
    return path if lang == "en" else ("/ar" if path == "/" else "/ar" + path)


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


def first_load_assets(html: str) -> dict[str, list[str]]:
    """The served document's first-load files by kind: the modules its boot script starts once the page
    has painted (the entry and its preloads, web/boot.py), stylesheets linked outside <noscript>, and the
    web fonts' stylesheet the boot script adds (its font files are counted as Chromium fetches them)."""
    outside_noscript = re.sub(r"<noscript>.*?</noscript>", "", html, flags=re.S)
    css = [m.group(1) for t in re.findall(r"<link\b[^>]*>", outside_noscript) if 'rel="stylesheet"' in t
           for m in [re.search(r'\bhref="([^"]+)"', t)] if m]
    boot_data = boot.read(html) or {}
    return {"js": list(dict.fromkeys(boot.first_load_scripts(html))), "css": list(dict.fromkeys(css)),
            "font css": [boot_data["fonts"]] if boot_data.get("fonts") else []}


def gz(body: bytes) -> int:
    return len(gzip.compress(body, 9))


def fetched_fonts(base: str, paths: list[str]) -> dict[str, int]:
    """Bytes of the font files Chromium fetches to show each page (a phone's screen), or {} without it."""
    if not Path(CHROMIUM).exists():
        return {}
    from playwright.sync_api import sync_playwright

    out: dict[str, int] = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--headless=new", "--no-sandbox"])
        for path in paths:
            context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True)
            page = context.new_page()
            fonts: list[str] = []
            page.on("requestfinished",
                    lambda r, fonts=fonts: fonts.append(r.url) if r.resource_type == "font" else None)
            page.goto(base + path, wait_until="networkidle")
            out[path] = sum(len(get(base, urlsplit(u).path)[1]) for u in dict.fromkeys(fonts))
            context.close()
        browser.close()
    return out


def lighthouse(url: str) -> dict[str, float] | None:
    with tempfile.NamedTemporaryFile(suffix=".json") as report:
        flags = ("--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run "
                 "--disable-background-networking --disable-component-update --disable-sync")
        done = subprocess.run([str(LIGHTHOUSE), url, "--quiet", f"--chrome-flags={flags}", "--output=json",
                               f"--output-path={report.name}"], env={**os.environ, "CHROME_PATH": CHROMIUM},
                              capture_output=True, check=False, timeout=180)
        if done.returncode != 0:
            return None
        result = json.loads(Path(report.name).read_text())
    cats, audits = result["categories"], result["audits"]
    return {
        "perf": cats["performance"]["score"] * 100, "a11y": cats["accessibility"]["score"] * 100,
        "bp": cats["best-practices"]["score"] * 100, "seo": cats["seo"]["score"] * 100,
        "fcp": audits["first-contentful-paint"]["numericValue"] / 1000,
        "lcp": audits["largest-contentful-paint"]["numericValue"] / 1000,
        "tbt": audits["total-blocking-time"]["numericValue"],
        "cls": audits["cumulative-layout-shift"]["numericValue"],
        # The host's speed as Lighthouse measures it: the simulation multiplies the main-thread tasks
        # it observed by 4, so the same build shows more TBT on a slower host.
        "bench": result["environment"]["benchmarkIndex"],
    }


def lighthouse_runs(url: str, count: int) -> tuple[list[dict[str, float]], int]:
    """`count` Lighthouse results for `url`, and how many runs failed on the way. A run now and then
    ends without a result (Chromium's trace missing the navigation: NO_NAVSTART); it is run again, at
    most `count` more times, so a median is of `count` runs, not of the ones that happened to work."""
    runs: list[dict[str, float]] = []
    failed = 0
    while len(runs) < count and failed <= count:
        result = lighthouse(url)
        if result:
            runs.append(result)
        else:
            failed += 1
    return runs, failed


def bump_content_version(var_dir: str) -> None:
    """What an editor's save does to the page cache (content.models.ContentVersion.bump), on the
    server's SQLite database: every cached page is stale."""
    with sqlite3.connect(Path(var_dir) / "db.sqlite3") as db:
        db.execute("UPDATE content_contentversion SET value = value + 1 WHERE id = 1")


def cold_and_cached(server, path: str, count: int) -> tuple[list[float], list[float]]:
    """Server times (ms) of `path`: `count` answers each after a content save (nothing kept), then 30
    from the cache. A first request warms the process (imports, the renderer's connection)."""
    get(server.base_url, path)
    cold = []
    for _ in range(count):
        bump_content_version(server.env["VAR_DIR"])
        cold.append(get(server.base_url, path)[0])
    get(server.base_url, path)
    return cold, [get(server.base_url, path)[0] for _ in range(30)]


def prefetch_api_paths() -> list[str]:
    """The API paths of the pages prefetched after load (routes.json), without the parameters they
    leave empty (/api/blog?page=:page&tag=:tag is /api/blog), as frontend/src/app/prefetch.ts asks."""
    routes = json.loads((ROOT / "frontend" / "src" / "app" / "routes.json").read_text())
    by_path = {route["path"]: route for route in routes["routes"]}
    found = [query.split("?")[0] for path in routes["prefetch"]
             for query in by_path[path].get("queries", {}).values()]
    return list(dict.fromkeys(found))


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--lighthouse-runs", type=int, default=3)
    parser.add_argument("--cold", type=int, default=20, help="cold renders per page")
    args = parser.parse_args()
    print(f"Machine: {os.cpu_count()} CPUs, load average {' '.join(f'{x:.2f}' for x in os.getloadavg())}")
    print("Starting the product on loopback (SQLite, demo content, SSR renderer)...")
    paths = [localized(p, lang) for p in PAGE_TYPES.values() for lang in ("en", "ar")]
    with running() as server:
        base = server.base_url
        print("\nFirst load, gzip -9 bytes (JS: the modules the boot script starts once the page has painted; "
              "CSS: stylesheets, linked or inline (an inline one is in the HTML too); font CSS: the web fonts' "
              "stylesheet, added after the paint; fonts: the files Chromium fetches on a phone)")
        print(f"{'page':<44}{'JS':>8}{'CSS':>8}{'font CSS':>10}{'fonts':>9}{'HTML':>8}{'HTML gz':>8}")
        htmls: dict[str, bytes] = {}
        for path in paths:
            _, body, res = get(base, path)
            assert res.status == 200, (path, res.status)
            htmls[path] = body
        fonts_seen = fetched_fonts(base, paths)
        over = []
        for path in paths:
            body = htmls[path]
            assets = first_load_assets(body.decode())
            sizes = {kind: sum(gz(get(base, u)[1]) for u in urls) for kind, urls in assets.items()}
            # The stylesheet written into the document (web/assets.for_page), not the <noscript> rule.
            sizes["css"] += sum(gz(text.encode()) for text in re.findall(r"(?<!<noscript>)<style>(.*?)</style>",
                                                                         body.decode(), re.S))
            seen = fonts_seen.get(path)
            budget = HOME_JS_BUDGET if path in ("/", "/ar") else PAGE_JS_BUDGET
            if sizes["js"] > budget * 1024:
                over.append(path)
            print(f"{path:<44}{sizes['js']:>8}{sizes['css']:>8}{sizes['font css']:>10}"
                  f"{'-' if seen is None else seen:>9}{len(body):>8}{gz(body):>8}")
        home = first_load_assets(htmls["/"].decode())
        print("\nFirst-load files of / (gzip -9 bytes):")
        for kind, urls in home.items():
            for url in urls:
                print(f"  {kind:<5}{gz(get(base, url)[1]):>8}  {url}")
        print(f"JS budget: / and /ar <= {HOME_JS_BUDGET} KB, other pages <= {PAGE_JS_BUDGET} KB: "
              + (f"over on {', '.join(over)}" if over else "all within"))

        print(f"\nServer time, ms ({args.cold} cold renders each; cached: 30 requests)")
        print(f"{'page':<44}{'cold p50':>10}{'cold p95':>10}{'cached p50':>12}")
        for path in paths:
            cold, cached = cold_and_cached(server, path, args.cold)
            print(f"{path:<44}{statistics.median(cold):>10.1f}{pct(cold, 95):>10.1f}"
                  f"{statistics.median(cached):>12.2f}")

        print("\nThe prefetched pages' API answers (each page view asks for them about 2 s after load), ms: "
              "rendered (the content version bumped before each) and kept (content/api_cache.py)")
        print(f"{'answer':<44}{'rendered p50':>14}{'kept p50':>10}")
        for api_path in prefetch_api_paths():
            rendered, kept = cold_and_cached(server, api_path, args.cold)
            print(f"{api_path:<44}{statistics.median(rendered):>14.2f}{statistics.median(kept):>10.2f}")

        if args.lighthouse_runs and Path(CHROMIUM).exists() and LIGHTHOUSE.exists():
            print(f"\nLighthouse, simulated mobile, median of {args.lighthouse_runs} runs "
                  f"(load average before: {os.getloadavg()[0]:.2f})")
            print(f"{'page':<44}{'perf':>5}{'a11y':>5}{'bp':>5}{'seo':>5}"
                  f"{'FCP s':>7}{'LCP s':>7}{'TBT ms':>8}{'CLS':>7}{'perf min':>9}")
            speeds = []
            for path in LIGHTHOUSE_PATHS:
                runs, failed = lighthouse_runs(base + path, args.lighthouse_runs)
                if not runs:
                    print(f"{path:<44}  (Lighthouse failed {failed} times)")
                    continue
                m = {k: statistics.median(r[k] for r in runs) for k in runs[0]}
                speeds += [r["bench"] for r in runs]
                print(f"{path:<44}{m['perf']:>5.0f}{m['a11y']:>5.0f}{m['bp']:>5.0f}{m['seo']:>5.0f}"
                      f"{m['fcp']:>7.2f}{m['lcp']:>7.2f}{m['tbt']:>8.0f}{m['cls']:>7.3f}"
                      f"{min(r['perf'] for r in runs):>9.0f}"
                      + (f"  ({failed} failed run{'s' if failed > 1 else ''} run again)" if failed else ""))
            print(f"(load average after: {os.getloadavg()[0]:.2f}; Lighthouse's benchmarkIndex of this host, "
                  f"median {statistics.median(speeds) if speeds else 0:.0f}: higher is faster)")
        elif args.lighthouse_runs:
            print(f"\nLighthouse: skipped ({CHROMIUM} or {LIGHTHOUSE} missing; "
                  "../shared/tools/lighthouse installs both)")
        size = len(htmls["/"])

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
            print(f"  ratio page/static      {page / static:8.2f} (target >= 0.6)")
    finally:
        SAME_SIZE_FILE.unlink(missing_ok=True)


if __name__ == "__main__":
    main()
