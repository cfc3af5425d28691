"""What is overdue is said twice: per lead for the list row (admin_rows.overdue) and as a query filter for
the "overdue" view (admin_queries.in_view). One set of cases holds both to the same answer."""

import datetime as dt
import itertools

from django.utils import timezone

from leads.admin_queries import in_view
from leads.admin_rows import overdue
from leads.models import Lead

NOW = timezone.now()
TODAY = timezone.localdate(NOW)
HOUR = dt.timedelta(hours=1)
DAY = dt.timedelta(days=1)

STATUSES = [choice.value for choice in Lead.Status]
FIRST_RESPONSE = [None, NOW - 2 * HOUR]
REPLY_BY = [None, NOW - HOUR, NOW, NOW + HOUR]  # NOW: the boundary (not late yet)
FOLLOW_UP = [None, TODAY - DAY, TODAY, TODAY + DAY]  # TODAY: the boundary (due, not late)


def test_the_row_and_the_view_agree_on_what_is_overdue(make_lead):
    cases = list(itertools.product(STATUSES, FIRST_RESPONSE, REPLY_BY, FOLLOW_UP))
    leads = {}
    for index, (status, first_response, reply_by, follow_up) in enumerate(cases):
        lead = make_lead(email=f"case{index}@example.com", phone=f"+974551{index:05d}")
        # Set as stored, past what saving or the workflow would fill in.
        Lead.objects.filter(pk=lead.pk).update(status=status, first_response_at=first_response,
                                               reply_by=reply_by, follow_up_on=follow_up)
        leads[lead.pk] = (status, first_response, reply_by, follow_up)
    in_the_view = set(in_view(Lead.objects.all(), "overdue", None, now=NOW).values_list("pk", flat=True))
    for lead in Lead.objects.filter(pk__in=leads):
        assert bool(overdue(lead, NOW)) == (lead.pk in in_the_view), leads[lead.pk]
    # Both reasons occur, and the boundaries are not late.
    reasons = {reason for lead in Lead.objects.filter(pk__in=leads) for reason in overdue(lead, NOW)}
    assert reasons == {"reply", "follow_up"} and 0 < len(in_the_view) < len(cases)
    boundary = [pk for pk, (status, first, reply_by, follow_up) in leads.items()
                if status == "new" and first is None and reply_by == NOW and follow_up in (None, TODAY)]
    assert boundary and not in_the_view & set(boundary)
