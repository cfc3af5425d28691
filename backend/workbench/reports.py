"""The reports a manager reads (docs/staff-workbench.md): for the leads created in a range of office days (the
cohort), the funnel from source or UTM campaign to a client, each consultant's response times and win rate,
and the assistant's share. Counted by the database (grouped aggregates), never lead by lead; the only rows
read back are the response times when the database cannot take a median (SQLite). What each step means is
leads/admin_queries.py's, so the leads list a figure links to shows exactly the leads counted."""

import datetime
import itertools
import statistics
from typing import Any

from django.contrib.auth import get_user_model
from django.db import connection
from django.db.models import Aggregate, Avg, Count, DurationField, ExpressionWrapper, F, Q, QuerySet, TextField, Value
from django.db.models.fields.json import KeyTextTransform
from django.db.models.functions import Coalesce, NullIf
from django.utils import timezone

from leads.admin_queries import NO_CAMPAIGN, closed_between, reply_judged, reply_kept, stage
from leads.admin_rows import person
from leads.models import Lead
from lib import strings
from office.calendar import moment

STEPS = ("leads", "booked", "held", "clients")
LONGEST = 731  # days in a range: two years (a leap day included)


class RangeError(ValueError):
    """A range the reports do not take (the message says why)."""


def check_range(first: datetime.date, last: datetime.date) -> tuple[datetime.datetime, datetime.datetime]:
    """The moments [start, end) of the office days first..last (inclusive)."""
    if last < first:
        raise RangeError("The end date is before the start date.")
    if (last - first).days + 1 > LONGEST:
        raise RangeError("Choose a range of at most two years.")
    return moment(first), moment(last + datetime.timedelta(days=1))


def cohort(start: datetime.datetime, end: datetime.datetime) -> QuerySet[Lead]:
    return Lead.objects.filter(created_at__gte=start, created_at__lt=end)


def _share(part: int, whole: int) -> float | None:
    return round(part / whole, 3) if whole else None


def _steps() -> dict[str, Any]:
    return {"leads": Count("id"), "booked": Count("id", filter=stage("booked")),
            "held": Count("id", filter=stage("held")), "clients": Count("id", filter=stage("client"))}


def _with_rates(counts: Any) -> dict[str, Any]:
    """Counts of each step, and each step as a share of the step before it."""
    rates = {f"{b}_rate": _share(counts[b], counts[a]) for a, b in itertools.pairwise(STEPS)}
    return {**{s: counts[s] for s in STEPS}, **rates, "client_rate": _share(counts["clients"], counts["leads"])}


def funnel(start: datetime.datetime, end: datetime.datetime, by: str, lang: str) -> dict[str, Any]:
    """One row per source (by="source") or UTM campaign (by="campaign"), most leads first, and the total."""
    qs = cohort(start, end)
    if by == "campaign":
        keyed = qs.annotate(key=Coalesce(NullIf(KeyTextTransform("utm_campaign", "utm"), Value("")),
                                         Value(NO_CAMPAIGN), output_field=TextField()))
    else:
        keyed = qs.annotate(key=F("source"))
    # One row per group (a handful), sorted here: most leads first.
    rows: list[dict[str, Any]] = sorted((dict(r) for r in keyed.values("key").annotate(**_steps()).order_by()),
                  key=lambda r: (-r["leads"], r["key"]))
    total = qs.aggregate(**_steps())

    def name(key: str) -> str:
        if by == "campaign":
            return strings.t("adminReports.noCampaign", lang) if key == NO_CAMPAIGN else key
        return strings.t(f"adminLeads.source.{key}", lang)

    return {"by": by, "rows": [{"key": r["key"], "label": name(r["key"]), **_with_rates(r)} for r in rows],
            "total": _with_rates(total)}


class Median(Aggregate):
    """PostgreSQL's median of a duration (percentile_cont over an interval)."""

    function = "percentile_cont"
    template = "%(function)s(0.5) WITHIN GROUP (ORDER BY %(expressions)s)"
    output_field = DurationField()


def _minutes(value: datetime.timedelta | float | None) -> float | None:
    if value is None:
        return None
    seconds = value.total_seconds() if isinstance(value, datetime.timedelta) else value / 1_000_000
    return round(seconds / 60, 1)


