"""A lead's whole way from the web form to a client case, in a real browser, in English and Arabic: a visitor
sends the contact form from a campaign link; an assignment rule gives the lead to an agent, who finds it
under "My leads", e-mails the visitor, and reads the reply that the mail server hands over LMTP; a task falls
due and the mail worker reminds its owner; the lead is converted, its case gets a programme, a document
received and a milestone e-mailed to the client; the manager's report counts the campaign's client.

The server is this module's own (its assignment rule would take other tests' leads), with the inbound
address set and the LMTP receiver and the mail worker running beside it as the Procfile runs them. The
admin's words come from the locale files, so the test walks the screens as each language shows them."""

import datetime as dt
import json
import re
import smtplib
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from email.message import EmailMessage
from email.policy import SMTP
from typing import Any

import pytest
from liveserver import ROOT, Server, free_port, running
from playwright.sync_api import Page, expect
from test_admin import _errors, sign_in
from test_contact import LABELS, expect_toast, fill, open_form

INBOUND = "hello@horizongate.qa"
QATAR = dt.timezone(dt.timedelta(hours=3))
AGENT = ("e2e-client-agent@example.com", "Client-agent-pass-2026", "Hala", "Haddad")
ADMIN = ("e2e-client-admin@example.com", "Client-admin-pass-2026", "Omar", "Nasser")
ARABIC_ADMIN = "Show the admin in Arabic"

MAKE_STAFF = """
from django.contrib.auth.models import Group, User
from leads.models import AssignmentRule
for (email, password, first, last), role in (({agent!r}, "agent"), ({admin!r}, "admin")):
    user, _ = User.objects.get_or_create(username=email, defaults={{"email": email}})
    user.email, user.first_name, user.last_name, user.is_staff, user.is_active = email, first, last, True, True
    user.set_password(password)
    user.save()
    user.groups.set([Group.objects.get_or_create(name=role)[0]])
    if role == "agent":
        AssignmentRule.objects.all().delete()
        rule = AssignmentRule.objects.create(position=0, source="contact", service="study")
        rule.agents.set([user])
"""

OUTBOX = """
import json
from mail.models import OutboxMessage
print(json.dumps([{{"kind": m.kind, "to": m.to, "subject": m.subject, "text": m.text, "reply_to": m.reply_to,
                    "message_id": m.message_id}}
                  for m in OutboxMessage.objects.filter(lead__email={email!r}).order_by("pk")]))
"""


PROGRAMME = """
import json
from content.models import Programme
p = next(p for p in Programme.objects.order_by("pk") if p.documents)
print(json.dumps({"id": p.pk, "document": p.documents[0]["label"]}))
"""


def _locale(lang: str) -> dict[str, Any]:
    words: dict[str, Any] = {}
    for path in sorted((ROOT / "frontend" / "src" / "locales" / lang).glob("*.json")):
        words.update(json.loads(path.read_text(encoding="utf-8")))
    return words


WORDS = {lang: _locale(lang) for lang in ("en", "ar")}


def t(lang: str, key: str, **values: str) -> str:
    """The admin's text for `key` in `lang`, as the screens show it."""
    text: Any = WORDS[lang]
    for part in key.split("."):
        text = text[part]
    for name, value in values.items():
        text = text.replace("{{" + name + "}}", value)
    return text


def _process(server: Server, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "backend/manage.py", *args], cwd=ROOT, env=server.env,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


@pytest.fixture(scope="module")
def firm() -> Iterator[tuple[Server, int]]:
    """The firm's own server, its LMTP receiver (the Procfile's `inbound`) and mail worker (`worker`)."""
    with running({"TRUSTED_PROXY_HOPS": "1", "INBOUND_MAIL_ADDRESS": INBOUND}) as server:
        server.manage("shell", "-v", "0", "-c", MAKE_STAFF.format(agent=AGENT, admin=ADMIN))
        port = free_port()
        helpers = [_process(server, "receive_mail", "--port", str(port)),
                   _process(server, "send_outbox", "--loop", "--interval", "1", "--tick-interval", "1")]
        try:
            _wait_for_port(port)
            yield server, port
        finally:
            for proc in helpers:
                proc.terminate()
                proc.wait(timeout=10)


def _wait_for_port(port: int, seconds: float = 30) -> None:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        try:
            with smtplib.LMTP("127.0.0.1", port):
                return
        except OSError:
            time.sleep(0.2)
    raise RuntimeError(f"the LMTP receiver did not start on port {port}")


def _outbox(server: Server, email: str, kind: str, seconds: float = 20) -> list[dict[str, str]]:
    """The lead's e-mails of `kind` in the outbox, waited for (the mail worker queues reminders each tick)."""
    end = time.monotonic() + seconds
    while True:
        stored = json.loads(server.manage("shell", "-c", OUTBOX.format(email=email)).strip().splitlines()[-1])
        found = [m for m in stored if m["kind"] == kind]
        if found or time.monotonic() > end:
            return found
        time.sleep(0.5)


