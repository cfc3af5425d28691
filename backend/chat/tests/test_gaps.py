"""The assistant's inbox: which replies are recorded (contact details out), that recording never fails a
turn, the visitors' votes (POST /api/chat/feedback), the grouping and the weekly figures."""

import datetime
import json

import pytest
from django.db import IntegrityError
from django.utils import timezone

from chat import gap_groups, gaps, service, shares
from chat.models import WIDGET, Gap, Message

pytestmark = pytest.mark.django_db

UNANSWERABLE = "Can you help me relocate my pet cat?"


def ask(text: str, lang: str = "en", conversation: str | None = None) -> dict:
    return service.handle_message(text, lang, conversation)


def reply_of(out: dict) -> Message:
    return Message.objects.get(pk=out["messages"][-1]["id"])


def test_a_handoff_is_recorded_without_contact_details(knowledge_base):
    out = ask("my name is Omar Khalid, call me on +974 5512 3456 or omar@example.com: can you move my pet cat?")
    reply = reply_of(out)
    assert reply.outcome == "handoff"
    gap = Gap.objects.get()
    assert gap.question == "my name is [name], call me on [phone] or [email]: can you move my pet cat?"
    assert (gap.reason, gap.language, gap.outcome, gap.status) == ("handoff", "en", "handoff", "open")
    assert gap.message == reply and gap.confidence == reply.confidence
    assert gap.why["rule"] == "nothing answers well enough"


def test_an_arabic_handoff_is_recorded_in_arabic(knowledge_base):
    ask("هل تنقلون الحيوانات الأليفة؟", "en")
    gap = Gap.objects.get()
    assert (gap.question, gap.language) == ("هل تنقلون الحيوانات الأليفة؟", "ar")


def test_a_confident_answer_and_a_request_for_a_person_are_not_recorded(knowledge_base):
    confident = reply_of(ask("Is the first consultation free?"))
    assert confident.outcome == "answer" and confident.confidence >= gaps.LOW_CONFIDENCE
    person = reply_of(ask("I want to speak to a consultant"))
    assert person.outcome == "handoff" and person.why["rule"] == "asks for a person"
    assert not Gap.objects.exists()


def test_a_low_confidence_answer_is_recorded(knowledge_base):
    reply = reply_of(ask("What is the office wifi password?"))
    assert reply.outcome == "answer" and reply.why["rule"].startswith("intent ")
    assert reply.confidence < gaps.LOW_INTENT
    assert Gap.objects.get().reason == "low_confidence"


def test_the_widgets_contact_exchange_is_not_recorded(knowledge_base):
    conversation = ask("Is the first consultation free?")["conversationId"]
    service.save_contact(conversation, "Omar Khalid", "+974 5512 3456", "en", "", replies=["Omar Khalid 55123456"])
    widget = Message.objects.filter(engine=WIDGET, role="assistant").first()
    assert widget is not None
    assert gaps.reason_for(widget) is None
    assert not Gap.objects.exists()


def test_a_failing_record_still_answers_the_visitor(knowledge_base, monkeypatch, caplog):
    def broken(*args, **kwargs):
        raise IntegrityError("the inbox's table is gone")

    monkeypatch.setattr(Gap.objects, "update_or_create", broken)
    out = ask(UNANSWERABLE)
    reply = reply_of(out)
    assert reply.outcome == "handoff" and out["messages"][-1]["content"] == reply.content
    assert not Gap.objects.exists()
    assert "could not record" in caplog.text
    # The conversation goes on: the next turn is stored too.
    ask("Is the first consultation free?", conversation=out["conversationId"])
    assert Message.objects.filter(role="assistant").count() == 2


def feedback(client, **body):
    return client.post("/api/chat/feedback", json.dumps(body), content_type="application/json")


def test_a_visitor_marks_a_reply_not_helpful_and_it_reaches_the_inbox(client, knowledge_base):
    out = ask("Is the first consultation free?")
    reply = reply_of(out)
    res = feedback(client, conversationId=out["conversationId"], messageId=reply.pk, helpful=False)
    assert res.status_code == 200 and res.json() == {"messageId": reply.pk, "helpful": False}
    reply.refresh_from_db()
    assert reply.helpful is False
    gap = Gap.objects.get()
    assert (gap.reason, gap.question, gap.message) == ("unhelpful", "Is the first consultation free?", reply)


def test_not_helpful_on_a_recorded_reply_keeps_one_entry(client, knowledge_base):
    out = ask(UNANSWERABLE)
    reply = reply_of(out)
    feedback(client, conversationId=out["conversationId"], messageId=reply.pk, helpful=False)
    assert Gap.objects.get().reason == "unhelpful"


def test_a_helpful_vote_is_kept_and_records_nothing(client, knowledge_base):
    out = ask("Is the first consultation free?")
    reply = reply_of(out)
    assert feedback(client, conversationId=out["conversationId"], messageId=reply.pk, helpful=True).status_code == 200
    reply.refresh_from_db()
    assert reply.helpful is True and not Gap.objects.exists()


