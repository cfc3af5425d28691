"""The other names of destinations and programme guides (their `aliases`, one per line in each language):
edited in the CMS with their help in the staff member's language, never served to visitors, listed by
`content.kinds.aliases`; and the demo's, which name one destination or one guide each."""

import re
from itertools import combinations

import pytest
from django.core.management import call_command

from accounts.preferences import set_language
from content import models as m
from content.kinds import aliases

pytestmark = pytest.mark.django_db
ARABIC = re.compile(r"[\u0600-\u06FF]")
HELP = ("Other names visitors use: one per line (abbreviations, nationality adjectives, dialect and Arabizi "
        "spellings, old names)")
# Words of every conversation: an alias equal to one would name a destination or a guide in any question.
COMMON = {"a", "i", "us", "we", "it", "in", "is", "am", "an", "as", "at", "be", "by", "do", "go", "he", "me", "my",
          "no", "of", "on", "or", "so", "to", "up", "can", "may", "the", "and", "visa", "visas", "work", "study",
          "la", "de", "da", "ya", "في", "من", "على", "الى", "إلى", "لا", "ما", "هل", "كم", "يا", "و", "عن", "أو",
          "فيزا", "تأشيرة", "عمل", "دراسة", "هجرة", "إقامة"}


@pytest.fixture
def demo_content(site):
    call_command("load_demo_content", stdout=None)


def _key(alias: str) -> str:
    return " ".join(alias.casefold().split())


# The helper -------------------------------------------------------------------------------------------

def test_the_helper_lists_both_languages_trimmed_and_each_name_once():
    country = m.Country(aliases_en="UK\n  U.K.  \n\nuk\nGreat   Britain\r\nBritain\n",
                        aliases_ar="بريطانيا\n UK \nانجلترا\nبريطانيا")
    assert aliases(country) == ["UK", "U.K.", "Great Britain", "Britain", "بريطانيا", "انجلترا"]
    guide = m.Programme(aliases_en="", aliases_ar="البلو كارد")
    assert aliases(guide) == ["البلو كارد"]
    assert aliases(m.Country()) == []
    # A kind that keeps no aliases has none.
    assert aliases(m.Service(title_en="Study")) == []


# The CMS ----------------------------------------------------------------------------------------------

@pytest.mark.parametrize("key", ["countries", "programmes"])
def test_the_cms_describes_the_field_with_its_help_in_the_staff_members_language(signed_in, editor, key):
    types = {t["type"]: t for t in signed_in("editor").get("/api/admin/content").json()}
    field = {f["name"]: f for f in types[key]["fields"]}["aliases"]
    assert field == {"name": "aliases", "label": "Aliases", "kind": "textarea", "translated": True,
                     "required": False, "help": HELP}
    set_language(editor, "ar")
    types = {t["type"]: t for t in signed_in("editor").get("/api/admin/content").json()}
    field = {f["name"]: f for f in types[key]["fields"]}["aliases"]
    assert field["label"] == "أسماء أخرى"
    assert field["help"].startswith("أسماء أخرى يستخدمها الزوّار: اسم واحد في كل سطر")


def test_a_destinations_aliases_round_trip_through_the_cms_and_stay_off_its_public_page(signed_in, client):
    editor = signed_in("editor")
    res = editor.api("POST", "/api/admin/content/countries", {
        "slug": "japan", "code": "JP", "name_en": "Japan", "name_ar": "اليابان", "summary_en": "Work and study",
        "processing_time_en": "3 months", "experience_en": "Work visas",
        "aliases_en": "Nihon\nNippon\nTokyo", "aliases_ar": "يابان\nطوكيو"})
    assert res.status_code == 201, res.content
    item = res.json()
    assert (item["aliases_en"], item["aliases_ar"]) == ("Nihon\nNippon\nTokyo", "يابان\nطوكيو")
    url = f"/api/admin/content/countries/{item['id']}"
    assert editor.api("PATCH", url, {"aliases_en": "Nihon\nOsaka\n"}).status_code == 200
    read = editor.get(url).json()
    assert (read["aliases_en"], read["aliases_ar"]) == ("Nihon\nOsaka\n", "يابان\nطوكيو")
    assert aliases(m.Country.objects.get(slug="japan")) == ["Nihon", "Osaka", "يابان", "طوكيو"]
    # Visitors never see them: not in the destination's page data nor in the list.
    page = client.get("/api/countries/japan")
    assert page.status_code == 200 and "Osaka" not in page.content.decode() and "aliases" not in page.json()
    assert "Osaka" not in client.get("/api/countries").content.decode()