def _watched(page: Page) -> Page:
    """A second page (the staff's, beside the visitor's) whose script errors are kept, as conftest does."""
    page.errors = []  # type: ignore[attr-defined]
    page.on("pageerror", lambda exc: page.errors.append(str(exc)))  # type: ignore
    page.on("console", lambda msg: page.errors.append(msg.text) if msg.type == "error" else None)  # type: ignore
    return page


def _reply_by_lmtp(port: int, ours: dict[str, str], sender: str, text: str) -> None:
    """The visitor answers the staff e-mail; the mail server hands the reply to our LMTP receiver."""
    reply = EmailMessage()
    reply["From"], reply["To"], reply["Subject"] = sender, ours["reply_to"], "Re: " + ours["subject"]
    reply["Message-ID"] = f"<{uuid.uuid4().hex}@example.com>"
    reply["In-Reply-To"] = reply["References"] = ours["message_id"]
    reply.set_content(text)
    with smtplib.LMTP("127.0.0.1", port) as client:
        client.ehlo("mx.horizongate.qa")
        client.mail(sender)
        client.rcpt(ours["reply_to"])
        code, _ = client.data(reply.as_bytes(policy=SMTP))
        assert code == 250, code


VISITOR = {
    "en": {"first": "Nadia", "last": "Karimi", "message": "I want to study nursing in Canada next year.",
           "reply": "Thank you! I can send my transcripts this week.", "subject": "Your study plans",
           "task": "Ask for the transcripts"},
    "ar": {"first": "نادية", "last": "كريمي", "message": "أريد دراسة التمريض في كندا العام القادم.",
           "reply": "شكرًا لكم! أستطيع إرسال كشف الدرجات هذا الأسبوع.", "subject": "خطتك للدراسة",
           "task": "طلب كشف الدرجات"},
}


