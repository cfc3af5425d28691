"""The assignment rules' admin API: administrators list, add, change, reorder and delete them; agents and
editors are refused; criteria come from the lead's own lists and agents must work leads (422 otherwise)."""

import pytest

from leads.models import AssignmentRule

pytestmark = pytest.mark.django_db

RULES = "/api/admin/assignment-rules"


@pytest.mark.parametrize("role", ["agent", "editor"])
def test_only_admins_read_or_change_the_rules(signed_in, role, agent):
    existing = AssignmentRule.objects.create()
    client = signed_in(role)
    assert client.api("GET", RULES).status_code == 403
    assert client.api("POST", RULES, {"agent_ids": [agent.pk]}).status_code == 403
    assert client.api("PUT", f"{RULES}/{existing.pk}", {"agent_ids": [agent.pk]}).status_code == 403
    assert client.api("PUT", f"{RULES}/order", {"ids": [existing.pk]}).status_code == 403
    assert client.api("PATCH", f"{RULES}/{existing.pk}", {"active": False}).status_code == 403
    assert client.api("DELETE", f"{RULES}/{existing.pk}").status_code == 403
    assert AssignmentRule.objects.get().agents.count() == 0 and AssignmentRule.objects.get().active


def test_signed_out_is_refused(csrf_client):
    assert csrf_client.get(RULES).status_code == 401


def test_an_admin_adds_changes_reorders_and_deletes(signed_in, agent, admin, form_services):
    client = signed_in("admin")
    made = client.api("POST", RULES, {"service": "study", "country": "canada", "language": "ar",
                                      "source": "chat", "agent_ids": [agent.pk, admin.pk]})
    assert made.status_code == 201, made.content
    first = made.json()
    assert first["agent_ids"] == sorted([agent.pk, admin.pk]) and first["service"] == "study"
    second = client.api("POST", RULES, {"position": 1, "agent_ids": [agent.pk]}).json()
    changed = client.api("PUT", f"{RULES}/{first['id']}", {**first, "country": "", "agent_ids": [agent.pk]})
    assert changed.status_code == 200 and changed.json()["country"] == "" and changed.json()["agent_ids"] == [agent.pk]
    order = client.api("PUT", f"{RULES}/order", {"ids": [second["id"], first["id"]]})
    assert [r["id"] for r in order.json()] == [second["id"], first["id"]]
    assert [r["id"] for r in client.api("GET", RULES).json()] == [second["id"], first["id"]]
    assert client.api("DELETE", f"{RULES}/{second['id']}").status_code == 204
    assert list(AssignmentRule.objects.values_list("pk", flat=True)) == [first["id"]]


def test_someone_who_does_not_work_leads_is_refused(signed_in, agent, editor):
    response = signed_in("admin").api("POST", RULES, {"agent_ids": [agent.pk, editor.pk]})
    assert response.status_code == 422
    assert response.json()["error"]["fields"]["agent_ids"] == "Choose only active staff whose role works leads."
    assert not AssignmentRule.objects.exists()


@pytest.mark.parametrize("payload, field", [
    ({"agent_ids": []}, "agent_ids"),
    ({"agent_ids": [999_999]}, "agent_ids"),
    ({"service": "not-a-service"}, "service"),
    ({"country": "atlantis"}, "country"),
    ({"source": "fax"}, "source"),
    ({"language": "fr"}, "language"),
])
def test_values_outside_the_lists_are_refused(signed_in, agent, payload, field):
    response = signed_in("admin").api("POST", RULES, {"agent_ids": [agent.pk], **payload})
    assert response.status_code == 422
    assert field in response.json()["error"]["fields"]


def test_an_order_must_name_every_rule_once(signed_in, agent):
    one, two = AssignmentRule.objects.create(), AssignmentRule.objects.create()
    client = signed_in("admin")
    for ids in ([one.pk], [one.pk, one.pk], [one.pk, two.pk, 999]):
        assert client.api("PUT", f"{RULES}/order", {"ids": ids}).status_code == 422


def test_a_missing_rule_is_a_404(signed_in, agent):
    client = signed_in("admin")
    assert client.api("PUT", f"{RULES}/999", {"agent_ids": [agent.pk]}).status_code == 404
    assert client.api("DELETE", f"{RULES}/999").status_code == 404


def test_a_rule_is_switched_off_and_on(signed_in, agent):
    client = signed_in("admin")
    made = client.api("POST", RULES, {"agent_ids": [agent.pk]}).json()
    assert made["active"] is True
    off = client.api("PUT", f"{RULES}/{made['id']}", {**made, "active": False})
    assert off.status_code == 200 and off.json()["active"] is False
    assert AssignmentRule.objects.get().active is False
    assert client.api("GET", RULES).json()[0]["active"] is False
    on = client.api("PUT", f"{RULES}/{made['id']}", {**made, "active": True}).json()
    assert on["active"] is True and AssignmentRule.objects.get().active is True


def test_the_switch_alone_turns_a_rule_off_even_when_its_agent_has_left(signed_in, agent):
    """Switching off is what an admin does when an agent leaves: it must not need the rule to be valid.
    Switching on again asks what saving asks: agents who can take leads."""
    client = signed_in("admin")
    made = client.api("POST", RULES, {"agent_ids": [agent.pk]}).json()
    agent.is_active = False
    agent.save()
    off = client.api("PATCH", f"{RULES}/{made['id']}", {"active": False})
    assert off.status_code == 200 and off.json() == {**made, "active": False}
    assert AssignmentRule.objects.get().active is False
    on = client.api("PATCH", f"{RULES}/{made['id']}", {"active": True})
    assert on.status_code == 422 and "agent_ids" in on.json()["error"]["fields"]
    assert AssignmentRule.objects.get().active is False
    agent.is_active = True
    agent.save()
    assert client.api("PATCH", f"{RULES}/{made['id']}", {"active": True}).json()["active"] is True
    assert client.api("PATCH", f"{RULES}/{made['id']}", {"active": "maybe"}).status_code == 422
