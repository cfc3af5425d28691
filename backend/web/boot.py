"""The boot of a public page: the inline script (web/boot.js) that starts the page's JavaScript and web
fonts once the page has painted, and the data it reads (a JSON <script id="boot">), in one place for the
page view, the Content-Security-Policy (web/csp.py hashes SCRIPT), the tests and bench/pages.py.
Plain Python: the settings import it (through web.csp) before Django is set up."""

import json
import re
from pathlib import Path
from typing import Any

# The script as the page carries it: web/boot.js without its comment lines.
SCRIPT = "\n".join(line for line in (Path(__file__).resolve().parent / "boot.js").read_text(encoding="utf-8")
                   .splitlines() if not line.startswith("//"))

_DATA = re.compile(r'<script id="boot" type="application/json">(.*?)</script>', re.S)


def data(entry: str, preload: tuple[str, ...], fonts: str, font_files: tuple[str, ...],
         prefetch: tuple[str, ...]) -> dict[str, Any]:
    """What the script starts: the entry module, the chunks to preload with it, the fonts' stylesheet and the
    font files it fetches before adding it; and the chunks the entry fetches ahead later (app/prefetch.ts)."""
    return {"entry": entry, "preload": list(preload), "fonts": fonts, "fontFiles": list(font_files),
            "prefetch": list(prefetch)}


def read(html: str) -> dict[str, Any] | None:
    """The boot data of a served page, or None (no build: a page without scripts)."""
    found = _DATA.search(html)
    return json.loads(found.group(1)) if found else None


def first_load_scripts(html: str) -> list[str]:
    """The addresses of the modules a served page loads before it hydrates: the entry and its preloads."""
    boot = read(html)
    return [boot["entry"], *boot["preload"]] if boot else []
