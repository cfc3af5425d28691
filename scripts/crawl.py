"""Saves the server-rendered HTML of every public page, in both languages, normalised for diffing:
a refactor that should not change what visitors and crawlers get is checked by crawling before and
after and comparing the two folders (`diff -r before after`).

    .venv/bin/python scripts/crawl.py DIR [--drop-key path]

Starts the product as the browser tests do (fresh SQLite database with the demo content), crawls the
sitemap's pages plus the home pages, a search, a tag filter, a second blog page and two 404s, and
writes one file per page: the document with hashed asset names, the server's origin and the demo
content's save times made stable,
and the embedded data (app-state) pretty-printed, optionally without the given keys.
"""

import argparse
import json
import re
import sys
import urllib.error
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from liveserver import running

EXTRA = ["/", "/ar", "/search?q=canada", "/ar/search?q=%D9%83%D9%86%D8%AF%D8%A7", "/blog?tag=canada",
         "/blog?page=2", "/services/nope", "/ar/blog/no-such-post"]
STATE = re.compile(r'(<script id="app-state" type="application/json">)(.*?)(</script>)', re.S)
ASSET = re.compile(r"(/static/[\w/.-]*?)[.-][0-9A-Za-z_-]{8,}(\.\w+)")
# Save times of the demo content (the moment it was loaded): different on every run.
SAVED_AT = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d+Z")


def drop(value, keys: set[str]):
    if isinstance(value, dict):
        return {k: drop(v, keys) for k, v in value.items() if k not in keys}
    if isinstance(value, list):
        return [drop(v, keys) for v in value]
    return value


def normalise(html: str, base: str, keys: set[str]) -> str:
    html = html.replace(base, "http://site")
    html = ASSET.sub(r"\1\2", html)
    html = SAVED_AT.sub("(saved at)", html)

    def state(match: re.Match[str]) -> str:
        data = drop(json.loads(match.group(2)), keys)
        return match.group(1) + "\n" + json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True) + "\n" + \
            match.group(3)

    html = STATE.sub(state, html)
    return html.replace("><", ">\n<")  # one tag a line: readable diffs


def fetch(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=30) as response:  # noqa: S310 - our own loopback server
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path)
    parser.add_argument("--drop-key", action="append", default=[], help="a key to leave out of the embedded data")
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    with running() as server:
        base = server.base_url
        _, sitemap = fetch(base + "/sitemap.xml")
        paths = [loc.replace(base, "") for loc in re.findall(r"<loc>(.*?)</loc>", sitemap)]
        for path in dict.fromkeys(paths + EXTRA):
            status, html = fetch(base + path)
            name = re.sub(r"[^\w.-]+", "_", path.strip("/")) or "home"
            page = normalise(html, base, set(args.drop_key))
            (args.out / f"{name}.html").write_text(f"<!-- {status} {path} -->\n{page}")
        print(f"{len(dict.fromkeys(paths + EXTRA))} pages written to {args.out}")


if __name__ == "__main__":
    main()
