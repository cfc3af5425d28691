"""The reports (capability `reports`, workbench/reports.py): JSON for the screen and a CSV per report, in the
staff member's language. A range the reports do not take is a 422 naming the field."""

import datetime
from collections.abc import Callable, Iterable
from typing import Any

from django.http import HttpRequest, HttpResponse
from django.utils import timezone
from ninja import Query, Router

from accounts.preferences import language_of
from accounts.security import require, staff
from leads.export import csv_lines
from lib import strings
from lib.errors import FieldErrors

from . import reports
from .reports_schemas import AssistantShareOut, ConsultantsOut, FunnelOut, FunnelQuery, ReportQuery

router = Router(tags=["admin: reports"], auth=staff)
DEFAULT_DAYS = 30
CSV_ANSWER = {"responses": {200: {"description": "The report as CSV (UTF-8 with a BOM, a header row)",
                                  "content": {"text/csv": {"schema": {"type": "string"}}}}}}


def _range(request: HttpRequest, query: ReportQuery) -> tuple[dict[str, datetime.date], datetime.datetime,
                                                               datetime.datetime]:
    require(request, "reports")
    today = timezone.localdate()
    last = query.date_to or today
    first = query.date_from or last - datetime.timedelta(days=DEFAULT_DAYS - 1)
    try:
        start, end = reports.check_range(first, last)
    except reports.RangeError as e:
        raise FieldErrors({"date_to": str(e)}) from e
    return {"date_from": first, "date_to": last}, start, end


@router.get("reports/funnel", response=FunnelOut)
def funnel(request: HttpRequest, query: Query[FunnelQuery]) -> dict[str, Any]:
    days, start, end = _range(request, query)
    return {"range": days, **reports.funnel(start, end, query.by, language_of(request.user))}


@router.get("reports/consultants", response=ConsultantsOut)
def consultants(request: HttpRequest, query: Query[ReportQuery]) -> dict[str, Any]:
    days, start, end = _range(request, query)
    return {"range": days, **reports.consultants(start, end, language_of(request.user))}


@router.get("reports/assistant", response=AssistantShareOut)
def assistant(request: HttpRequest, query: Query[ReportQuery]) -> dict[str, Any]:
    days, start, end = _range(request, query)
    return {"range": days, **reports.assistant(start, end)}


def _percent(value: float | None) -> str:
    return "" if value is None else f"{value * 100:.1f}"


def _csv(name: str, days: dict[str, datetime.date], header: list[str], rows: Iterable[list[Any]]) -> HttpResponse:
    """A small report as a CSV download: BOM, localised header, cells that cannot run as formulas."""
    text = "".join(csv_lines(header, rows))
    out = HttpResponse(text.encode("utf-8"), content_type="text/csv; charset=utf-8")
    out["Content-Disposition"] = f'attachment; filename="{name}-{days["date_from"]}-{days["date_to"]}.csv"'
    return out


def _headers(lang: str, keys: list[str]) -> list[str]:
    return [strings.t(f"adminReports.csv.{k}", lang) for k in keys]


STEP_COLUMNS = ["leads", "booked", "booked_rate", "held", "held_rate", "clients", "clients_rate", "client_rate"]


def _steps(row: dict[str, Any]) -> list[Any]:
    pick: Callable[[str], Any] = lambda k: _percent(row[k]) if k.endswith("_rate") else row[k]  # noqa: E731
    return [pick(k) for k in STEP_COLUMNS]


@router.get("reports/funnel.csv", openapi_extra=CSV_ANSWER)
def funnel_csv(request: HttpRequest, query: Query[FunnelQuery]) -> HttpResponse:
    days, start, end = _range(request, query)
    lang = language_of(request.user)
    found = reports.funnel(start, end, query.by, lang)
    rows = [[r["label"], *_steps(r)] for r in found["rows"]]
    rows.append([strings.t("adminReports.total", lang), *_steps(found["total"])])
    return _csv(f"funnel-by-{query.by}", days, _headers(lang, [query.by, *STEP_COLUMNS]), rows)


@router.get("reports/consultants.csv", openapi_extra=CSV_ANSWER)
def consultants_csv(request: HttpRequest, query: Query[ReportQuery]) -> HttpResponse:
    days, start, end = _range(request, query)
    lang = language_of(request.user)
    keys = ["consultant", "leads", "answered", "median_minutes", "mean_minutes", "on_time", "due",
            "on_time_share", "won", "lost", "win_rate"]
    rows = [[r["name"], *[_percent(r[k]) if k.endswith(("_share", "_rate")) else ("" if r[k] is None else r[k])
                          for k in keys[1:]]] for r in reports.consultants(start, end, lang)["rows"]]
    return _csv("consultants", days, _headers(lang, keys), rows)


@router.get("reports/assistant.csv", openapi_extra=CSV_ANSWER)
def assistant_csv(request: HttpRequest, query: Query[ReportQuery]) -> HttpResponse:
    days, start, end = _range(request, query)
    lang = language_of(request.user)
    found = reports.assistant(start, end)
    keys = ["leads", "assistant", "chat", "other_sources", "share", "clients", "client_share",
            "others_client_share"]
    return _csv("assistant", days, _headers(lang, keys),
                [[_percent(found[k]) if k.endswith("share") else found[k] for k in keys]])
