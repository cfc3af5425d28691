"""The Content-Security-Policy of every answer (pages, the admin shell, errors, the API), applied by
django-csp (settings CONTENT_SECURITY_POLICY), and the one inline bit of HTML it allows by hash.

Everything is denied unless named: scripts, styles, images, fonts and fetches come from the site
itself, nothing may frame it, forms post only to it, no plugins. No 'unsafe-inline', no
'unsafe-eval'. The JSON `<script>`s of a page (`app-state`, JSON-LD) are data, never executed, so
the policy does not apply to them.

The one inline script, `web/boot.js` (web/boot.py; it starts the page's JavaScript once the page has painted), is
fixed text too: its hash is part of every answer's script-src.

Hashes, not nonces: public pages are cached and served to everyone (web/middleware.py), so a
per-request nonce would be stale inside a cached document. The inline bits are fixed text, so their
hash is fixed too: the cached document and the header always agree. Two inline styles: the
`<noscript><style>` (NOSCRIPT_CSS, allowed on every answer) and, on a public page, the built
stylesheet written into the document (web/assets.for_page): its hash changes only with a build, is
computed once per build, kept in the page cache with the document and added to that answer's header
by `allow_inline_styles`. React sets the style of an
element through the DOM (CSSOM), which a policy does not block; markup rendered on the server
carries no `style="..."` (classes instead).
"""

import base64
import functools
import hashlib
from collections.abc import Iterable
from typing import TYPE_CHECKING

from csp.constants import NONE, SELF

from . import boot

if TYPE_CHECKING:  # the settings import this module: no Django HTTP code at import time
    from django.http import HttpResponse

# The rule that hides script-only controls from a visitor without JavaScript (web/templates/web/page.html).
NOSCRIPT_CSS = ".js-only{display:none!important}"


@functools.lru_cache(maxsize=16)
def source_hash(text: str) -> str:
    """The CSP source expression allowing this exact inline text: 'sha256-...'."""
    digest = hashlib.sha256(text.encode()).digest()
    return f"'sha256-{base64.b64encode(digest).decode()}'"


DIRECTIVES: dict[str, list[str]] = {
    "default-src": [NONE],
    # Vite's module entry and the chunks it imports or preloads (<link rel="modulepreload">), and the
    # page's boot script.
    "script-src": [SELF, source_hash(boot.SCRIPT)],
    "style-src": [SELF, source_hash(NOSCRIPT_CSS)],
    # Self-hosted fonts; images from /static and the CMS's uploads under /media.
    "font-src": [SELF],
    "img-src": [SELF],
    # The API (the chat, the contact form, booking, the admin).
    "connect-src": [SELF],
    "manifest-src": [SELF],
    "base-uri": [SELF],
    "form-action": [SELF],
    "frame-ancestors": [NONE],
    "object-src": [NONE],
}


def allow_inline_styles(response: "HttpResponse", sources: Iterable[str]) -> None:
    """Adds these source expressions (`source_hash` of each inline <style> the document carries besides
    NOSCRIPT_CSS) to the style-src of this answer's policy (django-csp reads `_csp_update`)."""
    sources = list(sources)
    if sources:
        response._csp_update = {"style-src": sources}  # type: ignore[attr-defined]
