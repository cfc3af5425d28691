"""The rules the browser applies too, checked against the cases both test suites read
(shared-cases/, and frontend/src/app/shared-cases.test.ts for the browser's side)."""

import datetime as dt
import json
from pathlib import Path
from urllib.parse import parse_qsl

import pytest
from pydantic import ValidationError

from chat.api import ChatContactIn
from leads.contact import ContactIn
from lib.paths import localized_path, split_language
from office import calendar
from office.api import status_out
from office.models import Closure, SpecialHours
from web.head import titles
from web.routes import fill, manifest

CASES = Path(__file__).resolve().parents[3] / "shared-cases"


def cases(name: str):
    return json.loads((CASES / name).read_text(encoding="utf-8"))


@pytest.mark.parametrize("case", cases("language-paths.json"), ids=lambda c: c["path"])
def test_a_paths_language_and_its_spelling_in_each_language(case):
    assert split_language(case["path"]) == (case["lang"], case["bare"])
    assert localized_path(case["bare"], "en") == case["en"]
    assert localized_path(case["bare"], "ar") == case["ar"]


@pytest.mark.parametrize("case", cases("fill-path.json"), ids=lambda c: f"{c['template']}?{c['query']}")
def test_a_routes_api_path_is_filled_from_the_url(case):
    assert fill(case["template"], case["params"], dict(parse_qsl(case["query"]))) == case["filled"]


@pytest.mark.parametrize("case", cases("titles.json"), ids=lambda c: c["url"])
def test_a_pages_title_and_description(case):
    lang, path = split_language(case["url"])
    found = titles.resolve(manifest().match(path), lang, case["item"], case["company"])
    assert (found.title, found.description) == (case["title"], case["description"])


CONTACT = cases("contact-form.json")


@pytest.mark.parametrize("case", CONTACT["cases"], ids=lambda c: f"{c['field']}={c['value']!r}")
def test_the_contact_form_accepts_what_the_browser_accepts(case, form_services):
    data = {**CONTACT["valid"], case["field"]: case["value"]}
    try:
        ContactIn(**data)
        accepted = True
    except ValidationError:
        accepted = False
    assert accepted == case["ok"]


@pytest.mark.parametrize("case", cases("chat-phone.json")["phones"], ids=lambda c: c["text"])
def test_a_chat_phone_is_what_the_widget_takes_for_one(case):
    try:
        ChatContactIn(phone=case["text"])
        accepted = True
    except ValidationError:
        accepted = False
    assert accepted == case["ok"]


@pytest.mark.parametrize("case", cases("meeting-times.json"), ids=lambda c: f"{c['moment']} {c['zone']}")
def test_a_meetings_time_on_the_visitors_clock_and_their_city(case):
    import datetime as dt

    from booking import zones
    from office.calendar import zone

    moment = dt.datetime.fromisoformat(case["moment"])
    assert f"{moment.astimezone(zone()):%H:%M}" == case["doha"]
    local = zones.visitor_time(moment, case["zone"])
    assert (f"{local:%H:%M}" if local else None) == case["local"]
    assert bool(local and local.date() != moment.astimezone(zone()).date()) == case["otherDay"]
    assert {lang: zones.city(case["zone"], lang) for lang in ("en", "ar")} == case["city"]


OFFICE = cases("office-status.json")


@pytest.fixture
def office_calendar(site):
    """The cases' calendar: the business hours, the closures (Eid, a day staff closed) and Ramadan."""
    setup = OFFICE["calendar"]
    site.open_days = ",".join(setup["days"])
    site.opens_at, site.closes_at = dt.time.fromisoformat(setup["opens"]), dt.time.fromisoformat(setup["closes"])
    site.save()
    for c in setup["closures"]:
        Closure.objects.create(date=dt.date.fromisoformat(c["date"]), name_en=c["en"], name_ar=c["ar"])
    for p in setup["special"]:
        SpecialHours.objects.create(
            name_en=p["en"], name_ar=p["ar"], starts_on=dt.date.fromisoformat(p["starts"]),
            ends_on=dt.date.fromisoformat(p["ends"]), opens_at=dt.time.fromisoformat(p["opens"]),
            closes_at=dt.time.fromisoformat(p["closes"]), ramadan=True)


@pytest.mark.parametrize("case", OFFICE["cases"], ids=lambda c: c["name"])
def test_the_offices_status_at_a_moment_as_the_website_gets_it(case, office_calendar):
    found = status_out(calendar.status(dt.datetime.fromisoformat(case["at"])))
    assert found == {key: case[key] for key in ("open", "closes_at", "opens_at", "closed_for", "text")}
