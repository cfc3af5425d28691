"""backend/chat/intents.json, the editors' example sentences: well formed, enough of them, none twice, and none
naming a destination or a programme (those are recognised from the published content, not from examples)."""

import itertools
import json
import re
import unicodedata
from pathlib import Path

import pytest

from content import demo_loader
from content import models as m

INTENTS_FILE = Path(__file__).resolve().parents[1] / "intents.json"
LANGUAGES = ("en", "ar")
MIN_EXAMPLES = 20
ARABIC_LETTER = re.compile(r"[\u0600-\u06FF]")
ARABIC_MARKS = re.compile(r"[\u064B-\u065F\u0670\u0640]")  # short vowels, shadda, sukun, tatweel
ARABIC_SPELLINGS = str.maketrans({"أ": "ا", "إ": "ا", "آ": "ا", "ٱ": "ا", "ة": "ه", "ى": "ي"})


def _data() -> dict:
    return json.loads(INTENTS_FILE.read_text(encoding="utf-8"))


def _examples(data: dict):
    """(section, name, language, sentence) for every example in the file."""
    for section in ("intents", "fields"):
        for name, entry in data[section].items():
            for language in LANGUAGES:
                for sentence in entry[language]:
                    yield section, name, language, sentence


def _normal(text: str) -> str:
    """Lower case, one spelling per Arabic letter (أ/إ/آ → ا, ة → ه, ى → ي), no vowel marks, single spaces."""
    text = unicodedata.normalize("NFKC", text).lower()
    text = ARABIC_MARKS.sub("", text).translate(ARABIC_SPELLINGS)
    return " ".join(text.split())


def _phrases(name: str) -> set[str]:
    """What counts as naming a country or programme: the whole name, the name without its bracketed part
    and that part alone ("Provincial Nominee Program (PNP)" → "pnp"), any word with a digit in it ("189",
    "h-1b") and any two neighbouring words of four letters or more ("Blue Card", "Express Entry")."""
    name = _normal(name)
    bracketed = re.findall(r"\(([^)]*)\)", name)
    outside = " ".join(re.sub(r"\([^)]*\)", " ", name).split())
    words = [w.strip("(),.;:«»\"'") for w in name.split()]
    words = [w for w in words if w]
    phrases = {name, outside, *(b.strip() for b in bracketed)}
    phrases |= {w for w in words if any(c.isdigit() for c in w)}
    phrases |= {f"{a} {b}" for a, b in itertools.pairwise(words) if len(a) >= 4 and len(b) >= 4}
    return {p for p in phrases if p}


def _names(text: str, phrase: str) -> bool:
    if len(phrase) <= 4:  # a short code ("pnp", "189") only as a word of its own
        return re.search(rf"(?<![^\W_]){re.escape(phrase)}(?![^\W_])", text) is not None
    return phrase in text  # longer names also inside a word: Arabic joins "ل" or "و" to the name ("لكندا")


def test_the_file_parses_with_its_explanation_and_an_about_line_for_each_name():
    data = _data()
    assert set(data) == {"_about", "intents", "fields"}
    assert len(data["_about"]) > 200
    for section in ("intents", "fields"):
        assert data[section], section
        for name, entry in data[section].items():
            assert set(entry) == {"about", *LANGUAGES}, (section, name)
            assert entry["about"].strip() and "\n" not in entry["about"], (section, name)


def test_every_intent_and_field_has_enough_examples_in_each_language():
    data = _data()
    short = [(section, name, language, len(entry[language]))
             for section in ("intents", "fields") for name, entry in data[section].items() for language in LANGUAGES
             if len(entry[language]) < MIN_EXAMPLES]
    assert short == []


def test_each_example_is_a_non_empty_trimmed_sentence_and_english_ones_have_no_arabic_letters():
    bad = [(name, language, s) for _, name, language, s in _examples(_data())
           if not isinstance(s, str) or not s.strip() or s != s.strip() or "\n" in s
           or (language == "en" and ARABIC_LETTER.search(s))]
    assert bad == []


def test_no_example_appears_twice_anywhere_in_the_file():
    seen: dict[str, tuple[str, str, str]] = {}
    twice = []
    for section, name, language, sentence in _examples(_data()):
        key = sentence.lower()
        if key in seen:
            twice.append((sentence, seen[key], (section, name, language)))
        seen[key] = (section, name, language)
    assert twice == []


@pytest.mark.django_db
def test_no_example_names_a_country_or_a_programme_of_the_content():
    demo_loader.load()
    names = [n for c in m.Country.objects.filter(published=True) for n in (c.name_en, c.name_ar)]
    titles = [t for p in m.Programme.objects.all() for t in (p.title_en, p.title_ar)]
    assert len(names) >= 2 and len(titles) >= 2, "the demo content should give countries and programmes to check"
    phrases = {p for n in names + titles if n for p in _phrases(n)}
    named = [(name, language, sentence, phrase)
             for _, name, language, sentence in _examples(_data())
             for phrase in phrases if _names(_normal(sentence), phrase)]
    assert named == []


def test_the_name_check_finds_a_name_however_it_is_written():
    """The check above is only worth something if it catches a name; here, on made-up sentences."""
    phrases = (_phrases("Australia") | _phrases("أستراليا") | _phrases("EU Blue Card")
               | _phrases("Skilled Independent visa (subclass 189)") | _phrases("Provincial Nominee Program (PNP)"))
    caught = ["How much is the visa for AUSTRALIA", "كم رسوم الفيزا لاستراليا", "is the blue card fast",
              "points for 189?", "pnp draw", "subclass 189 fee", "provincial nominee program steps"]
    missed = [s for s in caught if not any(_names(_normal(s), p) for p in phrases)]
    assert missed == []
    harmless = ["how much is the visa fee", "كم رسوم التأشيرة", "1890 riyal", "happnpx"]
    wrongly = [s for s in harmless if any(_names(_normal(s), p) for p in phrases)]
    assert wrongly == []
