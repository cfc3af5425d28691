"""E-mail from clients, end to end: the real LMTP server (mail/lmtp.py) on a free loopback port, a real
client (smtplib.LMTP) over a real socket, the message on its lead (leads/inbound.py)."""

import smtplib
from email.message import EmailMessage
from email.policy import SMTP

import pytest

from conftest import free_port
from leads import reply_address
from leads.inbound import deliver
from leads.models import InboundEmail
from mail.lmtp import server
from mail.models import OutboxMessage
from mail.outbox import deliver_due

pytestmark = [pytest.mark.django_db(transaction=True), pytest.mark.usefixtures("form_services", "media")]
OURS = "hello@horizongate.qa"


@pytest.fixture(autouse=True)
def _inbound(settings, site):
    settings.EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
    settings.INBOUND_MAIL_ADDRESS = OURS
    settings.INBOUND_ATTACHMENT_MAX_BYTES = 1000
    settings.INBOUND_ATTACHMENTS_MAX_BYTES = 5000
    site.notification_email = "office@horizongate.qa"
    site.save()


@pytest.fixture
def lmtp():
    """send(message, to) -> the server's answer to DATA: a real LMTP client over a real socket to the real server."""
    port = free_port()
    controller = server(deliver, "127.0.0.1", port, 100_000)
    controller.start()

    def send(message: EmailMessage, to: str = OURS) -> tuple[int, bytes]:
        with smtplib.LMTP("127.0.0.1", port) as client:
            assert client.ehlo("mx.horizongate.qa")[0] == 250  # smtplib.LMTP says LHLO
            assert client.mail(str(message["From"]))[0] == 250
            assert client.rcpt(to)[0] == 250
            return client.data(message.as_bytes(policy=SMTP))  # CRLF line ends, as a mail server sends

    yield send
    controller.stop()


def mail(sender: str, subject: str, text: str, message_id: str, **headers: str) -> EmailMessage:
    m = EmailMessage()
    m["From"], m["To"], m["Subject"], m["Message-ID"] = sender, OURS, subject, message_id
    for name, value in headers.items():
        m[name.replace("_", "-")] = value
    m.set_content(text)
    return m


def test_a_reply_to_a_staff_email_lands_on_its_lead_threaded(signed_in, agent, make_lead, smtp_server, lmtp):
    lead = make_lead(email="client@example.com")
    client = signed_in("agent")
    res = client.api("POST", f"/api/admin/leads/{lead.pk}/emails", {"subject": "Your study plans", "body": "Hello"})
    assert res.status_code == 201, res.content
    ours = OutboxMessage.objects.get(lead=lead, kind=OutboxMessage.Kind.LEAD_REPLY)
    assert ours.message_id.startswith("<") and ours.reply_to == reply_address.for_lead(lead.pk)
    assert ours.reply_to.startswith("hello+lead-") and ours.reply_to.endswith("@horizongate.qa")
    deliver_due()
    [sent] = [m for m in smtp_server.messages if m["Subject"] == "Your study plans"]
    assert sent["Message-ID"] == ours.message_id and sent["Reply-To"] == ours.reply_to

    # The client answers from another address (their work one) to the firm's plain address: the thread finds it.
    reply = mail("Aisha <aisha.work@example.org>", "Re: Your study plans", "Thank you, I have a question.",
                 "<reply-1@example.org>", In_Reply_To=ours.message_id, References=ours.message_id)
    lmtp(reply)
    stored = InboundEmail.objects.get(message_id="<reply-1@example.org>")
    assert (stored.lead_id, stored.matched_by, stored.state) == (lead.pk, "thread", "matched")
    assert stored.text == "Thank you, I have a question." and stored.from_name == "Aisha"
    detail = client.get(f"/api/admin/leads/{lead.pk}").json()
    [entry] = [e for e in detail["timeline"] if e["kind"] == "inbound_email"]
    assert entry["inbound"]["subject"] == "Re: Your study plans"
    # The assignee-less lead's notice goes to the office's notification address, after the message was stored.
    assert OutboxMessage.objects.filter(kind="inbound_notice", to="office@horizongate.qa", lead=lead).count() == 1

    # Staff's next reply answers the client's message in its thread.
    client.api("POST", f"/api/admin/leads/{lead.pk}/emails", {"subject": "Re: Your study plans", "body": "Sure"})
    assert OutboxMessage.objects.filter(lead=lead, kind="lead_reply").first().in_reply_to == "<reply-1@example.org>"


