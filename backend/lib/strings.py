"""UI strings for what the server writes itself (page titles, descriptions): read from the
frontend's locale files (src/locales/<lang>/*.json, deep-merged), so every string lives in one place
for both sides."""

import json
import re
from functools import cache
from typing import Any

from django.conf import settings

LOCALES_DIR = settings.FRONTEND_DIR / "src" / "locales"


def _merge(target: dict[str, Any], source: dict[str, Any]) -> dict[str, Any]:
    for key, value in source.items():
        if isinstance(value, dict) and isinstance(target.get(key), dict):
            _merge(target[key], value)
        else:
            target[key] = value
    return target


@cache
def _strings(lang: str) -> dict[str, Any]:
    tree: dict[str, Any] = {}
    for path in sorted((LOCALES_DIR / lang).glob("*.json")):
        _merge(tree, json.loads(path.read_text(encoding="utf-8")))
    return tree


def t(key: str, lang: str) -> str:
    """A dotted key ("meta.home.title") in `lang`, falling back to English, then to the key itself."""
    for candidate in (lang, "en"):
        node: Any = _strings(candidate)
        for part in key.split("."):
            node = node.get(part) if isinstance(node, dict) else None
        if isinstance(node, str) and node:
            return node
    return key


# `{{name}}`, as the frontend's translation function writes a value into a string (lib/i18n-core.ts).
PLACEHOLDER = re.compile(r"\{\{(\w+)\}\}")


def fill(text: str, values: dict[str, Any]) -> str:
    """`text` with each `{{name}}` replaced by `values[name]`; a name not given stays as written."""
    return PLACEHOLDER.sub(lambda m: str(values[m.group(1)]) if m.group(1) in values else m.group(0), text)


def counted(key: str, lang: str, count: int) -> str:
    """A counted string (`key_one`, `key_few`…, as the frontend's `t(key, {count})` picks it: by the
    language's plural rules, `key_zero` first for 0) with `{{count}}` filled."""
    from babel import Locale

    forms = (["zero"] if count == 0 else []) + [Locale.parse(lang).plural_form(count)]
    for form in forms:
        found = t(f"{key}_{form}", lang)
        if found != f"{key}_{form}":
            return fill(found, {"count": count})
    return fill(t(key, lang), {"count": count})

