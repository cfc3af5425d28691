"""The client's e-mail about a milestone of their case (staff choose to send it when they record one): in
the lead's language with the other language below it, naming the milestone (models.NAMES) and the
programme; never the milestone's note, which is for staff. Replies come back to the lead (leads/reply_address.py)."""

from content.models import SiteSettings
from leads import reply_address
from lib.i18n import pick
from mail.models import OutboxMessage
from mail.outbox import Mail, enqueue

from .models import NAMES, Case, Milestone

GREETING = {"en": "Hello{name},", "ar": "مرحبًا{name}،"}
BODY = {
    "en": "A step of your case has been reached: {milestone}{on} ({date}).",
    "ar": "بلغ ملفّك مرحلة جديدة: «{milestone}»{on}، بتاريخ {date}.",
}
PROGRAMME = {"en": " for {programme}", "ar": " ضمن «{programme}»"}
QUESTIONS = {"en": "If you have any questions, reply to this e-mail.",
             "ar": "إذا كانت لديك أي أسئلة، يمكنك الرد على هذه الرسالة."}
SIGN_OFF = {"en": "Kind regards,", "ar": "مع أطيب التحيات،"}
SUBJECT = {"en": "Your case: {milestone}", "ar": "ملفّك: {milestone}"}


def _company(lang: str) -> str:
    site = SiteSettings.load()
    return pick({"en": site.company_name_en, "ar": site.company_name_ar}, lang)


def text_in(case: Case, milestone: Milestone, lang: str) -> str:
    lead = case.lead
    name = f" {lead.first_name}" if lead.first_name else ""
    programme = ""
    if case.programme is not None:
        title = case.programme.title_ar if lang == "ar" and case.programme.title_ar else case.programme.title_en
        programme = PROGRAMME[lang].format(programme=title)
    lines = [GREETING[lang].format(name=name), "",
             BODY[lang].format(milestone=NAMES[milestone.kind][lang], on=programme,
                               date=milestone.date.strftime("%d/%m/%Y"))]
    lines += ["", QUESTIONS[lang], "", SIGN_OFF[lang], _company(lang)]
    return "\n".join(lines)


def milestone(case: Case, made: Milestone) -> OutboxMessage:
    """Queues the e-mail (sent once the caller's transaction commits)."""
    lead = case.lead
    lang = "ar" if lead.language == "ar" else "en"
    other = "en" if lang == "ar" else "ar"
    text = f"{text_in(case, made, lang)}\n\n---\n\n{text_in(case, made, other)}\n"
    subject = SUBJECT[lang].format(milestone=NAMES[made.kind][lang])
    reply_to = reply_address.for_lead(lead.pk) or SiteSettings.load().email
    [message] = enqueue([Mail(OutboxMessage.Kind.CASE_MILESTONE, lead.email, subject, text, reply_to=reply_to)],
                        lead=lead)
    return message
