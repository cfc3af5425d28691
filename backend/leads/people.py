"""One person, one record: leads with the same phone (E.164) or e-mail as an open lead belong to that
lead's person (a chat, then the contact form, then a booking). Staff can merge two people or take a lead
out of its person (leads/admin_api.py), each kept in the leads' timelines."""

from django.db import transaction
from django.db.models import Q

from .models import Lead, Person
from .rules import e164

# Leads in these states are finished: only leads still being worked are linked to, so a client who
# converted or was lost and writes again a year later starts afresh (staff can still merge them).
CLOSED = (Lead.Status.CONVERTED, Lead.Status.LOST)


def same_person(lead: Lead) -> Lead | None:
    """The newest open lead (not this one) with the same phone or e-mail, if any."""
    phone = e164(lead.phone)
    email = lead.email.strip().lower()
    match = Q()
    if phone:
        match |= Q(phone=phone)
    if email:
        match |= Q(email__iexact=email)
    if not match:
        return None
    others = Lead.objects.filter(match).exclude(status__in=CLOSED).exclude(person__isnull=True)
    if lead.pk:
        others = others.exclude(pk=lead.pk)
    return others.order_by("-created_at", "-id").first()


def attach(lead: Lead) -> None:
    """Gives a new (unsaved) lead its person: an open lead's, or a new one."""
    if lead.person_id is not None:
        return
    match = same_person(lead)
    lead.person = match.person if match is not None else Person.objects.create()


@transaction.atomic
def join(lead: Lead, other: Lead) -> None:
    """`other` and every lead of its person become `lead`'s person (a person left with no lead goes)."""
    if lead.person_id is None:
        lead.person = Person.objects.create()
        lead.save(update_fields=["person", "updated_at"])
    if other.person_id == lead.person_id:
        return
    old = other.person_id
    if old is None:
        Lead.objects.filter(pk=other.pk).update(person=lead.person)
        return
    Lead.objects.filter(person_id=old).update(person=lead.person)
    Person.objects.filter(pk=old).delete()


@transaction.atomic
def unlink(lead: Lead) -> Person:
    """Takes `lead` out of its person into a person of its own."""
    old = lead.person_id
    lead.person = Person.objects.create()
    lead.save(update_fields=["person", "updated_at"])
    if old is not None:
        Person.objects.filter(pk=old, leads__isnull=True).delete()
    return lead.person
