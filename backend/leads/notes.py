"""Staff notes on a lead: each one kept with its author and time. The author may correct a note within
EDIT_WINDOW of writing it; the text it had is then kept in the timeline (never silently replaced), and
after the window the note stands as written."""

import datetime as dt
from typing import Any, cast

from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone
from ninja.errors import HttpError

from accounts import audit
from accounts.names import display_name

from .lifecycle import record
from .models import Lead, LeadNote

EDIT_WINDOW = dt.timedelta(minutes=15)


def editable(note: LeadNote, user: object, now: dt.datetime | None = None) -> bool:
    return note.author_id == getattr(user, "pk", None) and (now or timezone.now()) - note.created_at <= EDIT_WINDOW


@transaction.atomic
def add(request: HttpRequest, lead: Lead, text: str) -> LeadNote:
    note = LeadNote.objects.create(lead=lead, author=cast(Any, request.user), author_name=display_name(request.user),
                                   text=text, created_at=timezone.now())
    audit.record(request, "note", "lead", lead.pk, summary=f"Added a note to lead {lead.pk}", after={"note": text})
    return note


@transaction.atomic
def edit(request: HttpRequest, note: LeadNote, text: str) -> LeadNote:
    if not editable(note, request.user):
        raise HttpError(403, "Only its author can change a note, within 15 minutes of writing it.")
    if text == note.text:
        return note
    record(note.lead, request.user, "note_edited", {"note": note.pk, "text": [note.text, text]})
    audit.record(request, "note_edit", "lead", note.lead_id, summary=f"Changed a note of lead {note.lead_id}",
                 before={"note": note.text}, after={"note": text})
    note.text, note.edited_at = text, timezone.now()
    note.save(update_fields=["text", "edited_at"])
    return note
