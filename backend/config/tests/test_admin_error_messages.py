"""The staff admin's error messages in the staff member's language (config/admin_errors.py).

Every English message the admin code raises has its entry in src/locales/en/admin-errors.json, with
its Arabic in ar/: this test reads the code, so a new message without them fails here. An agent who
chose Arabic reads a 422's fields, pydantic's own messages, a 403, a 404 in Arabic; an English user
reads exactly the English the code wrote; the public API is not touched."""

import ast
import re
import typing
from collections.abc import Iterator
from pathlib import Path

import pytest
from pydantic_core.core_schema import ErrorType

from accounts.preferences import set_language
from config import admin_errors

BACKEND = Path(__file__).resolve().parents[2]

# The code whose messages reach staff: every admin module, and what they call that raises for them.
ADMIN_CODE = sorted({
    *BACKEND.glob("*/admin*.py"),
    # The models' own rules, which full_clean gives the admin's forms.
    *(path for path in BACKEND.glob("*/models.py") if path.parent.name not in ("chat", "tools")),
    *BACKEND.glob("content/models/*.py"), *BACKEND.glob("content/kinds/*.py"),
    *(BACKEND / name for name in (
        "leads/workflow.py", "leads/lifecycle.py", "leads/notes.py", "leads/replies.py", "leads/people.py",
        "leads/board.py", "leads/calls.py", "leads/tasks.py",
        "workbench/dashboard.py", "leads/export.py", "leads/timeline.py", "leads/reply_by.py", "leads/rules.py",
        "accounts/api.py", "accounts/security.py", "accounts/lockout.py", "accounts/schemas.py",
        "booking/views.py", "booking/models.py", "booking/schemas.py", "booking/service.py",
        "content/uploads.py", "mail/outbox.py", "chat/inbox.py",
        "lib/listing.py", "lib/emails.py",
        "lib/errors.py", "config/api_errors.py", "config/api_error_shape.py", "config/body_limit.py",
        "config/nul_refusal.py", "config/faults.py",
    )),
})
# Calls whose string arguments are messages, and the names of the dicts a message is put into. An argument
# that is a name is followed to what was assigned to it (a dict of messages, a module-level table).
MESSAGE_CALLS = {"FieldErrors", "HttpError", "error_response", "rate_limited", "ValueError", "ValidationError",
                 "PydanticCustomError", "_delete"}
MESSAGE_DICTS = {"errors", "fields"}


def _text(node: ast.AST, constants: dict[str, str]) -> str | None:
    """A string as written, with "\0" for each value an f-string puts in; None if not a string."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name) and node.id in constants:
        return constants[node.id]
    if isinstance(node, ast.JoinedStr):
        parts = [_text(v, constants) if isinstance(v, ast.Constant) else "\0" for v in node.values]
        return "".join(p or "" for p in parts)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        left, right = _text(node.left, constants), _text(node.right, constants)
        return left + right if left is not None and right is not None else None
    return None


class Names:
    """What a name stands for in a module: its string constants, and every value assigned to each name
    (a module-level table of messages, or a local dict built before it is raised)."""

    def __init__(self, tree: ast.Module) -> None:
        self.constants = {target.id: node.value.value for node in tree.body if isinstance(node, ast.Assign)
                          and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)
                          for target in node.targets if isinstance(target, ast.Name)}
        self.assigned: dict[str, list[ast.AST]] = {}
        for node in ast.walk(tree):
            if isinstance(node, ast.Assign | ast.AnnAssign) and node.value is not None:
                for target in node.targets if isinstance(node, ast.Assign) else [node.target]:
                    if isinstance(target, ast.Name):
                        self.assigned.setdefault(target.id, []).append(node.value)


def _strings(node: ast.AST, names: Names, seen: frozenset[str] = frozenset()) -> Iterator[str]:
    text = _text(node, names.constants)
    if text is not None:
        yield text
    elif isinstance(node, ast.Dict):
        for value in node.values:
            yield from _strings(value, names, seen)
    elif isinstance(node, ast.DictComp | ast.Subscript):  # a comprehension's values; MISSING_NAME[field]: the table's
        yield from _strings(node.value, names, seen)
    elif isinstance(node, ast.Name) and node.id not in seen:  # raise FieldErrors(missing): what `missing` holds
        for value in names.assigned.get(node.id, []):
            if isinstance(value, ast.Dict | ast.DictComp | ast.Name | ast.Subscript):
                yield from _strings(value, names, seen | {node.id})


def _name(func: ast.AST) -> str | None:
    return func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else None


def messages(path: Path) -> Iterator[tuple[int, str]]:
    """(line, message) for each English message the module raises or answers with."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = Names(tree)
    for node in ast.walk(tree):
        found: list[ast.AST] = []
        if isinstance(node, ast.Call) and _name(node.func) in MESSAGE_CALLS:
            found += [*node.args, *(k.value for k in node.keywords)]
        if (isinstance(node, ast.Call) and _name(node.func) == "setdefault" and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Name) and node.func.value.id in MESSAGE_DICTS):
            found += node.args[1:]
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Subscript) and isinstance(t.value, ast.Name)
                                                and t.value.id in MESSAGE_DICTS for t in node.targets):
            found.append(node.value)
        if isinstance(node, ast.Dict):
            found += [v for k, v in zip(node.keys, node.values, strict=True)
                      if isinstance(k, ast.Constant) and k.value == "message"]
        for arg in found:
            for text in _strings(arg, names):
                # A sentence, not a code ("validation_error") or a key ("meeting_type").
                if re.search(r"[A-Za-z]", text) and (" " in text or text.endswith(".")):
                    yield node.lineno, text


