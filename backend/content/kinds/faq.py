"""FAQ: questions and answers on /faq, each with its own anchor (/faq#faq-<id>)."""

from typing import Any

from django.http import HttpRequest
from ninja import Router, Schema

from .. import models as m
from ..schemas import I18n, Paths
from .base import Kind, Passage, both, markdown, tr


class FaqItemOut(Schema):
    id: int
    path: Paths
    question: I18n
    answer: I18n
    category: str


def path(f: m.FaqItem) -> str:
    return f"/faq#faq-{f.pk}"


def out(f: m.FaqItem) -> dict[str, Any]:
    return {"id": f.id, "path": KIND.paths(f), "question": tr(f, "question"), "answer": markdown(f, "answer"),
            "category": f.category}


def passages(f: m.FaqItem) -> list[Passage]:
    return [Passage(f"faq:{f.pk}", "faq", path(f), tr(f, "question"), tr(f, "answer"), tr(f, "answer"),
                    (("title", both(f, "question")), ("answer", both(f, "answer"))), f.category)]


router = Router(tags=["content"])


@router.get("faq", response=list[FaqItemOut])
def faq(request: HttpRequest) -> Any:
    return [out(f) for f in KIND.published()]


KIND = Kind(
    key="faq", model=m.FaqItem, label="FAQ", list_fields=("question", "category", "published"),
    markdown=("answer",), path_of=path, page="/faq", passages=passages, in_search=True, in_assistant=True,
    assistant_rank=0, router=router, demo="faq:FAQ", demo_key="question_en",
)
