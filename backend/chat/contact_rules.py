"""What counts as contact details in the chat (docs/product.md#contact-details-in-the-chat), in one place:
the phone rule the widget applies too (features/chat/contact-detection.ts), and taking contact details out
of a visitor's question before it is kept for editors (the assistant's inbox, gaps.py).

A phone: 8 or more of digits, spaces, hyphens and parentheses, with an optional leading plus, at least 7 of
them digits (Arabic-Indic digits are digits too). An e-mail address. A name said as such ("my name is ...",
«اسمي ...», its next two words): the widget's other rule (two words of letters) cannot be told from a
question, so it is not applied to questions."""

import re

_PHONE_CHARS = r"[\d\s\-()]"
# A whole field that is a phone (POST /api/chat/contact's `phone`).
PHONE = re.compile(rf"^\+?{_PHONE_CHARS}{{8,}}$")
PHONE_MIN_DIGITS = 7
# A phone inside a text: the same run, without the spaces around it.
_PHONE_RUN = re.compile(rf"\+?{_PHONE_CHARS}{{8,}}")
_EMAIL = re.compile(r"[\w.+\-]+@[\w\-]+(?:\.[\w\-]+)+", re.UNICODE)
_NAME = re.compile(
    r"(?P<lead>\b(?:my name is|my name's|this is|i am called|i'm called)\s+|(?:اسمي|إسمي|اسمى|انا اسمي|أنا اسمي)\s+)"
    r"(?P<name>[^\W\d_]+(?:\s+[^\W\d_]+)?)",
    re.IGNORECASE | re.UNICODE,
)

PHONE_MARK = "[phone]"
EMAIL_MARK = "[email]"
NAME_MARK = "[name]"


def is_phone(text: str) -> bool:
    """A field holding a phone and nothing else (the widget's rule)."""
    text = text.strip()
    return bool(PHONE.match(text)) and sum(ch.isdigit() for ch in text) >= PHONE_MIN_DIGITS


def _phone(match: re.Match[str]) -> str:
    run = match.group(0)
    core = run.strip()
    if len(core.removeprefix("+")) < 8 or sum(ch.isdigit() for ch in core) < PHONE_MIN_DIGITS:
        return run
    # The spaces around the run stay (they separate it from the words beside it).
    return run[: len(run) - len(run.lstrip())] + PHONE_MARK + run[len(run.rstrip()):]


def redact(text: str) -> str:
    """The text with phones, e-mail addresses and a name given as such replaced by a mark."""
    text = _EMAIL.sub(EMAIL_MARK, text)
    text = _PHONE_RUN.sub(_phone, text)
    return _NAME.sub(lambda m: m.group("lead") + NAME_MARK, text)
