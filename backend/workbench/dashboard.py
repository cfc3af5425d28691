"""The numbers on the staff dashboard: new leads over days, where they come from, the newest ones,
e-mails still waiting in the outbox, today's and this week's consultations, late tasks, and the clients'
e-mails that matched no lead (leads/inbound.py), waiting in the unmatched list. Days are calendar days
in the office's time zone."""

import datetime
import statistics
from typing import Any

from django.db.models import Count, QuerySet
from django.db.models.functions import TruncDate
from django.utils import timezone

from accounts import roles
from booking.admin_rows import meeting_counts
from leads import tasks
from leads.admin_queries import in_view, reply_judged, reply_kept
from leads.admin_rows import row
from leads.models import InboundEmail, Lead, Task
from leads.notifications import label
from lib import strings
from mail.models import OutboxMessage
from office.calendar import moment

DAYS = 30


def _breakdown(qs: QuerySet[Lead], field: str, name_of: Any, lang: str) -> list[dict[str, Any]]:
    counts = qs.values(field).annotate(count=Count("id")).order_by("-count", field)
    not_given = strings.t("adminLeads.notGiven", lang)
    return [{"key": c[field], "label": name_of(c[field]) if c[field] else not_given, "count": c["count"]}
            for c in counts]


def response_times(window: QuerySet[Lead], now: datetime.datetime) -> dict[str, Any]:
    """How the reply promise was kept for the leads of the window: the median time to the first
    response, the share answered by their reply-by time (of those answered or already past it), and
    what is overdue and due today now."""
    timed = window.filter(reply_by__isnull=False)
    minutes = [(first - created).total_seconds() / 60 for created, first in
               timed.filter(first_response_at__isnull=False).values_list("created_at", "first_response_at")
               if first]
    kept = timed.aggregate(on_time=Count("id", filter=reply_kept()), due=Count("id", filter=reply_judged(now)))
    everything = Lead.objects.all()
    return {
        "median_minutes": round(statistics.median(minutes), 1) if minutes else None,
        "on_time_share": round(kept["on_time"] / kept["due"], 3) if kept["due"] else None,
        "on_time": kept["on_time"],
        "due": kept["due"],
        "answered": len(minutes),
        "overdue": in_view(everything, "overdue", None, now).count(),
        "due_today": in_view(everything, "due_today", None, now).count(),
    }


def _series(qs: QuerySet[Lead], first_day: datetime.date) -> list[dict[str, Any]]:
    per_day = dict(
        qs.annotate(day=TruncDate("created_at", tzinfo=timezone.get_current_timezone()))
        .values("day").annotate(count=Count("id")).order_by().values_list("day", "count")
    )
    return [{"date": (day := first_day + datetime.timedelta(days=i)).isoformat(), "count": per_day.get(day, 0)}
            for i in range(DAYS)]


LATE_TASKS = 10


def late_tasks(user: Any, everyone: bool, lang: str, now: datetime.datetime) -> dict[str, Any]:
    """Open tasks past their time: `user`'s, and with `everyone` (an administrator) all of them."""
    late = tasks.overdue(Task.objects.all(), now).order_by("due_at", "id")
    mine = late.filter(owner_id=user.pk)
    return {"mine": mine.count(), "mine_list": tasks.rows(mine[:LATE_TASKS], lang, now),
            "everyone": late.count() if everyone else None,
            "everyone_list": tasks.rows(late[:LATE_TASKS], lang, now) if everyone else []}


def summary(with_leads: bool, lang: str = "en", user: Any = None) -> dict[str, Any]:
    """`with_leads` False (a role without the leads capability) leaves out the lead rows, response times and
    tasks. Labels are in `lang`, the staff member's language; `user` is the staff member (their late tasks,
    everyone's for an administrator)."""
    now = timezone.now()
    today = timezone.localdate(now)
    since = {n: moment(today - datetime.timedelta(days=n - 1)) for n in (1, 7, DAYS)}
    window = Lead.objects.filter(created_at__gte=since[DAYS])
    # A reminder waiting for its day is not "unsent": only what is due (or was tried) counts.
    due = OutboxMessage.objects.exclude(status=OutboxMessage.Status.PENDING, not_before__gt=timezone.now())
    by_status = {o["status"]: o["count"] for o in due.values("status").annotate(count=Count("id"))}
    newest = Lead.objects.select_related("assignee").order_by("-created_at", "-id")[:5] if with_leads else []
    return {
        "leads": {"today": window.filter(created_at__gte=since[1]).count(),
                  "last7": window.filter(created_at__gte=since[7]).count(), "last30": window.count()},
        "bySource": _breakdown(window, "source", lambda k: strings.t(f"adminLeads.source.{k}", lang), lang),
        "byService": _breakdown(window, "service", lambda k: label("services", k, lang), lang),
        "byCountry": _breakdown(window, "country", lambda k: label("countries", k, lang), lang),
        "series": _series(window, today - datetime.timedelta(days=DAYS - 1)),
        "newest": [row(lead, lang) for lead in newest],
        "outbox": {"unsent": by_status.get(OutboxMessage.Status.PENDING, 0),
                   "failed": by_status.get(OutboxMessage.Status.FAILED, 0)},
        "meetings": meeting_counts(with_leads, lang=lang),
        "responses": response_times(window, now) if with_leads else None,
        "tasks": late_tasks(user, roles.role_of(user) == roles.ADMIN, lang, now) if with_leads and user else None,
        # The unmatched list is for those who work leads (leads/admin_inbound_api.py), like the count.
        "unmatched_inbound": (InboundEmail.objects.filter(state=InboundEmail.State.UNMATCHED).count()
                              if with_leads else None),
    }
