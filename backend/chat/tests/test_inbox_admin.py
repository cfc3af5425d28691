"""The assistant's inbox through the admin API: who may use it, each action and its 4xx, the audit log,
and the point of it all: after an editor answers a group, the next visitor asking gets that answer."""

import pytest

from accounts.models import AuditEntry
from chat import service
from chat.models import Example, Gap, Message
from content import models as m

pytestmark = pytest.mark.django_db

PAY = "Do I pay anything for our first meeting?"
PAY_AR = "هل أدفع شيئًا مقابل أول لقاء معكم؟"
PETS = "Can you help me relocate my pet cat?"


def ask(text: str, lang: str = "en") -> dict:
    out = service.handle_message(text, lang, None)
    return {**out["messages"][-1], "stored": Message.objects.get(pk=out["messages"][-1]["id"])}


def free_consultation() -> m.FaqItem:
    return m.FaqItem.objects.get(question_en="Is the first consultation free?")


@pytest.mark.parametrize(("role", "status"), [(None, 401), ("agent", 403), ("editor", 200), ("admin", 200)])
def test_the_inbox_is_for_those_who_edit_content(signed_in, knowledge_base, role, status):
    client = signed_in(role)
    assert client.get("/api/admin/assistant/gaps").status_code == status
    assert client.get("/api/admin/assistant/targets?q=free").status_code == status
    assert client.api("POST", "/api/admin/assistant/try", {"text": "hello", "language": "en"}).status_code == status
    assert client.api("POST", "/api/admin/assistant/gaps/dismiss", {"ids": [1]}).status_code in (
        {status} if status != 200 else {422})


@pytest.mark.parametrize(("role", "status"), [(None, 401), ("agent", 200), ("editor", 200)])
def test_every_role_reads_the_weeks(signed_in, db, role, status):
    assert signed_in(role).get("/api/admin/assistant/weeks").status_code == status


def test_the_editor_sees_the_groups(signed_in, knowledge_base):
    ask(PETS)
    ask("can you help me relocate my pet dog")
    ask(PAY_AR)
    groups = signed_in("editor").get("/api/admin/assistant/gaps").json()
    assert [g["count"] for g in groups] == [2, 1]
    assert groups[0]["answer"]["outcome"] == "handoff" and groups[0]["samples"][0]["question"]
    arabic = signed_in("editor").get("/api/admin/assistant/gaps?language=ar").json()
    assert [g["representative"]["question"] for g in arabic] == [PAY_AR]
    assert signed_in("editor").get("/api/admin/assistant/gaps?language=fr").status_code == 422


def test_attaching_a_group_answers_the_next_visitor(signed_in, knowledge_base):
    first = ask(PAY)
    assert first["stored"].outcome == "handoff" and "link" not in first
    ask(PAY_AR)
    ids = list(Gap.objects.values_list("pk", flat=True))
    faq = free_consultation()
    res = signed_in("editor").api("POST", "/api/admin/assistant/gaps/attach", {"ids": ids, "target": f"faq:{faq.pk}"})
    assert res.status_code == 200, res.content
    assert res.json() == {"target": f"faq:{faq.pk}", "answered": 2, "examples": 2}
    assert set(Example.objects.values_list("text", "language", "target")) == {
        (PAY, "en", f"faq:{faq.pk}"), (PAY_AR, "ar", f"faq:{faq.pk}")}
    assert set(Gap.objects.values_list("status", "target")) == {("answered", f"faq:{faq.pk}")}
    entry = AuditEntry.objects.get(action="attach")
    assert entry.target_type == "assistant" and entry.after["examples"] and entry.actor_email == "editor@horizongate.qa"
    # The next visitor, in either language, gets the FAQ's answer and its link instead of the hand-off.
    for question, lang, words in [(PAY, "en", "30-minute"), ("do i pay anything for our first meeting", "en",
                                                             "30-minute"), (PAY_AR, "ar", "مجانية")]:
        again = ask(question, lang)
        assert again["stored"].outcome == "answer", question
        assert again["link"]["href"].endswith(f"/faq#faq-{faq.pk}") and words in again["content"]
    assert not Gap.objects.filter(status="open").exists()


