"""Staff accounts managed by an admin, the audit log, and the first admin from createsuperuser."""

import pytest
from django.contrib.auth import get_user_model
from django.contrib.auth.hashers import identify_hasher
from django.core.management import call_command

from accounts import roles
from accounts.models import AuditEntry

pytestmark = pytest.mark.django_db
User = get_user_model()
NEW = {"email": "Noor@HorizonGate.qa", "name": "Noor  Hassan", "role": "editor", "password": "a-long-passphrase-2026"}


def test_an_admin_creates_a_staff_member_who_can_then_sign_in_with_that_role(signed_in, admin, client):
    res = signed_in("admin").api("POST", "/api/admin/users", NEW)
    assert res.status_code == 201
    assert res.json() | {"id": 0} == {"id": 0, "email": "noor@horizongate.qa", "name": "Noor Hassan",
                                      "display_name_en": "Noor Hassan", "display_name_ar": "",
                                      "role": "editor", "is_active": True, "last_login": None}
    user = User.objects.get(email="noor@horizongate.qa")
    assert roles.role_of(user) == "editor"
    entry = AuditEntry.objects.get(action="create", target_type="user")
    assert entry.after["role"] == "editor" and "password" not in str(entry.after)


def test_a_new_users_password_must_pass_the_password_rules(signed_in, admin):
    res = signed_in("admin").api("POST", "/api/admin/users", {**NEW, "password": "12345678"})
    assert res.status_code == 422 and "password" in res.json()["error"]["fields"]
    assert not User.objects.filter(email="noor@horizongate.qa").exists()


def test_creating_a_user_checks_email_role_and_duplicates(signed_in, admin, agent):
    client = signed_in("admin")
    taken = client.api("POST", "/api/admin/users", {**NEW, "email": "AGENT@horizongate.qa"})
    assert taken.status_code == 422 and "email" in taken.json()["error"]["fields"]
    bad = client.api("POST", "/api/admin/users", {**NEW, "email": "not-an-email", "role": "owner"})
    assert bad.status_code == 422 and {"email", "role"} <= set(bad.json()["error"]["fields"])


def test_an_address_longer_than_the_username_column_is_refused_not_a_server_error(signed_in, admin):
    # The e-mail is the username too (150 characters); a 200-character address was a 500 on PostgreSQL.
    long = "n" * 180 + "@horizongate.qa"
    res = signed_in("admin").api("POST", "/api/admin/users", {**NEW, "email": long})
    assert res.status_code == 422 and "email" in res.json()["error"]["fields"]


def test_an_admin_changes_name_role_password_and_deactivates_a_user(signed_in, admin, agent):
    client = signed_in("admin")
    res = client.api("PATCH", f"/api/admin/users/{agent.pk}", {"name": "Sara Q", "role": "editor",
                                                               "password": "another-long-passphrase"})
    assert res.status_code == 200 and res.json()["role"] == "editor" and res.json()["name"] == "Sara Q"
    agent.refresh_from_db()
    assert agent.check_password("another-long-passphrase") and roles.role_of(agent) == "editor"
    off = client.api("PATCH", f"/api/admin/users/{agent.pk}", {"is_active": False})
    assert off.json()["is_active"] is False
    agent.refresh_from_db()
    assert roles.role_of(agent) is None
    entry = AuditEntry.objects.filter(action="update", target_type="user").order_by("id").first()
    assert entry.before["role"] == "agent" and entry.after["role"] == "editor" and entry.after["password_changed"]


def test_a_deactivated_users_open_session_stops_working(signed_in, admin, agent, csrf_client):
    from django.test import Client

    theirs = Client(enforce_csrf_checks=True)
    theirs.force_login(agent, backend="django.contrib.auth.backends.ModelBackend")
    assert theirs.get("/api/admin/leads").status_code == 200
    signed_in("admin").api("PATCH", f"/api/admin/users/{agent.pk}", {"is_active": False})
    assert theirs.get("/api/admin/leads").status_code == 401


def test_nobody_can_delete_deactivate_or_demote_themselves(signed_in, admin):
    client = signed_in("admin")
    assert client.api("DELETE", f"/api/admin/users/{admin.pk}").status_code == 422
    assert client.api("PATCH", f"/api/admin/users/{admin.pk}", {"is_active": False}).status_code == 422
    res = client.api("PATCH", f"/api/admin/users/{admin.pk}", {"role": "agent"})
    assert res.status_code == 422 and "role" in res.json()["error"]["fields"]
    admin.refresh_from_db()
    assert admin.is_active and roles.role_of(admin) == "admin"


def test_deleting_a_user_keeps_their_name_on_the_audit_trail(signed_in, admin, agent):
    agent_client_entry = AuditEntry.objects.create(actor=agent, actor_email=agent.email, action="update",
                                                   target_type="lead", target_id="1")
    assert signed_in("admin").api("DELETE", f"/api/admin/users/{agent.pk}").status_code == 204
    assert not User.objects.filter(pk=agent.pk).exists()
    agent_client_entry.refresh_from_db()
    assert agent_client_entry.actor is None and agent_client_entry.actor_email == "agent@horizongate.qa"
    assert AuditEntry.objects.get(action="delete", target_type="user").before["email"] == "agent@horizongate.qa"


def test_the_user_list_pages_and_searches(signed_in, admin, editor, agent):
    client = signed_in("admin")
    listed = client.get("/api/admin/users?per_page=2").json()
    assert listed["total"] == 3 and len(listed["items"]) == 2
    assert [u["email"] for u in client.get("/api/admin/users?q=omar").json()["items"]] == ["editor@horizongate.qa"]


def test_the_audit_log_filters_by_actor_target_and_action(signed_in, admin, make_lead):
    lead = make_lead()
    client = signed_in("admin")
    client.api("PATCH", f"/api/admin/leads/{lead.pk}", {"status": "qualified"})
    client.api("POST", "/api/admin/users", NEW)
    both = client.get("/api/admin/audit?actor=admin@horizongate").json()
    assert both["total"] == 2
    only = client.get("/api/admin/audit?target_type=lead&action=update").json()["items"]
    assert len(only) == 1 and only[0]["target_id"] == str(lead.pk)
    assert only[0]["before"] == {"status": "new"} and only[0]["after"] == {"status": "qualified"}
    assert set(only[0]) == {"id", "at", "actor_email", "action", "target_type", "target_id", "summary", "before",
                            "after", "ip"}


def test_createsuperuser_makes_an_admin_who_signs_in_with_their_email(csrf_client, monkeypatch):
    monkeypatch.setenv("DJANGO_SUPERUSER_PASSWORD", "a-long-passphrase-2026")
    call_command("createsuperuser", interactive=False, username="boss", email="Boss@HorizonGate.qa", verbosity=0)
    res = csrf_client.sign_in("boss@horizongate.qa", "a-long-passphrase-2026")
    assert res.status_code == 200 and res.json()["role"] == "admin"
    assert res.json()["capabilities"] == ["content", "dashboard", "leads", "reports", "users"]


def test_passwords_are_hashed_with_argon2_outside_the_tests(settings):
    from config.settings import base

    settings.PASSWORD_HASHERS = base.PASSWORD_HASHERS
    user = User.objects.create_user("x@horizongate.qa", password="a-long-passphrase-2026")
    assert identify_hasher(user.password).algorithm == "argon2"
