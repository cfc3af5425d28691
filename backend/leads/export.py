"""The leads list as CSV for spreadsheets: streamed row by row, UTF-8 with a byte-order mark so that
Excel opens Arabic names correctly, with cells that could run as formulas defused."""

import csv
import datetime
import re
from collections.abc import Iterable, Iterator
from typing import Any

from django.db.models import QuerySet
from django.http import StreamingHttpResponse
from django.utils import timezone

from lib.site_url import public_url

from .admin_rows import person
from .models import Lead
from .notifications import label

COLUMNS = ("id", "person_id", "created_at", "source", "status", "first_name", "last_name", "email", "phone",
           "country", "service", "language", "assignee", "message", "notes", "reply_by", "first_response_at",
           "follow_up_on", "lost_reason", "transcript", "page_url", "utm_source", "utm_campaign")
BOM = "\ufeff"
# A cell starting with one of these is run as a formula by spreadsheet programs (CSV injection).
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


class _Echo:
    def write(self, value: str) -> str:
        return value


_NUMBER_LIKE = re.compile(r"[+\-]?[\d\s().\-]*")


def _safe(value: Any) -> str:
    text = "" if value is None else str(value)
    # A phone number (+974 …) starts with "+" too but cannot run anything: it stays as written.
    if text.startswith(_FORMULA_START) and not _NUMBER_LIKE.fullmatch(text):
        return "'" + text
    return text


def _moment(value: datetime.datetime | None) -> str:
    return timezone.localtime(value).strftime("%Y-%m-%d %H:%M") if value else ""


def _notes(lead: Lead) -> str:
    """Every note, oldest first: "2026-11-25 10:00 Sara Ali: text"."""
    return "\n".join(f"{_moment(n.created_at)} {n.author_name}: {n.text}"
                     for n in sorted(lead.lead_notes.all(), key=lambda n: (n.created_at, n.pk)))


def _cells(lead: Lead) -> list[Any]:
    # The lead's admin page shows its chat transcript; the link is given for chat leads only.
    transcript = public_url(f"/admin/leads/{lead.pk}#transcript") if hasattr(lead, "conversation") else ""
    values = [
        lead.pk, lead.person_id or "", _moment(lead.created_at), lead.get_source_display(),
        lead.get_status_display(), lead.first_name, lead.last_name, lead.email, lead.phone,
        label("countries", lead.country) if lead.country else "",
        label("services", lead.service) if lead.service else "",
        lead.language, person(lead.assignee), lead.message, _notes(lead), _moment(lead.reply_by),
        _moment(lead.first_response_at), lead.follow_up_on.isoformat() if lead.follow_up_on else "",
        lead.lost_reason, transcript, lead.page_url,
        lead.utm.get("utm_source", ""), lead.utm.get("utm_campaign", ""),
    ]
    return values


def csv_lines(header: Iterable[str], rows: Iterable[Iterable[Any]]) -> Iterator[str]:
    """A CSV file as its lines: the BOM (so spreadsheet programs read UTF-8) with the header, then each row,
    every cell kept from running as a formula. The leads export and the reports write theirs with it."""
    writer = csv.writer(_Echo())
    yield BOM + writer.writerow(header)
    for row in rows:
        yield writer.writerow([_safe(v) for v in row])


def rows(leads: QuerySet[Lead]) -> Iterator[str]:
    found = leads.select_related("conversation").prefetch_related("lead_notes").iterator(chunk_size=500)
    return csv_lines(COLUMNS, (_cells(lead) for lead in found))


def response(leads: QuerySet[Lead]) -> StreamingHttpResponse:
    stamp = timezone.localtime().strftime("%Y-%m-%d")
    out = StreamingHttpResponse((line.encode("utf-8") for line in rows(leads)), content_type="text/csv; charset=utf-8")
    out["Content-Disposition"] = f'attachment; filename="leads-{stamp}.csv"'
    return out