def test_attaching_to_an_intent(signed_in, knowledge_base):
    ask("What is the office wifi password?")
    ids = list(Gap.objects.values_list("pk", flat=True))
    res = signed_in("editor").api("POST", "/api/admin/assistant/gaps/attach", {"ids": ids, "target": "intent:contact"})
    assert res.status_code == 200
    again = ask("What is the office wifi password?")["stored"]
    assert again.why["rule"].startswith("an editor's example sentence for intent:contact")


@pytest.mark.parametrize(("body", "field"), [
    ({"ids": [], "target": "faq:FOUND"}, "ids"),
    ({"ids": ["MISSING"], "target": "faq:FOUND"}, "ids"),
    ({"ids": "first", "target": "faq:FOUND"}, "ids"),
    ({"ids": [1], "target": "faq:MISSING"}, "target"),
    ({"ids": [1], "target": "intent:nonsense"}, "target"),
    ({"ids": [1], "target": "intent:out_of_scope_task"}, "target"),
    ({"ids": [1]}, "target"),
])
def test_attach_refuses_bad_input(signed_in, knowledge_base, body, field):
    ask(PETS)
    # Keys as this database numbers them (PostgreSQL's sequences do not restart per test).
    gap = Gap.objects.get().pk
    ids = {"[1]": [gap], "['MISSING']": [gap + 1000]}.get(str(body["ids"]), body["ids"])
    target = body.get("target", "").replace("FOUND", str(free_consultation().pk)).replace(
        "MISSING", str(m.FaqItem.objects.order_by("-pk").first().pk + 1000))
    body = {**body, "ids": ids, **({"target": target} if "target" in body else {})}
    res = signed_in("editor").api("POST", "/api/admin/assistant/gaps/attach", body)
    assert res.status_code == 422, res.content
    assert field in res.json()["error"].get("fields", {}), res.json()
    assert not Example.objects.exists() and Gap.objects.get().status == "open"


def test_an_answered_question_cannot_be_answered_again(signed_in, knowledge_base):
    ask(PETS)
    ids = [Gap.objects.get().pk]
    client = signed_in("editor")
    assert client.api("POST", "/api/admin/assistant/gaps/dismiss", {"ids": ids}).status_code == 200
    target = f"faq:{free_consultation().pk}"
    res = client.api("POST", "/api/admin/assistant/gaps/attach", {"ids": ids, "target": target})
    assert res.status_code == 422 and "Already" in res.json()["error"]["fields"]["ids"]


FAQ = {"question": {"en": "Can you help me relocate my pet?", "ar": "هل تساعدونني في نقل حيواني الأليف؟"},
       "answer": {"en": "We do not move pets ourselves; we recommend a licensed pet relocation company.",
                  "ar": "لا ننقل الحيوانات الأليفة بأنفسنا، وننصح بشركة مرخّصة لنقل الحيوانات."}}


def test_writing_an_faq_answers_the_next_visitor(signed_in, knowledge_base):
    assert ask(PETS)["stored"].outcome == "handoff"
    ask("هل تنقلون الحيوانات الأليفة؟")
    ids = list(Gap.objects.values_list("pk", flat=True))
    version = m.ContentVersion.current()
    res = signed_in("editor").api("POST", "/api/admin/assistant/gaps/faq", {"ids": ids, **FAQ})
    assert res.status_code == 201, res.content
    item = m.FaqItem.objects.get(question_en=FAQ["question"]["en"])
    assert item.published and item.question_ar == FAQ["question"]["ar"] and item.answer_ar == FAQ["answer"]["ar"]
    assert res.json() == {"target": f"faq:{item.pk}", "answered": 2, "examples": 2}
    assert m.ContentVersion.current() > version
    assert AuditEntry.objects.filter(action="create", target_type="faq", target_id=str(item.pk)).exists()
    assert AuditEntry.objects.filter(action="answer", target_type="assistant", target_id=f"faq:{item.pk}").exists()
    for question, lang, words in [(PETS, "en", "pet relocation company"),
                                  ("هل تنقلون الحيوانات الأليفة؟", "ar", "لنقل الحيوانات")]:
        again = ask(question, lang)
        assert again["stored"].outcome == "answer", question
        assert again["link"]["href"].endswith(f"/faq#faq-{item.pk}") and words in again["content"]


