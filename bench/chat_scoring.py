"""How a reply of the chat assistant is scored against a case of the blind bank (bench/chat_bank/):
one rule, used by the benchmark (chat_quality.py) and the gate of `make test` (chat_gate.py).

A fact is found in a reply when one of its alternatives is a substring of the reply's text, both folded
the same way (`fold`):
  1. `lib.text_search.normalize`: lower case, no Arabic diacritics or tatweel, one spelling of the Arabic
     letters that vary (أ/إ/آ -> ا, ة -> ه, ى -> ي, ؤ -> و, ئ -> ي), Arabic-Indic digits (both sets) as
     Latin ones; Latin digits are kept as they are;
  2. the Arabic decimal separator ٫ becomes ".", dashes (– — ‑ −) become "-";
  3. a thousands separator is dropped: "," "٬" or "." between a digit and exactly three digits that no
     further digit follows ("4,910", "4.910", "٤٬٩١٠" all read "4910"; "6.5" and "6,5" stay);
  4. runs of white space (a non-breaking one too) become one space.
An alternative that begins or ends with a digit must not be part of a longer number there: "990" is not
found in "1990" nor "9900", "5" not in "6.5" (a decimal part is not a number of its own); a number is found
before its decimals ("45934" in "€45,934.20", "6" in "6.5"). Otherwise an alternative is a plain substring
("visitor" is found in "visitors").

A case's verdict (`verdict`) is one of:
  right       a fact case answered (outcome "answer" or "smalltalk", or none) with every group of facts
              having an alternative found in the reply; a handoff case whose reply is a hand-off
              (outcome "handoff");
  wrong       a confident reply that is not right: on a fact case, an answer (as above) lacking a group;
              on a handoff case, any outcome but "handoff" or "clarify";
  handed_off  a fact case answered with a hand-off: neither right nor wrong, whatever its text says (the
              hand-off's own sentences, "book a free consultation", are not an answer);
  clarified   a case answered with a question back (outcome "clarify"): neither right nor wrong.

The reply's language (`language_ok`) is right when the letters of its text, addresses (URLs, e-mail,
site paths) and digits left out, are mostly (more than half) Arabic script for an Arabic case and
mostly Latin for an English one, and every site link of the reply (its link and its buttons, the
paths starting with "/") is under /ar for Arabic and not under /ar for English.
"""

import re
from collections.abc import Iterable, Sequence

from lib.text_search import normalize

RIGHT, WRONG, HANDED_OFF, CLARIFIED = "right", "wrong", "handed_off", "clarified"

_DASHES = str.maketrans({"–": "-", "—": "-", "‑": "-", "−": "-", "٫": "."})
_THOUSANDS = re.compile(r"(?<=\d)[,٬.](?=\d{3}(?!\d))")
_WITHIN_NUMBER_BEFORE = r"(?<!\d)(?<!\d[.,])"
_WITHIN_NUMBER_AFTER = r"(?!\d)"
_ADDRESSES = re.compile(r"(?:https?://|www\.)\S+|\S+@\S+|(?<!\w)/[\w\-/#.?=&%]*")


def fold(text: str) -> str:
    """The text as facts are compared: see the module's docstring."""
    folded = normalize(text).translate(_DASHES)
    folded = _THOUSANDS.sub("", folded)
    return " ".join(folded.split())


def _pattern(alternative: str) -> re.Pattern[str] | None:
    folded = fold(alternative)
    if not folded:
        return None
    before = _WITHIN_NUMBER_BEFORE if folded[0].isdigit() else ""
    after = _WITHIN_NUMBER_AFTER if folded[-1].isdigit() else ""
    return re.compile(before + re.escape(folded) + after)


def found(reply: str, alternative: str) -> bool:
    """Whether the alternative is found in the reply's text."""
    pattern = _pattern(alternative)
    return pattern is not None and pattern.search(fold(reply)) is not None


def missing_groups(reply: str, facts: Iterable[Sequence[str]]) -> list[list[str]]:
    """The groups of facts none of whose alternatives is found in the reply ([] when all are)."""
    return [list(group) for group in facts if not any(found(reply, alternative) for alternative in group)]


def verdict(expect: str, facts: Iterable[Sequence[str]], reply: str, outcome: str) -> str:
    """right, wrong, handed_off or clarified: see the module's docstring."""
    if expect == "handoff":
        if outcome == "handoff":
            return RIGHT
        return CLARIFIED if outcome == "clarify" else WRONG
    if expect != "fact":
        raise ValueError(f"unknown expectation {expect!r}")
    if outcome == "handoff":
        return HANDED_OFF
    if outcome == "clarify":
        return CLARIFIED
    return WRONG if missing_groups(reply, facts) else RIGHT


def _script(letter: str) -> str:
    return "ar" if "\u0600" <= letter <= "\u06ff" or "\u0750" <= letter <= "\u077f" else "latin"


def text_language(reply: str) -> str:
    """ "ar" when more than half the letters (addresses and digits aside) are Arabic script, "en" when
    more than half are Latin, "" when there are no letters or neither has the majority."""
    letters = [c for c in _ADDRESSES.sub(" ", reply) if c.isalpha()]
    if not letters:
        return ""
    arabic = sum(_script(c) == "ar" for c in letters)
    latin = sum(c.isascii() for c in letters)
    if arabic * 2 > len(letters):
        return "ar"
    return "en" if latin * 2 > len(letters) else ""


def link_language(href: str) -> str:
    """ "ar" for a site path under /ar, "en" for another site path, "" for an address elsewhere."""
    if not href.startswith("/"):
        return ""
    return "ar" if href == "/ar" or href.startswith(("/ar/", "/ar#", "/ar?")) else "en"


def language_ok(lang: str, reply: str, hrefs: Iterable[str]) -> bool:
    """Whether the reply's text and its site links are in the case's language."""
    return text_language(reply) == lang and all(link_language(h) in ("", lang) for h in hrefs)
