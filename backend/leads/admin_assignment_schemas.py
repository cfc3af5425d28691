"""What the admin API takes and answers for the lead assignment rules (leads/admin_assignment_api.py); their
order comes as the CMS's (content.admin_schemas.ReorderIn)."""

from typing import Literal

from ninja import Schema
from pydantic import Field

from lib.api_ints import Id


class AssignmentRuleIO(Schema):
    """A rule: each criterion a key of the lead's lists ("" for any), and the agents it deals leads to."""

    id: Id | None = None
    position: int = Field(0, ge=0, le=100_000)
    # Off: the rule is kept but skipped (leads/assignment.py) until it is switched on again.
    active: bool = True
    service: str = Field("", max_length=40)
    country: str = Field("", max_length=40)
    language: Literal["", "en", "ar"] = ""
    source: str = Field("", max_length=10)
    agent_ids: list[Id] = Field(default_factory=list, max_length=100)



class RuleSwitchIn(Schema):
    """Switches a rule off or on, and nothing else."""

    active: bool
