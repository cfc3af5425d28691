"""The notes field becomes the first note of each lead's timeline, by whoever last wrote it; existing leads
are grouped into people; the lost reasons and reply templates are there to start from."""

import datetime as dt

import pytest
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.utils import timezone

BEFORE = ("leads", "0005_calculator_assessment")
AFTER = ("leads", "0008_notes_into_timeline")


@pytest.mark.django_db(transaction=True)
def test_notes_become_timeline_entries_and_leads_become_people():
    executor = MigrationExecutor(connection)
    executor.migrate([BEFORE])
    old = executor.loader.project_state([BEFORE]).apps
    Lead, LeadEvent = old.get_model("leads", "Lead"), old.get_model("leads", "LeadEvent")
    noted = Lead.objects.create(source="contact", first_name="A", phone="+97455123456", notes="Prefers WhatsApp")
    written = timezone.now() - dt.timedelta(days=2)
    event = LeadEvent.objects.create(lead=noted, actor_name="Sara Agent", changes={"notes": ["", "Prefers WhatsApp"]})
    LeadEvent.objects.filter(pk=event.pk).update(at=written)
    again = Lead.objects.create(source="chat", first_name="A", phone="+974 5512 3456")
    other = Lead.objects.create(source="contact", first_name="B", email="b@example.com")

    executor = MigrationExecutor(connection)
    executor.migrate([AFTER])
    new = executor.loader.project_state([AFTER]).apps
    note = new.get_model("leads", "LeadNote").objects.get()
    assert (note.lead_id, note.text, note.author_name, note.created_at) == (noted.pk, "Prefers WhatsApp",
                                                                          "Sara Agent", written)
    people = dict(new.get_model("leads", "Lead").objects.values_list("pk", "person_id"))
    assert people[noted.pk] == people[again.pk] != people[other.pk]
    assert new.get_model("leads", "LostReason").objects.filter(key="not-eligible").exists()
    assert set(new.get_model("leads", "ReplyTemplate").objects.values_list("channel", flat=True)) == {"email",
                                                                                                  "whatsapp"}
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())