def _covered(text: str) -> bool:
    if "\0" not in text:
        return admin_errors.match(text) is not None
    # An f-string: some entry must read as it does with its values in place.
    written = re.compile("^" + ".+".join(re.escape(part) for part in text.split("\0")) + "$", re.DOTALL)
    for key, english in admin_errors.catalogue("en").items():
        if key.startswith("pydantic."):
            continue
        if written.match(re.sub(r"\{\{\w+\}\}", "X", english)) or admin_errors.match(text.replace("\0", "7")):
            return True
    return False


def test_the_admin_code_is_read():
    found = [m for path in ADMIN_CODE for m in messages(path)]
    assert len(ADMIN_CODE) > 30 and len(found) > 80
    assert any(text == "Say why the lead was lost." for _, text in found)
    assert any(text == "Ask for at most \0 days at a time." for _, text in found)
    # Messages put in a dict before it is raised, from a module-level table or written in a comprehension.
    assert any(text == "Enter the name visitors see in Arabic." for _, text in found)
    assert any(text == "Enter a name." for _, text in found)


@pytest.mark.parametrize("path", ADMIN_CODE, ids=lambda p: str(p.relative_to(BACKEND)))
def test_every_message_of_the_admin_code_has_its_arabic(path):
    missing = [f"{path.relative_to(BACKEND)}:{line}: {text!r}" for line, text in messages(path) if not _covered(text)]
    assert not missing, "add these to src/locales/{en,ar}/admin-errors.json:\n" + "\n".join(missing)


def test_each_english_message_is_in_the_files_once_and_the_arabic_uses_only_its_values():
    en, ar = admin_errors.catalogue("en"), admin_errors.catalogue("ar")
    assert set(en) == set(ar)
    texts = [text for key, text in en.items() if not key.startswith("pydantic.")]
    assert len(texts) == len(set(texts))
    for key, text in ar.items():
        assert set(re.findall(r"\{\{(\w+)\}\}", text)) <= set(re.findall(r"\{\{(\w+)\}\}", en[key])), key


def test_pydantic_messages_are_named_by_real_error_types():
    types = set(typing.get_args(ErrorType))
    named = {key.removeprefix("pydantic.") for key in admin_errors.catalogue("en") if key.startswith("pydantic.")}
    assert named and named <= types, named - types


def test_a_message_with_values_or_of_several_sentences_is_translated_part_by_part():
    assert admin_errors.translate("Ask for at most 62 days at a time.", "ar") == \
        "الحد الأقصى للمدة في الطلب الواحد: 62 يومًا."
    assert admin_errors.translate("Item 2, fee (Arabic): at most 300 characters.", "ar") == \
        "العنصر 2، fee (بالعربية): الحد الأقصى لعدد الأحرف 300."
    assert admin_errors.translate("This password is too common. This password is entirely numeric.", "ar") == \
        "كلمة المرور هذه شائعة جدًا. كلمة المرور هذه مكوّنة من أرقام فقط."
    # Nothing is half translated: an unknown sentence keeps the whole message English.
    assert admin_errors.translate("This password is too common. Something new.", "ar") == \
        "This password is too common. Something new."
    assert admin_errors.translate("Say why the lead was lost.", "en") == "Say why the lead was lost."


def test_a_pydantic_type_not_in_the_files_stays_english():
    error = {"type": "string_unicode", "msg": "Input should be a valid string, unable to parse raw data"}
    assert admin_errors.validation_message(error, "ar") == error["msg"]
    error = {"type": "string_too_long", "msg": "String should have at most 5 characters", "ctx": {"max_length": 5}}
    assert admin_errors.validation_message(error, "ar") == "الحد الأقصى لعدد الأحرف: 5."
    assert admin_errors.validation_message(error, "en") == error["msg"]


# Through the API -----------------------------------------------------------------------------------

def _error(answer):
    return answer.json()["error"]


@pytest.fixture
def arabic_agent(site, agent, signed_in):
    set_language(agent, "ar")
    return signed_in("agent")


def test_a_field_error_in_arabic_for_an_agent_who_chose_arabic(arabic_agent, make_lead):
    lead = make_lead()
    answer = arabic_agent.api("PATCH", f"/api/admin/leads/{lead.pk}", {"status": "lost"})
    assert answer.status_code == 422
    assert _error(answer)["code"] == "validation_error"
    assert _error(answer)["message"] == "بعض الحقول غير صحيحة."
    assert _error(answer)["fields"] == {"lost_reason": "اذكر سبب عدم إكمال العميل المحتمل."}
    if answer.has_header("Content-Length"):
        assert answer["Content-Length"] == str(len(answer.content))


