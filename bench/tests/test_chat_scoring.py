"""The chat bank's scoring rule (bench/chat_scoring.py), on invented replies and cases."""

import chat_scoring as s
import pytest


@pytest.mark.parametrize(("reply", "alternative"), [
    ("The fee is CAD 1,234 per adult.", "1234"),  # a thousands comma dropped in the reply
    ("The fee is CAD 1234 per adult.", "1,234"),  # and in the fact
    ("Le montant: 1.234 EUR", "1,234"),  # a European thousands dot
    ("الرسوم ١٬٢٣٤ ريالًا", "1234"),  # Arabic-Indic digits and the Arabic thousands separator
    ("الرسوم 1234 ريالًا", "١٬٢٣٤"),
    ("a salary of €12,345.60 a year", "12,345"),  # a number before its decimals
    ("a score of ٧٫٥ at least", "7.5"),  # the Arabic decimal separator
    ("Usually Seven Weeks.", "seven weeks"),  # case
    ("المدة سبعة اسابيع", "سبعة أسابيع"),  # hamza folded on both sides
    ("مُدَّة الإقامة", "مدة الاقامة"),  # diacritics
    ("takes 7–9 weeks", "7-9 weeks"),  # an en dash
    ("open  Sunday\u00a0to Thursday", "sunday to thursday"),  # white space runs and a non-breaking space
    ("visitors may apply", "visitor"),  # a plain substring otherwise
])
def test_found(reply: str, alternative: str) -> None:
    assert s.found(reply, alternative)


@pytest.mark.parametrize(("reply", "alternative"), [
    ("It was founded in 1987.", "987"),  # part of a longer number before it
    ("Band 17 at least", "7"),
    ("Band 71 at least", "7"),  # and after it
    ("a score of 6.7", "7"),  # a decimal part is not a number of its own
    ("The fee is CAD 123 per adult.", "1,234"),
    ("nothing to see", "seven weeks"),
    ("anything", "   "),  # an empty alternative matches nothing
])
def test_not_found(reply: str, alternative: str) -> None:
    assert not s.found(reply, alternative)


def test_separators_only_between_groups_of_three() -> None:
    assert s.fold("6,5 and 1,2345 and 12.50") == "6,5 and 1,2345 and 12.50"
    assert s.fold("١٢٬٣٤٥٫٥") == "12345.5"


def test_missing_groups_needs_one_alternative_of_every_group() -> None:
    facts = [["42", "forty-two"], ["purple", "violet"]]
    assert s.missing_groups("Forty-two days, the violet form.", facts) == []
    assert s.missing_groups("Forty-two days, the red form.", facts) == [["purple", "violet"]]


FACTS = [["42"]]


@pytest.mark.parametrize(("expect", "facts", "reply", "outcome", "verdict"), [
    ("fact", FACTS, "It takes 42 days.", "answer", s.RIGHT),
    ("fact", FACTS, "It takes 42 days.", "smalltalk", s.RIGHT),
    ("fact", FACTS, "It takes 42 days.", "", s.RIGHT),
    ("fact", FACTS, "It takes 43 days.", "answer", s.WRONG),
    ("fact", FACTS, "It takes 43 days.", "smalltalk", s.WRONG),
    ("fact", FACTS, "A consultant will help: 42 ways to reach us.", "handoff", s.HANDED_OFF),
    ("fact", FACTS, "A consultant will help.", "handoff", s.HANDED_OFF),
    ("fact", FACTS, "Which country: the 42 one?", "clarify", s.CLARIFIED),
    ("handoff", [], "A consultant will help.", "handoff", s.RIGHT),
    ("handoff", [], "Which country do you mean?", "clarify", s.CLARIFIED),
    ("handoff", [], "It takes 42 days.", "answer", s.WRONG),
    ("handoff", [], "Hello!", "smalltalk", s.WRONG),
])
def test_verdict(expect: str, facts: list[list[str]], reply: str, outcome: str, verdict: str) -> None:
    assert s.verdict(expect, facts, reply, outcome) == verdict


def test_verdict_refuses_an_unknown_expectation() -> None:
    with pytest.raises(ValueError, match="unknown expectation"):
        s.verdict("maybe", [], "", "answer")


@pytest.mark.parametrize(("lang", "reply", "hrefs", "ok"), [
    ("en", "It takes seven weeks.", ["/book"], True),
    ("ar", "تستغرق سبعة أسابيع.", ["/ar/book", "https://wa.me/1?text=x"], True),
    ("ar", "تستغرق سبعة أسابيع.", ["/book"], False),  # an English page for an Arabic reply
    ("en", "It takes seven weeks.", ["/ar/book"], False),
    ("ar", "It takes seven weeks.", [], False),  # an English reply to an Arabic case
    ("en", "تستغرق سبعة أسابيع.", [], False),
    # Addresses, e-mail and digits are not letters of the reply: Arabic with a long link stays Arabic.
    ("ar", "راسلنا: https://example.com/a-very-long-english-address info@example.com /ar/contact 123456",
     [], True),
    ("ar", "تأشيرة Express Entry Canada", [], False),  # more Latin letters than Arabic ones
    ("en", "12345", [], False),  # no letters at all
])
def test_language_ok(lang: str, reply: str, hrefs: list[str], ok: bool) -> None:
    assert s.language_ok(lang, reply, hrefs) is ok