def test_an_faq_the_cms_refuses_changes_nothing(signed_in, knowledge_base):
    ask(PETS)
    ids = [Gap.objects.get().pk]
    body = {"ids": ids, **FAQ, "question": {"en": "", "ar": "سؤال"}}
    res = signed_in("editor").api("POST", "/api/admin/assistant/gaps/faq", body)
    assert res.status_code == 422 and "question_en" in res.json()["error"]["fields"]
    assert not m.FaqItem.objects.filter(question_ar="سؤال").exists()
    assert Gap.objects.get().status == "open" and not Example.objects.exists()
    assert signed_in("editor").api("POST", "/api/admin/assistant/gaps/faq",
                                   {"ids": ids, **FAQ, "category": "nonsense"}).status_code == 422


def test_dismissing_takes_a_group_out_of_the_inbox(signed_in, knowledge_base):
    ask(PETS)
    client = signed_in("editor")
    ids = client.get("/api/admin/assistant/gaps").json()[0]["ids"]
    res = client.api("POST", "/api/admin/assistant/gaps/dismiss", {"ids": ids})
    assert res.status_code == 200 and res.json()["answered"] == 1
    assert client.get("/api/admin/assistant/gaps").json() == []
    assert AuditEntry.objects.filter(action="dismiss", target_type="assistant").exists()
    assert client.api("POST", "/api/admin/assistant/gaps/dismiss", {"ids": []}).status_code == 422


def test_the_targets_are_intents_and_passages_in_both_languages(signed_in, knowledge_base):
    client = signed_in("editor")
    found = client.get("/api/admin/assistant/targets?q=consultation").json()
    faq = free_consultation()
    assert {"target": f"faq:{faq.pk}", "kind": "faq", "path": f"/faq#faq-{faq.pk}",
            "title": {"en": "Is the first consultation free?", "ar": "هل الاستشارة الأولى مجانية؟"}} in found
    assert any(t["target"] == "intent:free_consultation" for t in found)
    arabic = client.get("/api/admin/assistant/targets?q=مجانية").json()
    assert f"faq:{faq.pk}" in [t["target"] for t in arabic]
    everything = client.get("/api/admin/assistant/targets").json()
    hours = next(t for t in everything if t["target"] == "intent:hours")
    assert hours["title"]["en"] != "adminAssistant.intents.hours" and hours["title"]["ar"] != hours["title"]["en"]
    assert not any(t["target"].startswith("intent:out_of_scope") for t in everything)
    assert client.get("/api/admin/assistant/targets?q=" + "x" * 101).status_code == 422


def test_trying_a_sentence_shows_the_reply_and_why(signed_in, knowledge_base):
    client = signed_in("editor")
    res = client.api("POST", "/api/admin/assistant/try", {"text": "Is the first consultation free?", "language": "en"})
    body = res.json()
    assert res.status_code == 200 and body["outcome"] == "answer" and "30-minute" in body["text"]
    assert body["link"]["href"].startswith("/faq#faq-") and body["why"]["rule"]
    hello = client.api("POST", "/api/admin/assistant/try", {"text": "مرحبا", "language": "ar"})
    assert hello.json()["outcome"] == "smalltalk"
    assert not Message.objects.exists()  # trying is not a conversation
    for bad in [{"text": "", "language": "en"}, {"text": "hi", "language": "fr"},
                {"text": "x" * 2001, "language": "en"}]:
        assert client.api("POST", "/api/admin/assistant/try", bad).status_code == 422


def test_a_chat_leads_transcript_says_why_each_reply(signed_in, knowledge_base):
    out = service.handle_message("Is the first consultation free?", "en", None)
    service.save_contact(out["conversationId"], "Omar Khalid", "+974 5512 3456", "en", "", replies=["Omar 55123456"])
    lead = Message.objects.first().conversation.lead
    timeline = signed_in("admin").get(f"/api/admin/leads/{lead.pk}").json()["timeline"]
    chat = next(e for e in timeline if e["kind"] == "chat")["messages"]
    visitor, reply, *widget = chat
    assert visitor["reply"] is None
    assert reply["reply"]["outcome"] == "answer" and reply["reply"]["why"]["rule"] and reply["reply"]["confidence"]
    assert widget and all(w["reply"] is None for w in widget)
