"""Leads stored with the contact form's old service keys take the content's service slugs when the
content has those services, and keep their key when it does not (leads/migrations/0010)."""

import importlib

import pytest
from django.apps import apps

from leads.models import Lead

MIGRATION = importlib.import_module("leads.migrations.0010_services_by_content_slug")


@pytest.mark.django_db
def test_old_keys_become_the_contents_slugs_where_the_service_exists(make_lead, make_service):
    make_service("study", published=True)
    make_service("migrate", published=True)
    student = make_lead(service="student-visas")
    skilled = make_lead(service="skilled-migration", email="b@example.com")
    work = make_lead(service="work-permits", email="c@example.com")  # no "work" service in this content
    current = make_lead(service="study", email="d@example.com")
    MIGRATION.forwards(apps, None)
    assert [Lead.objects.get(pk=lead.pk).service for lead in (student, skilled, work, current)] == [
        "study", "migrate", "work-permits", "study"]
