"""Every content kind, each declared once in its own module and registered here, in this order (which is
also the CMS's); a kind an app above content declares (the CRS draws, tools/draws.py) is registered by that
app's AppConfig.ready, after these. `KINDS` is the only list of them: the page-cache signals, the sitemap,
site search, the assistant's knowledge, the CMS registry and the public API iterate it (registry.py)."""

from . import (
    blog,
    countries,
    facts,
    faq,
    offices,
    pages,
    programmes,
    rule_changes,
    services,
    site,
    stories,
    team,
    testimonials,
)
from .base import Kind, Passage, Unit, aliases, tr
from .registry import BY_KEY, KINDS, kind_of, register

for _kind in (
    services.KIND, countries.KIND, facts.KIND, programmes.KIND, rule_changes.KIND, testimonials.KIND,
    stories.KIND, blog.POSTS, blog.TAGS, faq.KIND, offices.KIND, team.KIND, pages.KIND, site.KIND,
):
    register(_kind)


def passages(*, search: bool = False, assistant: bool = False) -> list[Passage]:
    """The passages of every published item of the kinds that give them to search or the assistant
    (for the assistant, in the kinds' `assistant_rank` order)."""
    return [passage for _kind, passage in passages_by_kind(search=search, assistant=assistant)]


def passages_by_kind(*, search: bool = False, assistant: bool = False) -> list[tuple[Kind, Passage]]:
    """The same, each with the kind it comes from."""
    found: list[tuple[Kind, Passage]] = []
    kinds = sorted(KINDS, key=lambda kind: kind.assistant_rank) if assistant and not search else KINDS
    for kind in kinds:
        wanted = (search and kind.in_search) or (assistant and kind.in_assistant)
        if wanted and kind.passages is not None:
            for obj in kind.published():
                found += [(kind, p) for p in kind.passages(obj)]
    return found


__all__ = ["BY_KEY", "KINDS", "Kind", "Passage", "Unit", "aliases", "kind_of", "passages", "passages_by_kind",
           "register", "tr"]
