"""The assistant's week by week, for the staff dashboard: of its replies (the widget's own messages
aside), the share answered (an answer, or small talk), handed off, asked back (which
one?) and marked not helpful by the visitor. Weeks start on Monday in the office's time zone."""

import datetime
from typing import Any

from django.db.models import Count, Q
from django.db.models.functions import TruncWeek
from django.utils import timezone

from .models import WIDGET, Message

WEEKS = 8
ANSWERED = ("answer", "smalltalk")


def weekly(weeks: int = WEEKS) -> list[dict[str, Any]]:
    today = timezone.localdate()
    first = today - datetime.timedelta(days=today.weekday() + 7 * (weeks - 1))
    since = timezone.make_aware(datetime.datetime.combine(first, datetime.time.min))
    rows = (Message.objects.filter(role=Message.Role.ASSISTANT, created_at__gte=since).exclude(engine=WIDGET)
            .annotate(week=TruncWeek("created_at", tzinfo=timezone.get_current_timezone()))
            .values("week").order_by()
            .annotate(replies=Count("id"), answered=Count("id", filter=Q(outcome__in=ANSWERED)),
                      handed_off=Count("id", filter=Q(outcome="handoff")),
                      clarified=Count("id", filter=Q(outcome="clarify")),
                      unhelpful=Count("id", filter=Q(helpful=False))))
    by_week: dict[datetime.date, dict[str, Any]] = {
        (r["week"].date() if isinstance(r["week"], datetime.datetime) else r["week"]): dict(r) for r in rows}
    out = []
    for n in range(weeks):
        start = first + datetime.timedelta(days=7 * n)
        r: dict[str, Any] = by_week.get(start, {})
        replies = r.get("replies", 0)

        def share(key: str, r: dict[str, Any] = r, replies: int = replies) -> float | None:
            return round(r.get(key, 0) / replies, 3) if replies else None

        out.append({"week": start, "replies": replies, "answered": r.get("answered", 0),
                    "handedOff": r.get("handed_off", 0), "clarified": r.get("clarified", 0),
                    "unhelpful": r.get("unhelpful", 0), "answeredShare": share("answered"),
                    "handedOffShare": share("handed_off"), "unhelpfulShare": share("unhelpful")})
    return out
