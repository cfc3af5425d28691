"""A country's flag from the flag-icons package, as the hashed static file the client build copied
(frontend/vite-flags.ts writes the code -> file map to `.vite/flags.json`). The API hands out the URL
of each country's flag, so a page fetches only the flags it shows and no script carries a list of them.
"""

from django.conf import settings

from lib.build_files import read_json


def _files() -> dict[str, str]:
    return read_json(settings.FRONTEND_BUILD_DIR / "client" / ".vite" / "flags.json",
                     "No flag map at %s: run `make build`. Countries are shown without flags.")


def flag_url(code: str) -> str | None:
    """The static URL of the 4:3 flag for an ISO 3166-1 alpha-2 code ("CA"), or None when there is none."""
    file = _files().get(code.strip().lower())
    return settings.STATIC_URL + file if file else None
