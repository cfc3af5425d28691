"""Free text as people type it: control characters (C0 but tab and line breaks, DEL, C1) and the
invisible bidi controls that reorder what a reader sees (U+202A–U+202E, U+2066–U+2069) are removed, so a
message, an address or a campaign name shows staff what was sent and not a disguised version of it.
Arabic needs none of them: right-to-left text is ordered by its letters.
"""

import re

_ALWAYS = "\x00-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f\u202a-\u202e\u2066-\u2069"
_MULTILINE = re.compile(f"[{_ALWAYS}]")
_ONE_LINE = re.compile(f"[{_ALWAYS}\t\n\r]")


def plain(text: str, multiline: bool = False) -> str:
    """`text` without control and bidi-override characters (a single line also loses tabs and breaks)."""
    return (_MULTILINE if multiline else _ONE_LINE).sub("", text)
