"""Each staff member chooses the admin's language; it is kept on the user and the admin page starts in it."""

import pytest

pytestmark = pytest.mark.django_db


def test_the_admin_language_is_chosen_per_person_and_kept(signed_in):
    client = signed_in("agent")
    assert client.get("/api/admin/auth/me").json()["language"] == "en"
    res = client.api("PATCH", "/api/admin/auth/me", {"language": "ar"})
    assert res.status_code == 200 and res.json()["language"] == "ar"
    assert client.get("/api/admin/auth/me").json()["language"] == "ar"
    page = client.get("/admin/leads").content.decode()
    assert '<html lang="ar" dir="rtl">' in page


def test_only_english_or_arabic(signed_in):
    res = signed_in("agent").api("PATCH", "/api/admin/auth/me", {"language": "fr"})
    assert res.status_code == 422


def test_signed_out_the_admin_page_is_english(client):
    assert '<html lang="en" dir="ltr">' in client.get("/admin/login").content.decode()
