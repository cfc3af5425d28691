"""The calculators' API shapes (docs/tools.md): a calculator's questions (ToolOut) and a score (ScoreOut)."""

from typing import Literal

from ninja import Field, Schema


class ToolText(Schema):
    en: str
    ar: str


class ToolSourceOut(Schema):
    name: ToolText
    url: str


class ToolVersionOut(Schema):
    id: str
    effective: str
    source: ToolSourceOut


class ToolGroupOut(Schema):
    key: str
    label: ToolText


class ToolOptionOut(Schema):
    value: str
    label: ToolText


class ToolRangeOut(Schema):
    min: float
    max: float
    step: float


class ToolRangeByOut(Schema):
    key: str
    ranges: dict[str, ToolRangeOut]


class ToolShowIfOut(Schema):
    key: str
    # "in" is a Python keyword: the attribute is in_, the JSON name "in".
    in_: list[str] = Field(..., alias="in")


class ToolQuestionOut(Schema):
    key: str
    group: str
    kind: Literal["number", "choice", "yesno"]
    label: ToolText
    help: ToolText | None
    options: list[ToolOptionOut]
    min: float | None
    max: float | None
    step: float | None
    rangeBy: ToolRangeByOut | None
    showIf: ToolShowIfOut | None
    required: bool


class ToolOut(Schema):
    tool: str
    name: ToolText
    version: ToolVersionOut
    groups: list[ToolGroupOut]
    questions: list[ToolQuestionOut]
    passMark: int | None


class ScoreItemOut(Schema):
    key: str
    label: ToolText
    points: int
    max: int


class ScoreGroupOut(Schema):
    key: str
    label: ToolText
    points: int
    max: int
    items: list[ScoreItemOut]


class ScoreImprovementOut(Schema):
    label: ToolText
    gain: int


class ScoreOut(Schema):
    total: int
    version: ToolVersionOut
    passMark: int | None
    passes: bool | None
    breakdown: list[ScoreGroupOut]
    improvements: list[ScoreImprovementOut]


# An answer: a choice's value, a number, or yes/no.
Answer = bool | int | float | str


class ScoreIn(Schema):
    answers: dict[str, Answer] = Field(..., max_length=100)
