"""The reply's language follows the message, not the page it was typed on (chat/language.py)."""

import json

import pytest

from chat.language import language_of

CASES = [
    # (message, the page's language, the reply's language)
    ("how long does the study permit take?", "ar", "en"),
    ("كم المدة؟", "en", "ar"),
    ("ابي اهاجر كندا وش المطلوب؟", "en", "ar"),
    ("IELTS كم الدرجة المطلوبة", "en", "ar"),  # mostly Arabic, an English test's name
    ("What does «الدخول السريع» mean?", "ar", "en"),  # mostly English, quoting Arabic
    ("abi ahajer kanada", "en", "ar"),  # Arabizi: Gulf words in Latin letters
    ("wesh el matloob", "en", "ar"),
    ("3ndi so2al", "en", "ar"),  # digits for Arabic letters
    ("mar7aba", "en", "ar"),
    ("shlon?", "en", "ar"),
    ("shu al awraq al matlooba", "en", "ar"),
    ("el estshara el oula majaniya?", "en", "ar"),
    ("B2 English for the 3rd time, EB2 or b2b?", "ar", "en"),  # digits beside letters, but English
    ("Ana wants a visa", "en", "en"),  # one word that Arabizi also uses is not enough
    ("I want to go to Kanada", "en", "en"),
    ("7th floor", "ar", "en"),
    ("123", "ar", "ar"),  # nothing to tell by: the page's language
    ("👍", "en", "en"),
]


@pytest.mark.parametrize(("message", "page", "expected"), CASES)
def test_the_language_of_a_message(message, page, expected):
    assert language_of(message, page) == expected


@pytest.mark.django_db
def test_arabic_typed_on_an_english_page_is_answered_in_arabic_with_arabic_links(client, knowledge_base):
    answer = client.post("/api/chat/message", json.dumps({"message": "ابي تأشيرات الدراسة", "language": "en"}),
                         content_type="application/json")
    assert answer.status_code == 200
    reply = answer.json()["messages"][-1]
    assert "نساعدك" in reply["content"] and reply["link"]["href"].startswith("/ar/")


@pytest.mark.parametrize(("message", "before", "expected"), [
    ("w el 190?", "ar", "ar"),  # words only Arabizi uses
    ("and the 190?", "ar", "en"),  # English words: English, whatever came before
    ("ok 190", "ar", "ar"),  # says nothing either way: the conversation's language
    ("ok 190", "", "en"),  # ... and English when there is none yet
])
def test_a_message_that_does_not_tell_keeps_the_conversations_language(message, before, expected):
    assert language_of(message, "en", before) == expected


def test_one_word_only_arabizi_uses_often_makes_a_code_switched_message_arabic():
    assert language_of("189 visa fee kam?", "en") == "ar"
    assert language_of("the visa fee is how much?", "en") == "en"
