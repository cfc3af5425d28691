"""GET /api/office/status: whether the office is open now, for the website to ask after a page loads
(a rendered page is cached, so it cannot carry "open now" itself). Never cached either."""

from typing import Any

from django.http import HttpRequest, HttpResponse
from ninja import Router, Schema

from content.schemas import I18n
from lib.i18n import LANGS, tr

from . import calendar
from .text import status_line

router = Router(tags=["office"])


class OfficeStatusOut(Schema):
    open: bool
    # While open: today's closing moment; while closed: the next opening, if within three weeks
    # (ISO 8601 with the office's offset, +03:00).
    closes_at: str | None
    opens_at: str | None
    # Today's closure (a public holiday such as Eid, or a day staff close), by name.
    closed_for: I18n | None
    # The whole sentence in each language ("Our team is in the office now, until 18:00."); "" when the
    # office names no opening ahead.
    text: I18n


def status_out(status: calendar.Status) -> dict[str, Any]:
    return {"open": status.open,
            "closes_at": status.closes_at.isoformat() if status.closes_at else None,
            "opens_at": status.opens_at.isoformat() if status.opens_at else None,
            "closed_for": tr(status.closure, "name") if status.closure else None,
            "text": {lang: status_line(status, lang) for lang in LANGS}}


@router.get("/office/status", response=OfficeStatusOut)
def office_status(request: HttpRequest, response: HttpResponse) -> dict[str, Any]:
    response["Cache-Control"] = "no-store"
    return status_out(calendar.status())
