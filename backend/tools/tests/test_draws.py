"""The Express Entry draws staff enter: the public list for the CRS calculator, the CMS kind, the demo."""

import datetime
from dataclasses import replace

import pytest
from django.utils import timezone

from content.demo_loader import load
from content.kinds import BY_KEY, KINDS, register
from content.models import ContentVersion
from tools.draws import FRESH_DAYS
from tools.models import CrsDraw

pytestmark = pytest.mark.django_db

ROUND = "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/mandate/policies-operational-instructions-agreements/ministerial-instructions/express-entry-rounds/invitations.html?q=400"


def ago(days: int) -> str:
    return (timezone.localdate() - datetime.timedelta(days=days)).isoformat()


def draw(day: str, kind: str = "cec", cutoff: int = 530, **extra: object) -> CrsDraw:
    return CrsDraw.objects.create(date=datetime.date.fromisoformat(day), kind=kind, cutoff=cutoff,
                                  invitations=extra.pop("invitations", 1000),
                                  source_url=extra.pop("source_url", ROUND), **extra)


def test_latest_draws_newest_first_with_both_languages_and_their_source(client):
    draw(ago(30), "french", 446)
    draw(ago(3), "cec", 534, invitations=2350)
    body = client.get("/api/tools/crs/draws").json()
    assert [d["date"] for d in body] == [ago(3), ago(30)]
    assert body[0] == {"id": body[0]["id"], "path": {"en": "/tools/crs", "ar": "/ar/tools/crs"},
                       "date": ago(3), "kind": {"en": "Canadian Experience Class", "ar": "فئة الخبرة الكندية"},
                       "cutoff": 534, "invitations": 2350, "source_url": ROUND}


def test_unpublished_draws_are_not_served_and_only_the_latest_eight_are(client):
    draw(ago(1), published=False)
    for days in range(2, 12):
        draw(ago(days))
    body = client.get("/api/tools/crs/draws").json()
    assert len(body) == 8
    assert ago(1) not in [d["date"] for d in body]


def test_no_draws_are_served_once_the_newest_is_more_than_60_days_old(client):
    assert FRESH_DAYS == 60
    draw(ago(200))
    newest = draw(ago(FRESH_DAYS))
    assert len(client.get("/api/tools/crs/draws").json()) == 2  # 60 days old: still shown, with the older one
    newest.date = datetime.date.fromisoformat(ago(FRESH_DAYS + 1))
    newest.save()
    assert client.get("/api/tools/crs/draws").json() == []
    # An unpublished newer round does not keep the old ones up.
    draw(ago(1), published=False)
    assert client.get("/api/tools/crs/draws").json() == []


def test_draws_are_a_content_kind_staff_edit_and_a_save_refreshes_pages():
    kind = BY_KEY["draws"]
    assert kind.model is CrsDraw
    before = ContentVersion.current()
    draw("2025-10-01")
    assert ContentVersion.current() != before


def test_draws_are_registered_by_tools_after_contents_own_kinds_and_no_kind_once_django_has_started():
    assert KINDS[-1] is BY_KEY["draws"] and [kind.key for kind in KINDS].count("draws") == 1
    with pytest.raises(RuntimeError, match="registered too late"):
        register(replace(BY_KEY["draws"], key="late-draws"))
    assert "late-draws" not in BY_KEY


def test_cutoff_above_1200_is_refused():
    from django.core.exceptions import ValidationError
    with pytest.raises(ValidationError):
        CrsDraw(date=datetime.date(2025, 1, 1), kind="general", cutoff=1300, invitations=10).full_clean()


def test_demo_draws_load_with_irccs_rounds_page_as_source_and_twice_changes_nothing(client):
    load()
    load()
    assert CrsDraw.objects.count() == 8
    assert {d.source_url for d in CrsDraw.objects.all()} == {
        "https://www.canada.ca/en/immigration-refugees-citizenship/corporate/mandate/"
        "policies-operational-instructions-agreements/ministerial-instructions/express-entry-rounds.html"}
    # The newest is of 25 June 2026, more than 60 days ago: the calculator shows none of them.
    assert client.get("/api/tools/crs/draws").json() == []


def test_an_editor_enters_a_draw_in_the_cms_and_the_calculator_lists_it(signed_in, client):
    editor = signed_in("editor")
    types = {t["type"]: t for t in editor.get("/api/admin/content").json()}
    fields = {f["name"]: f for f in types["draws"]["fields"]}
    assert fields["kind"]["kind"] == "select"
    assert {"key": "healthcare", "label": "Healthcare and social services"} in fields["kind"]["choices"]
    unsourced = editor.api("POST", "/api/admin/content/draws",
                           {"date": ago(2), "kind": "healthcare", "cutoff": 472, "invitations": 2500})
    assert unsourced.status_code == 422 and "source_url" in unsourced.json()["error"]["fields"]
    made = editor.api("POST", "/api/admin/content/draws", {"date": ago(2), "kind": "healthcare", "cutoff": 472,
                                                           "invitations": 2500, "source_url": ROUND})
    assert made.status_code == 201, made.content
    refused = editor.api("POST", "/api/admin/content/draws",
                         {"date": ago(1), "kind": "lottery", "cutoff": 472, "invitations": 1, "source_url": ROUND})
    assert refused.status_code == 422
    listed = client.get("/api/tools/crs/draws").json()
    assert listed[0]["kind"]["ar"] == "الرعاية الصحية والخدمات الاجتماعية" and listed[0]["cutoff"] == 472
    assert listed[0]["source_url"] == ROUND
