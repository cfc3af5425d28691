"""A programme guide's review (content/review.py): the recheck calendar (when a guide is due), the named
sign-off in the CMS (refused while figures are still to confirm, audited, the date not editable by hand),
the guides due on the dashboard, and what visitors see (the reviewer's name and date only once set)."""

import datetime
import json
import re
from types import SimpleNamespace

import pytest
from django.core.management import call_command
from django.utils import timezone

from accounts.models import AuditEntry
from accounts.names import set_display_names
from accounts.preferences import set_language
from content import models as m
from content import review
from content.models import Fact
from content.models.programmes import REVIEW_AFTER_DAYS
from content.review import due, last_change

D = datetime.date


def change(day: D, every_year: bool = True) -> SimpleNamespace:
    return SimpleNamespace(date=day, every_year=every_year)


# The calendar ------------------------------------------------------------------------------------------

JULY_FIRST = change(D(2025, 7, 1))  # Australia's charges, every year from 2025


@pytest.mark.parametrize(("today", "expected"), [
    (D(2026, 6, 30), D(2025, 7, 1)),  # the day before this year's change: last year's
    (D(2026, 7, 1), D(2026, 7, 1)),  # the day itself
    (D(2026, 7, 2), D(2026, 7, 1)),
    (D(2025, 6, 30), None),  # before its first year
    (D(2025, 7, 1), D(2025, 7, 1)),
])
def test_a_yearly_change_took_effect_last_on_its_day_this_year_or_last(today, expected):
    assert last_change(JULY_FIRST, today) == expected


def test_a_one_off_change_counts_once_it_came():
    rule = change(D(2026, 3, 1), every_year=False)
    assert last_change(rule, D(2026, 2, 28)) is None
    assert last_change(rule, D(2026, 3, 1)) == D(2026, 3, 1)
    assert last_change(rule, D(2030, 3, 1)) == D(2026, 3, 1)


def test_29_february_is_28_february_in_a_year_without_it():
    leap = change(D(2024, 2, 29))
    assert last_change(leap, D(2025, 2, 27)) == D(2024, 2, 29)
    assert last_change(leap, D(2025, 2, 28)) == D(2025, 2, 28)
    assert last_change(leap, D(2028, 2, 28)) == D(2027, 2, 28)
    assert last_change(leap, D(2028, 2, 29)) == D(2028, 2, 29)


def test_a_guide_never_reviewed_is_due_whatever_the_calendar():
    assert due(None, [], D(2026, 11, 28)).why == "never"


def test_a_change_after_the_last_review_makes_the_guide_due_from_its_day():
    reviewed = D(2026, 5, 2)
    assert due(reviewed, [JULY_FIRST], D(2026, 6, 30)) is None
    found = due(reviewed, [JULY_FIRST], D(2026, 7, 1))
    assert (found.why, found.changed_on, found.change) == ("change", D(2026, 7, 1), JULY_FIRST)


def test_a_review_on_the_day_of_the_change_or_after_it_clears_it():
    assert due(D(2026, 7, 1), [JULY_FIRST], D(2026, 7, 20)) is None
    assert due(D(2026, 7, 2), [JULY_FIRST], D(2026, 7, 20)) is None


def test_of_several_changes_since_the_review_the_latest_is_named_and_it_wins_over_age():
    one_off = change(D(2026, 3, 1), every_year=False)
    found = due(D(2025, 1, 10), [one_off, JULY_FIRST], D(2026, 7, 5))
    assert (found.why, found.changed_on) == ("change", D(2026, 7, 1))


def test_without_a_change_a_review_older_than_review_after_days_is_due():
    today = D(2026, 11, 28)
    assert due(today - datetime.timedelta(days=REVIEW_AFTER_DAYS), [], today) is None
    assert due(today - datetime.timedelta(days=REVIEW_AFTER_DAYS + 1), [], today).why == "age"


# The sign-off ------------------------------------------------------------------------------------------

@pytest.fixture
def demo(site):
    call_command("load_demo_content", stdout=None)


def _guide() -> m.Programme:
    return m.Programme.objects.get(country__slug="canada", slug="express-entry")


def _review(client, guide: m.Programme):
    return client.api("POST", f"/api/admin/content/programmes/{guide.pk}/actions/review")


