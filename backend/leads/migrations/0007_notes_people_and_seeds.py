"""Existing notes become the first note of each lead's timeline (by whoever last changed them, when);
existing leads are grouped into people by phone or e-mail as new ones are (leads/people.py); the lost
reasons and reply templates staff start from."""

import phonenumbers
from django.db import migrations

CLOSED = ("converted", "lost")

LOST_REASONS = [
    ("not-eligible", "Not eligible for the programme", "غير مؤهَّل للبرنامج"),
    ("another-provider", "Chose another provider", "اختار جهة أخرى"),
    ("cost", "Cost", "التكلفة"),
    ("no-reply", "Never replied", "لم يردّ على تواصلنا"),
    ("plans-changed", "Plans changed", "تغيّرت خططه"),
    ("other", "Other", "سبب آخر"),
]

TEMPLATES = [
    {
        "channel": "whatsapp", "name": "Greeting", "position": 1,
        "body_en": "Hello, this is {consultant} from {company}. Thank you for getting in touch with us."
                   " When would be a good time to talk?",
        "body_ar": "مرحبًا، معك {consultant} من {company}. شكرًا لتواصلك معنا. متى يناسبك أن نتحدث؟",
    },
    {
        "channel": "email", "name": "First reply", "position": 1,
        "subject_en": "Your enquiry about {topic}",
        "subject_ar": "استفسارك بخصوص {topic}",
        "body_en": "Dear {first_name},\n\nThank you for contacting {company}. I am {consultant}, and I will be"
                   " looking after your enquiry about {topic}.\n\nThe best next step is a free consultation,"
                   " in person in Doha or online. You can choose a time here: {booking_link}\n\nIf you prefer,"
                   " simply reply to this e-mail with a time that suits you.\n\nKind regards,\n{consultant}\n{company}",
        "body_ar": "مرحبًا {first_name}،\n\nشكرًا لتواصلك مع {company}. معك {consultant}، وسأتابع"
                   " استفسارك بخصوص {topic}.\n\nأفضل خطوة تالية هي استشارة مجانية، حضوريًا في الدوحة أو عبر"
                   " الإنترنت. يمكنك اختيار الموعد المناسب من هنا: {booking_link}\n\nوإن شئت، ردّ على هذه"
                   " الرسالة بالوقت الذي يناسبك.\n\nمع خالص التحية،\n{consultant}\n{company}",
    },
    {
        "channel": "email", "name": "Documents to prepare", "position": 2,
        "subject_en": "Documents to prepare for {topic}",
        "subject_ar": "المستندات المطلوبة بخصوص {topic}",
        "body_en": "Dear {first_name},\n\nTo assess your case for {topic}, please prepare scans of: your"
                   " passport, your latest CV, your degree certificates and any language test results.\n\nYou can"
                   " send them in reply to this e-mail, or bring them to your consultation: {booking_link}\n\nKind"
                   " regards,\n{consultant}\n{company}",
        "body_ar": "مرحبًا {first_name}،\n\nلتقييم ملفك بخصوص {topic}، يُرجى تجهيز نسخ ممسوحة من:"
                   " جواز السفر، وأحدث سيرة ذاتية، والشهادات الدراسية، ونتائج اختبارات اللغة إن وُجدت.\n\nيمكنك"
                   " إرسالها ردًّا على هذه الرسالة، أو إحضارها معك إلى الاستشارة: {booking_link}\n\nمع خالص"
                   " التحية،\n{consultant}\n{company}",
    },
]


def _e164(phone):
    try:
        number = phonenumbers.parse(phone, "QA")
    except phonenumbers.NumberParseException:
        return ""
    if not phonenumbers.is_valid_number(number):
        return ""
    return phonenumbers.format_number(number, phonenumbers.PhoneNumberFormat.E164)


def forwards(apps, schema_editor):
    Lead = apps.get_model("leads", "Lead")
    LeadEvent = apps.get_model("leads", "LeadEvent")
    LeadNote = apps.get_model("leads", "LeadNote")
    Person = apps.get_model("leads", "Person")
    for lead in Lead.objects.exclude(notes="").iterator():
        last = LeadEvent.objects.filter(lead=lead, changes__has_key="notes").order_by("-at", "-id").first()
        LeadNote.objects.create(lead=lead, text=lead.notes, created_at=last.at if last else lead.updated_at,
                                author_id=last.actor_id if last else None,
                                author_name=last.actor_name if last else "")
    # People: each lead, oldest first, joins the person of an earlier open lead with its phone or e-mail.
    seen: dict[str, tuple[int, str]] = {}  # phone or e-mail -> (person id, that lead's status)
    for lead in Lead.objects.order_by("created_at", "id").iterator():
        keys = [k for k in (_e164(lead.phone), lead.email.strip().lower()) if k]
        match = next((seen[k][0] for k in keys if k in seen and seen[k][1] not in CLOSED), None)
        person_id = match or Person.objects.create().pk
        Lead.objects.filter(pk=lead.pk).update(person_id=person_id)
        for key in keys:
            seen[key] = (person_id, lead.status)
    LostReason = apps.get_model("leads", "LostReason")
    for position, (key, en, ar) in enumerate(LOST_REASONS, start=1):
        LostReason.objects.get_or_create(key=key, defaults={"label_en": en, "label_ar": ar, "position": position})
    ReplyTemplate = apps.get_model("leads", "ReplyTemplate")
    if not ReplyTemplate.objects.exists():
        for template in TEMPLATES:
            ReplyTemplate.objects.create(**template)


def backwards(apps, schema_editor):
    Lead = apps.get_model("leads", "Lead")
    LeadNote = apps.get_model("leads", "LeadNote")
    for lead in Lead.objects.all().iterator():
        texts = [n.text for n in LeadNote.objects.filter(lead=lead).order_by("created_at", "id")]
        if texts:
            Lead.objects.filter(pk=lead.pk).update(notes="\n\n".join(texts))


class Migration(migrations.Migration):
    dependencies = [("leads", "0006_workbench")]

    operations = [migrations.RunPython(forwards, backwards)]
