"""E-mail from clients onto their lead (docs/staff-workbench.md, "E-mail from clients"). The LMTP server
(mail/lmtp.py, `manage.py receive_mail`) hands each message to `deliver`, which:

1. finds its lead: the lead's signed reply address among the recipients (leads/reply_address.py), else a
   Message-ID it answers that we sent about a lead (or received on one), else the sender's address when it is
   one person's: their newest open lead (else their newest);
2. stores it once (its Message-ID is unique: the same message delivered twice is one row), with the raw
   message and the files the limits allow; a message matching no lead is stored as unmatched, for staff to
   attach or dismiss (leads/admin_inbound_api.py);
3. only then tells the lead's assignee (or the office's notification address) by e-mail, through the outbox.
"""

import logging

from django.core.files.base import ContentFile
from django.db import IntegrityError, transaction

from accounts.preferences import language_of
from content.models import SiteSettings
from lib.site_url import public_url
from mail.models import OutboxMessage
from mail.outbox import Mail, enqueue

from . import reply_address
from .inbound_parse import Parsed, parse
from .lifecycle import OPEN
from .models import InboundAttachment, InboundEmail, Lead

log = logging.getLogger(__name__)
M = InboundEmail.MatchedBy


def _by_sender(address: str) -> Lead | None:
    """The sender's newest open lead (else newest) when every lead with that address is one person's."""
    if not address:
        return None
    leads = list(Lead.objects.filter(email__iexact=address).order_by("-created_at", "-id"))
    people = {lead.person_id or f"lead {lead.pk}" for lead in leads}
    if len(people) != 1:
        return None
    return next((lead for lead in leads if lead.status in OPEN), leads[0])


def match(parsed: Parsed, recipients: list[str]) -> tuple[Lead | None, str]:
    """The lead a message belongs to and how it was found (InboundEmail.MatchedBy)."""
    for recipient in recipients:
        lead_id = reply_address.lead_id_in(recipient)
        lead = Lead.objects.filter(pk=lead_id).first() if lead_id else None
        if lead is not None:
            return lead, M.ADDRESS
    if parsed.answers:
        ours = OutboxMessage.objects.filter(message_id__in=parsed.answers, lead__isnull=False).first()
        if ours is not None:
            return ours.lead, M.THREAD
        theirs = InboundEmail.objects.filter(message_id__in=parsed.answers, lead__isnull=False).first()
        if theirs is not None:
            return theirs.lead, M.THREAD
    lead = _by_sender(parsed.from_address)
    return (lead, M.SENDER) if lead else (None, M.NONE)


def _store(raw: bytes, parsed: Parsed, recipients: list[str]) -> InboundEmail | None:
    """The stored message; None when it was stored before (delivered twice)."""
    if InboundEmail.objects.filter(message_id=parsed.message_id).exists():
        return None
    lead, matched_by = match(parsed, recipients)
    try:
        with transaction.atomic():
            email = InboundEmail(
                lead=lead, message_id=parsed.message_id, matched_by=matched_by,
                state=InboundEmail.State.MATCHED if lead else InboundEmail.State.UNMATCHED,
                from_address=parsed.from_address, from_name=parsed.from_name, to=(recipients or [""])[0][:254],
                subject=parsed.subject, text=parsed.text, in_reply_to=(parsed.answers or [""])[0],
                refused=parsed.refused,
            )
            email.raw.save("message.eml", ContentFile(raw), save=False)
            email.save()
            for f in parsed.files:
                attachment = InboundAttachment(email=email, filename=f.filename, content_type=f.content_type,
                                               size=len(f.content))
                attachment.file.save(f.filename, ContentFile(f.content), save=False)
                attachment.save()
    except IntegrityError:  # the same message, stored meanwhile by another delivery
        if InboundEmail.objects.filter(message_id=parsed.message_id).exists():
            return None
        raise
    return email


NOTICE = {
    "en": ("E-mail from {sender}: {subject}", "{sender} wrote:\n\n{excerpt}\n\nOpen it: {url}\n"),
    "ar": ("رسالة من {sender}: {subject}", "كتب {sender}:\n\n{excerpt}\n\nافتحها: {url}\n"),
}
UNMATCHED_NOTICE = {
    "en": ("E-mail matched no lead, from {sender}: {subject}", "{sender} wrote:\n\n{excerpt}\n\n"
           "Attach it to a lead or dismiss it: {url}\n"),
    "ar": ("رسالة لم تُطابق أي عميل، من {sender}: {subject}", "كتب {sender}:\n\n{excerpt}\n\n"
           "أرفقها بعميل أو تجاهلها: {url}\n"),
}


def notify(email: InboundEmail) -> None:
    """A short notice to the lead's assignee, else the office's notification address."""
    site = SiteSettings.load()
    assignee = email.lead.assignee if email.lead else None
    to = (assignee.email if assignee else "") or site.notification_email or site.email
    if not to:
        return
    lang = language_of(assignee) if assignee else "en"
    subject, text = (NOTICE if email.lead else UNMATCHED_NOTICE)[lang]
    url = public_url(f"/admin/leads/{email.lead_id}" if email.lead else f"/admin/inbound/{email.pk}")
    values = {"sender": email.from_name or email.from_address, "subject": email.subject or "-",
              "excerpt": email.text[:600], "url": url}
    enqueue([Mail(OutboxMessage.Kind.INBOUND_NOTICE, to, subject.format(**values), text.format(**values),
                  dedupe_key=f"inbound:{email.pk}")], lead=email.lead)


def deliver(raw: bytes, recipients: list[str]) -> InboundEmail | None:
    """Stores one received message and then tells staff; None if it was already stored. Raises only when it
    could not be stored (the LMTP server then asks the mail server to try again)."""
    parsed = parse(raw)
    email = _store(raw, parsed, recipients)
    if email is None:
        log.info("inbound %s was already stored", parsed.message_id)
        return None
    try:
        notify(email)
    except Exception:  # the message is stored: a failed notice must not make the mail server send it again
        log.exception("the notice of inbound e-mail %s could not be queued", email.pk)
    return email


def delete_files(sender: object, instance: InboundEmail | InboundAttachment, **kwargs: object) -> None:
    """post_delete: a stored message's files go with it (an erased lead leaves nothing of the person behind)."""
    stored = instance.raw if isinstance(instance, InboundEmail) else instance.file
    if stored:
        stored.delete(save=False)
