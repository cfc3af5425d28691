"""A chat turn as Server-Sent Events (POST /api/chat/message/stream): the same turn as POST
/api/chat/message (service.start_turn, then service.finish_turn stores both messages), with the reply
passed on as it is written.

Events, each `event: <type>` and `data: <JSON>` (api.ChatStreamEvent):
- `start`: the conversation's id and the visitor's message, once it is stored;
- `delta`: text to append to the reply. The LLM mode sends the model's answer as it streams, checked
  as it goes (llm.Stream); otherwise the reply comes as one delta;
- `done`: the assistant's message as stored, exactly as POST /api/chat/message returns it, link
  included. It is the reply to keep: when a streamed answer fails its final check, `done` carries the
  embedded engine's reply instead of what the deltas showed.

The response is a StreamingHttpResponse (gunicorn's threads send each event as it is yielded); no
middleware of ours reads a response's body, and `X-Accel-Buffering: no` asks a proxy in front
(nginx) not to buffer it either.
"""

import json
import logging
from collections.abc import Iterator
from typing import Any

from django.http import StreamingHttpResponse

from . import engine, llm, service

log = logging.getLogger(__name__)


def _event(kind: str, data: dict[str, Any]) -> bytes:
    return f"event: {kind}\ndata: {json.dumps({'type': kind, **data}, ensure_ascii=False)}\n\n".encode()


def events(text: str, page_lang: str, public_id: str | None, page_url: str = "") -> Iterator[bytes]:
    turn = service.start_turn(text, page_lang, public_id, page_url)
    grounded: engine.Reply | None = None
    answer: llm.Stream | None = None
    pieces: Iterator[str] | None = None
    replied = False
    try:
        yield _event("start", {"conversationId": str(turn.conversation.public_id),
                               "message": service._out(turn.user_message, turn.lang)})
        grounded = turn.grounded()
        sent = False
        written: llm.Written | None = None
        if llm.streams():
            answer = llm.Stream(text, turn.lang, turn.history, grounded)
            pieces = iter(answer)
            for piece in pieces:
                sent = True
                yield _event("delta", {"text": piece})
            written = answer.result
        else:
            written = llm.reply(text, turn.lang, turn.history, grounded)
        out = service.finish_turn(turn, grounded, written)
        replied = True
        message = out["messages"][-1]
        if not sent:
            yield _event("delta", {"text": message["content"]})
        yield _event("done", {"conversationId": out["conversationId"], "message": message})
    except GeneratorExit:
        # The visitor went away mid-turn (the server closes the stream): the turn is still answered
        # and stored, as POST /api/chat/message would have done.
        if not replied:
            _answer_anyway(turn, grounded, answer, pieces)
        raise
    except Exception:
        # The status (200) is already sent: the stream ends without `done`, which the widget treats
        # as a failed request.
        log.exception("chat stream failed")


def _answer_anyway(turn: service.Turn, grounded: engine.Reply | None, answer: llm.Stream | None,
                   pieces: Iterator[str] | None) -> None:
    try:
        if grounded is None:
            grounded = turn.grounded()
        if answer is not None and pieces is not None:
            for _piece in pieces:  # the rest of the model's answer, checked as it comes
                pass
            written = answer.result
        else:
            written = llm.reply(turn.text, turn.lang, turn.history, grounded)
        service.finish_turn(turn, grounded, written)
    except Exception:
        log.exception("chat turn left unanswered after the stream was closed")


def response(text: str, page_lang: str, public_id: str | None, page_url: str = "") -> StreamingHttpResponse:
    streamed = StreamingHttpResponse(events(text, page_lang, public_id, page_url),
                                     content_type="text/event-stream; charset=utf-8")
    streamed["Cache-Control"] = "no-store"
    streamed["X-Accel-Buffering"] = "no"
    return streamed
