"""The assistant's pipeline on the demo content: field-level answers, conversation state, hand-offs,
editors' example sentences, and why each reply was chosen. The questions are written for these
tests (never copied from the question bank in bench/chat_bank/), and the facts are read from the
content, so the tests follow the content when it changes."""

import pytest
from django.core.management import call_command

from chat import engine, grounding, knowledge, service
from chat.models import Conversation, Example, Message
from content import models as m
from content.facts import expand
from content.kinds import tr

pytestmark = pytest.mark.django_db


@pytest.fixture
def demo(site):
    call_command("load_demo_content", stdout=None)
    knowledge._cache.clear()


def _guide(country: str, index: int = 0) -> m.Programme:
    return m.Programme.objects.filter(country__slug=country, published=True).order_by("order", "id")[index]


def _ask(*messages: str, lang: str = "en") -> tuple[dict, Message]:
    conversation = None
    for text in messages:
        out = service.handle_message(text, lang, conversation)
        conversation = out["conversationId"]
    return out, Message.objects.filter(role="assistant").order_by("-id").first()


def test_a_programmes_fees_are_answered_with_its_own_fees(demo):
    guide = _guide("canada")
    reply = engine.reply(f"what are the government fees for {guide.title_en}?", "en")
    assert reply.outcome == "answer" and reply.link.href.endswith(f"/{guide.slug}")
    # A fee's amount is a fact's reference: the reply says the fact's words.
    assert all(expand(fee["amount"], "en") in reply.text for fee in guide.fees)
    assert "[[" not in reply.text


def test_a_follow_up_keeps_the_programme_and_a_new_destination_keeps_the_field(demo):
    first, second = _guide("canada"), _guide("germany")
    out, said = _ask(f"tell me about {first.title_en}", "and the processing time?")
    assert said.outcome == "answer" and tr(first, "processing_time")["en"].split(",")[0] in said.content
    conversation = Conversation.objects.get(public_id=out["conversationId"])
    assert conversation.destination == "canada" and conversation.topic_field == "time"
    out, said = _ask(f"what documents are needed for {first.title_en}?", "and for Germany?")
    assert said.outcome in ("answer", "clarify")
    assert "/countries/germany" in (said.source_path or " ".join(a["href"] for a in out["messages"][-1]["actions"]))
    assert Conversation.objects.get(public_id=out["conversationId"]).topic_field == "document"
    assert second.country.slug == "germany"


def test_a_country_we_do_not_serve_and_where_the_visitor_comes_from(demo):
    reply = engine.reply("I need a tourist visa for Japan", "en")
    assert reply.outcome == "handoff" and "Japan" in reply.text
    assert all(c.name_en in reply.text for c in m.Country.objects.filter(published=True))
    assert engine.reply("ابي اهاجر للبرازيل", "ar").intent == "unserved"
    assert engine.reply("I am from India, what documents do I need for Canada?", "en").intent != "unserved"


def test_what_nothing_answers_is_handed_to_a_person_with_whatsapp_and_booking(demo):
    from urllib.parse import parse_qs, urlsplit

    for question, lang, opening in (("zqxv wplk rrtq", "en", "Hello, I have a question"),
                                    ("ضصث قفغ ثقف", "ar", "مرحبًا، لدي سؤال")):
        reply = engine.reply(question, lang)
        assert reply.outcome == "handoff" and reply.link is None
        text = parse_qs(urlsplit(reply.actions[0].href).query)["text"][0]
        assert text.startswith(opening) and text.endswith(question)
        assert reply.actions[-1].href == "/book"


def test_an_editors_example_sentence_answers_the_next_visitor(demo):
    odd = "zqxv wplk rrtq"
    assert engine.reply(odd, "en").outcome == "handoff"
    faq = m.FaqItem.objects.filter(published=True).order_by("id").first()
    Example.objects.create(text=odd, language="en", target=f"faq:{faq.pk}")
    m.ContentVersion.bump()
    reply = engine.reply(odd, "en")
    assert reply.outcome == "answer" and reply.text == faq.answer_en


def test_an_editors_example_sentence_can_mean_an_intent(demo):
    odd = "blorptastic kwijibo"
    Example.objects.create(text=odd, language="en", target="intent:human")
    Example.objects.create(text="kwijibo blorp please", language="en", target="intent:human")
    m.ContentVersion.bump()
    assert engine.reply(odd, "en").intent == "human"


def test_each_reply_is_stored_with_its_kind_confidence_and_why(demo):
    guide = _guide("canada")
    _out, said = _ask(f"how long does {guide.title_en} take?")
    assert said.outcome == "answer" and 0 < said.confidence <= 2
    assert said.why["rule"] and said.why["named"]["programmes"] == [f"/countries/canada/{guide.slug}"]
    assert said.why["candidates"][0][0] == f"/countries/canada/{guide.slug}"


def test_a_guarantee_is_never_promised_in_either_language(demo):
    for question, lang, authorities in (("can you guarantee my visa?", "en", "the immigration authorities"),
                                        ("هل الفيزا مضمونة؟", "ar", "سلطات الهجرة")):
        reply = engine.reply(question, lang)
        assert reply.intent == "guarantee" and authorities in reply.text
        # Every promise word in it is negated ("No one can honestly guarantee", "لا يمكن لأحد أن يضمن"), by
        # the rule a model's answer is held to (grounding.py).
        assert grounding.problem(reply.text, given=reply.text) is None, reply.text
