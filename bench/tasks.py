"""The main thread's long tasks after the first paint, per page (prints them; never passes or fails).

    .venv/bin/python bench/tasks.py [--loads N] [path ...]   (default: the pages issue 16 names, 3 loads)

Starts the product on loopback (as the browser tests do) and loads each page N times in Chromium at a
phone's viewport, recording Chromium's trace. For every task on the page's main thread after the
first contentful paint whose CPU time is over 12.5 ms, it prints when it started, its CPU time and
what took most of it (layout, style, a module's evaluation, a script). Lighthouse multiplies the
tasks it sees by four and counts what is over 50 ms as blocking time, so these are the tasks that
can cost a page its score; CPU time, unlike wall time, barely moves when other processes share the
machine. The median over the loads of each page's sum (CPU over 12.5 ms) comes last.

Playwright attaches a DevTools session, as Lighthouse does, so the modules' start here includes V8
collecting React DOM's source positions for the stacks of the errors it makes as it starts (about
10 ms); a visitor's browser, with no session attached, does not do that (docs/figures/long-tasks.md).
"""

import argparse
import json
import statistics
import sys
from pathlib import Path

from playwright.sync_api import Browser, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from liveserver import running  # noqa: E402

sys.path.insert(0, str(ROOT / "bench"))
from pages import CHROMIUM, LIGHTHOUSE_PATHS  # noqa: E402

LONG_MS = 12.5  # four times this is Lighthouse's 50 ms
CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing", "loading",
              "toplevel", "v8.execute"]
PARTS = ("Layout", "UpdateLayoutTree", "v8.evaluateModule", "FunctionCall", "TimerFire", "ParseHTML",
         "EvaluateScript", "Paint", "Layerize")


def cpu_ms(event: dict) -> float:
    return event.get("tdur", event.get("dur", 0)) / 1000


def long_tasks(browser: Browser, url: str) -> list[tuple[int, float, str]] | None:
    """(start ms after navigation, CPU ms, what took most of it) of each long task after the paint."""
    context = browser.new_context(viewport={"width": 412, "height": 823}, device_scale_factor=2.625,
                                  is_mobile=True, has_touch=True)
    page = context.new_page()
    browser.start_tracing(page=page, categories=CATEGORIES)
    page.goto(url, wait_until="load")
    page.wait_for_timeout(3200)  # the prefetch (2 s after load) included
    events = json.loads(browser.stop_tracing())["traceEvents"]
    context.close()
    navigations = [e for e in events if e.get("name") == "navigationStart"
                   and e.get("args", {}).get("data", {}).get("documentLoaderURL", "").startswith("http")]
    if not navigations:
        return None
    start, thread = navigations[-1]["ts"], (navigations[-1]["pid"], navigations[-1]["tid"])
    paints = [e["ts"] for e in events if e.get("name") == "firstContentfulPaint"]
    painted = paints[-1] if paints else start
    mine = sorted((e for e in events if (e.get("pid"), e.get("tid")) == thread and e.get("ph") == "X"),
                  key=lambda e: e["ts"])
    found = []
    for task in (e for e in mine if e["name"] == "RunTask" and e["ts"] >= painted):
        if cpu_ms(task) <= LONG_MS:
            continue
        parts: dict[str, float] = {}
        for event in mine:
            if task["ts"] <= event["ts"] < task["ts"] + task["dur"] and event["name"] in PARTS:
                parts[event["name"]] = parts.get(event["name"], 0) + cpu_ms(event)
        most = max(parts, key=parts.__getitem__) if parts else "?"
        found.append((round((task["ts"] - start) / 1000), round(cpu_ms(task), 1), most))
    return found


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--loads", type=int, default=3)
    parser.add_argument("paths", nargs="*", default=LIGHTHOUSE_PATHS)
    args = parser.parse_args()
    sums: dict[str, list[float]] = {path: [] for path in args.paths}
    with running() as server, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        print(f"Tasks after the first paint over {LONG_MS} ms of CPU (start ms, CPU ms, most of it)")
        for _ in range(args.loads):
            for path in args.paths:
                tasks = long_tasks(browser, server.base_url + path)
                if tasks is None:
                    print(f"{path:<46} (no navigation in the trace)")
                    continue
                sums[path].append(sum(cpu - LONG_MS for _, cpu, _ in tasks))
                print(f"{path:<46} {tasks}")
        browser.close()
    print(f"\nCPU over {LONG_MS} ms after the paint, summed per load: median (each load)")
    for path, values in sums.items():
        if values:
            print(f"{path:<46} {statistics.median(values):6.1f}  {[round(v, 1) for v in values]}")


if __name__ == "__main__":
    main()
