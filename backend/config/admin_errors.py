"""The staff admin's error messages in the staff member's language (accounts.preferences).

The code raises with English sentences (FieldErrors, HttpError, error_response, a validator's
ValueError) and every one of them is also a value of src/locales/en/admin-errors.json, where its key
names the Arabic beside it (src/locales/ar/admin-errors.json). Nothing else repeats the text: an
answer under /api/admin/ to someone who chose Arabic has its `message` and each of its `fields` looked
up by its English (`translate`), here in the middleware below, whichever part of the code answered.
An English sentence with values in it ("Ask for at most 62 days at a time.") is matched against the
file's template ("Ask for at most {{days}} days at a time."), and the values are carried over;
sentences joined into one message (a password's rules) are translated one by one. A message found
in no template stays English. config/tests/test_admin_error_messages.py reads the admin code so that
a new English message without its entry fails.

Pydantic's own messages ("Field required") are translated by their error `type` with their context
(`max_length`…), from the `pydantic` part of the same files (`validation_message`); a type not there
stays in pydantic's English.
"""

import json
import re
from collections.abc import Callable
from functools import cache
from typing import Any

from django.db import DatabaseError
from django.http import HttpRequest, HttpResponse

from lib import strings

PREFIX = "/api/admin/"
ROOT = "adminErrors"
PYDANTIC = "pydantic"
_PLACEHOLDER = strings.PLACEHOLDER
# Where a message made of several sentences may be cut: after a full stop and a space.
_SENTENCE_END = re.compile(r"(?<=[.!?)]) ")


def _flatten(node: Any, prefix: str = "") -> dict[str, str]:
    out: dict[str, str] = {}
    for key, value in node.items():
        if isinstance(value, dict):
            out.update(_flatten(value, f"{prefix}{key}."))
        elif isinstance(value, str):
            out[f"{prefix}{key}"] = value
    return out


@cache
def catalogue(lang: str) -> dict[str, str]:
    """Every message of `lang`'s admin-errors.json by its dotted key under adminErrors ("leads.lostReason")."""
    path = strings.LOCALES_DIR / lang / "admin-errors.json"
    return _flatten(json.loads(path.read_text(encoding="utf-8")).get(ROOT, {}))


def _pattern(template: str) -> re.Pattern[str]:
    parts = _PLACEHOLDER.split(template)
    # split() alternates literal text and placeholder names.
    regex = "".join(re.escape(part) if i % 2 == 0 else f"(?P<{part}>.+?)" for i, part in enumerate(parts))
    return re.compile(f"^{regex}$", re.DOTALL)


@cache
def _english() -> tuple[dict[str, str], tuple[tuple[re.Pattern[str], str], ...]]:
    """The English messages (pydantic's left out) as exact sentences and as templates with values."""
    exact: dict[str, str] = {}
    templates: list[tuple[re.Pattern[str], str]] = []
    for key, text in catalogue("en").items():
        if key.startswith(f"{PYDANTIC}."):
            continue
        if _PLACEHOLDER.search(text):
            templates.append((_pattern(text), key))
        else:
            exact.setdefault(text, key)
    # The most literal text first: "Enter your phone number." before "Enter your {{label}}.".
    templates.sort(key=lambda item: -len(_PLACEHOLDER.sub("", catalogue("en")[item[1]])))
    return exact, tuple(templates)


def match(message: str) -> tuple[str, dict[str, str]] | None:
    """The key of the English `message` and the values in it, or None if it has no entry."""
    exact, templates = _english()
    if message in exact:
        return exact[message], {}
    for pattern, key in templates:
        found = pattern.match(message)
        if found:
            return key, found.groupdict()
    return None


def _arabic(key: str, lang: str) -> str:
    return catalogue(lang).get(key) or catalogue("en")[key]


def _one(message: str, lang: str) -> str | None:
    found = match(message)
    if found is None:
        return None
    key, values = found
    # A value may be a message of its own ("Item 2, title (English)"): translated too when it is.
    values = {name: _one(value, lang) or value for name, value in values.items()}
    return strings.fill(_arabic(key, lang), values)


def _sentences(message: str, lang: str) -> str | None:
    whole = _one(message, lang)
    if whole is not None:
        return whole
    for cut in _SENTENCE_END.finditer(message):
        head = _one(message[: cut.start()], lang)
        rest = _sentences(message[cut.end():], lang) if head is not None else None
        if head is not None and rest is not None:
            return f"{head} {rest}"
    return None


def translate(message: str, lang: str) -> str:
    """`message` (English, as the code raised it) in `lang`; English when `lang` is English or the
    message has no entry. Sentences joined into one message are found one by one."""
    if lang == "en" or not message:
        return message
    return _sentences(message, lang) or message


def validation_message(error: dict[str, Any], lang: str) -> str:
    """A pydantic error's message in `lang`: a validator's own sentence by its English, a built-in one
    by its `type` and context; pydantic's English for a type not in the files."""
    english = str(error.get("msg", "Invalid value."))
    if error.get("type") == "value_error":
        english = english.removeprefix("Value error, ")
        return translate(english, lang)
    if lang == "en":
        return english
    template = catalogue(lang).get(f"{PYDANTIC}.{error.get('type')}")
    if not template:
        return english
    values = {k: _pydantic_value(v, lang) for k, v in (error.get("ctx") or {}).items()}
    return strings.fill(template, values)


def _pydantic_value(value: Any, lang: str) -> str:
    text = str(value)
    # A literal's choices come as "'a', 'b' or 'c'".
    return text.replace("' or '", "' أو '") if lang == "ar" else text


def language(request: HttpRequest) -> str:
    """The language of an /api/admin/ answer to `request`: the signed-in staff member's; English for
    anyone else, any other path, or when the database cannot say (a 503 because it is down)."""
    cached = getattr(request, "_admin_error_language", None)
    if cached is not None:
        return str(cached)
    lang = "en"
    user = getattr(request, "user", None)
    if request.path.startswith(PREFIX) and user is not None:
        try:
            from accounts.preferences import language_of

            lang = language_of(user)
        except DatabaseError:  # the database is unavailable: the answer goes out in English
            lang = "en"
    request._admin_error_language = lang  # type: ignore[attr-defined]
    return lang


def localize(request: HttpRequest, response: HttpResponse) -> HttpResponse:
    """Rewrites an error answer in the API's shape ({"error": {"message", "fields"?}}) into the staff
    member's language."""
    if (response.status_code < 400 or not request.path.startswith(PREFIX) or getattr(response, "streaming", False)
            or not response.get("Content-Type", "").startswith("application/json")):
        return response
    if response.status_code == 503:  # the database is down: no one's language can be read
        return response
    lang = language(request)
    if lang == "en":
        return response
    try:
        body = json.loads(response.content)
    except ValueError:
        return response
    error = body.get("error") if isinstance(body, dict) else None
    if not isinstance(error, dict):
        return response
    if isinstance(error.get("message"), str):
        error["message"] = translate(error["message"], lang)
    if isinstance(error.get("fields"), dict):
        error["fields"] = {name: translate(text, lang) if isinstance(text, str) else text
                           for name, text in error["fields"].items()}
    response.content = json.dumps(body, ensure_ascii=False).encode()
    if response.has_header("Content-Length"):
        response["Content-Length"] = str(len(response.content))
    return response


class AdminErrorLanguageMiddleware:
    """Every error answer under /api/admin/, whoever wrote it (a handler, a view, a middleware, the
    500 page), in the signed-in staff member's language."""

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        return localize(request, self.get_response(request))
