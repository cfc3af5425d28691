"""The pipeline as a board: one column per stage, new → contacted → qualified → booked → converted / lost.
A consultation held or missed stays in the booked column (its card shows which)."""

from typing import Any

from django.db.models import Count, QuerySet

from lib import strings

from .admin_rows import row
from .models import Lead

S = Lead.Status
COLUMNS: tuple[tuple[str, tuple[str, ...]], ...] = (
    (S.NEW, (S.NEW,)), (S.CONTACTED, (S.CONTACTED,)), (S.QUALIFIED, (S.QUALIFIED,)),
    (S.BOOKED, (S.BOOKED, S.COMPLETED, S.NO_SHOW)), (S.CONVERTED, (S.CONVERTED,)), (S.LOST, (S.LOST,)),
)
# Cards shown per column; the column's total says how many more there are (the table lists them all).
BOARD_LIMIT = 50


def columns(qs: QuerySet[Lead], lang: str) -> dict[str, Any]:
    counts = dict(qs.order_by().values_list("status").annotate(n=Count("id")))
    found = []
    for status, members in COLUMNS:
        items = qs.filter(status__in=members).order_by("-created_at", "-id")[:BOARD_LIMIT]
        found.append({"status": status, "label": strings.t(f"adminLeads.status.{status}", lang),
                      "total": sum(counts.get(m, 0) for m in members), "items": [row(lead, lang) for lead in items]})
    return {"columns": found}
