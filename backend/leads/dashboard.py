"""The numbers on the staff dashboard: new leads over days, where they come from, the newest ones,
e-mails still waiting in the outbox, and today's and this week's consultations. Days are calendar days
in the office's time zone."""

import datetime
from typing import Any

from django.db.models import Count, QuerySet
from django.db.models.functions import TruncDate
from django.utils import timezone

from booking.admin_rows import meeting_counts
from mail.models import OutboxMessage

from .admin_queries import local_midnight
from .admin_rows import row
from .models import Lead
from .notifications import label

DAYS = 30
NOT_GIVEN = "Not given"


def _breakdown(qs: QuerySet[Lead], field: str, name_of: Any) -> list[dict[str, Any]]:
    counts = qs.values(field).annotate(count=Count("id")).order_by("-count", field)
    return [{"key": c[field], "label": name_of(c[field]) if c[field] else NOT_GIVEN, "count": c["count"]}
            for c in counts]


def _series(qs: QuerySet[Lead], first_day: datetime.date) -> list[dict[str, Any]]:
    per_day = dict(
        qs.annotate(day=TruncDate("created_at", tzinfo=timezone.get_current_timezone()))
        .values("day").annotate(count=Count("id")).order_by().values_list("day", "count")
    )
    return [{"date": (day := first_day + datetime.timedelta(days=i)).isoformat(), "count": per_day.get(day, 0)}
            for i in range(DAYS)]


def summary(with_leads: bool) -> dict[str, Any]:
    """`with_leads` False (a role without the leads capability) leaves out the lead rows."""
    today = timezone.localdate()
    since = {n: local_midnight(today - datetime.timedelta(days=n - 1)) for n in (1, 7, DAYS)}
    window = Lead.objects.filter(created_at__gte=since[DAYS])
    sources = dict(Lead.Source.choices)
    # A reminder waiting for its day is not "unsent": only what is due (or was tried) counts.
    due = OutboxMessage.objects.exclude(status=OutboxMessage.Status.PENDING, not_before__gt=timezone.now())
    by_status = {o["status"]: o["count"] for o in due.values("status").annotate(count=Count("id"))}
    newest = Lead.objects.select_related("assignee").order_by("-created_at", "-id")[:5] if with_leads else []
    return {
        "leads": {"today": window.filter(created_at__gte=since[1]).count(),
                  "last7": window.filter(created_at__gte=since[7]).count(), "last30": window.count()},
        "bySource": _breakdown(window, "source", lambda k: sources.get(k, k)),
        "byService": _breakdown(window, "service", lambda k: label("services", k)),
        "byCountry": _breakdown(window, "country", lambda k: label("countries", k)),
        "series": _series(window, today - datetime.timedelta(days=DAYS - 1)),
        "newest": [row(lead) for lead in newest],
        "outbox": {"unsent": by_status.get(OutboxMessage.Status.PENDING, 0),
                   "failed": by_status.get(OutboxMessage.Status.FAILED, 0)},
        "meetings": meeting_counts(with_leads),
    }
