"""Which leads a staff list or export shows: the same filters for both (leads/admin_work_schemas.LeadQuery)."""

import datetime
from typing import Any

from django.db.models import F, Q, QuerySet
from django.utils import timezone

from lib.listing import ordered
from office.calendar import moment

from .admin_work_schemas import LeadQuery
from .lifecycle import CLOSED, OPEN
from .models import Lead, LeadEvent

SORTS = ("created_at", "status", "last_name", "reply_by", "follow_up_on")


def in_view(qs: QuerySet[Lead], view: str, user: Any, now: datetime.datetime | None = None) -> QuerySet[Lead]:
    """The working views: "due_today", "overdue", "mine" (admin_rows.overdue says the same per
    lead; leads/tests/test_overdue_rule.py holds the two to one set of cases)."""
    now = now or timezone.now()
    today = timezone.localdate(now)
    awaiting = Q(status__in=OPEN, first_response_at__isnull=True, reply_by__isnull=False)
    if view == "mine":
        return qs.filter(assignee_id=getattr(user, "pk", None))
    if view == "overdue":
        return qs.filter((awaiting & Q(reply_by__lt=now)) | Q(status__in=OPEN, follow_up_on__lt=today))
    if view == "due_today":
        tomorrow = moment(today + datetime.timedelta(days=1))
        return qs.filter((awaiting & Q(reply_by__gte=now, reply_by__lt=tomorrow))
                         | Q(status__in=OPEN, follow_up_on=today))
    return qs


NO_CAMPAIGN = "(none)"


def _reached(status: str) -> Q:
    """Leads that are in `status` or were moved to it once (its timeline's status change)."""
    return Q(status=status) | Q(pk__in=LeadEvent.objects.filter(changes__status__1=status).values("lead_id"))


# How far a lead got. The relations are named, not imported (booking and chat build on leads): a booking
# (booking.Booking, any status) or the status booked (staff booked it by phone, outside the calendar); a
# meeting held (booking status "completed", or the status completed); a client (converted, now or once); a
# conversation with the assistant (chat.Conversation).
def stage(name: str) -> Q:
    if name == "booked":
        return Q(pk__in=Lead.objects.filter(bookings__isnull=False).values("pk")) | _reached(Lead.Status.BOOKED)
    if name == "held":
        return (Q(pk__in=Lead.objects.filter(bookings__status="completed").values("pk"))
                | _reached(Lead.Status.COMPLETED))
    if name == "client":
        return _reached(Lead.Status.CONVERTED)
    if name == "assistant":
        return Q(source=Lead.Source.CHAT) | Q(conversation__isnull=False)
    raise ValueError(name)


# Whether the reply promise was kept (the dashboard's response times and the reports' per consultant).
def reply_judged(now: datetime.datetime) -> Q:
    """Leads whose reply promise can be judged now: a reply-by time, and answered or already past it."""
    return Q(reply_by__isnull=False) & (Q(first_response_at__isnull=False) | Q(reply_by__lt=now))


def reply_kept() -> Q:
    """Leads answered by their reply-by time."""
    return Q(reply_by__isnull=False, first_response_at__isnull=False, first_response_at__lte=F("reply_by"))


def campaign(value: str) -> Q:
    """Leads of a UTM campaign; NO_CAMPAIGN for those without one (no key, or empty)."""
    if value == NO_CAMPAIGN:
        return Q(utm__utm_campaign__isnull=True) | Q(utm__utm_campaign="")
    return Q(utm__utm_campaign=value)


def closed_between(start: datetime.datetime | None, end: datetime.datetime | None) -> Q:
    """Leads now converted or lost whose move to that same status was made in [start, end): one converted in
    the range and lost since counts as lost, and only if it was lost in the range."""
    moves = LeadEvent.objects.all()
    if start:
        moves = moves.filter(at__gte=start)
    if end:
        moves = moves.filter(at__lt=end)
    found = Q(pk__in=[])
    for status in CLOSED:
        found |= Q(status=status, pk__in=moves.filter(changes__status__1=status).values("lead_id"))
    return found


def matching(query: LeadQuery, user: Any = None) -> QuerySet[Lead]:
    qs = in_view(Lead.objects.select_related("assignee"), query.view, user)
    if query.person:
        qs = qs.filter(person_id=query.person)
    for name in ("status", "source", "service", "country"):
        value = getattr(query, name)
        if value:
            qs = qs.filter(**{name: value})
    if query.assignee == "none":
        qs = qs.filter(assignee__isnull=True)
    elif query.assignee:
        qs = qs.filter(assignee_id=int(query.assignee))
    if query.created_from:
        qs = qs.filter(created_at__gte=moment(query.created_from))
    if query.created_to:
        qs = qs.filter(created_at__lt=moment(query.created_to + datetime.timedelta(days=1)))
    if query.utm_campaign:
        qs = qs.filter(campaign(query.utm_campaign))
    if query.stage:
        qs = qs.filter(stage(query.stage))
    if query.assistant:
        qs = qs.filter(stage("assistant"))
    if query.closed_from or query.closed_to:
        qs = qs.filter(closed_between(moment(query.closed_from) if query.closed_from else None,
                                      moment(query.closed_to + datetime.timedelta(days=1))
                                      if query.closed_to else None))
    text = query.q.strip()
    if text:
        words = Q()
        for word in text.split():
            words &= (Q(first_name__icontains=word) | Q(last_name__icontains=word) | Q(email__icontains=word)
                      | Q(phone__icontains=word) | Q(message__icontains=word))
        qs = qs.filter(words)
    return ordered(qs, query, SORTS, "created_at")
