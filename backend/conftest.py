"""Fixtures shared by every backend test: content builders and a real Node renderer."""

import json
import os
import socket
import subprocess
import time
import urllib.request
from collections.abc import Iterator
from pathlib import Path

import pytest

from content import models as m

ROOT = Path(__file__).resolve().parent.parent
SSR_BUNDLE = ROOT / "frontend" / "dist" / "server" / "entry-server.js"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def renderer_url() -> Iterator[str]:
    """A real SSR renderer (frontend/server/render-server.mjs) on a free loopback port."""
    if not SSR_BUNDLE.exists():
        pytest.fail(f"{SSR_BUNDLE} is missing: build the frontend first (make build).")
    port = free_port()
    env = {**os.environ, "SSR_PORT": str(port)}
    proc = subprocess.Popen(["node", str(ROOT / "frontend" / "server" / "render-server.mjs")], env=env)
    url = f"http://127.0.0.1:{port}"
    for _ in range(100):
        try:
            urllib.request.urlopen(url + "/health", timeout=1).close()
            break
        except OSError:
            time.sleep(0.1)
    else:
        proc.kill()
        pytest.fail("the SSR renderer did not start")
    yield url
    proc.terminate()
    proc.wait(timeout=10)


@pytest.fixture
def renderer(renderer_url: str, settings) -> str:
    settings.SSR_URL = renderer_url
    return renderer_url


@pytest.fixture(autouse=True)
def _fresh_cache() -> None:
    from django.core.cache import cache

    from chat import knowledge
    from content import facts, schedule, search

    cache.clear()
    # The in-memory indexes are kept per content version, and every test's database starts again
    # from the same versions: one test's index must not answer the next one's.
    knowledge._cache.clear()
    search._cache.clear()
    schedule._due.clear()
    facts.forget()


@pytest.fixture(autouse=True)
def _rate_limit_clock(monkeypatch) -> None:
    """The rate limits count in windows cut from the wall clock (lib/ratelimit.py), so a test's six
    requests could straddle the start of a new window and the sixth be let through. Here that clock
    stands still, a minute into an hour: inside one window of every length the limits use."""
    from lib import ratelimit

    start = int(time.time()) // 3600 * 3600 + 60
    monkeypatch.setattr(ratelimit, "now", lambda: start)


@pytest.fixture
def media(settings, tmp_path):
    """Uploaded files go to a temporary folder, never into the project's media/."""
    settings.MEDIA_ROOT = tmp_path / "media"
    return settings.MEDIA_ROOT


@pytest.fixture
def client_build(settings, tmp_path):
    """write(manifest) -> its path: a client build (Vite's manifest) that the server reads, in a
    temporary folder; each write is a newer build than the one before it, however fast the test."""
    path = tmp_path / "client" / ".vite" / "manifest.json"
    path.parent.mkdir(parents=True)
    settings.FRONTEND_BUILD_DIR = tmp_path

    def write(manifest: dict) -> Path:
        before = path.stat().st_mtime_ns if path.exists() else 0
        path.write_text(json.dumps(manifest))
        written = path.stat()
        os.utime(path, ns=(written.st_atime_ns, max(written.st_mtime_ns, before + 1_000_000)))
        return path

    return write


@pytest.fixture
def site(db) -> m.SiteSettings:
    s = m.SiteSettings(
        company_name_en="Horizon Gate Immigration", company_name_ar="بوابة الأفق للهجرة",
        tagline_en="Immigration consultants", tagline_ar="مستشارو الهجرة",
        phone="+974 4431 2200", email="info@horizongate.qa", whatsapp="97444312200",
        facebook_url="https://www.facebook.com/horizongateqa",
    )
    s.save()
    return s


@pytest.fixture
def make_service(db):
    counter = iter(range(1, 1000))

    def make(slug: str, **kw) -> m.Service:
        defaults = {"title_en": slug.title(), "title_ar": "", "summary_en": f"About {slug}", "order": next(counter)}
        return m.Service.objects.create(slug=slug, **{**defaults, **kw})

    return make


# The services the contact form offers in tests (it offers the content's published services).
FORM_SERVICES = {"migrate": ("Skilled migration", "هجرة الكفاءات"), "study": ("Student visas", "تأشيرات الدراسة"),
                 "work": ("Work permits", "تصاريح العمل"), "family": ("Family sponsorship", "لمّ شمل الأسرة"),
                 "business-immigration": ("Business immigration", "هجرة رجال الأعمال"),
                 "refugee-protection": ("Refugee protection", "الحماية واللجوء")}


