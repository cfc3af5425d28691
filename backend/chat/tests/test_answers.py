"""Answer first: the sentence(s) of a page that answer the question, not the page's summary; and a
destination's main route, with the others offered, when the question names no route."""

import pytest
from django.core.management import call_command

from chat import engine

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]


@pytest.fixture
def demo_content(site):
    call_command("load_demo_content", stdout=None)


@pytest.mark.parametrize(("question", "lang", "page", "says"), [
    # a requirement list
    ("what do I need for a UK student visa", "en", "/countries/united-kingdom/student-visa",
     ["What you need for the Student visa (United Kingdom):", "Confirmation of Acceptance for Studies (CAS)",
      "£1,483 a month in London"]),
    ("وش المطلوب لفيزا الدراسة في بريطانيا", "ar", "/countries/united-kingdom/student-visa",
     ["متطلبات تأشيرة الطالب (المملكة المتحدة):", "تأكيد القبول للدراسة (CAS)"]),
    # one of the guide's own questions
    ("Can I work while studying in the UK?", "en", "/countries/united-kingdom/student-visa", ["20 hours a week"]),
    ("Do I need a job offer for Express Entry?", "en", "/countries/canada/express-entry",
     ["Most invited candidates have no job offer"]),
    ("كم ساعة اقدر اشتغل وانا ادرس في كندا", "ar", "/countries/canada/study-permit", ["24 ساعة"]),
    # the documents to prepare
    ("what documents do I need for Express Entry", "en", "/countries/canada/express-entry",
     ["Documents to prepare for the Express Entry (Canada):", "Educational Credential Assessment (ECA)",
      "Police certificates"]),
    # the item its words point at
    ("what salary do I need for a German Blue Card", "en", "/countries/germany/eu-blue-card", ["50,700"]),
    # the time of the programme the question names, not the destination's general figure
    ("how long does a student visa for Canada take", "en", "/countries/canada/study-permit", ["a few weeks"]),
])
def test_the_reply_opens_with_what_answers_the_question(demo_content, question, lang, page, says):
    reply = engine.reply(question, lang)
    assert reply.link is not None and reply.link.href == page, (reply.intent, reply.text)
    for fact in says:
        assert fact in reply.text, reply.text


@pytest.mark.parametrize(("question", "lang", "says"), [
    ("ابي اهاجر كندا وش المطلوب؟", "ar",
     ["المسار الرئيسي إلى كندا هو الدخول السريع (كندا).", "اختبار لغة", "أيّها تفكّر فيه؟"]),
    ("abi ahajer kanada", "ar", ["المسار الرئيسي إلى كندا", "برنامج الترشيح الإقليمي"]),  # Arabizi: answered in Arabic
    ("I want to move to Canada", "en",
     ["Canada's main route is Express Entry (Canada).", "Which one are you considering?"]),
])
def test_a_destination_without_a_route_gets_its_main_route_and_one_short_question(demo_content, question, lang, says):
    reply = engine.reply(question, lang)
    assert reply.link is not None and reply.link.href == "/countries/canada/express-entry", reply.text
    for fact in says:
        assert fact in reply.text, reply.text


def test_a_page_without_a_better_sentence_gets_its_summary_under_its_title(demo_content):
    reply = engine.reply("tell me about the UK student visa", "en")
    assert reply.text.startswith("Student visa (United Kingdom): The visa for a course at a UK university")


def converse(*turns: str, page: str = "en") -> dict:
    """The visitor's messages in one conversation; the last reply."""
    from chat import service

    conversation = None
    for turn in turns:
        out = service.handle_message(turn, page, conversation)
        conversation = out["conversationId"]
    return out["messages"][-1]


