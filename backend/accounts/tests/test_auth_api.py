"""Staff sign-in: CSRF, roles, lockout after five failures, logout, password change."""

import pytest

from accounts.models import AuditEntry

pytestmark = pytest.mark.django_db


def test_staff_sign_in_and_see_their_role(csrf_client, staff_user):
    staff_user("editor")
    res = csrf_client.sign_in("Editor@HorizonGate.qa")
    assert res.status_code == 200
    assert res.json()["role"] == "editor" and res.json()["capabilities"] == ["content", "dashboard"]
    assert csrf_client.get("/api/admin/auth/me").json()["email"] == "editor@horizongate.qa"
    assert AuditEntry.objects.filter(action="login").count() == 1


def test_signed_out_users_get_401_json(client):
    res = client.get("/api/admin/auth/me")
    assert res.status_code == 401 and res.json()["error"]["code"] == "unauthorized"


def test_login_without_a_csrf_token_is_refused(csrf_client, staff_user):
    staff_user("agent")
    res = csrf_client.post("/api/admin/auth/login", {"email": "agent@horizongate.qa", "password": "x"},
                           content_type="application/json")
    assert res.status_code == 403


def test_a_wrong_password_is_401_and_users_without_a_role_cannot_sign_in(csrf_client, staff_user):
    staff_user("agent")
    staff_user(None)
    assert csrf_client.sign_in("agent@horizongate.qa", "wrong").status_code == 401
    assert csrf_client.sign_in("nobody@horizongate.qa").status_code == 401


def test_five_bad_passwords_lock_the_account_even_with_the_right_one(csrf_client, staff_user):
    staff_user("agent")
    wrong = [csrf_client.sign_in("agent@horizongate.qa", "wrong").status_code for _ in range(5)]
    assert wrong == [401, 401, 401, 401, 429]  # the fifth wrong password is the one that locks
    res = csrf_client.sign_in("agent@horizongate.qa")
    assert res.status_code == 429
    assert res["Retry-After"] == "900" and res.json()["error"]["code"] == "locked_out"


def test_logout_ends_the_session(csrf_client, staff_user):
    staff_user("admin")
    csrf_client.sign_in("admin@horizongate.qa")
    assert csrf_client.api("POST", "/api/admin/auth/logout").status_code == 200
    assert csrf_client.get("/api/admin/auth/me").status_code == 401


def test_unsafe_methods_need_the_csrf_token_even_when_signed_in(csrf_client, staff_user):
    staff_user("admin")
    csrf_client.sign_in("admin@horizongate.qa")
    assert csrf_client.post("/api/admin/auth/logout").status_code == 403


def test_change_password_checks_the_current_one_and_the_rules(csrf_client, staff_user):
    user = staff_user("agent")
    csrf_client.sign_in("agent@horizongate.qa")
    bad = csrf_client.api("POST", "/api/admin/auth/password", {"current_password": "nope", "new_password": "x"})
    assert bad.status_code == 422 and "current_password" in bad.json()["error"]["fields"]
    weak = csrf_client.api("POST", "/api/admin/auth/password",
                           {"current_password": "correct-horse-battery-staple", "new_password": "123"})
    assert weak.status_code == 422 and "new_password" in weak.json()["error"]["fields"]
    ok = csrf_client.api("POST", "/api/admin/auth/password",
                         {"current_password": "correct-horse-battery-staple", "new_password": "a-new-long-passphrase"})
    assert ok.status_code == 200
    user.refresh_from_db()
    assert user.check_password("a-new-long-passphrase")
    assert csrf_client.get("/api/admin/auth/me").status_code == 200  # still signed in


def test_an_attacker_cannot_keep_a_known_staff_email_locked_from_elsewhere(csrf_client, staff_user):
    staff_user("agent")
    attacker = type(csrf_client)(enforce_csrf_checks=True, REMOTE_ADDR="203.0.113.66")
    for _ in range(6):
        attacker.sign_in("agent@horizongate.qa", "guess")
    locked = attacker.sign_in("agent@horizongate.qa")
    assert locked.status_code == 429 and "another device" in locked.json()["error"]["message"]
    colleague = type(csrf_client)(enforce_csrf_checks=True, REMOTE_ADDR="198.51.100.7")
    assert colleague.sign_in("agent@horizongate.qa").status_code == 200


def test_one_address_guessing_many_accounts_is_stopped_but_staff_signing_in_are_not(csrf_client, staff_user):
    from accounts.api import LOGIN_FAILURES

    staff_user("agent")
    office = type(csrf_client)(enforce_csrf_checks=True, REMOTE_ADDR="203.0.113.80")
    assert all(office.sign_in("agent@horizongate.qa").status_code == 200 for _ in range(25))  # no failures
    guesser = type(csrf_client)(enforce_csrf_checks=True, REMOTE_ADDR="203.0.113.77")
    answers = [guesser.sign_in(f"person{n}@horizongate.qa", "guess").status_code
               for n in range(LOGIN_FAILURES.requests + 1)]
    assert answers[:-1] == [401] * LOGIN_FAILURES.requests and answers[-1] == 429