@pytest.fixture
def form_services(make_service) -> list[m.Service]:
    """Published services for the contact form to offer and accept (a test posting a form uses it)."""
    return [make_service(slug, title_en=en, title_ar=ar, published=True) for slug, (en, ar) in FORM_SERVICES.items()]


@pytest.fixture
def make_lead(db):
    """make(**fields) -> a lead from the contact form unless told otherwise, taken in as every new lead is
    (leads/intake.py: its person and reply-by time), then moved to `status` if given; created_at can be set."""
    from leads import lifecycle
    from leads.intake import create_lead
    from leads.models import Lead

    def make(created_at=None, status=None, **kw):
        defaults = {"source": "contact", "first_name": "Aisha", "last_name": "Khan", "email": "aisha@example.com",
                    "phone": "+97455123456", "country": "canada", "service": "study", "message": "Hello"}
        lead = create_lead(**{**defaults, **kw})
        if status is not None:
            lifecycle.move(lead, status, "imported", {})
        if created_at is not None:
            Lead.objects.filter(pk=lead.pk).update(created_at=created_at)
            lead.refresh_from_db()
        return lead

    return make


# Named users, one per role, shared by every test that needs staff -----------------------------
PASSWORD = "correct-horse-battery-staple"


@pytest.fixture
def staff_user(db):
    """make(role) -> an active staff user with that role ("admin", "editor", "agent") or none (None)."""
    from django.contrib.auth import get_user_model
    from django.contrib.auth.models import Group

    def make(role: str | None, email: str | None = None):
        email = email or f"{role or 'nobody'}@horizongate.qa"
        user = get_user_model().objects.create_user(username=email, email=email, password=PASSWORD, is_staff=True)
        if role:
            user.groups.add(Group.objects.get_or_create(name=role)[0])
        return user

    return make


@pytest.fixture
def admin(staff_user):
    """Aisha, an admin (everything, staff accounts included)."""
    user = staff_user("admin")
    user.first_name, user.last_name = "Aisha", "Admin"
    user.save()
    return user


@pytest.fixture
def editor(staff_user):
    """Omar, an editor (content and site settings)."""
    user = staff_user("editor")
    user.first_name, user.last_name = "Omar", "Editor"
    user.save()
    return user


@pytest.fixture
def agent(staff_user):
    """Sara, an agent (leads)."""
    user = staff_user("agent")
    user.first_name, user.last_name = "Sara", "Agent"
    user.save()
    return user


@pytest.fixture
def signed_in(csrf_client, request):
    """signed_in("admin" | "editor" | "agent" | None) -> a CSRF-enforcing client with that role's session
    (the users above), or anonymous for None."""

    def make(role: str | None):
        if role is not None:
            user = request.getfixturevalue(role)
            csrf_client.force_login(user, backend="django.contrib.auth.backends.ModelBackend")
        return csrf_client

    return make


@pytest.fixture
def csrf_client(db):
    """A client that enforces CSRF like a browser, with login(user) doing the real sign-in flow."""
    from django.test import Client

    class StaffClient(Client):
        def csrf_token(self) -> str:
            return self.get("/api/admin/auth/csrf").json()["csrfToken"]

        def api(self, method: str, path: str, data=None):
            return self.generic(method, path, json.dumps(data) if data is not None else "",
                                content_type="application/json", HTTP_X_CSRFTOKEN=self.csrf_token())

        def sign_in(self, email: str, password: str = PASSWORD):
            return self.api("POST", "/api/admin/auth/login", {"email": email, "password": password})

    return StaffClient(enforce_csrf_checks=True)


# A real SMTP server on loopback (aiosmtpd) --------------------------------------------------------
class SmtpSink:
    """Collects the messages a real SMTP server receives, parsed as e-mail messages."""

    def __init__(self) -> None:
        self.messages: list = []

    async def handle_DATA(self, server, session, envelope):
        import email
        from email import policy

        self.messages.append(email.message_from_bytes(envelope.content, policy=policy.default))
        return "250 OK"


@pytest.fixture
def smtp_server(settings):
    """Starts an SMTP server on a free loopback port and points Django's e-mail settings at it."""
    from aiosmtpd.controller import Controller

    sink = SmtpSink()
    port = free_port()
    controller = Controller(sink, hostname="127.0.0.1", port=port)
    controller.start()
    settings.EMAIL_HOST, settings.EMAIL_PORT = "127.0.0.1", port
    settings.EMAIL_USE_TLS = settings.EMAIL_USE_SSL = False
    settings.EMAIL_HOST_USER = settings.EMAIL_HOST_PASSWORD = ""
    sink.controller = controller  # type: ignore[attr-defined]
    sink.port = port  # type: ignore[attr-defined]
    yield sink
    controller.stop()
