"""A lead's history kept a booking's meeting as English text ("2026-12-01 10:00 Doha, Free consultation
by phone") and a visitor's own booking under the English name "Visitor". Both now come in the staff
member's language: the meeting as {"at", "name", "name_ar"} (booking/service.py), the visitor with no
actor name. This rewrites the entries stored before."""

import datetime
import re

from django.db import migrations

MEETING = re.compile(r"^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}) Doha, (.+)$")
ACTIONS = ("booked", "rescheduled", "cancelled", "meeting")


def _meeting(value, names):
    found = MEETING.match(value) if isinstance(value, str) else None
    if not found:
        return value
    day, time, name = found.groups()
    at = datetime.datetime.fromisoformat(f"{day}T{time}:00+03:00")
    return {"at": at.isoformat(), "name": name, "name_ar": names.get(name) or name}


def forwards(apps, schema_editor):
    LeadEvent = apps.get_model("leads", "LeadEvent")
    MeetingType = apps.get_model("booking", "MeetingType")
    names = dict(MeetingType.objects.values_list("name_en", "name_ar"))
    for event in LeadEvent.objects.filter(action__in=ACTIONS).iterator():
        changed = []
        meeting = (event.changes or {}).get("meeting")
        if isinstance(meeting, list):
            converted = [_meeting(v, names) for v in meeting]
            if converted != meeting:
                event.changes["meeting"] = converted
                changed.append("changes")
        if event.actor_id is None and event.actor_name == "Visitor":
            event.actor_name = ""
            changed.append("actor_name")
        if changed:
            event.save(update_fields=changed)


class Migration(migrations.Migration):

    dependencies = [
        ("booking", "0003_booking_visitor_moves"),
        ("leads", "0009_reply_template_arabic_name"),
    ]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
