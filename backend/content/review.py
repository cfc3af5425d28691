"""When a programme guide is due for review, and its sign-off.

A guide is reviewed when a named staff member checks its figures against the official source and marks
it reviewed in the CMS (`mark_reviewed`): the day and the person are kept on the guide and shown on its
page. It is **due for review** again when
- nobody has signed it off yet;
- a day its destination's rules change (a `RuleChange`: every year on the same day, or once) came after
  its last review, up to and including today (a review on the day itself counts as after the change);
- or REVIEW_AFTER_DAYS passed since its last review.
`due` decides (pure: dates in, a reason out); `reason` says it in the staff member's language; `due_guides`
lists the guides due today for the dashboard, and `notices` gives the CMS its flag on a guide.
"""

import datetime
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Literal, Protocol

from django.utils import timezone

from accounts.names import display_name
from lib import strings
from lib.errors import FieldErrors
from lib.i18n import long_date, pick, tr

from . import facts
from .models import Fact, Programme, RuleChange
from .models.programmes import REVIEW_AFTER_DAYS

Why = Literal["never", "change", "age"]

FACTS_OPEN = ("Some of its facts are not confirmed yet: {keys}. Check each against its official source in Facts, "
              "then mark the guide reviewed.")
REFUSED = ("Some figures are still to confirm: check them against the official source, untick “Figures still "
           "to confirm” and save, then mark the guide reviewed.")


class ChangeDay(Protocol):
    """What `due` reads of a rule change (a RuleChange, or any object with these two)."""

    date: datetime.date
    every_year: bool


def on_year(day: datetime.date, year: int) -> datetime.date:
    """The same day in `year`; 29 February is 28 February in a year without it."""
    try:
        return day.replace(year=year)
    except ValueError:
        return datetime.date(year, 2, 28)


def last_change(change: ChangeDay, today: datetime.date) -> datetime.date | None:
    """The latest day up to `today` (included) on which `change` took effect, None while it is to come."""
    if change.date > today:
        return None
    if not change.every_year:
        return change.date
    this_year = on_year(change.date, today.year)
    return this_year if this_year <= today else on_year(change.date, today.year - 1)


@dataclass(frozen=True)
class Due:
    why: Why
    # For "change": the change and the day it took effect.
    change: Any = None
    changed_on: datetime.date | None = None


def due(last_reviewed: datetime.date | None, changes: Iterable[ChangeDay], today: datetime.date) -> Due | None:
    """Why a guide last reviewed on `last_reviewed` (None: never) is due for review on `today`, with its
    destination's `changes`; None when it is not. A change after the review wins over the review's age,
    and of several changes the latest is named."""
    if last_reviewed is None:
        return Due("never")
    passed = [(day, c) for c in changes if (day := last_change(c, today)) is not None and day > last_reviewed]
    if passed:
        day, change = max(passed, key=lambda found: found[0])
        return Due("change", change, day)
    if (today - last_reviewed).days > REVIEW_AFTER_DAYS:
        return Due("age")
    return None


def reason(guide: Programme, found: Due, lang: str) -> str:
    """Why the guide is due, for staff in `lang`: "Australia's visa charges change on 1 July 2026; last
    reviewed on 2 May 2026 by Sara Ali." """
    values = {"days": str(REVIEW_AFTER_DAYS), "reviewed": _reviewed(guide, lang)}
    if found.why == "change":
        values |= {"what": pick(tr(found.change, "what"), lang), "date": long_date(found.changed_on, lang),
                   "authority": pick(tr(found.change, "authority"), lang)}
    return strings.fill(strings.t(f"adminContent.server.review.{found.why}", lang), values)


def reviewer(guide: Programme, lang: str) -> str:
    """The name of the staff member who signed the guide off ("" for nobody, or an account since deleted)."""
    return display_name(guide.reviewed_by, lang) if guide.reviewed_by_id else ""


def _reviewed(guide: Programme, lang: str) -> str:
    """"2 May 2026 by Sara Ali" ("2 May 2026" once the account is gone)."""
    if guide.last_reviewed is None:
        return ""
    name = reviewer(guide, lang)
    key = "adminContent.server.review.onBy" if name else "adminContent.server.review.on"
    return strings.fill(strings.t(key, lang), {"date": long_date(guide.last_reviewed, lang), "name": name})


def _changes_by_country() -> dict[int, list[RuleChange]]:
    found: dict[int, list[RuleChange]] = {}
    for change in RuleChange.objects.all():
        found.setdefault(change.country_id, []).append(change)
    return found


def notices(guide: Programme, lang: str = "en") -> list[str]:
    """What the CMS flags on a guide: why it is due for review and what to do, in `lang`."""
    found = due(guide.last_reviewed, RuleChange.objects.filter(country_id=guide.country_id), timezone.localdate())
    if found is None:
        return []
    return [f"{reason(guide, found, lang)} {strings.t('adminContent.server.review.todo', lang)}"]


def due_guides(lang: str, today: datetime.date | None = None) -> list[tuple[Programme, Due, str]]:
    """Every guide due for review on `today`, with why, in the CMS's order of guides."""
    today = today or timezone.localdate()
    changes = _changes_by_country()
    out = []
    for guide in Programme.objects.select_related("country", "reviewed_by").order_by("country__order", "country__id",
                                                                                      "order", "id"):
        found = due(guide.last_reviewed, changes.get(guide.country_id, []), today)
        if found is not None:
            out.append((guide, found, reason(guide, found, lang)))
    return out


def open_figures(guide: Programme) -> list[str]:
    """The keys of the facts the guide names that nobody has confirmed yet: unconfirmed, or never checked."""
    known = facts.by_key()
    return [key for key in facts.named_keys(guide)
            if key in known and (known[key].status != Fact.Status.CONFIRMED or known[key].checked_on is None)]


def figures_to_check(guide: Programme) -> bool:
    """Visitors are told some figures are unchecked: the editor says so, or a fact it names is not confirmed."""
    return guide.figures_to_check or bool(open_figures(guide))


def mark_reviewed(guide: Programme, user: Any) -> None:
    """The guide signed off by `user` today; refused (a 422 naming `figures_to_check`) while its figures
    are still to confirm."""
    if guide.figures_to_check:
        raise FieldErrors({"figures_to_check": REFUSED})
    still_open = open_figures(guide)
    if still_open:
        raise FieldErrors({"figures_to_check": FACTS_OPEN.format(keys=", ".join(still_open))})
    guide.last_reviewed = timezone.localdate()
    guide.reviewed_by = user
    guide.save(update_fields=["last_reviewed", "reviewed_by", "updated_at"])
