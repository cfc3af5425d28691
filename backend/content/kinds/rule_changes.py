"""The days each destination's rules or fees change (models.programmes.RuleChange): a recheck calendar
staff keep in the CMS. Not on the site; it says when a destination's programme guides are due for
review (content/review.py)."""

from .. import models as m
from .base import Kind

KIND = Kind(
    key="rule-changes", model=m.RuleChange, label="Rule change dates",
    list_fields=("country", "what", "date", "every_year", "authority"),
    demo="rule_changes:RULE_CHANGES", demo_key=("country", "date"),
)