@pytest.mark.django_db
def test_the_demo_guides_load_unreviewed_and_each_is_due(demo):
    assert not m.Programme.objects.exclude(last_reviewed=None).exists()
    assert not m.Programme.objects.exclude(reviewed_by=None).exists()
    assert m.RuleChange.objects.filter(country__slug="australia", every_year=True, date__month=7, date__day=1).exists()


@pytest.mark.django_db
def test_mark_reviewed_is_refused_while_figures_are_to_confirm_then_signs_the_guide_off_by_name(signed_in, editor,
                                                                                              demo):
    client = signed_in("editor")
    guide = _guide()
    refused = _review(client, guide)
    assert refused.status_code == 422
    assert "still to confirm" in refused.json()["error"]["fields"]["figures_to_check"]
    assert _guide().last_reviewed is None and not AuditEntry.objects.filter(action="review").exists()

    assert client.api("PATCH", f"/api/admin/content/programmes/{guide.pk}",
                      {"figures_to_check": False}).status_code == 200
    # Unticked, but the facts it names are not confirmed yet: still refused, naming them.
    still = _review(client, guide)
    assert still.status_code == 422
    named = review.open_figures(_guide())
    assert named and named[0] in still.json()["error"]["fields"]["figures_to_check"]
    assert _guide().last_reviewed is None
    for fact in Fact.objects.filter(key__in=named):
        fact.status, fact.checked_on = Fact.Status.CONFIRMED, timezone.localdate()
        fact.save()  # bumps the content version: the guide reads its facts again
    assert review.open_figures(_guide()) == []
    done = _review(client, guide)
    assert done.status_code == 200, done.content
    body = done.json()
    today = timezone.localdate()
    assert body["last_reviewed"] == today.isoformat() and body["reviewed_by"] == "Omar Editor"
    assert body["notices"] == []
    guide = _guide()
    assert (guide.last_reviewed, guide.reviewed_by) == (today, editor)
    entry = AuditEntry.objects.get(action="review")
    assert (entry.actor, entry.target_type, entry.target_id) == (editor, "programmes", str(guide.pk))
    assert entry.before["last_reviewed"] is None and entry.after["last_reviewed"] == today.isoformat()


@pytest.mark.django_db
def test_the_review_date_and_reviewer_are_read_only_in_the_cms(signed_in, demo):
    client = signed_in("editor")
    types = {t["type"]: t for t in client.get("/api/admin/content").json()}
    fields = {f["name"]: f for f in types["programmes"]["fields"]}
    assert fields["last_reviewed"]["read_only"] is True and fields["reviewed_by"]["read_only"] is True
    assert "choices" not in fields["reviewed_by"]  # no list of staff accounts
    assert "read_only" not in fields["title"]
    assert types["programmes"]["actions"] == [{"key": "review", "label": "Mark reviewed", "help": (
        "Records that you checked every figure against the official source today, with your name.")}]
    assert "actions" not in types["services"]
    guide = _guide()
    typed = client.api("PATCH", f"/api/admin/content/programmes/{guide.pk}", {"last_reviewed": "2026-11-01"})
    assert typed.status_code == 422 and "last_reviewed" in typed.json()["error"]["fields"]
    assert _guide().last_reviewed is None
    # Sending a read-only field unchanged (a whole item) is not an edit.
    same = client.api("PATCH", f"/api/admin/content/programmes/{guide.pk}",
                      {"last_reviewed": None, "reviewed_by": None, "title_en": "Express Entry"})
    assert same.status_code == 200


@pytest.mark.django_db
def test_an_unknown_action_is_a_404_and_agents_may_not_review(signed_in, demo):
    guide = _guide()
    assert signed_in("editor").api("POST", f"/api/admin/content/programmes/{guide.pk}/actions/nothing").status_code \
        == 404
    assert signed_in("editor").api("POST", "/api/admin/content/services/1/actions/review").status_code == 404
    assert signed_in("agent").api("POST", f"/api/admin/content/programmes/{guide.pk}/actions/review").status_code \
        == 403


