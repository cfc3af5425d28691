"""The embedded engine: answers from the site's content in the visitor's language, with a link."""

import pytest

from chat import engine

pytestmark = pytest.mark.django_db


@pytest.mark.parametrize(("question", "lang", "path", "says"), [
    ("how long does a Canadian student visa take?", "en", "/countries/canada", "6–12 months"),
    ("كم تستغرق تأشيرة الدراسة في كندا؟", "ar", "/countries/canada", "من 6 إلى 12 شهرًا"),
    ("كم ياخذ وقت الفيزا لكندا", "ar", "/countries/canada", "من 6 إلى 12 شهرًا"),  # Gulf dialect
    ("is the frist consultaton free", "en", "/faq#faq-", "30-minute"),  # typos
    ("هل الاستشاره الاولى مجانيه", "ar", "/faq#faq-", "مجانية"),  # no hamza, haa for taa marbuta
    ("I want to work abroad with an employer sponsor", "en", "/services/work", "Employer-sponsored"),
    ("ابي ادرس برا", "ar", "/services/study", "نساعدك"),
])
def test_questions_are_answered_from_the_right_page(knowledge_base, question, lang, path, says):
    reply = engine.reply(question, lang)
    assert reply.link is not None and reply.link.href.startswith(path), (reply.intent, reply.text)
    assert says in reply.text


def test_small_talk_and_wishes_in_both_languages(knowledge_base):
    assert engine.reply("hello", "en").intent == "greeting"
    assert engine.reply("السلام عليكم", "ar").text.startswith("أهلًا")
    assert engine.reply("شكرا", "ar").intent == "thanks"
    human = engine.reply("can I talk to a real person?", "en")
    assert human.intent == "human" and "wa.me/97444312200" in human.text and human.link.href == "/book"
    assert engine.reply("ابي احجز موعد", "ar").intent == "booking"
    hours = engine.reply("what are your opening hours?", "en").text
    assert hours.startswith("We are open Sunday–Thursday, 09:00–18:00")


def test_fees_come_from_the_fees_answer_and_guarantees_are_never_promised(knowledge_base):
    fees = engine.reply("how much does it cost?", "en")
    assert fees.intent == "fees" and "in writing" in fees.text
    for question, lang in (("can you guarantee my visa?", "en"), ("هل الفيزا مضمونة؟", "ar")):
        reply = engine.reply(question, lang)
        assert reply.intent == "guarantee"
        assert "guarantee" not in reply.text.lower().replace("guarantee a visa", "") or lang == "ar"


def test_out_of_scope_questions_get_an_honest_offer(knowledge_base):
    reply = engine.reply("what is the best pizza in town?", "en")
    assert reply.intent == "out_of_scope" and "free" in reply.text and reply.link.href == "/book"
    assert engine.reply("ما هي أفضل مطاعم البيتزا؟", "ar").intent == "out_of_scope"
