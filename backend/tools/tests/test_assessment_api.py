"""POST /api/tools/{tool}/assessment: the score recomputed by the engine, one calculator lead with the
answers and the breakdown, the two e-mails with the breakdown; the contact form's rules and defences."""

from typing import Any

import pytest

from content.models import Service
from leads.models import Lead
from mail.models import OutboxMessage
from tools import engine

pytestmark = pytest.mark.django_db

TOOLS = ["crs", "australia-points"]


def valid_answers(tool: str, yes: bool = False) -> dict[str, Any]:
    """An answer to every question the definition asks: the first option, the lowest number in range,
    "no" to yes/no questions (or "yes" with `yes`, which asks the questions they lead to)."""
    answers: dict[str, Any] = {}
    for q in engine.definition(tool)["questions"]:
        show = q["showIf"]
        if show and str(answers.get(show["key"])) not in show["in"]:
            continue
        if q["kind"] == "choice":
            answers[q["key"]] = q["options"][0]["value"]
        elif q["kind"] == "yesno":
            answers[q["key"]] = "yes" if yes else "no"
        else:
            ranges = q["rangeBy"]["ranges"].get(str(answers.get(q["rangeBy"]["key"]))) if q["rangeBy"] else None
            answers[q["key"]] = (ranges or q)["min"]
    return answers


def body(tool: str = "crs", **changes: Any) -> dict[str, Any]:
    return {"answers": valid_answers(tool), "name": "Aisha Al-Mansouri", "email": "aisha@example.com",
            "phone": "5512 3456", "consent": True, "language": "en", "website": "", "elapsed_ms": 9000,
            "page_url": f"http://127.0.0.1:8000/tools/{tool}", **changes}


def post(client, tool: str = "crs", **changes: Any):
    return client.post(f"/api/tools/{tool}/assessment", body(tool, **changes), content_type="application/json")


@pytest.mark.parametrize("tool", TOOLS)
def test_a_request_stores_one_calculator_lead_with_the_servers_result_and_queues_two_emails(client, site, tool):
    answers = valid_answers(tool)
    res = post(client, tool, answers={**answers, "total": 1200})  # a total sent along is not an answer
    assert res.status_code == 201, res.content
    lead = Lead.objects.get()
    assert lead.pk == res.json()["id"]
    assert (lead.source, lead.first_name, lead.last_name, lead.phone) == ("calculator", "Aisha", "Al-Mansouri",
                                                                          "+97455123456")
    expected = engine.score(tool, answers)
    assert lead.assessment["tool"] == tool
    assert lead.assessment["total"] == expected["total"]
    assert lead.assessment["breakdown"] == expected["breakdown"]
    keys = [row["key"] for row in lead.assessment["answers"]]
    assert set(keys) <= set(answers) and "total" not in keys
    assert all(set(row["question"]) == {"en", "ar"} for row in lead.assessment["answers"])
    mails = {m.kind: m for m in OutboxMessage.objects.filter(lead=lead)}
    assert set(mails) == {"lead_ack", "staff_new_lead"}
    group = expected["breakdown"][0]
    for mail in mails.values():
        assert f"{expected['total']} points" in mail.text
        assert f"{group['label']['en']}: {group['points']} of {group['max']}" in mail.text
    assert mails["lead_ack"].to == "aisha@example.com"


def test_the_visitors_email_is_in_arabic_when_they_asked_in_arabic(client, site):
    assert post(client, language="ar").status_code == 201
    ack = OutboxMessage.objects.get(kind="lead_ack")
    group = Lead.objects.get().assessment["breakdown"][0]
    assert "«حاسبة نقاط الدخول السريع»" in ack.subject
    assert f"{group['label']['ar']}: {group['points']} من {group['max']}" in ack.text
    assert 'dir="rtl"' in ack.html


def test_a_phone_alone_is_enough_and_then_only_staff_are_written_to(client, site):
    assert post(client, email="").status_code == 201
    assert list(OutboxMessage.objects.values_list("kind", flat=True)) == ["staff_new_lead"]


@pytest.mark.parametrize(("changes", "fields"), [
    ({"email": "", "phone": ""}, {"email", "phone"}),
    ({"name": ""}, {"name"}),
    ({"name": "R2D2"}, {"name"}),
    ({"email": "not-an-address"}, {"email"}),
    ({"phone": "12"}, {"phone"}),
    ({"consent": False}, {"consent"}),
    ({"answers": {}}, None),
])
def test_bad_requests_are_422_with_fields_and_store_nothing(client, site, changes, fields):
    res = post(client, **changes)
    assert res.status_code == 422, res.content
    error = res.json()["error"]
    assert error["code"] == "validation_error"
    if fields is None:
        assert error["fields"] and all(name.startswith("answers.") for name in error["fields"])
    else:
        assert set(error["fields"]) == fields
    assert not Lead.objects.exists() and not OutboxMessage.objects.exists()


