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

from . import engine
from .models import Gap

# How alike two questions must be to be one group. Checked on the chat bank's dev half recorded as gaps
# (194 questions; `bench/chat_confidence.py --groups 0.35,0.5,0.55,0.6,0.65`): at 0.6, "ontario pnp fee?",
# "pnp fee for ontario" and "ontario pnp aplication fee how much" are one group, and 8 groups of two or more
# form, 2 of them mixing two questions; at 0.5, 13 groups, 7 mixing ("blue card germany minimum salary?"
# with "uk skiled worker visa minimum salary", New Zealand's fee with its processing time); at 0.35 most
# groups mix. A mixed group would teach the assistant a wrong answer, so precision first (the editor can
# still leave a sentence out).
GROUP_SIMILARITY = 0.6
# The newest open questions grouped at most (older ones wait until these are answered or dismissed).
MAX_QUESTIONS = 500
SAMPLES = 5


def _clusters(questions: list[str]) -> list[list[int]]:
    space = Space(questions)
    taken: set[int] = set()
    found: list[list[int]] = []
    for i, vector in enumerate(space.vectors):
        if i in taken:
            continue
        near = space.similar(vector)
        members = [i, *(j for j, s in sorted(near.items(), key=lambda kv: -kv[1])
                        if j != i and j not in taken and s >= GROUP_SIMILARITY)]
        taken.update(members)
        # The representative: the member most like the others (the seed when there are two).
        if len(members) > 2:
            members.sort(key=lambda m: -sum(space.similar(space.vectors[m], among=members).values()))
        found.append(members)
    return found


def _answer(gap: Gap) -> dict[str, Any]:
    reply = engine.reply(gap.question, gap.language)
    link = {"href": reply.link.href, "label": reply.link.label} if reply.link is not None else None
    return {"text": reply.text, "outcome": reply.outcome, "confidence": reply.confidence, "link": link,
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
            "answer": _answer(representative),
        })
    return out