@pytest.mark.parametrize(("turns", "page", "says"), [
    # only a destination: the previous question asked again for it
    (("how long does a Canadian study permit take?", "and for Australia?"), "/countries/australia", "8–14 months"),
    # only what it asks: the previous topic's answer of that kind
    (("ابي ادرس في كندا", "كم المدة؟"), "/ar/countries/canada/study-permit", "بضعة أسابيع"),
    (("tell me about Express Entry", "what documents do I need?"), "/countries/canada/express-entry",
     "Educational Credential Assessment"),
    (("what do I need for a Canadian study permit", "and in the UK?"), "/countries/united-kingdom/student-visa",
     "Confirmation of Acceptance for Studies"),
    # a topic several destinations have: the previous question's destination
    (("UK student visa", "can I work while studying?"), "/countries/united-kingdom/student-visa", "20 hours"),
])
def test_a_follow_up_is_read_with_the_previous_question(demo_content, turns, page, says):
    reply = converse(*turns)
    assert reply["link"]["href"] == page and says in reply["content"], reply


def test_a_question_that_stands_alone_is_not_bent_by_the_previous_one(demo_content):
    reply = converse("tell me about Express Entry", "do you charge for the first meeting?")
    assert reply["link"]["href"].startswith("/faq#faq-")
    reply = converse("ابي ادرس في بريطانيا", "هل الاستشارة الأولى مجانية؟", page="ar")
    assert reply["link"]["href"].startswith("/ar/faq#faq-") and "مجانية" in reply["content"]


def test_which_destination_is_asked_when_it_matters_and_each_guide_is_a_button(demo_content):
    reply = converse("can I work while studying?")
    assert reply["content"] == ("Which country do you mean? I can answer for Student visa (United Kingdom) "
                                "or Study permit (Canada).")
    assert [a["href"] for a in reply["actions"]] == ["/countries/united-kingdom/student-visa",
                                                     "/countries/canada/study-permit"]


def test_what_the_chat_settled_on_is_stored_and_reaches_the_lead(demo_content):
    from chat import service
    from chat.models import Conversation

    first = service.handle_message("what do I need for a UK student visa", "en", None)
    conversation = Conversation.objects.get(public_id=first["conversationId"])
    assert (conversation.destination, conversation.service, conversation.route) == (
        "united-kingdom", "study", "/countries/united-kingdom/student-visa")
    # A question that stands alone (our fees) changes nothing it settled on.
    service.handle_message("how much do you charge?", "en", first["conversationId"])
    conversation.refresh_from_db()
    assert conversation.route == "/countries/united-kingdom/student-visa"
    lead, created = service.save_contact(first["conversationId"], "Sara Ali", "+97455123456", "en", "")
    assert created and (lead.country, lead.service) == ("united-kingdom", "study")
    assert lead.inferred == ["country", "service"]  # shown to staff as inferred, for them to confirm or correct
    # Another destination later: the route of the first one goes; the lead keeps what it has.
    service.handle_message("tell me about Express Entry", "en", first["conversationId"])
    conversation.refresh_from_db()
    assert (conversation.destination, conversation.route) == ("canada", "/countries/canada/express-entry")
    lead, created = service.save_contact(first["conversationId"], "Sara Ali", "", "en", "")
    assert not created and lead.country == "united-kingdom"


def test_every_page_service_the_chat_can_carry_is_one_of_the_forms(demo_content):
    from content.models import Service
    from leads import rules

    # The form offers the content's published services, by slug: a chat settled on any service page
    # carries that page's service to its lead.
    for slug in Service.objects.filter(published=True).values_list("slug", flat=True):
        assert rules.from_chat("", slug) == {"service": slug}
    assert rules.from_chat("", "no-such-page") == {}


@pytest.mark.parametrize(("question", "lang", "says"), [
    ("can I delete my data", "en", "correct it, delete it or withdraw your consent"),
    ("كم مدة الاحتفاظ ببياناتي", "ar", "نحتفظ بالاستفسارات مدة 24 شهرًا"),
])
def test_a_page_answers_with_the_part_under_the_heading_the_question_names(demo_content, question, lang, says):
    # The legal pages feed the assistant through their kind's declaration, part by part.
    reply = engine.reply(question, lang)
    assert reply.link is not None and reply.link.href == "/privacy-policy" and says in reply.text, reply.text
