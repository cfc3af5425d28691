from io import StringIO

import pytest
from django.contrib.auth import get_user_model
from django.core.management import call_command

pytestmark = pytest.mark.django_db


def _run() -> str:
    out = StringIO()
    call_command("ensure_admin", stdout=out)
    return out.getvalue()


def test_first_run_creates_an_admin_with_a_generated_password_printed_once(monkeypatch):
    monkeypatch.delenv("ADMIN_EMAIL", raising=False)
    monkeypatch.delenv("ADMIN_PASSWORD", raising=False)
    first = _run()
    assert "Created the admin account admin@localhost with password" in first
    password = first.split("with password ", 1)[1].split()[0]
    user = get_user_model().objects.get(username="admin@localhost")
    assert user.is_superuser and user.is_staff and user.check_password(password)
    second = _run()
    assert "exists" in second and password not in second


def test_the_environment_sets_the_admin_email_and_password(monkeypatch):
    monkeypatch.setenv("ADMIN_EMAIL", "Boss@Example.qa")
    monkeypatch.setenv("ADMIN_PASSWORD", "a-long-secret-passphrase")
    assert "created" in _run()
    user = get_user_model().objects.get(username="boss@example.qa")
    assert user.is_superuser and user.check_password("a-long-secret-passphrase")
    monkeypatch.setenv("ADMIN_PASSWORD", "another-long-passphrase")
    assert "updated" in _run()
    user.refresh_from_db()
    assert user.check_password("another-long-passphrase")
