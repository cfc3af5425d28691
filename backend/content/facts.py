"""Facts as visitors read them, and the references to them in content text.

- `text(fact, lang)`: the fact's words. A sum reads "CAD 990" in English and «990 دولارًا كنديًا» in
  Arabic (the currency's name agreeing with the number, content/data/currencies.json), then its `per`;
  any other fact reads its statement. An unconfirmed fact carries a visible mark in both languages.
- `expand(text, lang)`: a content text with every `[[fact.key]]` replaced by the fact's words in `lang`.
  The content kinds serve their texts through it (kinds/base.tr), so the API, site search and the
  assistant all read the figure where the text names it.
- `references(obj)` / `named_keys(obj)`: the fact keys a content item's texts name.
- `unknown_keys(obj)` / `check_references(obj)`: the keys a content item names that no fact has (the
  CMS refuses the save with a 422 naming them; the demo loader refuses to load).

Where the content names one fact, across every kind (a fact named by a text is neither deleted nor
renamed), is kinds/fact_users.py's: this module reads the models only, below the kinds that serve
their texts through it.

The facts are read once per content version (a fact's save bumps it, content/signals.py).
"""

import re
import threading
from decimal import Decimal
from typing import Any

from django.core.exceptions import ValidationError
from django.db import models

from lib import strings

from . import models as m
from .currencies import CURRENCIES
from .models.facts import KEY_PATTERN

REFERENCE = re.compile(rf"\[\[({KEY_PATTERN})\]\]")
# Anything written as a reference, well-formed or not, so that a mistyped key is refused too.
ANY_REFERENCE = re.compile(r"\[\[\s*([^\[\]]{1,160}?)\s*\]\]")

_cache: dict[str, Any] = {"version": None, "facts": {}}
_lock = threading.Lock()


def by_key() -> dict[str, m.Fact]:
    """Every fact by its key, read again only when the content version moved."""
    version = m.ContentVersion.current()
    if _cache["version"] != version:
        with _lock:
            facts = {f.key: f for f in m.Fact.objects.select_related("country")}
            _cache.update(version=version, facts=facts)
    return _cache["facts"]


def forget() -> None:
    """Read the facts again on next use (tests that change them without a version bump)."""
    _cache["version"] = None


def _figure(amount: Decimal) -> str:
    """1035 -> "1,035"; 37.5 -> "37.50"; Western digits in both languages."""
    whole = amount == amount.to_integral_value()
    return f"{int(amount):,}" if whole else f"{amount:,.2f}"


def arabic_sum(amount: Decimal, currency: str) -> str:
    """«990 دولارًا كنديًا», «600 دولار كندي», «4,910 دولارات أسترالية», «75 يورو»: the currency's
    name after the figure in the form the number asks for."""
    forms = CURRENCIES[currency]
    if amount != amount.to_integral_value():
        return f"{_figure(amount)} {forms['one']}"
    n = int(amount)
    if n == 1:
        return f"{forms['one']} واحد" if forms["one"] != forms["many"] else f"1 {forms['one']}"
    if n == 2:
        return forms["two"]
    last = n % 100
    form = "few" if 3 <= last <= 10 else "many" if last >= 11 else "one"
    return f"{_figure(amount)} {forms[form]}"


def sum_text(amount: Decimal, currency: str, lang: str) -> str:
    return arabic_sum(amount, currency) if lang == "ar" else f"{currency} {_figure(amount)}"


def _pick(fact: m.Fact, name: str, lang: str) -> str:
    en = getattr(fact, f"{name}_en") or ""
    return (getattr(fact, f"{name}_ar") or en) if lang == "ar" else en


def plain_text(fact: m.Fact, lang: str) -> str:
    """The fact's words without the unconfirmed mark."""
    if fact.amount is not None and fact.currency:
        per = _pick(fact, "per", lang)
        return f"{sum_text(fact.amount, fact.currency, lang)}{' ' + per if per else ''}"
    return _pick(fact, "value", lang)


def text(fact: m.Fact, lang: str) -> str:
    """The fact's words as a page shows them: an unconfirmed one with its mark ("(unconfirmed)")."""
    words = plain_text(fact, lang)
    if fact.status != m.Fact.Status.CONFIRMED:
        words = f"{words} {strings.t('facts.unconfirmedMark', lang)}"
    return words


def expand(value: str, lang: str) -> str:
    """`value` with each [[key]] replaced by the fact's words in `lang` (an unknown key is left as it
    is: saves and the demo loader refuse it, so only a fact deleted since can leave one)."""
    if "[[" not in value:
        return value
    facts = by_key()

    def one(match: re.Match[str]) -> str:
        fact = facts.get(match.group(1))
        return text(fact, lang) if fact else match.group(0)

    return REFERENCE.sub(one, value)


def expand_both(value: dict[str, str]) -> dict[str, str]:
    """A bilingual value ({"en", "ar"}) with each language's references expanded in that language."""
    return {lang: expand(text_, lang) for lang, text_ in value.items()}


def keys_in(value: str) -> list[str]:
    """The fact keys a text names, in order, each once (as written, well-formed or not)."""
    return list(dict.fromkeys(match.group(1) for match in ANY_REFERENCE.finditer(value or "")))


def _texts(obj: models.Model) -> list[tuple[str, str]]:
    """Every text of a content item, with the field it is in: its text columns and the texts inside its
    item lists (a guide's fees)."""
    found: list[tuple[str, str]] = []
    for f in obj._meta.concrete_fields:
        value = getattr(obj, f.attname)
        if isinstance(value, str):
            found.append((f.name, value))
        elif isinstance(f, models.JSONField) and isinstance(value, list | dict):
            found += [(f.name, s) for s in _strings_in(value)]
    return found


def _strings_in(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings_in(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings_in(v)]
    return []


def references(obj: models.Model) -> dict[str, list[str]]:
    """The fact keys each field of a content item names: {"fees": ["canada.express-entry.processing-fee"]}."""
    out: dict[str, list[str]] = {}
    for name, value in _texts(obj):
        for key in keys_in(value):
            out.setdefault(name, [])
            if key not in out[name]:
                out[name].append(key)
    return out


def named_keys(obj: models.Model) -> list[str]:
    """Every fact key a content item names, once each, in the order its fields name them."""
    return list(dict.fromkeys(key for keys in references(obj).values() for key in keys))


def unknown_keys(obj: models.Model) -> dict[str, list[str]]:
    """The keys each field names that no fact has (a field's name without its language)."""
    known = set(m.Fact.objects.values_list("key", flat=True))
    out: dict[str, list[str]] = {}
    for name, keys in references(obj).items():
        missing = [k for k in keys if k not in known]
        if missing:
            base = name[:-3] if name.endswith(("_en", "_ar")) else name
            out.setdefault(base, [])
            out[base] += [k for k in missing if k not in out[base]]
    return out


def check_references(obj: models.Model) -> None:
    """ValidationError on the fields that name a fact no one has entered."""
    unknown = unknown_keys(obj)
    if unknown:
        raise ValidationError({name: f"No fact has the key {', '.join(keys)}: enter the fact first, or correct the key."
                               for name, keys in unknown.items()})
