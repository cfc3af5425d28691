"""POST /api/chat/message/stream: the turn of POST /api/chat/message as Server-Sent Events, with the
embedded engine (one delta) and with a streaming model (fake_openai.py)."""

import json

import pytest
from django.core.signals import request_finished
from django.db import close_old_connections

from chat.models import Message

pytestmark = pytest.mark.django_db
FREE = "is the first consultation free?"
EMBEDDED = "Yes. The first 30-minute consultation is free."


def stream(client, message, language="en", conversation_id=None):
    body = {"message": message, "language": language}
    if conversation_id is not None:
        body["conversationId"] = conversation_id
    return client.post("/api/chat/message/stream", body, content_type="application/json")


def events(response):
    """(event, data) pairs, read as a browser's SSE parser would: blocks separated by a blank line."""
    assert response.streaming
    text = b"".join(response.streaming_content).decode()
    found = []
    for block in text.split("\n\n"):
        if not block.strip():
            continue
        fields = dict(line.split(": ", 1) for line in block.splitlines())
        data = json.loads(fields["data"])
        assert data["type"] == fields["event"]
        found.append((fields["event"], data))
    return found


def test_without_the_llm_the_embedded_reply_is_one_delta_then_the_stored_message(client, knowledge_base):
    response = stream(client, FREE)
    assert response.status_code == 200
    assert response["Content-Type"].startswith("text/event-stream")
    assert response["Cache-Control"] == "no-store" and response["X-Accel-Buffering"] == "no"
    got = events(response)
    assert [kind for kind, _ in got] == ["start", "delta", "done"]
    start, delta, done = (data for _, data in got)
    user, assistant = Message.objects.order_by("id")
    assert start["conversationId"] == done["conversationId"] == str(user.conversation.public_id)
    assert start["message"] == {"role": "user", "id": user.pk, "content": FREE, **_extra(start["message"])}
    assert delta["text"] == EMBEDDED == assistant.content
    assert done["message"]["id"] == assistant.pk and done["message"]["link"]["href"].startswith("/faq")


def _extra(message):
    """Fields a message may carry besides role, id and content (a link, actions), as the JSON endpoint has."""
    return {k: v for k, v in message.items() if k not in ("role", "id", "content")}


def test_done_is_the_message_the_json_endpoint_returns(client, knowledge_base):
    done = events(stream(client, FREE))[-1][1]["message"]
    json_reply = client.post("/api/chat/message", {"message": FREE, "language": "en"},
                             content_type="application/json").json()["messages"][-1]
    assert {**done, "id": 0} == {**json_reply, "id": 0}


def test_a_streaming_model_sends_its_answer_in_pieces_and_done_holds_it_with_the_sources_link(
        client, knowledge_base, openai_server):
    openai_server.says = "Yes: the first 30-minute consultation is free, in Doha or by video. [1]"
    got = events(stream(client, FREE))
    kinds = [kind for kind, _ in got]
    assert kinds[0] == "start" and kinds[-1] == "done" and kinds.count("delta") > 3
    text = "".join(data["text"] for kind, data in got if kind == "delta")
    done = got[-1][1]["message"]
    assert text == done["content"] == "Yes: the first 30-minute consultation is free, in Doha or by video."
    assert done["link"]["href"].startswith("/faq")
    assert openai_server.completions()[-1]["stream"] is True
    assert Message.objects.get(role="assistant").engine == "llm"


def test_a_streamed_answer_that_fails_its_check_is_cut_and_done_carries_the_embedded_reply(
        client, knowledge_base, openai_server):
    openai_server.says = "Yes, it is free, and afterwards our fee is QAR 9,000 for the whole file. [1]"
    got = events(stream(client, FREE))
    shown = "".join(data["text"] for kind, data in got if kind == "delta")
    assert "9,000" not in shown and "9" not in shown
    assert got[-1][1]["message"]["content"] == EMBEDDED
    assert Message.objects.get(role="assistant").engine == "retrieval"


