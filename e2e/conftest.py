"""The browser suite: the whole product (the Procfile's web server + the Node renderer) started as
`make run` starts it, on free loopback ports with a fresh SQLite database and the demo content,
driven by Debian's Chromium through Playwright (no browser download). The server trusts one proxy
hop, as behind the production proxy: a test gets an address of its own for the per-address limits
by sending X-Forwarded-For."""

import os
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Page, sync_playwright

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))
from liveserver import Server, running  # noqa: E402

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
    "--disable-background-networking", "--disable-component-update", "--disable-sync",
]


def _until_hydrated(page: Page) -> None:
    """A public page starts its scripts once it has painted (backend/web/boot.js), so the load event can
    come before React has hydrated: a test acts on the page as a visitor does a moment later, once
    <html data-hydrated> is there. Pages without scripts (JavaScript off, the API) are not waited for."""
    if page.locator("html[data-js]").count():
        page.locator("html[data-hydrated]").wait_for(state="attached", timeout=15_000)


_goto, _reload = Page.goto, Page.reload


def _goto_hydrated(self: Page, url: str, **kwargs):
    response = _goto(self, url, **kwargs)
    _until_hydrated(self)
    return response


def _reload_hydrated(self: Page, **kwargs):
    response = _reload(self, **kwargs)
    _until_hydrated(self)
    return response


Page.goto, Page.reload = _goto_hydrated, _reload_hydrated  # type: ignore[method-assign]


@pytest.fixture(scope="session")
def server() -> Iterator[Server]:
    with running({"TRUSTED_PROXY_HOPS": "1"}) as live:
        yield live


@pytest.fixture(scope="session")
def browser() -> Iterator[Browser]:
    if not Path(CHROMIUM).exists():
        pytest.fail(f"Chromium not found at {CHROMIUM}: make test installs Debian's chromium package")
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield b
        b.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    pg = context.new_page()
    pg.errors = []  # type: ignore[attr-defined]
    pg.on("pageerror", lambda exc: pg.errors.append(str(exc)))  # type: ignore[attr-defined]
    pg.on("console", lambda msg: pg.errors.append(msg.text) if msg.type == "error" else None)  # type: ignore[attr-defined]
    yield pg
    context.close()


@pytest.fixture
def phone(browser: Browser) -> Iterator[Page]:
    context = browser.new_context(viewport={"width": 390, "height": 844}, is_mobile=True, has_touch=True)
    pg = context.new_page()
    yield pg
    context.close()
