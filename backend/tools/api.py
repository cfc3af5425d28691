"""GET /api/tools/{tool}: a calculator's questions; POST /api/tools/{tool}/score: the score of answers."""

from typing import Any

from django.http import HttpRequest
from ninja import Router

from lib.errors import ErrorOut

from . import engine
from .schemas import ScoreIn, ScoreOut, ToolOut

router = Router(tags=["tools"])


@router.get("tools/{tool}", response={200: ToolOut}, by_alias=True)
def tool_definition(request: HttpRequest, tool: str) -> Any:
    return engine.definition(tool)


@router.post("tools/{tool}/score", response={200: ScoreOut, 422: ErrorOut}, by_alias=True)
def tool_score(request: HttpRequest, tool: str, payload: ScoreIn) -> Any:
    return engine.score(tool, payload.answers)