@pytest.mark.django_db
def test_an_arabic_editor_reads_the_refusal_and_the_reason_in_arabic(signed_in, editor, demo):
    set_language(editor, "ar")
    client = signed_in("editor")
    refused = _review(client, _guide())
    assert "لم تُؤكَّد بعد" in refused.json()["error"]["fields"]["figures_to_check"]
    notice = client.get(f"/api/admin/content/programmes/{_guide().pk}").json()["notices"][0]
    assert notice.startswith("لم يراجعه أحد بعد") and "«اعتماد المراجعة»" in notice


# Due for review: the CMS notice and the dashboard --------------------------------------------------------

@pytest.mark.django_db
def test_a_change_of_the_guides_country_after_its_review_says_why_in_the_cms_and_on_the_dashboard(
        signed_in, editor, demo):
    set_display_names(editor, en="Omar Haddad", ar="عمر حداد")
    today = timezone.localdate()
    guide = m.Programme.objects.filter(country__slug="australia").order_by("order").first()
    m.RuleChange.objects.filter(country__slug="australia").update(date=today - datetime.timedelta(days=3),
                                                                  every_year=False)
    m.Programme.objects.filter(pk=guide.pk).update(last_reviewed=today - datetime.timedelta(days=10),
                                                   reviewed_by=editor)
    client = signed_in("editor")
    notice = client.get(f"/api/admin/content/programmes/{guide.pk}").json()["notices"][0]
    assert notice.startswith("Australia's visa charges change on ")
    assert f"last reviewed on {(today - datetime.timedelta(days=10)).day} " in notice and "by Omar Haddad" in notice

    due = {row["id"]: row for row in client.get("/api/admin/reviews/due").json()}
    assert due[guide.pk]["why"] == "change" and due[guide.pk]["reason"] == notice.split(" Check the figures")[0]
    assert due[guide.pk]["country"] == "Australia"
    # The demo's other guides were never reviewed: each is listed, saying so.
    assert due[_guide().pk]["why"] == "never" and len(due) == m.Programme.objects.count()
    # Signed off again: off the list.
    m.Programme.objects.filter(pk=guide.pk).update(last_reviewed=today)
    assert guide.pk not in {row["id"] for row in client.get("/api/admin/reviews/due").json()}

    set_language(editor, "ar")
    m.Programme.objects.filter(pk=guide.pk).update(last_reviewed=today - datetime.timedelta(days=10))
    arabic = {row["id"]: row for row in client.get("/api/admin/reviews/due").json()}[guide.pk]
    assert arabic["reason"].startswith("تتغيّر رسوم التأشيرات الأسترالية في ") and "راجعه عمر حداد" in arabic["reason"]
    assert arabic["country"] == "أستراليا"


@pytest.mark.django_db
def test_the_dashboards_guides_due_are_for_admins_and_editors_only(signed_in, demo):
    assert signed_in("agent").get("/api/admin/reviews/due").status_code == 403
    assert signed_in("admin").get("/api/admin/reviews/due").status_code == 200


# What visitors see --------------------------------------------------------------------------------------

def _json_ld(html: str) -> dict:
    found = [json.loads(t) for t in re.findall(r'<script type="application/ld\+json">(.*?)</script>', html, re.S)]
    return {item["@type"]: item for item in found}


@pytest.mark.django_db
def test_visitors_get_the_reviewers_name_and_date_only_once_signed_off(client, editor, demo):
    url = "/api/programmes/canada/express-entry"
    body = client.get(url).json()
    assert body["last_reviewed"] is None and body["reviewed_by"] is None
    assert "dateModified" not in _json_ld(client.get("/countries/canada/express-entry").content.decode())["Article"]

    set_display_names(editor, en="Omar Haddad", ar="عمر حداد")
    m.Programme.objects.filter(pk=_guide().pk).update(figures_to_check=False, last_reviewed=D(2026, 11, 20),
                                                      reviewed_by=editor)
    m.ContentVersion.bump()  # update() sends no signal
    body = client.get(url).json()
    assert body["last_reviewed"] == "2026-11-20" and body["reviewed_by"] == {"en": "Omar Haddad", "ar": "عمر حداد"}
    article = _json_ld(client.get("/ar/countries/canada/express-entry").content.decode())["Article"]
    assert article["dateModified"] == "2026-11-20"
