"""The first-load JavaScript budget of every public page type, in both languages (issue 16, point 4;
docs/architecture.md "What the first load carries"): the gzip -9 bytes of the modules the served
document's boot script starts (the entry and its preloads), counted as bench/pages.py counts them.
Bytes, unlike timings, are the same on every run, so this is a test and not a benchmark."""

import gzip
import sys
import urllib.request
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "backend"))
from web.boot import first_load_scripts

KB = 1024
HOME_BUDGET = 100 * KB  # / and /ar
PAGE_BUDGET = 110 * KB  # every other public page, the contact form's (/contact, /book) too

PAGES = [
    "/", "/services", "/services/study", "/countries", "/countries/canada", "/countries/canada/express-entry",
    "/success-stories", "/blog", "/blog/express-entry-checklist-from-qatar", "/about", "/contact", "/book",
    "/faq", "/tools/crs", "/tools/australia-points", "/privacy-policy", "/terms-of-service",
    "/cookie-policy", "/search",
]


def _first_load_js(base: str, path: str) -> tuple[int, list[str]]:
    html = urllib.request.urlopen(base + path).read().decode()  # noqa: S310 - our own loopback server
    urls = list(dict.fromkeys(first_load_scripts(html)))  # what the page's boot script starts
    sizes = [len(gzip.compress(urllib.request.urlopen(base + u).read(), 9)) for u in urls]  # noqa: S310
    return sum(sizes), urls


@pytest.mark.parametrize("lang", ["en", "ar"])
@pytest.mark.parametrize("path", PAGES)
def test_every_public_page_keeps_its_first_load_javascript_within_budget(server, path, lang):
    # As bench/pages.py counts it: the server's HTML (not the live page, where the prefetch adds links later).
    url = path if lang == "en" else ("/ar" if path == "/" else "/ar" + path)
    total, urls = _first_load_js(server.base_url, url)
    assert urls, f"{url}: no module script"
    budget = HOME_BUDGET if path == "/" else PAGE_BUDGET
    assert total <= budget, f"{url}: {total / KB:.1f} KB gzip of first-load JavaScript, budget {budget / KB:.0f} KB"



def test_the_home_page_preloads_its_own_chunk(server):
    _, urls = _first_load_js(server.base_url, "/")
    assert any("HomePage" in u for u in urls)
