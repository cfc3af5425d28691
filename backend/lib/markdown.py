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


def list_items(text: str) -> list[str]:
    """The items of the lists in a Markdown text, as plain text (the assistant says them one by one)."""
    return [" ".join(html.unescape(nh3.clean(item, tags=set())).split()) for item in _ITEM.findall(render(text))]
