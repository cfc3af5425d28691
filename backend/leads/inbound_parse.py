"""Reading an e-mail a client sent (Python's `email` package): who from, the subject, the text (the plain
part, else the HTML part's text through the same sanitiser the site uses, nh3), the Message-IDs it answers,
and its attached files, each kept or refused by the limits in settings (kind, size of one, size of all).

Nothing here raises on a malformed message: a part that cannot be read is left out, the rest is kept."""

import hashlib
import html
import mimetypes
import re
from dataclasses import dataclass, field
from email import policy
from email.message import EmailMessage
from email.parser import BytesParser
from email.utils import parseaddr

import nh3
from django.conf import settings

from lib.plain_text import plain

_MESSAGE_ID = re.compile(r"<[^<>\s]{1,250}>")
_BLOCK_END = re.compile(r"(?i)<\s*(br\s*/?|/p|/div|/li|/tr|/h\d)\s*>")


@dataclass(frozen=True)
class File:
    filename: str
    content_type: str
    content: bytes


@dataclass
class Parsed:
    message_id: str
    from_address: str
    from_name: str
    subject: str
    text: str
    # Message-IDs it answers (In-Reply-To, then References), each as <...>.
    answers: list[str]
    files: list[File] = field(default_factory=list)
    refused: list[dict[str, object]] = field(default_factory=list)


def _one_line(value: object, limit: int) -> str:
    return " ".join(plain(str(value or ""), multiline=True).split())[:limit]


def html_text(markup: str) -> str:
    """The text of an HTML body: tags removed by the sanitiser, paragraphs and breaks kept as lines."""
    text = html.unescape(nh3.clean(_BLOCK_END.sub("\n", markup), tags=set()))
    lines = [" ".join(line.split()) for line in text.splitlines()]
    return re.sub(r"\n{3,}", "\n\n", "\n".join(lines)).strip()


def _body(message: EmailMessage) -> str:
    part = message.get_body(preferencelist=("plain", "html"))
    if part is None:
        return ""
    try:
        content = part.get_content()
    except (LookupError, ValueError, AssertionError):
        return ""
    text = html_text(content) if part.get_content_type() == "text/html" else content
    return plain(text.replace("\r\n", "\n"), multiline=True).strip()


def _kind(filename: str) -> str | None:
    """The allowed kind of a file by its name's extension; None when it is not one we keep."""
    guessed, _ = mimetypes.guess_type(filename.lower())
    if guessed is None and filename.lower().endswith(".heic"):
        guessed = "image/heic"
    return guessed if guessed in settings.INBOUND_ATTACHMENT_TYPES else None


def _files(message: EmailMessage, parsed: Parsed) -> None:
    total = 0
    for part in message.iter_attachments():
        filename = _one_line(part.get_filename() or "", 200) or "attachment"
        try:
            content = part.get_payload(decode=True) or b""
        except (LookupError, ValueError, AssertionError):
            content = b""
        if not isinstance(content, bytes):  # an attached message (message/rfc822): not a file
            parsed.refused.append({"filename": filename, "size": 0, "reason": "type"})
            continue
        kind = _kind(filename)
        reason = ("type" if kind is None else "size" if len(content) > settings.INBOUND_ATTACHMENT_MAX_BYTES
                  else "total" if total + len(content) > settings.INBOUND_ATTACHMENTS_MAX_BYTES else "")
        if reason or kind is None:
            parsed.refused.append({"filename": filename, "size": len(content), "reason": reason or "type"})
            continue
        total += len(content)
        parsed.files.append(File(filename, kind, content))


def parse(raw: bytes) -> Parsed:
    message = BytesParser(policy=policy.default).parsebytes(raw)
    assert isinstance(message, EmailMessage)
    found = _MESSAGE_ID.search(str(message.get("Message-ID", "") or ""))
    # A message without a Message-ID is named by its bytes: the same one delivered twice is still one.
    message_id = found.group(0) if found else f"<{hashlib.sha256(raw).hexdigest()}@inbound.invalid>"
    name, address = parseaddr(str(message.get("From", "") or ""))
    answers = []
    for header in ("In-Reply-To", "References"):
        for mid in _MESSAGE_ID.findall(str(message.get(header, "") or "")):
            if mid not in answers:
                answers.append(mid)
    parsed = Parsed(message_id=message_id, from_address=_one_line(address, 254).lower(),
                    from_name=_one_line(name, 200), subject=_one_line(message.get("Subject", ""), 300),
                    text=_body(message), answers=answers[:50])
    _files(message, parsed)
    return parsed
