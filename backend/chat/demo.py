"""The demo's conversation with the assistant, behind the demo lead that came from the chat (leads/demo.py
makes the leads), so that lead's page shows what was said before the person left their number. Each lead
from the chat that has no conversation gets it, dated just before the lead; the demo has one such lead.

Only loaded into a database without conversations (`load_demo_chats --if-empty`, run by `make run` after
the demo leads)."""

import datetime as dt

from django.db import transaction

from leads.models import Lead
from lib.paths import localized_path

from .models import Conversation, Message

MESSAGES = (
    ("user", "ابي ادرس في بريطانيا، وش المطلوب؟"),
    ("assistant", "المطلوب لتأشيرة الطالب (المملكة المتحدة): قبول من جامعة مرخّصة (CAS)، وإثبات"
                  " اللغة الإنجليزية، وإثبات القدرة المالية."),
)


def has_conversations() -> bool:
    return Conversation.objects.exists()


@transaction.atomic
def load() -> int:
    made = 0
    for lead in Lead.objects.filter(source=Lead.Source.CHAT, conversation__isnull=True):
        conversation = Conversation.objects.create(lead=lead, language=lead.language,
                                                   page_url=localized_path("/", lead.language),
                                                   destination=lead.country, service=lead.service)
        Conversation.objects.filter(pk=conversation.pk).update(created_at=lead.created_at - dt.timedelta(minutes=6))
        for role, text in MESSAGES:
            Message.objects.create(conversation=conversation, role=role, content=text)
        made += 1
    return made
