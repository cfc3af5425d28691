"""One Arabic name per thing (lib/glossary.json), in every Arabic text the product shows or sends: the UI
strings, the demo content of every kind, the programme guides, the calculators (their rule data, labels
and questions), the booking pages and calendar files, the e-mail templates and the reply templates'
defaults (test_arabic_copy.arabic_texts lists them). Also: amounts in Arabic text are written in words
(«990 دولارًا كنديًا»), never as a currency code and digits («CAD 990»)."""

import re

from lib import glossary

from .test_arabic_copy import ARABIC, arabic_texts

# Visitors' own words, kept so that search and the chat assistant understand them: a guide's aliases
# («الترشيح الإقليمي» still finds the PNP guide) and the chat assistant's word lists and phrasings (what
# the assistant itself writes, replies.py and compose.py, is checked).
VISITOR_WORDS = re.compile(r"\.aliases\.|^chat/(?!replies\.py|compose\.py)")
# A currency code (or sign) next to digits: «CAD 990», «GBP 1,035», «990 CAD», «€75».
CODES = "CAD|AUD|GBP|EUR|USD|NZD|QAR"
CODE_AND_DIGITS = re.compile(rf"\b(?:{CODES})\s?\d|\d\s?(?:{CODES})\b|[$£€]\s?\d")
# ALLOWANCE, for now: a guide fee's `amount` («CAD 990») is one string for both languages, and the
# figures' own work replaces it with a reference to the facts file. Remove this line when it has.
AMOUNT_FIELDS = re.compile(r"^content/demo/programmes/[^/]+\.json\.fees\.\d+\.amount$")


def _shown() -> list[tuple[str, str]]:
    return [(where, text) for where, text in arabic_texts() if ARABIC.search(text) and not VISITOR_WORDS.search(where)]


def test_the_glossary_finds_a_refused_variant_and_lets_its_name_and_exceptions_pass():
    assert [v for v, _ in glossary.refused_in("يناسبك الترشيح الإقليمي إذا…")] == ["الترشيح الإقليمي"]
    assert [v for v, _ in glossary.refused_in("قدّم شهادات حسن السيرة عند طلبها")] == ["حسن السيرة"]
    assert sorted(v for v, _ in glossary.refused_in("للمستوى المتميز (8 في IELTS)")) == ["IELTS", "المستوى المتميز"]
    assert glossary.refused_in("قدّم شهادات حسن السيرة والسلوك وبرنامج الترشيح من المقاطعات") == []
    assert glossary.refused_in("حلّت محل بطاقة الإقامة البيومترية؛ اختبار IELTS for UKVI") == []
    assert glossary.refused_in("أو سحب موافقتك") == []


def test_no_name_the_glossary_gives_is_refused_by_another_entry():
    found = [f"{term.en}: «{name}» is refused as «{variant}» ({other.en})"
             for term in glossary.terms() for name in term.accepted
             for variant, other in glossary.refused_in(name)]
    assert found == [], "\n".join(found)


def test_arabic_texts_use_the_glossary_names():
    found = [f"{where}: «{variant}» (use «{term.ar}» for {term.en})"
             for where, text in _shown() for variant, term in glossary.refused_in(text)]
    assert found == [], "Names from lib/glossary.json:\n" + "\n".join(found)


def test_amounts_in_arabic_text_are_written_in_words_not_as_currency_codes():
    assert CODE_AND_DIGITS.search("الرسوم CAD 990") and CODE_AND_DIGITS.search("GBP 1,035 سنويًا")
    found = [f"{where}: …{text[max(0, m.start() - 30):m.end() + 30]}…"
             for where, text in _shown() if not AMOUNT_FIELDS.match(where)
             for m in CODE_AND_DIGITS.finditer(text)]
    assert found == [], "Amounts in Arabic in words («990 دولارًا كنديًا»):\n" + "\n".join(found)
