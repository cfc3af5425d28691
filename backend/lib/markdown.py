"""Editors write Markdown; visitors get sanitised HTML."""

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
