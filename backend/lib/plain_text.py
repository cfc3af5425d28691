"""Free text as people type it: control characters (C0 but tab and line breaks, DEL, C1) and the
invisible bidi controls that reorder what a reader sees (U+202A–U+202E, U+2066–U+2069) are removed, so a
message, an address or a campaign name shows staff what was sent and not a disguised version of it.
Arabic needs none of them: right-to-left text is ordered by its letters.

Every free-text field of the public API's input (a message, a page address, a referrer, a campaign
value) is declared with `OneLineText` or `MultiLineText`, so one rule cleans them all: the characters
above are removed (a NUL never reaches a view: config/nul_refusal.py refuses it at the edge, and this
removes it too) and the ends are trimmed. Fields checked against a pattern (names, e-mail addresses,
phone numbers, choices) refuse what the pattern does not allow instead.
"""

import re
from typing import Annotated

from pydantic import AfterValidator

_ALWAYS = "\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069"
_MULTILINE = re.compile(f"[{_ALWAYS}]")
_ONE_LINE = re.compile(f"[{_ALWAYS}\t\n\r]")


def plain(text: str, multiline: bool = False) -> str:
    """`text` without control and bidi-override characters (a single line also loses tabs and breaks)."""
    return (_MULTILINE if multiline else _ONE_LINE).sub("", text)


def _one_line(text: str) -> str:
    return plain(text).strip()


def _multiline(text: str) -> str:
    return plain(text, multiline=True).strip()


# A single line of free text from the public (a page address, a campaign value): no control or bidi
# characters, no tabs or line breaks, trimmed. Field(max_length=...) applies to what was sent.
OneLineText = Annotated[str, AfterValidator(_one_line)]
# Free text of several lines (a message): tabs and line breaks kept, other controls removed, trimmed.
MultiLineText = Annotated[str, AfterValidator(_multiline)]