def consultants(start: datetime.datetime, end: datetime.datetime, lang: str,
                now: datetime.datetime | None = None) -> dict[str, Any]:
    """Per assignee (and one row for nobody): the cohort's leads, the median and mean minutes to the first
    response, the share answered by the reply-by time (of those answered, or unanswered past it, as the
    dashboard counts it), and the win rate of their leads closed in the range (converted of converted + lost)."""
    now = now or timezone.now()
    qs = cohort(start, end)
    answered = Q(first_response_at__isnull=False)
    wait = ExpressionWrapper(F("first_response_at") - F("created_at"), output_field=DurationField())
    figures: dict[str, Any] = {
        "leads": Count("id"), "answered": Count("id", filter=answered),
        "mean": Avg(wait, filter=answered),
        "on_time": Count("id", filter=reply_kept()), "due": Count("id", filter=reply_judged(now)),
    }
    postgres = connection.vendor == "postgresql"
    if postgres:
        figures["median"] = Median(wait, filter=answered)
    per: dict[Any, dict[str, Any]] = {r["assignee"]: dict(r)
                                      for r in qs.values("assignee").annotate(**figures).order_by()}
    if not postgres:
        waits: dict[Any, list[float]] = {}
        for who, seconds in (qs.filter(answered).annotate(wait=wait).values_list("assignee", "wait")):
            waits.setdefault(who, []).append(seconds.total_seconds() if isinstance(seconds, datetime.timedelta)
                                             else seconds / 1_000_000)
        for who, row in per.items():
            row["median"] = datetime.timedelta(seconds=statistics.median(waits[who])) if who in waits else None
    ends = (Lead.objects.filter(closed_between(start, end)).values("assignee")
            .annotate(won=Count("id", filter=Q(status=Lead.Status.CONVERTED)),
                      lost=Count("id", filter=Q(status=Lead.Status.LOST))).order_by())
    closed: dict[Any, dict[str, Any]] = {r["assignee"]: dict(r) for r in ends}
    users = {u.pk: u for u in get_user_model().objects.filter(pk__in=[k for k in {*per, *closed} if k])}
    rows: list[dict[str, Any]] = []
    for who in {*per, *closed}:
        f: dict[str, Any] = per.get(who, {})
        c = closed.get(who, {"won": 0, "lost": 0})
        rows.append({
            "assignee": str(who) if who else "none",
            "name": person(users[who], lang) if who in users else strings.t("adminLeads.list.unassigned", lang),
            "leads": f.get("leads", 0), "answered": f.get("answered", 0),
            "median_minutes": _minutes(f.get("median")), "mean_minutes": _minutes(f.get("mean")),
            "on_time": f.get("on_time", 0), "due": f.get("due", 0),
            "on_time_share": _share(f.get("on_time", 0), f.get("due", 0)),
            "won": c["won"], "lost": c["lost"], "win_rate": _share(c["won"], c["won"] + c["lost"]),
        })
    # Consultants by name, nobody last.
    rows.sort(key=lambda r: (r["assignee"] == "none", r["name"].casefold()))
    return {"rows": rows}


def assistant(start: datetime.datetime, end: datetime.datetime) -> dict[str, Any]:
    """Leads the assistant brought (source chat) or talked with before they wrote (a conversation joined to a
    lead of another source: chat/story.py), of all the cohort, and how many of them became clients."""
    helped = stage("assistant")
    counts = cohort(start, end).aggregate(
        leads=Count("id"), assistant=Count("id", filter=helped),
        chat=Count("id", filter=Q(source=Lead.Source.CHAT)),
        clients=Count("id", filter=helped & stage("client")),
        all_clients=Count("id", filter=stage("client")),
    )
    return {**counts, "other_sources": counts["assistant"] - counts["chat"],
            "share": _share(counts["assistant"], counts["leads"]),
            "client_share": _share(counts["clients"], counts["assistant"]),
            "others_client_share": _share(counts["all_clients"] - counts["clients"],
                                          counts["leads"] - counts["assistant"])}

