"""The optional LLM mode: any OpenAI-compatible endpoint (CHAT_LLM_BASE_URL, CHAT_LLM_API_KEY,
CHAT_LLM_MODEL) writes the answer from the passages the embedded engine retrieved, and from nothing else.

- Only questions the embedded engine answers from our content (its intents in ANSWERS) go to the model;
  a greeting, a request for a person, a guarantee question or an out-of-scope one keep the embedded
  engine's reply, so the model never invents an answer where no passage answers.
- The prompt gives numbered sources (title, page, text, in the reply's language), the rules (answer in
  that language, only from the sources, no promise, no figure that is not in them, name the source used
  as [n]) and the conversation so far, trimmed to CHAT_LLM_CONTEXT_TOKENS (oldest messages first, then
  the weakest sources); the answer is capped at CHAT_LLM_MAX_TOKENS.
- The answer is checked (grounding.py): the link shown is the cited source's page from our data, never
  a URL from the model; an invented figure or a promise rejects it.
- Timeout CHAT_LLM_TIMEOUT, no retries. Any failure, rejection, cut or empty answer gives None (or a
  stream whose `result` is None) and the embedded reply is used.
"""

import logging
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from django.conf import settings

from lib import chat_mode
from lib.whatsapp import click_to_chat

from . import grounding, knowledge
from .engine import Link, Reply

log = logging.getLogger(__name__)
LANG_NAMES = {"en": "English", "ar": "Arabic (Modern Standard Arabic)"}
# The embedded engine's intents whose reply comes from our content: the model may write those.
ANSWERS = frozenset({"answer", "fees", "processing_time"})
MAX_SOURCES = 4
HISTORY = 10
# A message's overhead in tokens (its role and separators), as the chat format counts it.
PER_MESSAGE = 4
# A streamed answer is given up after this long in all (gunicorn restarts a worker stuck for 30 s).
STREAM_DEADLINE = 25.0
# Why an answer stopped that makes it unusable: the CHAT_LLM_MAX_TOKENS budget, the endpoint's filter.
CUT = frozenset({"length", "content_filter"})


def enabled() -> bool:
    return chat_mode.llm_enabled()


def writes(grounded: Reply) -> bool:
    """Whether the model is asked at all for this reply of the embedded engine."""
    return enabled() and grounded.intent in ANSWERS


def streams() -> bool:
    return chat_mode.streams()


def tokens(text: str) -> int:
    """A cheap estimate: a token is about four bytes of UTF-8 (four Latin letters, two Arabic ones)."""
    return (len(text.encode()) + 3) // 4


@dataclass(frozen=True)
class Source:
    title: str
    path: str
    text: str
    link: Link


@dataclass(frozen=True)
class Written:
    text: str
    link: Link | None


@dataclass
class Prompt:
    messages: list[dict[str, str]]
    sources: list[Source]
    # Everything the model was given, for the figures check.
    given: str
    ours: set[str] = field(default_factory=set)


def sources_of(grounded: Reply, lang: str) -> list[Source]:
    """The engine's own reply first (the passage it chose, or its sentence built from our data), then
    the other passages it retrieved, best first; each with the page it comes from."""
    found: list[Source] = []
    chosen = grounded.link
    if chosen is not None:
        own = next((p for p in grounded.passages if p.path == chosen.href), None)
        found.append(Source(own.title[lang] if own else chosen.label, chosen.href, grounded.text, chosen))
    for p in grounded.passages:
        if len(found) >= MAX_SOURCES:
            break
        if any(s.path == p.path and s.text == p.answer[lang] for s in found):
            continue
        link = chosen if chosen is not None and p.path == chosen.href else Link(p.path, p.title[lang])
        found.append(Source(p.title[lang], p.path, p.answer[lang], link))
    return found


def _rules(lang: str, kb: knowledge.Knowledge) -> str:
    site = kb.site
    whatsapp = click_to_chat(site.get("whatsapp", ""))
    return (
        f"You are the website assistant of {site['company']['en']}, an immigration and relocation consultancy "
        "in Doha, Qatar.\n"
        f"Always answer in {LANG_NAMES[lang]}, whatever language the sources or earlier messages are in; "
        "at most 120 words, plainly and warmly.\n"
        "Answer only from the numbered sources below. If they do not answer the question, say so and suggest "
        "the free consultation; never use other knowledge.\n"
        "Never promise or guarantee a visa or any outcome: the authorities decide.\n"
        "Never state a fee, price, duration, date or any other figure that is not written in the sources.\n"
        "End the answer with the number of the source you used in square brackets, e.g. [1]. Do not write "
        "links, URLs or numbered lists: the page is linked for you.\n"
        f"Contact: phone {site['phone']}, WhatsApp {whatsapp}, hours {site['hours'][lang]} (Qatar time).\n"
    )


def _sources_text(sources: list[Source]) -> str:
    return "\n\n".join(f"[{n}] {s.title} (page {s.path})\n{s.text}" for n, s in enumerate(sources, 1))


def _system(rules: str, sources: list[Source]) -> str:
    return f"{rules}\nSources from our website:\n{_sources_text(sources)}"


