"""What keys everything kept because it is built from the content (rendered pages, API answers, the search
index, the assistant's knowledge): the content version, which every save bumps, and the next moment an
item becomes visible by itself (a blog post scheduled for later; a kind's `due`). When that moment
passes the key changes, so a scheduled post appears on time without a save or a restart."""

import datetime

from django.utils import timezone

from .kinds import KINDS
from .models import ContentVersion

# The next due moment found for each content version (one lookup per version, in each process; looked up
# again once it has passed).
_due: dict[int, datetime.datetime | None] = {}


def next_due() -> datetime.datetime | None:
    """The soonest moment still to come at which an item of any kind becomes visible by itself."""
    found = [when for kind in KINDS if kind.due is not None and (when := kind.due()) is not None]
    return min(found) if found else None


def stamp() -> str:
    """The content version, and the next due moment while there is one: "42" or "42.1767225600"."""
    version = ContentVersion.current()
    if version not in _due or ((when := _due[version]) is not None and when <= timezone.now()):
        if len(_due) > 64:
            _due.clear()
        _due[version] = next_due()
    when = _due[version]
    return f"{version}.{int(when.timestamp())}" if when else str(version)
