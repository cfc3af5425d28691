"""The assistant's own sentences, in both languages. {placeholders} are filled by engine.py.

It never promises a visa outcome, and it always offers a person (free consultation, WhatsApp)."""

import datetime

from lib.hours import day_code
from lib.strings import t
from office.calendar import now

# The page each of the assistant's own sentences links to.
LINKS: dict[str, str] = {"hours": "/contact", "contact": "/contact", "reply_time": "/contact", "booking": "/book",
                         "guarantee": "/book"}

REPLIES: dict[str, dict[str, str]] = {
    "greeting": {
        "en": "Hello, and welcome to {company}! I can answer questions about visas, study, work, family "
              "sponsorship and our destinations ({destinations}). What would you like to know?",
        "ar": "أهلًا وسهلًا بك في {company}! يمكنني الإجابة عن أسئلتك حول التأشيرات والدراسة والعمل ولمّ شمل "
              "الأسرة ووجهاتنا ({destinations}). بماذا يمكنني مساعدتك؟",
    },
    "thanks": {
        "en": "You're welcome! If you'd like a consultant to look at your case, the first consultation is free.",
        "ar": "على الرحب والسعة! إذا رغبت في أن يطّلع أحد مستشارينا على حالتك، فالاستشارة الأولى مجانية.",
    },
    "goodbye": {
        "en": "Goodbye, and good luck with your plans! You can come back to this chat or book a free "
              "consultation at any time.",
        "ar": "مع السلامة، ونتمنى لك التوفيق في خططك! يمكنك العودة إلى هذه المحادثة أو حجز استشارة مجانية في أي وقت.",
    },
    "contact": {
        "en": "You can reach us on {phone}, by e-mail at {email} or on WhatsApp ({whatsapp_url}); our office is "
              "at {address}, open {hours} (Qatar time). {status}",
        "ar": "يمكنك التواصل معنا على {phone} أو عبر البريد الإلكتروني {email} أو واتساب ({whatsapp_url})؛ "
              "ومكتبنا في {address}، ونستقبلكم {hours} (بتوقيت قطر). {status}",
    },
    "reply_time": {"en": "{reply_times}", "ar": "{reply_times}"},
    "human": {
        "en": "Of course: a consultant will be glad to help. Message us on WhatsApp, call {phone} or book a "
              "free consultation and we will call you. {status} Our hours: {hours} (Qatar time).",
        "ar": "بكل تأكيد، يسعد أحد مستشارينا بمساعدتك. راسلنا عبر واتساب أو اتصل على {phone} أو احجز استشارة "
              "مجانية وسنتصل بك. {status} ساعات العمل: {hours} (بتوقيت قطر).",
    },
    "booking": {
        "en": "You can book a free {minutes}-minute consultation: {ways}. Choose a time on the booking page "
              "and a consultant will confirm within one business day.",
        "ar": "يمكنك حجز استشارة مجانية مدتها {minutes} دقيقة: {ways}. اختر الموعد المناسب من صفحة الحجز "
              "وسيؤكده أحد مستشارينا خلال يوم عمل واحد.",
    },
    "fees": {
        "en": "Our fees depend on the route and the size of your family, so we quote them in writing after "
              "the free consultation; government and test fees are separate and paid to the authorities.",
        "ar": "تختلف أتعابنا بحسب المسار وعدد أفراد الأسرة، لذلك نقدّمها مكتوبة بعد الاستشارة المجانية؛ "
              "أما الرسوم الحكومية ورسوم الاختبارات فمنفصلة وتُدفع للجهات المختصة.",
    },
    "booking_plain": {
        "en": "You can book a free consultation: choose a time on the booking page and a consultant will confirm "
              "within one business day.",
        "ar": "يمكنك حجز استشارة مجانية: اختر الموعد المناسب من صفحة الحجز وسيؤكده أحد مستشارينا خلال يوم عمل واحد.",
    },
    "guarantee": {
        "en": "No one can honestly guarantee a visa: the decision belongs to the immigration authorities. "
              "What we do is check your eligibility, build a complete and accurate application, and tell you "
              "plainly about your chances before you spend money.",
        "ar": "لا يمكن لأحد أن يضمن التأشيرة بصدق، فالقرار يعود إلى سلطات الهجرة. ما نقوم به هو تقييم أهليتك "
              "وإعداد طلب كامل ودقيق، وإطلاعك بوضوح على فرصك قبل أن تنفق أي مبلغ.",
    },
    "hours": {
        "en": "We are open {hours} (Qatar time) at {address}. {status} Call {phone}, e-mail {email}, or message "
              "us on WhatsApp ({whatsapp_url}).",
        "ar": "نستقبلكم {hours} (بتوقيت قطر) في {address}. {status} اتصل على {phone} أو راسلنا على {email} أو "
              "عبر واتساب ({whatsapp_url}).",
    },
    "processing_time": {
        "en": "Processing times for {country}: {time}. This is a general guide: the actual time depends on the "
              "visa type, the season and how complete your file is. A consultant can give you a timeline for "
              "your case at the free consultation.",
        "ar": "مدة المعالجة في {country}: {time}. هذا دليل عام، إذ تعتمد المدة الفعلية على نوع التأشيرة والموسم "
              "ومدى اكتمال ملفك. ويمكن لأحد مستشارينا أن يقدّم لك جدولًا زمنيًا لحالتك في الاستشارة المجانية.",
    },
    "out_of_scope": {
        "en": "I can't answer that from what I know, but one of our consultants can help: message us on WhatsApp "
              "or book a free consultation. {status} Our hours: {hours} (Qatar time).",
        "ar": "لا أستطيع الإجابة عن هذا مما لديّ من معلومات، لكن أحد مستشارينا يستطيع مساعدتك: راسلنا عبر واتساب "
              "أو احجز استشارة مجانية. {status} ساعات العمل: {hours} (بتوقيت قطر).",
    },
    "unserved": {
        "en": "We don't advise on {place} at the moment: our destinations are {destinations}. A consultant can "
              "still talk your options through with you on WhatsApp or at a free consultation. {status}",
        "ar": "لا نقدّم حاليًا خدماتنا بشأن {place}، فوجهاتنا هي {destinations}. ومع ذلك يمكن لأحد مستشارينا "
              "مناقشة خياراتك معك عبر واتساب أو في استشارة مجانية. {status}",
    },
    # Whether someone is in the office now ({status} above).
    "open_now": {
        "en": "We're in the office now, until {closes}.",
        "ar": "نحن في المكتب الآن حتى الساعة {closes}.",
    },
    "closed_now": {
        "en": "The office is closed now and opens again {when} at {opens}; a WhatsApp message is answered then.",
        "ar": "المكتب مغلق الآن ويفتح مجددًا {when} الساعة {opens}، وسنرد على رسالتك عبر واتساب حينها.",
    },
    # The text a hand-off's WhatsApp button writes for the visitor (they can change it before sending).
    "whatsapp_text": {
        "en": "Hello, I have a question from your website: {question}",
        "ar": "مرحبًا، لدي سؤال من موقعكم: {question}",
    },
    "whatsapp_label": {"en": "Message us on WhatsApp", "ar": "راسلنا عبر واتساب"},
    # A list inside a guide, before its items.
    "list_requirement": {"en": "What you need for the {title}:", "ar": "متطلبات {title}:"},
    "list_document": {"en": "Documents to prepare for the {title}:", "ar": "المستندات المطلوبة في طلب {title}:"},
    "list_fee": {"en": "Government fees for the {title}:", "ar": "الرسوم الحكومية في طلب {title}:"},
    "list_step": {"en": "How to apply for the {title}:", "ar": "خطوات التقديم على {title}:"},
    "list_question": {"en": "{title}:", "ar": "{title}:"},
    # What a destination asks for when the question names no route: its main route, then the others.
    "main_route": {"en": "{country}'s main route is {route}.", "ar": "المسار الرئيسي إلى {country} هو {route}."},
    "other_routes": {
        "en": "Other routes: {routes}. Which one are you considering?",
        "ar": "ومن المسارات الأخرى: {routes}. أيّها تفكّر فيه؟",
    },
    "which_destination": {
        "en": "Which country do you mean? I can answer for {routes}.",
        "ar": "أيّ بلد تقصد؟ يمكنني الإجابة عن {routes}.",
    },
    "which_route": {
        "en": "{country} has several routes: {routes}. Which one do you mean?",
        "ar": "لدى {country} عدة مسارات: {routes}. أيّها تقصد؟",
    },
    "more": {"en": "More on this page", "ar": "المزيد في هذه الصفحة"},
    "book_label": {"en": "Book a free consultation", "ar": "احجز استشارة مجانية"},
    "contact_label": {"en": "Contact us", "ar": "تواصل معنا"},
}


def day_word(day: datetime.date, lang: str) -> str:
    """"today", "tomorrow" or "on Sunday" / «اليوم» أو «غدًا» أو «يوم الأحد», from Doha's date."""
    offset = (day - now().date()).days
    if offset == 0:
        return "today" if lang == "en" else "اليوم"
    if offset == 1:
        return "tomorrow" if lang == "en" else "غدًا"
    name = t(f"contact.days.{day_code(day)}", lang)
    return f"on {name}" if lang == "en" else f"يوم {name}"
