"""What an editor does with a group of the assistant's inbox (chat/admin_api.py): attach its questions to
an answer the assistant already has (a passage or an intent: models.Example rows), write a new FAQ entry
for them (through the CMS's own write, so it is validated, audited and bumps the content version), or
dismiss them; and the answers they can attach to, and the assistant's reply to a sentence to try.

Every write is audited; an Example saved bumps the content version (signals.py), so the next visitor
asking the question gets the answer."""

from typing import Any

from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone

from accounts import audit
from content import admin_api as cms
from lib import strings
from lib.errors import FieldErrors
from lib.text_search import normalize

from . import knowledge
from .gap_groups import said
from .language import intents_file
from .models import Example, Gap

INTENT = "intent:"
MAX_TARGETS = 20
AUDIT_TYPE = "assistant"


def _intent_names() -> list[str]:
    # Out of scope is what the assistant hands off by itself; the rest are answers an editor can point to.
    return [name for name in intents_file().get("intents", {}) if not name.startswith("out_of_scope")]


def _intent(name: str) -> dict[str, Any]:
    title = {lang: strings.t(f"adminAssistant.intents.{name}", lang) for lang in ("en", "ar")}
    return {"target": INTENT + name, "kind": "intent", "title": title, "path": ""}


def _passage(p: knowledge.Passage) -> dict[str, Any]:
    return {"target": p.key, "kind": p.kind, "title": p.title, "path": p.path}


def targets(q: str) -> list[dict[str, Any]]:
    """The answers matching `q` (in a title, either language, or the key): intents first, then passages."""
    wanted = normalize(q.strip())

    def matches(*texts: str) -> bool:
        return not wanted or any(wanted in normalize(t) for t in texts)

    found = [i for name in _intent_names() if matches(name, *(i := _intent(name))["title"].values())]
    found += [_passage(p) for p in knowledge.current().passages if matches(p.key, *p.title.values())]
    return found[:MAX_TARGETS]


def _check_target(target: str) -> None:
    if target.startswith(INTENT):
        if target.removeprefix(INTENT) not in _intent_names():
            raise FieldErrors({"target": f"No answer of the assistant is called {target}."})
    elif all(p.key != target for p in knowledge.current().passages):
        raise FieldErrors({"target": f"No published page or answer has the key {target}."})


def _open(ids: list[int]) -> list[Gap]:
    if not ids:
        raise FieldErrors({"ids": "Choose at least one question."})
    gaps = {g.pk: g for g in Gap.objects.select_for_update().filter(pk__in=ids)}
    missing = [str(i) for i in ids if i not in gaps]
    if missing:
        raise FieldErrors({"ids": f"No question with id {', '.join(missing)}."})
    closed = [str(g.pk) for g in gaps.values() if g.status != Gap.Status.OPEN]
    if closed:
        raise FieldErrors({"ids": f"Already answered or dismissed: {', '.join(closed)}."})
    return list(gaps.values())


def _teach(gaps: list[Gap], target: str) -> list[Example]:
    """One example sentence per distinct question (as editors read them, contact details out)."""
    seen: set[str] = set()
    made = []
    for g in gaps:
        key = normalize(g.question)
        if key and key not in seen:
            seen.add(key)
            made.append(Example.objects.create(text=g.question[:500], language=g.language, target=target))
    return made


def _close(gaps: list[Gap], status: str, target: str = "") -> None:
    now = timezone.now()
    for g in gaps:
        g.status, g.target, g.resolved_at = status, target, now
    Gap.objects.bulk_update(gaps, ["status", "target", "resolved_at"])


def attach(request: HttpRequest, ids: list[int], target: str) -> dict[str, Any]:
    _check_target(target)
    with transaction.atomic():
        gaps = _open(ids)
        made = _teach(gaps, target)
        _close(gaps, Gap.Status.ANSWERED, target)
        audit.record(request, "attach", AUDIT_TYPE, target,
                     summary=f"Attached {len(gaps)} question(s) of the assistant's inbox to {target}",
                     after={"ids": sorted(ids), "target": target, "examples": [e.text for e in made]})
    return {"target": target, "answered": len(gaps), "examples": len(made)}


def write_faq(request: HttpRequest, ids: list[int], question: dict[str, str], answer: dict[str, str],
              category: str) -> dict[str, Any]:
    with transaction.atomic():
        gaps = _open(ids)
        item = cms.create_item(request, "faq", {
            "question_en": question["en"], "question_ar": question["ar"], "answer_en": answer["en"],
            "answer_ar": answer["ar"], "category": category, "published": True,
        })
        target = f"faq:{item['id']}"
        made = _teach(gaps, target)
        _close(gaps, Gap.Status.ANSWERED, target)
        audit.record(request, "answer", AUDIT_TYPE, target,
                     summary=f"Answered {len(gaps)} question(s) of the assistant's inbox with a new FAQ entry",
                     after={"ids": sorted(ids), "target": target, "examples": [e.text for e in made]})
    return {"target": target, "answered": len(gaps), "examples": len(made)}


def dismiss(request: HttpRequest, ids: list[int]) -> dict[str, Any]:
    with transaction.atomic():
        gaps = _open(ids)
        _close(gaps, Gap.Status.DISMISSED)
        audit.record(request, "dismiss", AUDIT_TYPE, "",
                     summary=f"Dismissed {len(gaps)} question(s) of the assistant's inbox",
                     after={"ids": sorted(ids), "questions": [g.question for g in gaps]})
    return {"target": "", "answered": len(gaps), "examples": 0}


def try_question(text: str, lang: str) -> dict[str, Any]:
    return said(text, lang)
