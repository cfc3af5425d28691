"""The Express Entry draws staff enter: the public list for the CRS calculator, the CMS kind, the demo."""

import datetime

import pytest

from content.demo_loader import load
from content.kinds import BY_KEY
from content.models import ContentVersion
from tools.models import CrsDraw

pytestmark = pytest.mark.django_db


def draw(day: str, kind: str = "cec", cutoff: int = 530, **extra: object) -> CrsDraw:
    return CrsDraw.objects.create(date=datetime.date.fromisoformat(day), kind=kind, cutoff=cutoff,
                                  invitations=extra.pop("invitations", 1000), **extra)


def test_latest_draws_newest_first_with_both_languages(client):
    draw("2025-09-01", "french", 446)
    draw("2025-10-01", "cec", 534, invitations=2350)
    body = client.get("/api/tools/crs/draws").json()
    assert [d["date"] for d in body] == ["2025-10-01", "2025-09-01"]
    assert body[0] == {"id": body[0]["id"], "path": {"en": "/tools/crs", "ar": "/ar/tools/crs"},
                       "date": "2025-10-01", "kind": {"en": "Canadian Experience Class", "ar": "فئة الخبرة الكندية"},
                       "cutoff": 534, "invitations": 2350, "demo": False}


def test_unpublished_draws_are_not_served_and_only_the_latest_eight_are(client):
    draw("2025-10-02", published=False)
    for day in range(1, 11):
        draw(f"2025-08-{day:02d}")
    body = client.get("/api/tools/crs/draws").json()
    assert len(body) == 8
    assert "2025-10-02" not in [d["date"] for d in body]


def test_draws_are_a_content_kind_staff_edit_and_a_save_refreshes_pages():
    kind = BY_KEY["draws"]
    assert kind.model is CrsDraw
    before = ContentVersion.current()
    draw("2025-10-01")
    assert ContentVersion.current() != before


def test_cutoff_above_1200_is_refused():
    from django.core.exceptions import ValidationError
    with pytest.raises(ValidationError):
        CrsDraw(date=datetime.date(2025, 1, 1), kind="general", cutoff=1300, invitations=10).full_clean()


def test_demo_draws_load_marked_as_demo_and_twice_changes_nothing():
    load()
    load()
    assert CrsDraw.objects.count() == 8
    assert not CrsDraw.objects.filter(demo=False).exists()


def test_an_editor_enters_a_draw_in_the_cms_and_the_calculator_lists_it(signed_in, client):
    editor = signed_in("editor")
    types = {t["type"]: t for t in editor.get("/api/admin/content").json()}
    fields = {f["name"]: f for f in types["draws"]["fields"]}
    assert fields["kind"]["kind"] == "select"
    assert {"key": "healthcare", "label": "Healthcare and social services"} in fields["kind"]["choices"]
    made = editor.api("POST", "/api/admin/content/draws",
                      {"date": "2025-11-05", "kind": "healthcare", "cutoff": 472, "invitations": 2500})
    assert made.status_code == 201, made.content
    refused = editor.api("POST", "/api/admin/content/draws",
                         {"date": "2025-11-06", "kind": "lottery", "cutoff": 472, "invitations": 1})
    assert refused.status_code == 422
    listed = client.get("/api/tools/crs/draws").json()
    assert listed[0]["kind"]["ar"] == "الرعاية الصحية والخدمات الاجتماعية" and listed[0]["cutoff"] == 472