def _size(messages: list[dict[str, str]]) -> int:
    return sum(tokens(m["content"]) + PER_MESSAGE for m in messages)


def build_prompt(message: str, lang: str, history: list[dict[str, str]], grounded: Reply,
                 kb: knowledge.Knowledge) -> Prompt:
    """The messages for the model, within CHAT_LLM_CONTEXT_TOKENS: the oldest history goes first, then
    the weakest sources, then the end of the last source's text."""
    budget = settings.CHAT_LLM_CONTEXT_TOKENS
    rules = _rules(lang, kb)
    sources = sources_of(grounded, lang)
    turns = [{"role": m["role"], "content": m["content"]} for m in history[-HISTORY:]]
    question = {"role": "user", "content": message}

    def total() -> int:
        return _size([{"role": "system", "content": _system(rules, sources)}, *turns, question])

    while turns and total() > budget:
        turns.pop(0)
    while len(sources) > 1 and total() > budget:
        sources.pop()
    over = total() - budget
    if over > 0 and sources:
        last = sources[-1]
        # `over` tokens of about four bytes each, in this text's bytes per character.
        cut = 4 * over * len(last.text) // max(1, len(last.text.encode()))
        keep = max(0, len(last.text) - cut - 1)
        sources[-1] = Source(last.title, last.path, last.text[:keep].rstrip() + "…", last.link)
    system = {"role": "system", "content": _system(rules, sources)}
    messages = [system, *turns, question]
    given = "\n".join(m["content"] for m in messages)
    return Prompt(messages, sources, given, grounding.allowed_urls(rules))


def _client() -> Any:
    from openai import OpenAI

    return OpenAI(base_url=settings.CHAT_LLM_BASE_URL, api_key=settings.CHAT_LLM_API_KEY or "not-needed",
                  timeout=settings.CHAT_LLM_TIMEOUT, max_retries=0)


def _request(prompt: Prompt) -> dict[str, Any]:
    return {"model": settings.CHAT_LLM_MODEL, "messages": prompt.messages, "temperature": 0.2,
            "max_tokens": settings.CHAT_LLM_MAX_TOKENS}


def _accepted(raw: str, prompt: Prompt, grounded: Reply) -> Written | None:
    text, cited = grounding.clean(raw, prompt.ours)
    if not text:
        return None
    why = grounding.problem(text, prompt.given)
    if why:
        log.info("LLM answer rejected (%s); answering with the embedded engine", why)
        return None
    if cited is not None and 1 <= cited <= len(prompt.sources):
        return Written(text, prompt.sources[cited - 1].link)
    return Written(text, grounded.link)


def reply(message: str, lang: str, history: list[dict[str, str]], grounded: Reply) -> Written | None:
    """The model's answer, checked, with the link of the source it used; None to use the embedded reply."""
    if not writes(grounded):
        return None
    try:
        prompt = build_prompt(message, lang, history, grounded, knowledge.current())
        completion = _client().chat.completions.create(**_request(prompt))
        choice = completion.choices[0]
        if choice.finish_reason in CUT:
            log.info("LLM answer cut (%s); answering with the embedded engine", choice.finish_reason)
            return None
        return _accepted(choice.message.content or "", prompt, grounded)
    except Exception:
        log.warning("LLM engine failed; answering with the embedded engine", exc_info=True)
        return None


class Stream:
    """A streamed answer: iterating gives the text as it may be shown (checked, whole words); then
    `result` is the accepted answer, or None when the embedded reply must be used instead (a failure,
    a rejection, a cut: what was shown is then replaced)."""

    def __init__(self, message: str, lang: str, history: list[dict[str, str]], grounded: Reply) -> None:
        self.args = (message, lang, history, grounded)
        self.result: Written | None = None

    def __iter__(self) -> Iterator[str]:
        message, lang, history, grounded = self.args
        if not writes(grounded):
            return
        shown = ""
        raw = ""
        try:
            prompt = build_prompt(message, lang, history, grounded, knowledge.current())
            started = time.monotonic()
            finish = None
            # Closed on leaving (a rejection, the deadline), which ends the request to the endpoint too.
            with _client().chat.completions.create(**_request(prompt), stream=True) as chunks:
                for chunk in chunks:
                    if time.monotonic() - started > STREAM_DEADLINE:
                        log.warning("LLM stream too slow; answering with the embedded engine")
                        return
                    if not chunk.choices:
                        continue
                    finish = chunk.choices[0].finish_reason or finish
                    raw += chunk.choices[0].delta.content or ""
                    text, _ = grounding.clean(grounding.safe_prefix(raw), prompt.ours)
                    if grounding.problem(text, prompt.given):
                        log.info("LLM stream rejected; answering with the embedded engine")
                        return
                    if text.startswith(shown) and len(text) > len(shown):
                        yield text[len(shown):]
                        shown = text
            if finish in CUT:
                log.info("LLM answer cut (%s); answering with the embedded engine", finish)
                return
            written = _accepted(raw, prompt, grounded)
            if written is not None and written.text.startswith(shown) and len(written.text) > len(shown):
                yield written.text[len(shown):]
            self.result = written
        except Exception:
            log.warning("LLM stream failed; answering with the embedded engine", exc_info=True)
