"""Each country's flag: the one staff uploaded, else the flag-icons file the client build copied."""

import json

import pytest

from content import models as m

pytestmark = pytest.mark.django_db


@pytest.fixture
def built_flags(settings, tmp_path):
    """A client build whose flag map knows Canada and Japan (as frontend/vite-flags.ts writes it)."""
    settings.FRONTEND_BUILD_DIR = tmp_path / "dist"
    folder = settings.FRONTEND_BUILD_DIR / "client" / ".vite"
    folder.mkdir(parents=True)
    (folder / "flags.json").write_text(json.dumps({"ca": "assets/flag-ca-AbC123.svg", "jp": "assets/flag-jp-Xy9.svg"}))


def _country(slug: str, code: str, **kw) -> m.Country:
    return m.Country.objects.create(slug=slug, code=code, name_en=slug.title(), summary_en="s",
                                    processing_time_en="x", experience_en="x", **kw)


def test_a_country_gets_the_hashed_package_flag_for_its_iso_code(client, built_flags):
    _country("canada", "CA")
    _country("japan", "jp ")
    flags = {c["slug"]: c["flag"] for c in client.get("/api/countries").json()}
    assert flags == {"canada": "/static/assets/flag-ca-AbC123.svg", "japan": "/static/assets/flag-jp-Xy9.svg"}
    assert client.get("/api/countries/canada").json()["flag"] == "/static/assets/flag-ca-AbC123.svg"


def test_a_flag_staff_uploaded_wins_over_the_package_flag(client, built_flags, media):
    _country("canada", "CA", flag="flags/maple.png")
    assert client.get("/api/countries").json()[0]["flag"] == "/media/flags/maple.png"


def test_a_code_the_package_does_not_know_or_a_missing_build_gives_no_flag(client, built_flags, settings, tmp_path):
    _country("atlantis", "XX")
    assert client.get("/api/countries").json()[0]["flag"] is None
    settings.FRONTEND_BUILD_DIR = tmp_path / "nowhere"
    _country("canada", "CA")
    assert [c["flag"] for c in client.get("/api/countries").json()] == [None, None]
