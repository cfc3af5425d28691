"""What a model's answer may contain, checked after it is written (llm.py): pure functions, no network.

- The source it used is named by a marker such as `[1]`; the link shown is that source's page from our
  own data. Markers, markdown links and any URL that is not one of ours are taken out of the text.
- Every number in the answer must be in what the model was given (the sources, our contact details,
  the conversation), and so must any currency: an invented fee, duration or figure rejects the answer.
- No promise of an outcome: "guarantee", "100%", "will be approved"... (unless negated: "no one can
  guarantee a visa") rejects the answer.

A rejected answer is not shown: the embedded engine's reply is used instead. While an answer streams,
only a prefix that ends at a whole word (and outside a markdown link) is checked and passed on, so that
a figure or a URL is never shown half-written and no text that fails the check reaches the visitor.
"""

import re

_ARABIC_DIGITS = str.maketrans("٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹", "01234567890123456789")
_MARKER = re.compile(r"\[\s*(?:source|sources|المصدر|مصدر)?\s*(\d{1,2})\s*\]", re.IGNORECASE)
_MD_LINK = re.compile(r"\[([^\[\]]*)\]\(([^()\s]*)\)")
_URL = re.compile(r"(?:https?://|www\.)[^\s<>()\[\]]+", re.IGNORECASE)
# (Latin and Arabic punctuation apart: an Arabic string never holds an English quotation mark.)
_URL_TAIL = ".,;:!?" + "،؛»" + "\"'"
# A numbered list's marker at the start of a line ("1. ", "2) ") is not a figure.
_LIST_MARKER = re.compile(r"^\s*\d{1,2}[.)]\s", re.MULTILINE)
_NUMBER = re.compile(r"\d+(?:[.,٫٬]\d+)*")
_CURRENCY = re.compile(
    r"[$€£]|\b(?:qar|qr|usd|cad|aud|gbp|eur|nzd|riyals?|rials?|dollars?|pounds?|euros?|dirhams?)\b"
    r"|ريال|ر\.ق|دولار|جنيه|يورو|درهم",
    re.IGNORECASE,
)
_PROMISE = re.compile(
    r"\bguarante\w*|\bpromis\w*|\bassured?\b|\bcertain(?:ly)? (?:to )?(?:get|be approved|succeed)\b"
    r"|\bdefinitely (?:get|be approved|receive|succeed)\b|\bwill (?:surely |certainly )?be approved\b"
    r"|\bsure to (?:get|be approved)\b|نضمن|أضمن|اضمن|يضمن|تضمن|مضمون|ضمان|بالتأكيد ستحصل|ستحصل بالتأكيد"
    r"|سيتم قبول|ستتم الموافقة",
    re.IGNORECASE,
)
_NEGATION = re.compile(
    r"\b(?:not|no|cannot|can't|can not|never|nobody|nor|won't|don't|doesn't|isn't|aren't|without)\b"
    r"|(?:^|\s)(?:لا|لن|ليس|ليست|لسنا|أحد|احد|دون|بدون)(?:\s|$)",
    re.IGNORECASE,
)
# How far before a promise word a negation still counts for it ("no one can honestly guarantee").
_NEGATION_REACH = 40


def _numbers(text: str) -> set[str]:
    plain = text.translate(_ARABIC_DIGITS)
    return {re.sub(r"[,٬]", "", n).replace("٫", ".") for n in _NUMBER.findall(plain)}


def _currencies(text: str) -> set[str]:
    return {c.lower().rstrip("s") for c in _CURRENCY.findall(text)}


def allowed_urls(text: str) -> set[str]:
    return {u.rstrip(_URL_TAIL) for u in _URL.findall(text)}


def clean(text: str, ours: set[str]) -> tuple[str, int | None]:
    """The text without source markers, markdown links (their words stay) and URLs that are not ours;
    and the first source number it names, if any."""
    cited = next((int(m.group(1)) for m in _MARKER.finditer(text)), None)
    text = _MARKER.sub("", text)
    text = _MD_LINK.sub(lambda m: m.group(1), text)

    def url(match: re.Match[str]) -> str:
        found = match.group(0)
        bare = found.rstrip(_URL_TAIL)
        return found if bare in ours else found[len(bare):]

    text = _URL.sub(url, text)
    text = re.sub(r"\(\s*\)", "", text)
    text = re.sub(r"[ \t]+([.,;:!?،؛])", r"\1", text)
    text = re.sub(r"[ \t]{2,}", " ", text)
    return text.strip(), cited


def problem(text: str, given: str) -> str | None:
    """Why the answer may not be shown (a figure or currency not in what the model was given, an
    unnegated promise), or None."""
    body = _LIST_MARKER.sub("", text)
    invented = _numbers(body) - _numbers(given)
    if invented:
        return f"figures not in the sources: {sorted(invented)}"
    currencies = _currencies(body) - _currencies(given)
    if currencies:
        return f"currency not in the sources: {sorted(currencies)}"
    for match in _PROMISE.finditer(text):
        before = text[max(0, match.start() - _NEGATION_REACH):match.start()]
        if not _NEGATION.search(before):
            return f"a promise: {match.group(0)!r}"
    return None


def safe_prefix(raw: str) -> str:
    """The part of a streaming answer that can be checked and shown now: up to its last whitespace,
    and before any markdown link or source marker still being written."""
    cut = max(raw.rfind(" "), raw.rfind("\n"), raw.rfind("\t"))
    if cut < 0:
        return ""
    prefix = raw[:cut + 1]
    opened = prefix.rfind("[")
    if opened >= 0:
        rest = prefix[opened:]
        closed = rest.find("]")
        # "[words" still open, or "[words](url" not yet closed.
        if closed < 0 or (rest[closed + 1:closed + 2] == "(" and ")" not in rest[closed:]):
            prefix = prefix[:opened]
    return prefix
