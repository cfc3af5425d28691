"""The open questions of the assistant's inbox, grouped by how alike they are (character n-grams,
lib/ngrams.py), for editors: each group with its count, languages, latest date, a representative
question, a few samples and what the assistant says to the representative now.

English and Arabic questions are grouped in one space: letters of different scripts share no piece, so
an English and an Arabic question never meet, while Arabizi (Arabic in Latin letters) meets the English
question naming the same programme ("express entry rusoom" and "express entry fees"), which one answer
serves. Greedy: the newest question not yet grouped takes every other question at least GROUP_SIMILARITY
alike to it."""

from collections import Counter
from typing import Any

from lib.ngrams import Space
from lib.paths import localized_path

from . import engine, reading
from .models import Gap

# How alike two questions must be to be one group. Checked on the chat bank's dev half recorded as gaps
# (194 questions; `bench/chat_confidence.py --groups 0.4,0.5,0.6`): at 0.6, "ontario pnp fee?", "pnp fee for
# ontario" and "ontario pnp aplication fee how much" are one group, "189 visa fee kam?" and "whats the 189 visa
# fee" another; 10 groups of two or more, 4 of them mixing two questions on one programme (its fee and its
# time). At 0.5, 13 groups, 6 mixing ("What is the UK Skilled Worker visa fee?" with its minimum salary); at
# 0.4, 20, most mixing. A mixed group would teach the assistant a wrong answer, so precision first (the
# editor can still leave a sentence out).
GROUP_SIMILARITY = 0.6
# The newest open questions grouped at most (older ones wait until these are answered or dismissed).
MAX_QUESTIONS = 500
SAMPLES = 5


def _clusters(questions: list[str]) -> list[list[int]]:
    # The questions' vectors in a space built over them and the example sentences of the assistant's intents
    # and fields (intents.json: how visitors ask, in both languages and dialects, naming no place): the asking
    # words ("how much", "kam", «قديش») are common there and weigh little, what a question is about weighs
    # most, however few questions wait in the inbox.
    background = [text for _, text in reading.examples()]
    space = Space([*questions, *background])
    vectors = space.vectors[: len(questions)]
    postings: dict[str, list[tuple[int, float]]] = {}
    for i, vector in enumerate(vectors):
        for piece, weight in vector.items():
            postings.setdefault(piece, []).append((i, weight))

    def alike(i: int, among: set[int] | None = None) -> dict[int, float]:
        scores: dict[int, float] = {}
        for piece, weight in vectors[i].items():
            for j, w in postings[piece]:
                if among is None or j in among:
                    scores[j] = scores.get(j, 0.0) + weight * w
        return scores

    taken: set[int] = set()
    found: list[list[int]] = []
    for i in range(len(questions)):
        if i in taken:
            continue
        near = alike(i)
        members = [i, *(j for j, s in sorted(near.items(), key=lambda kv: -kv[1])
                        if j != i and j not in taken and s >= GROUP_SIMILARITY)]
        taken.update(members)
        # The representative: the member most like the others (the seed when there are two).
        if len(members) > 2:
            group = set(members)
            members.sort(key=lambda m: -sum(alike(m, group).values()))
        found.append(members)
    return found


def said(text: str, lang: str) -> dict[str, Any]:
    """What the assistant answers to `text` now, as a new conversation's first message, with why."""
    reply = engine.reply(text, lang)
    link = None
    if reply.link is not None:
        href = reply.link.href
        link = {"href": localized_path(href, lang) if href.startswith("/") else href, "label": reply.link.label}
    return {"text": reply.text, "outcome": reply.outcome, "confidence": round(reply.confidence, 3), "link": link,
            "why": reply.why}


def _question(gap: Gap) -> dict[str, Any]:
    return {"id": gap.pk, "question": gap.question, "language": gap.language, "reason": gap.reason,
            "createdAt": gap.created_at}


def groups(language: str = "", limit: int = 50) -> list[dict[str, Any]]:
    """The open questions in groups, the largest first (then the most recent), with the assistant's
    current answer to each group's representative."""
    qs = Gap.objects.filter(status=Gap.Status.OPEN)
    if language:
        qs = qs.filter(language=language)
    gaps = list(qs.order_by("-created_at", "-id")[:MAX_QUESTIONS])
    clusters = [[gaps[i] for i in members] for members in _clusters([g.question for g in gaps])]
    clusters.sort(key=lambda c: (-len(c), -max(g.created_at for g in c).timestamp()))
    out = []
    for members in clusters[:limit]:
        representative = members[0]
        newest = sorted(members, key=lambda g: g.created_at, reverse=True)
        out.append({
            "ids": [g.pk for g in members],
            "count": len(members),
            "languages": sorted({g.language for g in members}),
            "reasons": dict(Counter(g.reason for g in members)),
            "latest": newest[0].created_at,
            "representative": _question(representative),
            "samples": [_question(g) for g in [representative, *(g for g in newest if g is not representative)]
                        [:SAMPLES]],
            "answer": said(representative.question, representative.language),
        })
    return out
