"""Every admin endpoint against every role and an anonymous visitor: 401 signed out, 403 without the
capability, a success with it. The table below is docs/admin-api.md's access rules, written out."""

import pytest

from content import models as m
from mail.models import OutboxMessage

pytestmark = pytest.mark.django_db

ALL, CONTENT, LEADS, USERS = ("admin", "editor", "agent"), ("admin", "editor"), ("admin", "agent"), ("admin",)
OUTBOX = ("admin", "agent")

# (method, path, body, roles allowed). {lead}, {service}, {user}, {email} are ids made by `records`.
ENDPOINTS = [
    ("GET", "/api/admin/dashboard", None, ALL),
    ("GET", "/api/admin/leads", None, LEADS),
    ("GET", "/api/admin/leads/export.csv", None, LEADS),
    ("GET", "/api/admin/leads/choices", None, LEADS),
    ("GET", "/api/admin/leads/{lead}", None, LEADS),
    ("PATCH", "/api/admin/leads/{lead}", {"status": "contacted"}, LEADS),
    ("DELETE", "/api/admin/leads/{lead}", None, LEADS),
    ("GET", "/api/admin/staff", None, LEADS),
    ("GET", "/api/admin/content", None, CONTENT),
    ("GET", "/api/admin/content/services", None, CONTENT),
    ("POST", "/api/admin/content/services", {"slug": "work", "title_en": "Work", "summary_en": "Jobs"}, CONTENT),
    ("GET", "/api/admin/content/services/{service}", None, CONTENT),
    ("PATCH", "/api/admin/content/services/{service}", {"title_ar": "الدراسة"}, CONTENT),
    ("DELETE", "/api/admin/content/services/{service}", None, CONTENT),
    ("POST", "/api/admin/content/services/reorder", {"ids": ["{service}"]}, CONTENT),
    ("GET", "/api/admin/content/site", None, CONTENT),
    ("PATCH", "/api/admin/content/site", {"tagline_en": "Advice you can trust"}, CONTENT),
    ("POST", "/api/admin/uploads", "upload", CONTENT),
    ("GET", "/api/admin/outbox", None, OUTBOX),
    ("POST", "/api/admin/outbox/{email}/retry", None, OUTBOX),
    ("GET", "/api/admin/users", None, USERS),
    ("POST", "/api/admin/users", {"email": "new@horizongate.qa", "name": "New Person", "role": "agent",
                                  "display_name_ar": "شخص جديد", "password": "a-long-passphrase-2026"}, USERS),
    ("PATCH", "/api/admin/users/{user}", {"name": "Changed Name"}, USERS),
    ("DELETE", "/api/admin/users/{user}", None, USERS),
    ("GET", "/api/admin/audit", None, USERS),
]
ROLES = ["admin", "editor", "agent", None]


def _success(method, path):
    """The status a success answers (docs/admin-api.md): reading and changing 200, creating 201, deleting
    and the actions (reorder, retry) 204."""
    if method == "POST":
        return 204 if path.endswith(("/reorder", "/retry")) else 201
    return 204 if method == "DELETE" else 200


@pytest.fixture
def records(site, media, make_service, make_lead, staff_user, admin, editor, agent):
    lead = make_lead()
    email = OutboxMessage.objects.create(kind="lead_ack", to="aisha@example.com", subject="Thanks", text="Thanks",
                                         lead=lead, status="failed", next_attempt_at=lead.created_at)
    return {"lead": lead.pk, "service": make_service("study").pk, "user": staff_user("agent", "other@hg.qa").pk,
            "email": email.pk}


def _fill(value, ids):
    if isinstance(value, str):
        for name, pk in ids.items():
            if value == "{" + name + "}":
                return pk
            value = value.replace("{" + name + "}", str(pk))
        return value
    if isinstance(value, list):
        return [_fill(v, ids) for v in value]
    if isinstance(value, dict):
        return {k: _fill(v, ids) for k, v in value.items()}
    return value


def _call(client, method, path, body):
    if body == "upload":
        from content.tests.images import png_file

        return client.post(path, {"file": png_file(), "folder": "services"}, HTTP_X_CSRFTOKEN=client.csrf_token())
    if method == "GET":
        return client.get(path)
    return client.api(method, path, body)


@pytest.mark.parametrize("role", ROLES, ids=lambda r: r or "anonymous")
@pytest.mark.parametrize(("method", "path", "body", "allowed"), ENDPOINTS, ids=[f"{e[0]} {e[1]}" for e in ENDPOINTS])
def test_each_role_reaches_exactly_the_endpoints_its_capabilities_allow(
    signed_in, records, role, method, path, body, allowed
):
    client = signed_in(role)
    res = _call(client, method, _fill(path, records), _fill(body, records))
    if role is None:
        assert res.status_code == 401
        assert res.json()["error"]["code"] == "unauthorized"
    elif role in allowed:
        assert res.status_code == _success(method, path), res.content
    else:
        assert res.status_code == 403
        assert res.json()["error"]["code"] == "forbidden"
    assert res["Cache-Control"] == "no-store"
    assert "noindex" in res["X-Robots-Tag"]


@pytest.mark.parametrize(("method", "path", "body", "allowed"), [e for e in ENDPOINTS if e[0] != "GET"],
                         ids=[f"{e[0]} {e[1]}" for e in ENDPOINTS if e[0] != "GET"])
def test_every_write_is_refused_without_the_csrf_token_even_for_an_admin(
    signed_in, records, method, path, body, allowed
):
    client = signed_in("admin")
    res = client.generic(method, _fill(path, records), content_type="application/json")
    assert res.status_code == 403
    assert m.Service.objects.filter(pk=records["service"]).exists()


def test_the_admin_pages_themselves_are_never_cached_or_indexed(client):
    res = client.get("/admin/leads")
    assert res["Cache-Control"] == "no-store" and "noindex" in res["X-Robots-Tag"]
    public = client.get("/api/services")
    assert "X-Robots-Tag" not in public