@pytest.mark.parametrize("lang", ["en", "ar"])
def test_a_web_form_lead_becomes_a_client_case_and_the_report_counts_it(firm, page: Page, lang):
    server, lmtp_port = firm
    base, you = server.base_url, VISITOR[lang]
    campaign = f"e2e-{lang}-{uuid.uuid4().hex[:6]}"
    email = f"client-{lang}-{uuid.uuid4().hex[:8]}@example.com"

    # 1. The visitor sends the contact form from a campaign link.
    form = open_form(page, server, f"{'/ar' if lang == 'ar' else ''}/contact?utm_source=newsletter"
                                   f"&utm_campaign={campaign}", lang)
    fill(form, lang, first=you["first"], last=you["last"], email=email, phone="5512 9911", message=you["message"])
    form.get_by_role("button", name=LABELS[lang]["submit"]).click()
    expect_toast(page, lang, "success")
    name = f"{you['first']} {you['last']}"

    # 2. The rule gave it to the agent: it is under "My leads", and the timeline says which rule did.
    staff = _watched(page.context.browser.new_page())  # type: ignore[union-attr]
    sign_in(staff, base, AGENT[:2], "/admin/leads")
    if lang == "ar":
        staff.get_by_role("button", name=ARABIC_ADMIN).click()
        expect(staff.locator("html")).to_have_attribute("dir", "rtl")
    views = staff.get_by_role("navigation", name=t(lang, "adminLeads.views.label"))
    views.get_by_role("link", name=t(lang, "adminLeads.views.mine")).click()
    expect(staff).to_have_url(f"{base}/admin/leads?view=mine")
    staff.get_by_role("link", name=name, exact=True).click()
    expect(staff.get_by_role("heading", level=1)).to_have_text(name)
    timeline = staff.get_by_role("region", name=t(lang, "adminLead.timeline.title"))
    expect(timeline).to_contain_text(t(lang, "adminLead.timeline.ruleAssigned", n="1", name=f"{AGENT[2]} {AGENT[3]}"))

    # A task for the coming minute: the mail worker will remind the agent then (checked at the end).
    tasks = staff.get_by_role("region", name=t(lang, "adminTasks.tasks.title"))
    due = dt.datetime.now(QATAR) + dt.timedelta(minutes=1)
    tasks.get_by_label(t(lang, "adminTasks.tasks.day")).fill(due.date().isoformat())
    tasks.get_by_label(t(lang, "adminTasks.tasks.time")).fill(f"{due:%H:%M}")
    tasks.get_by_label(t(lang, "adminTasks.tasks.note")).fill(you["task"])
    tasks.get_by_role("button", name=t(lang, "adminTasks.tasks.add")).click()
    expect(tasks.get_by_text(t(lang, "adminTasks.tasks.added"))).to_be_visible()

    # 3. The agent e-mails the visitor; the visitor's reply comes back over LMTP onto the timeline.
    reply = staff.get_by_role("region", name=t(lang, "adminLead.reply.title"))
    reply.get_by_label(t(lang, "adminLead.reply.subject")).fill(you["subject"])
    reply.get_by_label(t(lang, "adminLead.reply.body")).fill("…")
    reply.get_by_role("button", name=t(lang, "adminLead.reply.send")).click()
    expect(reply.get_by_text(t(lang, "adminLead.reply.queued"))).to_be_visible()
    [ours] = _outbox(server, email, "lead_reply")
    assert ours["reply_to"].startswith("hello+") and ours["reply_to"].endswith("@horizongate.qa")
    _reply_by_lmtp(lmtp_port, ours, email, you["reply"])
    staff.reload()
    expect(timeline.get_by_text(you["reply"])).to_be_visible()

    # 4. The consultation went well: the lead is converted, which opens its client case.
    work = staff.get_by_role("region", name=t(lang, "adminLead.work.title"))
    work.get_by_label(t(lang, "adminLead.work.status")).select_option(label=t(lang, "adminLeads.status.converted"))
    work.get_by_role("button", name=t(lang, "adminLead.common.saveChanges")).click()
    expect(timeline).to_contain_text(t(lang, "adminCases.timeline.what.opened"))
    staff.get_by_role("link", name=t(lang, "adminCases.lead.open")).first.click()  # the page's, not the timeline's
    expect(staff.get_by_role("heading", level=1)).to_have_text(t(lang, "adminCases.page.title", name=name))

    # The programme from the guides brings its document checklist; one document is received.
    programme = json.loads(server.manage("shell", "-c", PROGRAMME).strip().splitlines()[-1])
    settings = staff.get_by_role("region", name=t(lang, "adminCases.page.settings"))
    settings.get_by_label(t(lang, "adminCases.page.programme")).select_option(value=str(programme["id"]))
    settings.get_by_role("button", name=t(lang, "adminCases.page.programmeConfirm")).click()
    expect(settings.get_by_text(t(lang, "adminCases.page.programmeChanged"))).to_be_visible()
    documents = staff.get_by_role("region", name=t(lang, "adminCases.documents.title"))
    document = documents.get_by_role("group", name=programme["document"][lang])
    document.get_by_label(t(lang, "adminCases.documents.received"), exact=True).check()
    expect(document.get_by_label(t(lang, "adminCases.documents.received"), exact=True)).to_be_checked()
    expect(document).to_contain_text(f"{AGENT[2]} {AGENT[3]}")  # who marked it

    # A milestone, e-mailed to the client in the client's language.
    milestones = staff.get_by_role("region", name=t(lang, "adminCases.milestones.title"))
    milestones.get_by_label(t(lang, "adminCases.milestones.kind")).select_option(value="submitted")
    milestones.get_by_label(t(lang, "adminCases.milestones.date")).fill(dt.datetime.now(QATAR).date().isoformat())
    milestones.get_by_label(t(lang, "adminCases.milestones.sendEmail")).check()
    milestones.get_by_role("button", name=t(lang, "adminCases.milestones.add")).click()
    expect(milestones.get_by_text(t(lang, "adminCases.milestones.added"))).to_be_visible()
    submitted = t(lang, "adminCases.milestone.submitted")
    expect(milestones.get_by_role("listitem").filter(has_text=submitted)).to_be_visible()
    [told] = _outbox(server, email, "case_milestone")
    assert told["to"] == email and submitted in told["subject"] + told["text"]

    # 5. The manager's report counts the campaign's lead as a client, and the figure opens that lead.
    manager = _watched(page.context.browser.new_page())  # type: ignore[union-attr]
    sign_in(manager, base, ADMIN[:2], "/admin/reports")
    if lang == "ar":
        manager.get_by_role("button", name=ARABIC_ADMIN).click()
        expect(manager.locator("html")).to_have_attribute("dir", "rtl")
    manager.get_by_role("button", name=t(lang, "adminReports.funnel.byCampaign")).click()
    row = manager.get_by_role("row").filter(has=manager.get_by_role("rowheader", name=campaign))
    links = row.get_by_role("link")
    expect(links).to_have_count(4)  # leads, booked, held, clients
    expect(links.nth(0)).to_have_text(re.compile("^[1١]$"))
    expect(links.nth(3)).to_have_text(re.compile("^[1١]$"))
    links.nth(3).click()
    expect(manager.get_by_role("link", name=name, exact=True)).to_be_visible()

    # The task's time came while the agent worked: its reminder is in the outbox, to the agent.
    [reminder] = _outbox(server, email, "task_reminder", seconds=90)
    assert reminder["to"] == AGENT[0] and you["task"] in reminder["text"]
    assert _errors(page) == [] and _errors(staff) == [] and _errors(manager) == [], (
        _errors(page), _errors(staff), _errors(manager))