def test_a_guides_aliases_round_trip_through_the_cms_and_stay_off_its_public_page(signed_in, client, demo_content):
    editor = signed_in("editor")
    guide = m.Programme.objects.get(country__slug="germany", slug="eu-blue-card")
    url = f"/api/admin/content/programmes/{guide.pk}"
    assert editor.get(url).json()["aliases_ar"].split("\n")[0] == "البلو كارد"
    res = editor.api("PATCH", url, {"aliases_en": "Blaue Karte", "aliases_ar": "البلو كارد\nالكرت الأزرق"})
    assert res.status_code == 200, res.content
    assert aliases(m.Programme.objects.get(pk=guide.pk)) == ["Blaue Karte", "البلو كارد", "الكرت الأزرق"]
    assert editor.api("PATCH", url, {"aliases_en": ["Blaue Karte"]}).status_code == 422
    page = client.get("/api/programmes/germany/eu-blue-card")
    assert page.status_code == 200 and "aliases" not in page.json() and "Blaue Karte" not in page.content.decode()


# The demo ---------------------------------------------------------------------------------------------

def _names_by_item(items, name: str) -> dict[str, set[str]]:
    return {item.slug: {_key(getattr(item, f"{name}_en")), _key(getattr(item, f"{name}_ar"))} for item in items}


def _check_vocabulary(items: dict[str, set[str]], names: dict[str, set[str]]) -> None:
    """No alias is shared by two items, equals another item's name, or is a word of every conversation."""
    for (a, first), (b, second) in combinations(items.items(), 2):
        assert not first & second, f"{a} and {b} share {sorted(first & second)}"
    for slug, found in items.items():
        for other, other_names in names.items():
            if other != slug:
                assert not found & other_names, f"an alias of {slug} is the name of {other}"
        assert not found & COMMON, f"{slug}: {sorted(found & COMMON)}"


def test_every_demo_destination_has_aliases_in_both_scripts(demo_content):
    for country in m.Country.objects.all():
        assert len(country.aliases_en.splitlines()) >= 10 and len(country.aliases_ar.splitlines()) >= 10, country
        assert not ARABIC.search(country.aliases_en), country
        assert all(ARABIC.search(line) for line in country.aliases_ar.splitlines()), country


def test_no_demo_alias_names_two_destinations_another_destinations_name_or_a_common_word(demo_content):
    countries = list(m.Country.objects.all())
    assert len(countries) == 6
    found = {c.slug: {_key(a) for a in aliases(c)} for c in countries}
    _check_vocabulary(found, _names_by_item(countries, "name"))
    # A province whose name holds another destination's alias is an alias of its own country, so that
    # the longer name can win ("British Columbia" is Canada's, though "British" is the UK's).
    assert {"british columbia", "كولومبيا البريطانية"} <= found["canada"]
    assert "new south wales" in found["australia"]


def test_no_demo_alias_names_two_guides_another_guide_or_a_destination(demo_content):
    guides = list(m.Programme.objects.select_related("country"))
    assert len(guides) == 12
    found = {f"{g.country.slug}/{g.slug}": {_key(a) for a in aliases(g)} for g in guides}
    assert all(found.values()), [key for key, names in found.items() if not names]
    titles = {f"{g.country.slug}/{g.slug}": {_key(g.title_en), _key(g.title_ar)} for g in guides}
    # Two guides' titles only clash within one country: "student visa" is Canada's study permit and the
    # title of the UK's guide, and the destination the visitor names tells them apart.
    for (a, first), (b, second) in combinations(found.items(), 2):
        assert not first & second, f"{a} and {b} share {sorted(first & second)}"
    for key, names in found.items():
        country = key.split("/")[0]
        for other, title in titles.items():
            if other != key and other.split("/")[0] == country:
                assert not names & title, f"an alias of {key} is the title of {other}"
        assert not names & COMMON, f"{key}: {sorted(names & COMMON)}"
    destinations = set().union(*({_key(a) for a in aliases(c)} | {_key(c.name_en), _key(c.name_ar)}
                                 for c in m.Country.objects.all()))
    for key, names in found.items():
        assert not names & destinations, f"{key} has a destination's name {sorted(names & destinations)}"


def test_loading_the_demo_again_keeps_the_aliases_as_they_are(demo_content):
    before = {c.slug: (c.aliases_en, c.aliases_ar) for c in m.Country.objects.all()}
    guides = {g.pk: (g.aliases_en, g.aliases_ar) for g in m.Programme.objects.all()}
    call_command("load_demo_content", stdout=None)
    assert {c.slug: (c.aliases_en, c.aliases_ar) for c in m.Country.objects.all()} == before
    assert {g.pk: (g.aliases_en, g.aliases_ar) for g in m.Programme.objects.all()} == guides
    assert "\n" in before["united-kingdom"][0] and "UK" in before["united-kingdom"][0].split("\n")
