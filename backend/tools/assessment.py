"""'Send me my assessment': a visitor who has seen a calculator's result asks us to e-mail it and to get
in touch. The score is computed again here by the same engine (the browser's total is never trusted),
then the lead (source "calculator", with the answers, the total and the breakdown in `assessment`) and
its two e-mails (the breakdown to the visitor in their language, the notification to staff) are stored
in one transaction, as a contact-form message is (leads/contact.py). Nothing is stored before the
visitor asks."""

from typing import Any, Literal

from django.db import transaction
from django.utils import timezone
from ninja import Schema
from pydantic import Field, field_validator

from content.kinds.services import KIND as SERVICES
from leads import intake, notifications, rules
from leads.contact import VisitorRef
from leads.models import Lead
from lib.emails import clean_email
from lib.errors import FieldErrors
from lib.plain_text import OneLineText

from . import engine

TOOLS = ("crs", "australia-points")
Answer = bool | int | float | str


class AssessmentIn(Schema):
    answers: dict[str, Answer] = Field(max_length=100)
    name: str = Field(max_length=200)
    email: str = Field("", max_length=254)
    phone: str = Field("", max_length=40)
    consent: bool
    language: Literal["en", "ar"] = "en"
    page_url: OneLineText = Field("", max_length=500)
    # The page address's campaign tags, kept as the contact form keeps them.
    utm: dict[str, OneLineText] = Field(default_factory=dict)
    # The chat's conversation in this browser, attached to the lead (leads/contact.VisitorRef).
    visitor: VisitorRef = ""
    # Anti-spam, as on the contact form: a field people never see and how long the form was open.
    website: str = Field("", max_length=200)
    elapsed_ms: int = Field(0, ge=0)

    @field_validator("answers")
    @classmethod
    def _answers(cls, v: dict[str, Answer]) -> dict[str, Answer]:
        if any(len(key) > 40 or (isinstance(value, str) and len(value) > 40) for key, value in v.items()):
            raise ValueError("An answer is too long.")
        return v

    @field_validator("name")
    @classmethod
    def _name(cls, v: str) -> str:
        return rules.clean_name(v, "name")

    @field_validator("email")
    @classmethod
    def _email(cls, v: str) -> str:
        return clean_email(v) if v.strip() else ""

    @field_validator("phone")
    @classmethod
    def _phone(cls, v: str) -> str:
        return rules.clean_phone(v) if v.strip() else ""

    @field_validator("consent")
    @classmethod
    def _consent(cls, v: bool) -> bool:
        return rules.clean_consent(v)

    @field_validator("utm")
    @classmethod
    def _utm(cls, v: dict[str, str]) -> dict[str, str]:
        return rules.clean_utm(v)


def _split(name: str) -> tuple[str, str]:
    first, _, last = name.partition(" ")
    return first, last


YES_NO = {"yes": {"en": "Yes", "ar": "نعم"}, "no": {"en": "No", "ar": "لا"}}


def _shown(value: Answer) -> str:
    if isinstance(value, bool):
        return "yes" if value else "no"
    return str(value)


def answered(tool: str, answers: dict[str, Answer]) -> list[dict[str, Any]]:
    """The questions asked (showIf held) and their answers, as staff read them: {"key", "question",
    "answer"}, the question and a choice's answer in both languages."""
    questions = engine.definition(tool)["questions"]
    asked: dict[str, str] = {}
    rows = []
    for q in questions:
        show = q.get("showIf")
        if q["key"] not in answers or (show and asked.get(show["key"]) not in show["in"]):
            continue
        value = _shown(answers[q["key"]])
        asked[q["key"]] = value
        options = {o["value"]: o["label"] for o in q.get("options") or []}
        label = options.get(value) or (YES_NO.get(value) if q["kind"] == "yesno" else None)
        rows.append({"key": q["key"], "question": q["label"], "answer": label or {"en": value, "ar": value}})
    return rows


def result_of(tool: str, answers: dict[str, Answer]) -> dict[str, Any]:
    """The engine's ScoreOut data for the answers; bad answers are field errors named `answers.<key>`."""
    try:
        return engine.score(tool, answers)
    except FieldErrors as exc:
        raise FieldErrors({f"answers.{key}": message for key, message in exc.fields.items()}) from exc


def about(tool: str) -> tuple[str, str]:
    """The destination and service a calculator's lead is about, as the contact form names them: the
    country its grid names (data/<tool>-*.json), the first published service whose `calculators` name
    it (the content's slug; none when no service does)."""
    country = engine.grid_in_effect(tool).get("country", "")
    services = SERVICES.published().filter(calculators__contains=tool).values_list("slug", "calculators")
    return country, next((slug for slug, keys in services if tool in keys.split()), "")


@transaction.atomic
def submit(tool: str, data: AssessmentIn) -> Lead:
    if not data.email and not data.phone:
        message = "Enter your e-mail address or your phone number."
        raise FieldErrors({"email": message, "phone": message})
    result = result_of(tool, data.answers)
    first, last = _split(data.name)
    country, service = about(tool)
    lead = intake.create_lead(
        source=Lead.Source.CALCULATOR, first_name=first, last_name=last, email=data.email, phone=data.phone,
        country=country, service=service, language=data.language, page_url=data.page_url, utm=data.utm,
        consent_at=timezone.now(), consent_version=rules.options()["consentVersion"],
        assessment={"tool": tool, "answers": answered(tool, data.answers), **result}, visitor=data.visitor,
    )
    notifications.queue_for(lead)
    return lead
