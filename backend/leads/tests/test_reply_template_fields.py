"""A reply template's fields are bare {names}: a format spec or a conversion ({consultant:>30000000},
{consultant!r}) or an open brace is refused when the template is saved, with a message saying how to
write it, and a template stored before is filled without ever formatting such a field."""

import pytest

from accounts.preferences import set_language
from leads.models import ReplyTemplate
from leads.replies import fill

pytestmark = pytest.mark.django_db

NEW = {"channel": "email", "name": "Visa refused", "subject_en": "About {topic}", "subject_ar": "بخصوص {topic}",
       "body_en": "Dear {first_name}", "body_ar": "عزيزي {first_name}"}


@pytest.mark.parametrize("text", ["Regards, {consultant:>30000000}", "Regards, {consultant!r}",
                                  "Regards, {consultant!s:^99}", "{first_name:{consultant}}"])
def test_a_field_with_a_format_or_a_conversion_is_refused_when_saved(signed_in, site, text):
    client = signed_in("admin")
    res = client.api("POST", "/api/admin/reply-templates", {**NEW, "body_en": text})
    assert res.status_code == 422
    assert res.json()["error"]["fields"] == {"body_en": "Write each placeholder as its bare name in braces, "
                                                        "e.g. {first_name}, with no format or conversion."}
    assert not ReplyTemplate.objects.filter(name="Visa refused").exists()
    kept = ReplyTemplate.objects.first()
    res = client.api("PUT", f"/api/admin/reply-templates/{kept.pk}",
                     {**NEW, "channel": kept.channel, "subject_en": text, "body_en": kept.body_en})
    assert res.status_code == 422 and "subject_en" in res.json()["error"]["fields"]


def test_an_open_brace_is_refused_with_a_message_in_the_staff_members_language(signed_in, site, admin):
    set_language(admin, "ar")
    res = signed_in("admin").api("POST", "/api/admin/reply-templates", {**NEW, "body_ar": "عزيزي {first_name"})
    assert res.status_code == 422
    assert res.json()["error"]["fields"] == {"body_ar": "أغلق قوسَي كل عنصر نائب، مثل {first_name}."}


def test_a_stored_template_with_a_wide_field_is_filled_without_formatting_it(signed_in, site, make_lead,
                                                                           form_services):
    ReplyTemplate.objects.create(channel="email", name="Old", subject_en="Hello {first_name!r}",
                                 subject_ar="مرحبًا", body_en="Regards, {consultant:>30000000} for {topic}",
                                 body_ar="مع التحية")
    lead = make_lead(first_name="Aisha", service="study")
    res = signed_in("agent").get(f"/api/admin/leads/{lead.pk}/replies")
    assert res.status_code == 200
    [old] = [t for t in res.json()["email"] if t["name"] == "Old"]
    assert old["subject"] == "Hello {first_name!r}"
    assert old["body"] == "Regards, {consultant:>30000000} for Student visas"


def test_bare_names_are_filled_and_literal_braces_kept():
    values = {"first_name": "Aisha", "consultant": "Omar"}
    assert fill("Dear {first_name}, {{literal}} from {consultant}; {unknown}", values) == \
        "Dear Aisha, {literal} from Omar; {unknown}"
    assert fill("a stray { brace", values) == "a stray { brace"
