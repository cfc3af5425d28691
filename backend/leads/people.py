"""One person, one record: leads with the same e-mail as an open lead, or the same phone (E.164) and a name
that agrees, belong to that lead's person (a chat, then the contact form, then a booking). A phone alone
does not join two different names (a family shares a number, a number changes hands): the lead starts a
person of its own and staff see the other as a suggestion to confirm (`suggestions`). Staff can merge two
people, take a lead out of its person, or say a suggested lead is someone else (workbench/admin_api.py), each
kept in the leads' timelines; a pair staff separated is not suggested again."""

import re

from django.db import transaction
from django.db.models import Q, QuerySet

from .lifecycle import CLOSED
from .models import Lead, LeadEvent, Person
from .rules import e164

# The details two leads can share, in the order staff read them.
DETAILS = ("email", "phone")
# Staff said these two leads are different people (taken out of a person, or a suggestion declined).
APART = ("unlinked", "kept_apart")


def _words(lead: Lead) -> set[str]:
    return {w for w in re.split(r"[\s\-'’.]+", lead.full_name.casefold()) if w}


def names_agree(a: Lead, b: Lead) -> bool:
    """The same name, give or take a part: "Maryam" and "Maryam Ali" agree, "Maryam Ali" and "Omar Ali"
    do not. A lead without a name (a chat that gave only a number) agrees with any."""
    x, y = _words(a), _words(b)
    return not x or not y or x <= y or y <= x


def matched(lead: Lead, other: Lead) -> list[str]:
    """Which details the two leads share: "email", "phone" (E.164), in that order; [] for none."""
    found = []
    if lead.email.strip() and lead.email.strip().lower() == other.email.strip().lower():
        found.append("email")
    phone = e164(lead.phone)
    if phone and phone == e164(other.phone):
        found.append("phone")
    return found


def _sharing(lead: Lead) -> QuerySet[Lead]:
    """Open leads (not this one) with the same phone or e-mail; none when the lead has neither."""
    phone = e164(lead.phone)
    email = lead.email.strip().lower()
    match = Q()
    if phone:
        match |= Q(phone=phone)
    if email:
        match |= Q(email__iexact=email)
    if not match:
        return Lead.objects.none()
    # Only leads still being worked are linked to (staff can still merge a closed one).
    others = Lead.objects.filter(match).exclude(status__in=CLOSED)
    if lead.pk:
        others = others.exclude(pk=lead.pk)
    return others.order_by("-created_at", "-id")


def same_person(lead: Lead) -> Lead | None:
    """The newest open lead (not this one) that is surely the same person: the same e-mail, or the same
    phone with a name that agrees."""
    for other in _sharing(lead).exclude(person__isnull=True):
        found = matched(lead, other)
        if "email" in found or (found and names_agree(lead, other)):
            return other
    return None


def kept_apart(lead: Lead) -> set[int]:
    """The leads staff said are not the same person as this one (either lead's timeline says so)."""
    mine = LeadEvent.objects.filter(lead=lead, action__in=APART).values_list("changes__lead", flat=True)
    theirs = LeadEvent.objects.filter(action__in=APART, changes__lead=lead.pk).values_list("lead_id", flat=True)
    return {int(i) for i in [*mine, *theirs] if i is not None}


def suggestions(lead: Lead) -> list[Lead]:
    """Open leads of another person that share a detail with this one (a phone under a different name, or
    what staff have not separated), for staff to confirm or decline; newest first."""
    others = _sharing(lead)
    if lead.person_id is not None:
        others = others.exclude(person_id=lead.person_id)
    apart = kept_apart(lead)
    return [other for other in others.select_related("assignee") if other.pk not in apart]


def attach(lead: Lead) -> None:
    """Gives a new (unsaved) lead its person: an open lead's that is surely the same person, or a new one."""
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
