"""What every new lead gets before it is first stored, whatever its source (form, chat, booking, calculator):
its phone in E.164 when it can be read, its reply-by time and its person."""

from django.utils import timezone

from . import people, reply_by
from .models import Lead
from .rules import e164


def before_first_save(lead: Lead) -> None:
    lead.phone = e164(lead.phone) or lead.phone
    if lead.reply_by is None:
        lead.reply_by = reply_by.due(lead.created_at or timezone.now())
    people.attach(lead)