def test_feedback_only_for_the_assistants_replies_of_that_conversation(client, knowledge_base):
    out = ask("Is the first consultation free?")
    other = ask("How much do your services cost?")
    mine, visitors = reply_of(out), Message.objects.get(pk=out["messages"][0]["id"])
    service.save_contact(out["conversationId"], "Omar Khalid", "", "en", "", replies=["Omar Khalid"])
    widget = Message.objects.filter(engine=WIDGET, role="assistant").first()
    cases = [(out["conversationId"], visitors.pk), (other["conversationId"], mine.pk),
             ("7f1c9a52-0000-4000-8000-000000000000", mine.pk), ("not-a-uuid", mine.pk),
             (out["conversationId"], widget.pk), (out["conversationId"], 10**12)]
    for conversation, message in cases:
        res = feedback(client, conversationId=conversation, messageId=message, helpful=False)
        assert res.status_code == 404, (conversation, message)
        assert res.json()["error"]["code"] == "not_found"
    mine.refresh_from_db()
    assert mine.helpful is None and not Gap.objects.exists()


@pytest.mark.parametrize("body", [
    {"messageId": 1, "helpful": False},
    {"conversationId": "x", "messageId": 0, "helpful": False},
    {"conversationId": "x", "messageId": 1, "helpful": "perhaps"},
    {"conversationId": "x" * 65, "messageId": 1, "helpful": True},
])
def test_feedback_refuses_bad_input(client, db, body):
    assert feedback(client, **body).status_code == 422


def test_feedback_is_rate_limited(client, knowledge_base):
    out = ask("Is the first consultation free?")
    reply = reply_of(out)
    statuses = [feedback(client, conversationId=out["conversationId"], messageId=reply.pk, helpful=True).status_code
                for _ in range(31)]
    assert statuses[:30] == [200] * 30 and statuses[30] == 429


def gap(question: str, lang: str = "en", **kw) -> Gap:
    return Gap.objects.create(question=question, language=lang, reason=kw.pop("reason", "handoff"),
                              outcome="handoff", **kw)


def test_similar_questions_are_grouped_with_counts_and_samples(knowledge_base):
    ontario = [gap("ontario pnp fee?"), gap("pnp fee for ontario"), gap("ontario pnp aplication fee how much")]
    pets = [gap("Can you help me relocate my pet cat?"), gap("can you help me relocate my pet dog")]
    arabic = gap("هل تنقلون الحيوانات الأليفة؟", "ar")
    alone = gap("What is the office wifi password?", reason="low_confidence")
    gap("dismissed one", status=Gap.Status.DISMISSED)
    found = gap_groups.groups()
    by_ids = {frozenset(g["ids"]): g for g in found}
    assert set(by_ids) == {frozenset(g.pk for g in ontario), frozenset(g.pk for g in pets), frozenset({arabic.pk}),
                           frozenset({alone.pk})}
    first = found[0]
    assert first["count"] == 3 and first["languages"] == ["en"] and first["reasons"] == {"handoff": 3}
    assert first["representative"]["question"] in {g.question for g in ontario}
    assert {s["id"] for s in first["samples"]} == {g.pk for g in ontario}
    assert first["latest"] == max(g.created_at for g in ontario)
    assert first["answer"]["outcome"] in {"answer", "list", "clarify", "handoff", "say"} and first["answer"]["text"]
    assert [g["ids"] for g in gap_groups.groups("ar")] == [[arabic.pk]]


def test_a_group_shows_what_the_assistant_says_now(knowledge_base):
    gap("Is the first consultation free?")
    answer = gap_groups.groups()[0]["answer"]
    assert answer["outcome"] == "answer" and "30-minute" in answer["text"]
    assert answer["link"]["href"].startswith("/faq#faq-") and answer["why"]["rule"]


def test_the_weeks_count_replies_answered_handed_off_and_unhelpful(client, knowledge_base):
    out = ask("Is the first consultation free?")
    ask(UNANSWERABLE)
    feedback(client, conversationId=out["conversationId"], messageId=reply_of(out).pk, helpful=False)
    old = reply_of(ask("How much do your services cost?"))
    Message.objects.filter(pk=old.pk).update(created_at=timezone.now() - datetime.timedelta(weeks=20))
    weeks = shares.weekly()
    assert len(weeks) == 8 and weeks[-1]["week"] <= timezone.localdate() < weeks[-1]["week"] + datetime.timedelta(7)
    assert weeks[-1]["week"].weekday() == 0
    this = weeks[-1]
    assert (this["replies"], this["answered"], this["handedOff"], this["unhelpful"]) == (2, 1, 1, 1)
    assert this["answeredShare"] == 0.5 and this["handedOffShare"] == 0.5 and this["unhelpfulShare"] == 0.5
    assert all(w["replies"] == 0 and w["answeredShare"] is None for w in weeks[:-1])
