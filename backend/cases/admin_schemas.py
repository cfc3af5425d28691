"""The admin API's shapes for client cases (cases/admin_api.py). Amounts go out as strings with two decimals
("1500.00", never a float) and come in as a number or such a string, at least 0."""

import datetime
from decimal import Decimal
from typing import Annotated, Literal

from ninja import Schema
from pydantic import Field, field_validator

from content.schemas import I18n
from lib.api_ints import ID_MAX
from lib.listing import ListQuery, Page
from lib.plain_text import plain

# The models' choices (Milestone.Kind, Case.State, CaseDocument.State), as the API document names them
# (cases/tests/test_service.py checks they agree).
MilestoneKind = Literal["opened", "submitted", "biometrics", "medical", "decision", "landed"]
CaseState = Literal["open", "closed"]
DocumentState = Literal["missing", "received", "not_needed"]
# An amount of money: at least 0, two decimals, below a thousand million.
Amount = Annotated[Decimal, Field(ge=0, max_digits=12, decimal_places=2)]


class CaseProgrammeOut(Schema):
    id: int
    title: I18n
    country: I18n


class CaseOwnerOut(Schema):
    id: int
    name: str


class CaseFeeOut(Schema):
    currency: str
    quoted: str
    paid: str
    outstanding: str


class CaseDocumentCountsOut(Schema):
    received: int
    missing: int
    not_needed: int


class CaseRowOut(Schema):
    id: int
    lead_id: int
    client_name: str
    programme: CaseProgrammeOut | None
    owner: CaseOwnerOut | None
    # The latest milestone reached, in the order they come (null before any).
    stage: MilestoneKind | None
    stage_date: datetime.date | None
    fee: CaseFeeOut
    documents: CaseDocumentCountsOut
    # The earliest unpaid instalment's due date.
    next_due: datetime.date | None
    state: CaseState
    opened_on: datetime.date
    closed_on: datetime.date | None


class CasePageOut(Page[CaseRowOut]):
    pass


class CaseQuery(ListQuery):
    state: CaseState | Literal[""] = ""
    stage: MilestoneKind | Literal[""] = ""
    # "me", "none" or a user's id.
    owner: str = Field("", max_length=20, pattern=r"^(|me|none|[0-9]{1,19})$")


class CaseBoardColumnOut(Schema):
    kind: MilestoneKind
    label: I18n
    count: int
    cases: list[CaseRowOut]


class CaseBoardOut(Schema):
    columns: list[CaseBoardColumnOut]


class InstalmentOut(Schema):
    id: int
    label: str
    amount: str
    due_on: datetime.date
    paid_on: datetime.date | None


class CaseDocumentOut(Schema):
    id: int
    key: str
    label: I18n
    state: DocumentState
    updated_at: datetime.datetime
    updated_by: str | None
    # Still in the programme's checklist (false: kept from an earlier programme because staff touched it).
    in_guide: bool


class MilestoneOut(Schema):
    id: int
    kind: MilestoneKind
    label: I18n
    date: datetime.date
    note: str
    emailed_at: datetime.datetime | None


class CaseLeadOut(Schema):
    id: int
    name: str
    email: str
    phone: str
    language: Literal["en", "ar"]


class MilestoneKindOut(Schema):
    kind: MilestoneKind
    label: I18n


class CaseDetailOut(CaseRowOut):
    instalments: list[InstalmentOut]
    documents_list: list[CaseDocumentOut]
    milestones: list[MilestoneOut]
    lead: CaseLeadOut
    # Every published or draft programme guide staff may choose, by country.
    programmes: list[CaseProgrammeOut]
    # The milestones in order, with their names.
    milestone_kinds: list[MilestoneKindOut]
    # The currencies a fee may be in.
    currencies: list[str]


class CasePatchIn(Schema):
    """Only the fields sent change; programme and owner take null for none."""

    programme: int | None = Field(None, ge=1, le=ID_MAX)
    currency: str | None = Field(None, max_length=3)
    quoted: Amount | None = None
    owner: int | None = Field(None, ge=1, le=ID_MAX)
    state: CaseState | None = None
    # The day it closed (default: today); only with state "closed".
    closed_on: datetime.date | None = None


def _instalment_label(v: str | None) -> str | None:
    """What an instalment is for, as plain text; blank is refused (None: not sent)."""
    if v is None:
        return v
    v = plain(v).strip()
    if not v:
        raise ValueError("Name the instalment.")
    return v


class InstalmentIn(Schema):
    label: str = Field(min_length=1, max_length=120)
    amount: Amount
    due_on: datetime.date
    paid_on: datetime.date | None = None

    _label = field_validator("label")(_instalment_label)


class InstalmentPatchIn(Schema):
    label: str | None = Field(None, min_length=1, max_length=120)
    amount: Amount | None = None
    due_on: datetime.date | None = None
    paid_on: datetime.date | None = None

    _label = field_validator("label")(_instalment_label)


class DocumentPatchIn(Schema):
    state: DocumentState


class MilestoneIn(Schema):
    kind: MilestoneKind
    date: datetime.date
    note: str = Field("", max_length=500)
    # E-mail the client about it (in their language, the other below).
    send_email: bool = False

    @field_validator("note")
    @classmethod
    def _note(cls, v: str) -> str:
        return plain(v).strip()