def test_an_unknown_calculator_is_404(client, site):
    res = client.post("/api/tools/uk-points/assessment", body(), content_type="application/json")
    assert res.status_code == 404 and res.json()["error"]["code"] == "not_found"


@pytest.mark.parametrize("changes", [{"website": "http://spam.example"}, {"elapsed_ms": 300}])
def test_a_bot_is_answered_like_a_person_and_nothing_is_stored(client, site, changes):
    res = post(client, **changes)
    assert res.status_code == 201 and res.json() == {"id": 0}
    assert not Lead.objects.exists() and not OutboxMessage.objects.exists()


def test_the_sixth_request_in_ten_minutes_is_429_with_retry_after(client, site):
    for _ in range(5):
        assert post(client).status_code == 201
    res = post(client)
    assert res.status_code == 429 and res.json()["error"]["code"] == "rate_limited"
    assert 0 < int(res["Retry-After"]) <= 600
    assert Lead.objects.count() == 5


def test_staff_see_the_answers_and_the_breakdown_on_the_lead_and_filter_by_calculator(client, site, signed_in):
    lead_id = post(client, "australia-points", language="ar").json()["id"]
    agent = signed_in("agent")
    detail = agent.get(f"/api/admin/leads/{lead_id}").json()
    assessment = detail["assessment"]
    assert detail["source"] == "calculator"
    assert assessment["tool"] == "australia-points" and assessment["passMark"] == 65
    assert assessment["breakdown"][0]["items"] and assessment["answers"][0]["question"]["ar"]
    choices = agent.get("/api/admin/leads/choices").json()
    assert {"key": "calculator", "label": "Points calculator"} in choices["source"]
    listed = agent.get("/api/admin/leads?source=calculator").json()
    assert [row["id"] for row in listed["items"]] == [lead_id]


def test_other_leads_have_no_assessment(signed_in, make_lead):
    lead = make_lead()
    assert signed_in("agent").get(f"/api/admin/leads/{lead.pk}").json()["assessment"] is None


@pytest.mark.parametrize("tool", TOOLS)
def test_the_pages_campaign_tags_are_kept_on_the_calculator_lead_as_on_a_contact_form_lead(client, site, tool):
    utm = {"utm_source": "instagram", "utm_medium": "social", "utm_campaign": "canada\r\n-2026", "other": "dropped",
           "utm_term": "  "}
    assert post(client, tool, utm=utm).status_code == 201
    assert Lead.objects.get().utm == {"utm_source": "instagram", "utm_medium": "social", "utm_campaign": "canada-2026"}
    assert post(client, tool, utm={"utm_source": ["x"]}).status_code == 422


@pytest.mark.parametrize("tool", TOOLS)
def test_a_calculator_lead_is_about_the_service_whose_calculators_name_it_or_none(client, site, tool, form_services):
    # No service names the calculator: the lead names none rather than a key that names nothing.
    assert post(client, tool).status_code == 201
    assert Lead.objects.get().service == ""
    # The CMS says which service a calculator's leads are about (its `calculators`), under any slug.
    Service.objects.filter(slug="migrate").update(slug="skilled-migration", calculators=f"other {tool}")
    Service.objects.filter(slug="study").update(calculators=f"{tool}-old")  # a longer key is another one
    assert post(client, tool, email="other@example.com").status_code == 201
    lead = Lead.objects.order_by("-id").first()
    assert lead.service == "skilled-migration" and lead.country == {"crs": "canada"}.get(tool, "australia")
    # Unpublished: no longer a service the content offers.
    Service.objects.filter(slug="skilled-migration").update(published=False)
    assert post(client, tool, email="third@example.com").status_code == 201
    assert Lead.objects.order_by("-id").first().service == ""


def test_a_calculator_admits_its_lead_like_every_other_way_in(client, site, make_lead):
    """Taken in by leads/intake.py: the person of an earlier open lead with the same e-mail, a reply-by."""
    earlier = make_lead(email="aisha@example.com")
    res = post(client)
    assert res.status_code == 201
    lead = Lead.objects.get(pk=res.json()["id"])
    assert lead.person_id == earlier.person_id is not None and lead.reply_by is not None
