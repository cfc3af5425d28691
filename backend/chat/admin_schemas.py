"""What the assistant's inbox in the admin API accepts and answers (chat/admin_api.py)."""

import datetime
from typing import Any, Literal

from ninja import Schema
from pydantic import Field

from content.models import FaqItem
from lib.api_ints import Id
from lib.plain_text import MultiLineText

Language = Literal["en", "ar"]
# The most questions one action takes (a group is at most gap_groups.MAX_QUESTIONS).
MAX_IDS = 500


class GapQuery(Schema):
    language: Literal["", "en", "ar"] = ""


class TargetQuery(Schema):
    q: str = Field("", max_length=100)


class GapIdsIn(Schema):
    ids: list[Id] = Field(max_length=MAX_IDS)


class AttachIn(GapIdsIn):
    # A passage's key (faq:12, programme:3) or an intent (intent:hours): GET assistant/targets.
    target: str = Field(max_length=80)


class BilingualIn(Schema):
    en: str
    ar: str


class FaqIn(GapIdsIn):
    # Checked by the FAQ's own model through the CMS's write (a 422 names question_en, answer_ar...).
    question: BilingualIn
    answer: BilingualIn
    category: Literal[tuple(FaqItem.Category.values)] = "general"  # type: ignore[valid-type]


class TryIn(Schema):
    text: MultiLineText = Field(min_length=1, max_length=2000)
    language: Language


class SaidLinkOut(Schema):
    href: str
    label: str


class SaidOut(Schema):
    """What the assistant answers now, with why (decide.py's `why`: the rule, intents, names, candidates)."""

    text: str
    outcome: str
    confidence: float
    link: SaidLinkOut | None = None
    why: dict[str, Any]


class GapQuestionOut(Schema):
    id: int
    question: str
    language: str
    reason: str
    createdAt: datetime.datetime


class GapGroupOut(Schema):
    ids: list[int]
    count: int
    languages: list[str]
    reasons: dict[str, int]
    latest: datetime.datetime
    representative: GapQuestionOut
    samples: list[GapQuestionOut]
    answer: SaidOut


class TargetOut(Schema):
    target: str
    kind: str
    title: dict[str, str]
    path: str


class InboxDoneOut(Schema):
    target: str
    answered: int
    examples: int


class WeekOut(Schema):
    week: datetime.date
    replies: int
    answered: int
    handedOff: int
    clarified: int
    unhelpful: int
    answeredShare: float | None
    handedOffShare: float | None
    unhelpfulShare: float | None
