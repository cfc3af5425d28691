"""Arabic copy reads as Arabic: quotations in «» (never the English “…” or "…"), and one Arabic name
per service wherever the product names it. Scans every Arabic string the product ships: the UI strings
(frontend/src/locales/ar), the demo content, the calculators, the booking pages, the chat assistant's
words and the e-mail templates. test_glossary.py checks the same texts against lib/glossary.json."""

import ast
import json
import re
from collections.abc import Iterator
from pathlib import Path

from django.conf import settings

from lib import glossary

BACKEND = Path(settings.BACKEND_DIR)
LOCALES = Path(settings.FRONTEND_DIR) / "src" / "locales"
ARABIC = re.compile(r"[\u0600-\u06FF]")
# English quotation marks; a straight ' counts only where it is not an apostrophe inside a Latin word.
ENGLISH_QUOTES = re.compile(r"[\"“”„‟‘’‚‛]|(?<![A-Za-z])'|'(?![A-Za-z])")
# What a template writes that a reader never sees: {% tags %}, {{ variables|default:"…" }}, <html attributes="…">.
TEMPLATE_MARKUP = re.compile(r"{%.*?%}|{{.*?}}|<[^>]*>", re.S)


def _leaves(node: object, path: str) -> Iterator[tuple[str, str]]:
    if isinstance(node, dict):
        for key, value in node.items():
            yield from _leaves(value, f"{path}.{key}")
    elif isinstance(node, list):
        for n, value in enumerate(node):
            yield from _leaves(value, f"{path}.{n}")
    elif isinstance(node, str):
        yield path, node


def _python_strings(path: Path) -> Iterator[tuple[str, str]]:
    """The string literals of a module, without docstrings (written for developers, not visitors)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {
        id(node.body[0].value) for node in ast.walk(tree)
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef)
        and node.body and isinstance(node.body[0], ast.Expr) and isinstance(node.body[0].value, ast.Constant)
    }
    for node in ast.walk(tree):
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docstrings:
            yield f"{path.relative_to(BACKEND)}:{node.lineno}", node.value


def arabic_texts() -> Iterator[tuple[str, str]]:
    """(where, text) for every Arabic text the product shows or sends."""
    for path in sorted((LOCALES / "ar").glob("*.json")):
        yield from _leaves(json.loads(path.read_text(encoding="utf-8")), f"locales/ar/{path.name}")
    data = [*(BACKEND / "content" / "demo" / "programmes").glob("*.json"),
            *(BACKEND / "content" / "demo" / "facts").glob("*.json"), *(BACKEND / "tools" / "data").glob("*.json")]
    for path in sorted(data):
        yield from _leaves(json.loads(path.read_text(encoding="utf-8")), str(path.relative_to(BACKEND)))
    # The code that writes Arabic itself: demo content, content kinds' labels and defaults, the chat
    # assistant, leads, booking, mail and the calculators; the reply templates' defaults are seeded by a
    # leads migration.
    modules = [*(BACKEND / "content" / "demo").glob("*.py"), *(BACKEND / "content" / "kinds").glob("*.py"),
               *(BACKEND / "content" / "models").glob("*.py"), *(BACKEND / "chat").glob("*.py"),
               *(BACKEND / "leads").glob("*.py"), *(BACKEND / "leads" / "migrations").glob("*.py"),
               *(BACKEND / "booking").glob("*.py"), *(BACKEND / "mail").glob("*.py"),
               *(BACKEND / "tools").glob("*.py")]
    for path in sorted(modules):
        yield from _python_strings(path)
    # The calculators' questions as the API gives them (some labels are built from the rule data).
    from tools import engine

    for tool in engine.TOOLS:
        yield from ((where, text) for where, text in _leaves(engine.definition(tool), f"tools/{tool}")
                    if where.endswith(".ar"))
    templates = [*(BACKEND / "leads" / "templates").rglob("*.*"), *(BACKEND / "booking" / "templates").rglob("*.*")]
    for path in sorted(templates):
        yield str(path.relative_to(BACKEND)), TEMPLATE_MARKUP.sub(" ", path.read_text(encoding="utf-8"))


def test_the_scan_reaches_every_kind_of_arabic_copy():
    places = {where.split(":")[0].split("/")[0] for where, text in arabic_texts() if ARABIC.search(text)}
    assert {"locales", "content", "chat", "leads", "booking", "tools"} <= places


def test_arabic_quotations_use_guillemets_never_english_quotation_marks():
    found = [
        f"{where}: …{text[max(0, m.start() - 30):m.end() + 30]}…"
        for where, text in arabic_texts() if ARABIC.search(text)
        for m in ENGLISH_QUOTES.finditer(text)
    ]
    assert found == [], "Arabic quotes are «…»:\n" + "\n".join(found)


# One Arabic name per service ------------------------------------------------------------------------

# Names the product no longer uses anywhere, not even in code or docs: the 'retired' names of
# lib/glossary.json (family sponsorship is «لمّ شمل الأسرة», skilled migration «هجرة الكفاءات», visit visas
# «تأشيرات الزيارة والسفر», the FSWP «برنامج العمال المهرة الفيدرالي», the UK visa «تأشيرة العامل الماهر»,
# an ECA «تقييم الشهادات التعليمية»; the glossary says why).
RETIRED = glossary.retired()
SOURCES = (".py", ".json", ".ts", ".tsx", ".html", ".txt", ".subject", ".md")


def _ui(lang: str) -> dict:
    from lib import strings

    return strings._strings(lang)


def _demo_titles() -> dict[str, dict[str, str]]:
    from content.demo.services import SERVICES

    return {s["slug"]: s["title"] for s in SERVICES}


def test_the_old_leads_services_are_named_with_the_services_arabic_titles():
    # The form lists the content's services by their own titles; leads kept from before read their
    # service by the names the form gave then (contact.services), which must be the content's too.
    titles = {t["en"]: t["ar"] for t in _demo_titles().values()}
    en, ar = _ui("en")["contact"]["services"], _ui("ar")["contact"]["services"]
    for key in en:
        assert en[key] in titles, f"the form's {key} is no service: {en[key]}"
        assert ar[key] == titles[en[key]], key


def test_retired_arabic_service_names_appear_nowhere():
    from lib.text_search import normalize

    root = BACKEND.parent
    retired = {normalize(name): name for name in RETIRED}
    found = []
    for folder in ("backend", "frontend/src", "e2e", "bench", "docs"):
        for path in sorted((root / folder).rglob("*")):
            where = str(path.relative_to(BACKEND if folder == "backend" else root))
            if path.suffix not in SOURCES or path in (Path(__file__), glossary.PATH):
                continue
            text = normalize(path.read_text(encoding="utf-8"))
            found += [f"{where}: {name}" for key, name in retired.items() if key in text]
    assert found == [], "\n".join(found)
