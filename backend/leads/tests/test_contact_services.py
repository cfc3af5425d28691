"""The contact form's services are the site's own, as the content lists them: a service added in the
CMS is one the form takes (the JSON API, the form posted without a script, the staff's choices), a
renamed one is named anew, and one unpublished or never made is refused."""

import pytest

from leads.models import Lead
from leads.notifications import label

pytestmark = pytest.mark.django_db

FORM = {"first_name": "Aisha", "last_name": "Khan", "email": "aisha@example.com", "phone": "5512 3456",
        "country": "canada", "message": "", "consent": True, "language": "en", "elapsed_ms": 12000}


def send(client, service: str):
    body = {**FORM, "service": service, "email": f"{service or 'none'}@example.com"}
    return client.post("/api/contact", body, content_type="application/json")


def test_a_service_added_in_the_content_is_one_the_form_takes(client, site, make_service):
    make_service("citizenship", title_en="Citizenship", title_ar="الجنسية")
    make_service("travel", title_en="Visit & travel visas", title_ar="تأشيرات الزيارة والسفر")
    assert send(client, "citizenship").status_code == 201
    assert send(client, "travel").status_code == 201
    assert sorted(Lead.objects.values_list("service", flat=True)) == ["citizenship", "travel"]
    posted = client.post("/ar/contact", {**FORM, "service": "travel", "consent": "on", "email": "b@example.com"})
    assert posted.status_code == 303


def test_only_the_contents_published_services_are_taken(client, site, make_service):
    make_service("citizenship", published=False)
    for service in ("citizenship", "skilled-migration", "teleportation", ""):
        response = send(client, service)
        assert response.status_code == 422, service
        assert list(response.json()["error"]["fields"]) == ["service"]
    assert Lead.objects.count() == 0


def test_the_staff_choices_and_labels_follow_the_content(signed_in, make_service):
    study = make_service("study", title_en="Student visas", title_ar="تأشيرات الدراسة")
    make_service("citizenship", title_en="Citizenship", title_ar="الجنسية")
    study.title_en, study.title_ar = "Study abroad", "الدراسة في الخارج"
    study.save()
    choices = signed_in("agent").get("/api/admin/leads/choices").json()["service"]
    assert [c["key"] for c in choices] == ["study", "citizenship"]
    assert choices[0]["label"] == "Study abroad"
    assert label("services", "study", "ar") == "الدراسة في الخارج"
