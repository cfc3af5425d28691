"""The embedded assistant: a pipeline with one job per stage, no network.

    parse (parse.py)      the message and the conversation's state -> names, intents, field asked
    retrieve (retrieve.py) the answers in scope, ranked once
    decide (decide.py)    a short policy: answer, one clarifying question, or the honest hand-off
    compose (compose.py)  the decision in the visitor's language, from templates and the content

What it reads with (names, example sentences, the answers) is built from data per content version
(`reading.py`). Each reply carries why it was chosen (`Reply.why`) and the conversation's new state."""

from collections.abc import Sequence
from dataclasses import replace

from . import compose, knowledge, reading
from .compose import HANDOFFS, Link, Reply
from .decide import decide
from .parse import State, parse


def reply(message: str, lang: str, state: State | None = None, asked: Sequence[str] = ()) -> Reply:
    """`state`: what the conversation is about so far; `asked`: the visitor's earlier messages, oldest
    first (a follow-up that asks nothing new asks the last real question again)."""
    kb = knowledge.current()
    read = reading.of(kb)
    if state is not None and asked:
        state = replace(state, asked=tuple(asked))
    parsed = parse(message, kb, read, state)
    decision = decide(parsed, kb, read)
    answer = compose.render(decision, parsed, lang, kb, read)
    return compose.with_state(answer, decision.state)


__all__ = ["HANDOFFS", "Link", "Reply", "State", "reply"]