@pytest.mark.parametrize("after", [1, 2])
def test_a_visitor_who_leaves_mid_stream_still_has_the_turn_answered_and_stored(knowledge_base, openai_server, after):
    from chat import stream as chat_stream

    openai_server.says = "Yes: the first 30-minute consultation is free, in Doha or by video. [1]"
    # The view's streaming response itself, as the WSGI server holds it (the test client wraps the
    # stream in a closer of its own).
    response = chat_stream.response(FREE, "en", None)
    chunks = iter(response)
    for _ in range(after):  # the start event, then the first delta
        next(chunks)
    # What the server does when the connection is gone. Closing a response also sends
    # request_finished, whose close_old_connections would close the test's own database connection
    # (PostgreSQL, inside the test's transaction): it is held off here.
    request_finished.disconnect(close_old_connections)
    try:
        response.close()
    finally:
        request_finished.connect(close_old_connections)
    stored = Message.objects.get(role="assistant")
    assert stored.content == "Yes: the first 30-minute consultation is free, in Doha or by video."
    assert stored.engine == "llm"


@pytest.mark.parametrize("why", ["length", "content_filter"])
def test_a_streamed_answer_cut_short_is_replaced_by_the_embedded_reply(client, knowledge_base, openai_server, why):
    openai_server.says, openai_server.finish_reason = "Yes, the first consultation is free and", why
    got = events(stream(client, FREE))
    assert got[-1][1]["message"]["content"] == EMBEDDED
    assert Message.objects.get(role="assistant").engine == "retrieval"


@pytest.mark.parametrize("failure", [500, "timeout"])
def test_a_model_failing_before_its_first_word_gives_the_embedded_reply_as_one_delta(
        client, knowledge_base, openai_server, failure):
    if failure == "timeout":
        openai_server.delay = 1.5
    else:
        openai_server.status = failure
    got = events(stream(client, FREE))
    assert [kind for kind, _ in got] == ["start", "delta", "done"]
    assert got[1][1]["text"] == got[2][1]["message"]["content"] == EMBEDDED
    assert Message.objects.count() == 2


def test_an_endpoint_that_does_not_stream_sends_its_checked_answer_as_one_delta(client, knowledge_base,
                                                                                openai_server, settings):
    settings.CHAT_LLM_STREAM = False
    openai_server.says = "It is free. [1]"
    got = events(stream(client, FREE))
    assert [kind for kind, _ in got] == ["start", "delta", "done"]
    assert got[1][1]["text"] == "It is free."
    assert "stream" not in openai_server.completions()[-1]


def test_the_stream_shares_the_message_rate_limit_and_its_errors_are_json(client, knowledge_base):
    bad = stream(client, "   ")
    assert bad.status_code == 422 and "message" in bad.json()["error"]["fields"]
    for n in range(30):
        sent = (stream if n % 2 else lambda c, m: c.post("/api/chat/message", {"message": m, "language": "en"},
                                                           content_type="application/json"))(client, "hello")
        assert sent.status_code == 200
        if sent.streaming:
            events(sent)
    limited = stream(client, "hello")
    assert limited.status_code == 429 and int(limited["Retry-After"]) > 0
    assert limited.json()["error"]["code"] == "rate_limited"


def test_a_follow_up_is_read_with_the_previous_question_as_on_the_json_endpoint(client, knowledge_base):
    turns = ["tell me about student visas", "and in canada?"]  # the second is read with the conversation's state
    held = None
    for text in turns:
        body = {"message": text, "language": "en", **({"conversationId": held} if held else {})}
        held = client.post("/api/chat/message", body, content_type="application/json").json()["conversationId"]
    json_reply = Message.objects.filter(conversation__public_id=held, role="assistant").last()
    streamed = None
    for text in turns:
        got = events(stream(client, text, conversation_id=streamed))
        streamed = got[-1][1]["conversationId"]
    done = got[-1][1]["message"]
    assert (done["content"], done["link"]["href"]) == (json_reply.content, json_reply.source_path)
    assert json_reply.source_path == "/countries/canada"


def test_a_follow_up_in_the_stream_continues_the_conversation(client, knowledge_base):
    first = events(stream(client, FREE))[0][1]["conversationId"]
    second = events(stream(client, "thanks", conversation_id=first))
    assert second[-1][1]["conversationId"] == first
    assert Message.objects.filter(conversation__public_id=first).count() == 4
