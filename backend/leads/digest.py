"""The morning digest: on each business day, once the office has opened, everyone with leads assigned
gets one e-mail (through the outbox, in their admin language) listing their leads whose first reply or
follow-up is overdue and those due today, each with its link. The mail worker's tick
(mail.signals.worker_tick, connected in LeadsConfig.ready) calls queue_digests each minute; a dedupe
key per person and day makes it one e-mail however often it runs."""

import datetime as dt
from typing import Any

from django.contrib.auth import get_user_model
from django.db import transaction
from django.utils import timezone

from accounts import roles
from accounts.preferences import language_of
from lib import strings
from lib.site_url import public_url
from mail.models import OutboxMessage
from mail.outbox import Mail, enqueue
from office import calendar

from .admin_queries import in_view
from .models import Lead


def _text(key: str, lang: str, **values: Any) -> str:
    return strings.fill(strings.t(f"adminLeads.digest.{key}", lang), values)


def _line(lead: Lead, lang: str) -> str:
    name = lead.full_name or lead.phone or lead.email or f"#{lead.pk}"
    source = strings.t(f"adminLeads.source.{lead.source}", lang)
    when = []
    if lead.first_response_at is None and lead.reply_by:
        when.append(_text("replyBy", lang, time=f"{timezone.localtime(lead.reply_by):%Y-%m-%d %H:%M}"))
    if lead.follow_up_on:
        when.append(_text("followUp", lang, day=lead.follow_up_on.isoformat()))
    return f"- {name} ({source}) {' · '.join(when)}\n  {public_url(f'/admin/leads/{lead.pk}')}"


def digest_for(user: Any, now: dt.datetime) -> Mail | None:
    """The digest for `user` now, or None when nothing of theirs is due or overdue."""
    mine = Lead.objects.filter(assignee=user).order_by("reply_by", "follow_up_on", "id")
    overdue = list(in_view(mine, "overdue", user, now))
    due = [lead for lead in in_view(mine, "due_today", user, now) if lead not in overdue]
    if not overdue and not due:
        return None
    lang = language_of(user)
    parts = [_text("greeting", lang)]
    for heading, leads in (("overdueHeading", overdue), ("dueHeading", due)):
        if leads:
            lines = "\n".join(_line(lead, lang) for lead in leads)
            parts.append(_text(heading, lang, count=len(leads)) + "\n" + lines)
    parts.append(_text("footer", lang, url=public_url("/admin/leads?view=overdue")))
    day = calendar.now(now).date()
    return Mail(OutboxMessage.Kind.STAFF_DIGEST, user.email, _text("subject", lang, due=len(due), overdue=len(overdue)),
                "\n\n".join(parts) + "\n", dedupe_key=f"digest:{user.pk}:{day.isoformat()}")


def queue_digests(now: dt.datetime | None = None) -> int:
    """Queues today's digests if today is a business day and the office has opened; returns how many
    were stored now (0 when they were already queued today)."""
    now = now or timezone.now()
    here = calendar.now(now)
    today = next(calendar.open_days(here.date(), 0), None)
    if today is None or here < today[1]:
        return 0
    users = get_user_model().objects.filter(is_active=True, is_staff=True).exclude(email="")
    stored = 0
    for user in users:
        if not roles.can(user, "leads"):
            continue
        mail = digest_for(user, now)
        if mail is not None:
            with transaction.atomic():
                stored += len(enqueue([mail]))
    return stored


def on_worker_tick(sender: Any, **kwargs: Any) -> None:
    """The mail worker's tick (mail.signals.worker_tick): queue what is due now."""
    queue_digests()
