"""Editors write Markdown; visitors get sanitised HTML."""

import html
import re

import markdown as md
import nh3

_TAGS = {
    "p", "br", "strong", "em", "ul", "ol", "li", "a", "h2", "h3", "h4", "blockquote",
    "code", "pre", "hr", "table", "thead", "tbody", "tr", "th", "td",
}


def render(text: str) -> str:
    if not text:
        return ""
    html = md.markdown(text, extensions=["tables", "sane_lists"])
    return nh3.clean(html, tags=_TAGS, attributes={"a": {"href", "title"}}, link_rel="noopener")


_ITEM = re.compile(r"<li>(.*?)</li>", re.DOTALL)


def plain(text: str) -> str:
    """A Markdown text as one line of plain text."""
    return " ".join(html.unescape(nh3.clean(render(text), tags=set())).split())


def list_items(text: str) -> list[str]:
    """The items of the lists in a Markdown text, as plain text (the assistant says them one by one)."""
    return [" ".join(html.unescape(nh3.clean(item, tags=set())).split()) for item in _ITEM.findall(render(text))]


_HEADING = re.compile(r"^#{2,4}\s+(.+?)\s*#*\s*$", re.MULTILINE)


def sections(text: str) -> list[tuple[str, str]]:
    """The parts of a Markdown text under its headings (## to ####), as (heading, plain text)."""
    found: list[tuple[str, str]] = []
    marks = list(_HEADING.finditer(text or ""))
    for mark, after in zip(marks, [*marks[1:], None][:len(marks)], strict=True):
        body = text[mark.end():after.start() if after else len(text)]
        plain = " ".join(html.unescape(nh3.clean(render(body), tags=set())).split())
        if plain:
            found.append((mark.group(1), plain))
    return found