def test_a_message_with_a_value_in_arabic(arabic_agent):
    answer = arabic_agent.get("/api/admin/booking/agenda?from=2026-01-01&to=2026-12-31")
    assert answer.status_code == 422
    assert _error(answer)["fields"]["to"].startswith("الحد الأقصى للمدة في الطلب الواحد: ")


def test_pydantic_messages_in_arabic(arabic_agent, make_lead):
    lead = make_lead()
    notes = f"/api/admin/leads/{lead.pk}/notes"
    too_long = arabic_agent.api("POST", notes, {"text": "x" * 10_001})
    assert too_long.status_code == 422 and _error(too_long)["fields"] == {"text": "الحد الأقصى لعدد الأحرف: 10000."}
    assert _error(arabic_agent.api("POST", notes, {}))["fields"] == {"text": "هذا الحقل مطلوب."}
    # A validator's own sentence, by its English.
    assert _error(arabic_agent.api("POST", notes, {"text": "   "}))["fields"] == {"text": "اكتب الملاحظة."}
    listed = arabic_agent.get("/api/admin/leads?status=nothing")
    assert listed.status_code == 422
    assert _error(listed)["fields"]["status"].startswith("اختر أحد الخيارات التالية: new, ")


def test_403_and_404_in_arabic(arabic_agent):
    forbidden = arabic_agent.get("/api/admin/users")
    assert forbidden.status_code == 403 and _error(forbidden) == {"code": "forbidden",
                                                                   "message": "دورك لا يسمح بهذا الإجراء."}
    missing = arabic_agent.get("/api/admin/leads/999999")
    assert missing.status_code == 404 and _error(missing) == {"code": "not_found", "message": "غير موجود."}
    nowhere = arabic_agent.get("/api/admin/no-such-thing")
    assert nowhere.status_code == 404
    assert _error(nowhere)["message"] == "لا توجد نقطة وصول في الواجهة البرمجية على /api/admin/no-such-thing."
    # A method the path does not take (answered by config/api_error_shape.py).
    wrong = arabic_agent.delete("/api/admin/leads")
    assert wrong.status_code == 405 and _error(wrong)["message"] == "هذا الطلب غير مسموح به هنا."
    # A write without the CSRF token: the admin app knows this 403 by "CSRF" in its message.
    refused = arabic_agent.post(f"/api/admin/leads/{1}/notes", {"text": "x"}, content_type="application/json")
    assert refused.status_code == 403 and "CSRF" in _error(refused)["message"]
    assert re.search("[\u0600-\u06ff]", _error(refused)["message"])


def test_an_english_user_reads_the_english_the_code_wrote(site, agent, signed_in, make_lead):
    client = signed_in("agent")
    lead = make_lead()
    answer = client.api("PATCH", f"/api/admin/leads/{lead.pk}", {"status": "lost"})
    assert _error(answer) == {"code": "validation_error", "message": "Some fields are invalid.",
                              "fields": {"lost_reason": "Say why the lead was lost."}}
    too_long = client.api("POST", f"/api/admin/leads/{lead.pk}/notes", {"text": "x" * 10_001})
    assert _error(too_long)["fields"] == {"text": "String should have at most 10000 characters"}
    assert _error(client.api("POST", f"/api/admin/leads/{lead.pk}/notes", {"text": " "}))["fields"] == {
        "text": "Write the note."}
    assert _error(client.get("/api/admin/users"))["message"] == "Your role does not allow this."
    assert _error(client.get("/api/admin/leads/999999"))["message"] == "Not found."


def test_signed_out_and_the_public_api_stay_english(arabic_agent, client):
    # Signed out, no one's language is known: the sign-in page is English too.
    assert _error(client.get("/api/admin/leads"))["message"] == "Sign in to continue."
    # The public API has its own languages: an Arabic staff member's session does not change it.
    answer = arabic_agent.post("/api/contact", {}, content_type="application/json")
    assert answer.status_code == 422 and _error(answer)["message"] == "Some fields are invalid."


def test_display_name_errors_in_arabic(site, admin, signed_in):
    set_language(admin, "ar")
    client = signed_in("admin")
    new_agent = {"email": "noor@horizongate.qa", "name": "Noor Hassan", "role": "agent",
                 "password": "a-long-passphrase-2026"}
    created = client.api("POST", "/api/admin/users", new_agent)
    assert created.status_code == 422
    assert _error(created)["fields"] == {"display_name_ar": "أدخل الاسم الذي يراه الزوار بالعربية."}
    blank = client.api("PATCH", "/api/admin/auth/me", {"display_name_en": " "})
    assert blank.status_code == 422 and _error(blank)["fields"] == {"display_name_en": "أدخل اسمًا."}