def test_the_lead_reply_address_finds_its_lead_and_the_same_message_twice_is_stored_once(make_lead, lmtp):
    make_lead(email="other@example.com")
    lead = make_lead(email="someone@example.com")
    message = mail("stranger@example.net", "Documents", "Here they are", "<twice@example.net>")
    address = reply_address.for_lead(lead.pk)
    assert lmtp(message, to=address)[0] == 250
    assert lmtp(message, to=address)[0] == 250
    stored = InboundEmail.objects.get()
    assert (stored.lead_id, stored.matched_by) == (lead.pk, "address")
    assert OutboxMessage.objects.filter(kind="inbound_notice").count() == 1


def test_a_known_sender_finds_their_lead_and_an_unknown_one_goes_to_unmatched(make_lead, lmtp):
    lead = make_lead(email="Client@Example.com")
    lmtp(mail("client@example.com", "Hello", "Me again", "<known@example.com>"))
    lmtp(mail("nobody@example.net", "Offer", "Buy now", "<unknown@example.net>"))
    known = InboundEmail.objects.get(message_id="<known@example.com>")
    unknown = InboundEmail.objects.get(message_id="<unknown@example.net>")
    assert (known.lead_id, known.matched_by) == (lead.pk, "sender")
    assert (unknown.lead_id, unknown.state, unknown.matched_by) == (None, "unmatched", "")
    notice = OutboxMessage.objects.get(kind="inbound_notice", lead=None)
    assert "/admin/inbound/" in notice.text and notice.to == "office@horizongate.qa"


def test_a_forged_token_matches_no_lead(make_lead, lmtp):
    lead = make_lead(email="victim@example.com")
    real = reply_address.for_lead(lead.pk)
    forged = real.replace(real.split("-")[-1].split("@")[0], "0" * reply_address.TAG_LENGTH)
    assert forged != real and reply_address.lead_id_in(forged) is None
    other_lead = reply_address.for_lead(lead.pk + 1).replace(f"lead-{lead.pk + 1}-", f"lead-{lead.pk}-")
    lmtp(mail("attacker@example.net", "Hi", "Let me in", "<forged-1@example.net>"), to=forged)
    lmtp(mail("attacker@example.net", "Hi", "Let me in", "<forged-2@example.net>"), to=other_lead)
    assert list(InboundEmail.objects.values_list("state", "lead_id")) == [("unmatched", None)] * 2
    assert reply_address.lead_id_in(real.upper()) == lead.pk  # a mail server may change the case


def test_an_oversized_or_forbidden_attachment_is_refused_and_the_message_kept(make_lead, lmtp, client, agent):
    lead = make_lead(email="client@example.com")
    message = mail("client@example.com", "Passport", "Attached.", "<files@example.com>")
    message.add_attachment(b"%PDF-1.4 small", maintype="application", subtype="pdf", filename="passport.pdf")
    message.add_attachment(b"x" * 2000, maintype="application", subtype="pdf", filename="big.pdf")
    message.add_attachment(b"MZ", maintype="application", subtype="octet-stream", filename="run.exe")
    assert lmtp(message) == (250, b"2.0.0 Stored")
    stored = InboundEmail.objects.get(lead=lead)
    assert stored.text == "Attached." and stored.raw
    assert [(a.filename, a.size, a.content_type) for a in stored.attachments.all()] == [
        ("passport.pdf", 14, "application/pdf")]
    assert [(r["filename"], r["reason"]) for r in stored.refused] == [("big.pdf", "size"), ("run.exe", "type")]
    [attachment] = stored.attachments.all()
    assert client.get(f"/api/admin/inbound-attachments/{attachment.pk}").status_code == 401
    client.force_login(agent, backend="django.contrib.auth.backends.ModelBackend")
    res = client.get(f"/api/admin/inbound-attachments/{attachment.pk}")
    assert res.status_code == 200 and b"".join(res.streaming_content) == b"%PDF-1.4 small"
    assert "attachment" in res["Content-Disposition"]


def test_an_html_only_message_is_kept_as_its_text(lmtp, make_lead):
    make_lead(email="client@example.com")
    message = EmailMessage()
    message["From"], message["Subject"], message["Message-ID"] = "client@example.com", "Hi", "<html@example.com>"
    message.set_content("<p>Hello <b>there</b></p><script>alert(1)</script><p>Second</p>", subtype="html")
    lmtp(message)
    assert InboundEmail.objects.get().text == "Hello there\nSecond"
