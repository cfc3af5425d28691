"""How well the embedded chat assistant answers, and how fast (prints figures; never fails on a clock).

    .venv/bin/python bench/chat_quality.py [-v]

Loads the demo content into an in-memory database, asks every question below (English and Arabic,
Gulf dialect, typos), and counts an answer as right when its link points at the labelled page.
Targets: at least 90% right; p95 latency at most 50 ms.

Then the answer benchmark (issue 14; ANSWERS below, written before the engine was changed to answer
rather than route): each case is one message or a two-turn conversation run through
chat.service.handle_message with the conversation id, typed on an English or Arabic page, and is
scored on five figures: the right page, the expected facts in the reply's text, the reply's language
(the message's, whatever the page), an honest hand-off for out-of-scope questions, and wrong answers
(a confident reply from a wrong page). `-v` lists the failing cases and what was missing. The
embedded engine only: CHAT_LLM_BASE_URL (and CHAT_EMBEDDINGS_BASE_URL) are blanked unless `--llm` is given.
"""

import os
import re
import statistics
import sys
import time
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "backend"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")
if "--llm" not in sys.argv:
    os.environ["CHAT_LLM_BASE_URL"] = ""  # the embedded engine, whatever the shell has set
    os.environ["CHAT_EMBEDDINGS_BASE_URL"] = ""  # and its lexical index alone

# (question, language, page). FAQ pages are named by their English question ("faq:..."); "" is
# small talk, answered without a page.
QUESTIONS: list[tuple[str, str, str]] = [
    # English
    ("how long does a Canadian student visa take?", "en", "/countries/canada"),
    ("Is the first consultation free?", "en", "faq:Is the first consultation free?"),
    ("can you guarantee my visa will be approved", "en", "/book"),
    ("how much do you charge?", "en", "faq:How much do your services cost?"),
    ("Are government fees included?", "en", "faq:Are government fees included in your price?"),
    ("I want to study for a masters in the UK", "en", "/services/study"),
    ("can my wife and kids come with me?", "en", "faq:Can my family come with me?"),
    ("I was refused a visa last year, can I apply again?", "en",
     "faq:I was refused a visa before. Can I still apply?"),
    ("do I need IELTS?", "en", "faq:Do I need a language test?"),
    ("what documents do I need to prepare", "en", "faq:What documents should I prepare?"),
    ("can I apply while working in Qatar?", "en", "faq:Can I apply from Qatar while I am working here?"),
    ("how long for Australia processing?", "en", "/countries/australia"),
    ("tell me about the German blue card", "en", "/countries/germany"),
    ("I have a job offer from an employer abroad, which visa?", "en", "/services/work"),
    ("I want to invest and get residence", "en", "/services/invest"),
    ("how do I bring my parents to live with me", "en", "/services/family"),
    ("visitor visa for a holiday in london", "en", "/services/travel"),
    ("what are your office hours?", "en", "/contact"),
    ("I want to talk to a real person", "en", "/book"),
    ("book an appointment please", "en", "/book"),
    ("wich contries do you work with", "en", "faq:Which countries do you help with?"),  # typos
    ("how do i pay your fees, is installment possible", "en", "faq:How can I pay?"),
    ("I fear going back to my country, can you help?", "en", "/services/refugee-protection"),
    ("open a company branch abroad and move my managers", "en", "/services/business-immigration"),
    # Arabic (MSA, Gulf dialect, spelling variants)
    ("كم تستغرق تأشيرة الدراسة في كندا؟", "ar", "/countries/canada"),
    ("هل الاستشارة الأولى مجانية؟", "ar", "faq:Is the first consultation free?"),
    ("الاستشاره الاولى ببلاش؟", "ar", "faq:Is the first consultation free?"),
    ("هل تضمنون الفيزا؟", "ar", "/book"),
    ("كم تكلفة خدماتكم", "ar", "faq:How much do your services cost?"),
    ("بكم الخدمة عندكم", "ar", "faq:How much do your services cost?"),
    ("ابي ادرس في بريطانيا", "ar", "/services/study"),
    ("هل ممكن زوجتي وعيالي يجون معي؟", "ar", "faq:Can my family come with me?"),
    ("انرفضت فيزتي قبل، اقدر اقدم مرة ثانية؟", "ar", "faq:I was refused a visa before. Can I still apply?"),
    ("هل احتاج اختبار ايلتس", "ar", "faq:Do I need a language test?"),
    ("وش الاوراق المطلوبة", "ar", "faq:What documents should I prepare?"),
    ("اقدر اقدم وانا اشتغل في قطر؟", "ar", "faq:Can I apply from Qatar while I am working here?"),
    ("كم ياخذ وقت استراليا", "ar", "/countries/australia"),
    ("البطاقة الزرقاء في المانيا", "ar", "/countries/germany"),
    ("عندي عرض شغل من برا، وش التأشيرة المناسبة", "ar", "/services/work"),
    ("ابي استثمر واحصل على اقامة", "ar", "/services/invest"),
    ("ودي اجيب والديني يعيشون معي", "ar", "/services/family"),
    ("تأشيرة سياحة لعطلة في لندن", "ar", "/services/travel"),
    ("متى دوامكم؟", "ar", "/contact"),
    ("ابي اكلم موظف", "ar", "/book"),
    ("ابي احجز موعد", "ar", "/book"),
    ("هل الرسوم الحكوميه مشموله", "ar", "faq:Are government fees included in your price?"),
    ("كيف ادفع؟ بالتقسيط ممكن؟", "ar", "faq:How can I pay?"),
    ("اخاف ارجع لبلدي، هل تساعدوني؟", "ar", "/services/refugee-protection"),
    # Added in the audit: the 48 above had been tuned against until they all passed, so these were
    # written without looking at the engine and scored before any change (22/32 and 17/24 then);
    # their misses showed the weak spots (see docs/chat.md), some misses remain on purpose.
    ("what is the processing time for a UK visa", "en", "/countries/united-kingdom"),
    ("do you help with canadian express entry", "en", "/countries/canada"),
    ("I'm a nurse, can I work in the UK?", "en", "/countries/united-kingdom"),  # the Health and Care visa
    ("how can I become a citizen by investment", "en", "/services/citizenship"),
    ("what papers do i need", "en", "faq:What documents should I prepare?"),
    ("is there a free first meeting", "en", "faq:Is the first consultation free?"),
    ("my visa got rejected", "en", "faq:I was refused a visa before. Can I still apply?"),
    ("can I bring my husband", "en", "/services/family"),
    ("student visa for australia", "en", "/services/study"),
    ("tourist visa to the US", "en", "/services/travel"),
    ("where is your office", "en", "/contact"),
    ("whats your whatsapp number", "en", "/contact"),
    ("can i pay by card", "en", "faq:How can I pay?"),
    ("skilled worker migration to new zealand", "en", "/services/migrate"),
    ("do you do company setup abroad", "en", "/services/business-immigration"),
    ("how long does imigration take", "en", "faq:How long does the immigration process take?"),  # typo
    ("do you charge for the first meeting?", "en", "faq:Is the first consultation free?"),
    ("what IELTS score do I need", "en", "faq:Do I need a language test?"),
    ("can my kids join me later", "en", "faq:Can my family come with me?"),
    ("my application was refused twice", "en", "faq:I was refused a visa before. Can I still apply?"),
    ("how much are government fees", "en", "faq:Are government fees included in your price?"),
    ("can I pay in installments", "en", "faq:How can I pay?"),
    ("I want a work permit for Germany", "en", "/services/work"),
    ("I want to do my bachelors in canada", "en", "/services/study"),
    ("investor visa options", "en", "/services/invest"),
    ("how long does a UK visa take", "en", "/countries/united-kingdom"),
    ("speak to an advisor please", "en", "/book"),
    ("hi", "en", ""),  # small talk: a greeting, no page
    ("what's the weather in doha", "en", "/book"),  # out of scope: the free consultation
    ("cn i aply frm qatar", "en", "faq:Can I apply from Qatar while I am working here?"),  # typos
    ("كم مدة تأشيرة بريطانيا", "ar", "/countries/united-kingdom"),
    ("ابغى اشتغل في كندا", "ar", "/services/work"),
    ("كيف احصل على الجنسية", "ar", "/services/citizenship"),
    ("شو المستندات اللي احتاجها", "ar", "faq:What documents should I prepare?"),
    ("رفضوا تأشيرتي", "ar", "faq:I was refused a visa before. Can I still apply?"),
    ("ابي اجيب زوجتي لقطر", "ar", "/services/family"),
    ("تأشيرة طالب في استراليا", "ar", "/services/study"),
    ("فيزا سياحية لامريكا", "ar", "/services/travel"),
    ("وين مكتبكم", "ar", "/contact"),
    ("اقدر ادفع بالبطاقه؟", "ar", "faq:How can I pay?"),
    ("ابي افتح شركة برا", "ar", "/services/business-immigration"),
    ("كم تستغرق الهجره", "ar", "faq:How long does the immigration process take?"),
    ("هل تحتاج اختبار لغه انجليزيه", "ar", "faq:Do I need a language test?"),
    ("ابي اكلم مستشار", "ar", "/book"),
    ("كنـــدا كم تاخذ", "ar", "/countries/canada"),  # tatweel
    ("هل الفيزا مضمونه ١٠٠٪", "ar", "/book"),
    ("هل تاخذون فلوس على الاستشارة الاولى", "ar", "faq:Is the first consultation free?"),
    ("ابي اكمل الماجستير في استراليا", "ar", "/services/study"),
    ("تأشيرة عمل في المانيا", "ar", "/services/work"),
    ("كم مدة المعالجة في نيوزيلندا", "ar", "/countries/new-zealand"),
    ("ودي اكلم احد من الموظفين", "ar", "/book"),
    ("هل تقدرون تضمنون القبول", "ar", "/book"),
    ("وش طرق الدفع", "ar", "faq:How can I pay?"),
    ("اولادي يقدرون يجون معي؟", "ar", "faq:Can my family come with me?"),
    ("تاشيره زياره لبريطانيا", "ar", "/services/travel"),
    ("كم سعر الطقس اليوم", "ar", "/book"),  # out of scope
    # Out of scope, added with the out-of-scope audit and scored before the engine was changed
    # (see docs/chat.md): questions that share a word with the site (Doha, Qatar, price, time,
    # renew, London) but that the consultancy does not answer. The honest reply offers the free
    # consultation (/book) and must come as the out-of-scope reply, not as a booking.
    ("best restaurants in doha", "en", "/book"),
    ("how do I renew my Qatar driving licence", "en", "/book"),
    ("what time is it in London", "en", "/book"),
    ("who won the football match", "en", "/book"),
    ("recipe for machboos", "en", "/book"),
    ("how much is a taxi to the airport", "en", "/book"),
    ("what is the price of gold in Qatar today", "en", "/book"),
    ("can you recommend a good dentist in doha", "en", "/book"),
    ("ما أفضل مطعم في الدوحة", "ar", "/book"),
    ("كيف أجدد رخصة القيادة في قطر", "ar", "/book"),
    ("كم سعر الذهب اليوم", "ar", "/book"),
    ("كم الساعة الآن في لندن", "ar", "/book"),
    ("من فاز في مباراة كرة القدم امس", "ar", "/book"),
    ("وش حالة الطقس في الدوحة", "ar", "/book"),
    ("طريقة عمل المجبوس", "ar", "/book"),
]
# The questions above that are out of scope: right only when the reply is the out-of-scope one.
OUT_OF_SCOPE = {
    "what's the weather in doha", "كم سعر الطقس اليوم", *(q for q, _, _ in QUESTIONS[QUESTIONS.index(
        ("best restaurants in doha", "en", "/book")):]),
}


# The answer benchmark (issue 14), written before the engine was changed to answer rather than route.
# A fact is a string of alternatives separated by " | "; a reply states it when its text contains
# one of them, compared after lib.text_search.normalize (case, Arabic letter variants, diacritics,
# digits) and with dashes and spaces folded. Facts come from the demo content (content/demo: the FAQ
# answers, the programme guides' requirements, processing times, documents and questions).
@dataclass(frozen=True)
class Case:
    turns: tuple[str, ...]  # one message, or a conversation whose last message is scored
    page: str  # the language of the page it is typed on (sent as the request's language)
    lang: str  # the language the reply must be in: the message's, whatever the page
    pages: tuple[str, ...]  # the pages a right answer may link to; () = out of scope, hand-off expected
    facts: tuple[str, ...] = ()

    @property
    def kind(self) -> str:
        return "hand-off" if not self.pages else "follow-up" if len(self.turns) > 1 else "fact"


def ask(question: str, page: str, lang: str, pages: str | tuple[str, ...], *facts: str) -> Case:
    return Case((question,), page, lang, (pages,) if isinstance(pages, str) else pages, facts)


def follow(first: str, then: str, lang: str, pages: str | tuple[str, ...], *facts: str) -> Case:
    return Case((first, then), lang, lang, (pages,) if isinstance(pages, str) else pages, facts)


def handoff(question: str, page: str, lang: str) -> Case:
    return Case((question,), page, lang, ())


UK_STUDENT = "/countries/united-kingdom/student-visa"
UK_WORKER = "/countries/united-kingdom/skilled-worker"
CA_STUDY = "/countries/canada/study-permit"
CA_EE = "/countries/canada/express-entry"
AU_189 = "/countries/australia/skilled-independent-189"
FAQ_HOW_LONG = "faq:How long does the immigration process take?"
FAQ_DOCS = "faq:What documents should I prepare?"
FAQ_FREE = "faq:Is the first consultation free?"
FAQ_LANGUAGE = "faq:Do I need a language test?"
# The FAQ says a study permit takes two to four months; Canada's study permit guide says "from Qatar
# usually a few weeks". Both are the site's words, so either counts.
STUDY_PERMIT_TIME_EN = "two to four months | 2 to 4 months | 2-4 months | a few weeks"
STUDY_PERMIT_TIME_AR = "من شهرين إلى أربعة أشهر | 2 إلى 4 أشهر | شهرين إلى 4 أشهر | بضعة أسابيع"

ANSWERS: list[Case] = [
    # The examples, verbatim.
    ask("what do I need for a UK student visa", "en", "en", UK_STUDENT,
        "CAS | confirmation of acceptance", "1,483 | 1,136 | living costs"),
    ask("Can I work while studying in the UK?", "en", "en", UK_STUDENT, "20 hours"),
    ask("ابي اهاجر كندا وش المطلوب؟", "ar", "ar", (CA_EE, "/countries/canada"),
        "اختبار لغة | اختبار اللغة | آيلتس", "خبرة عمل | خبرة"),
    ask("how long does a student visa for Canada take", "en", "en", (CA_STUDY, FAQ_HOW_LONG), STUDY_PERMIT_TIME_EN),
    # Arabic typed on an English page, English on an Arabic page: the reply follows the message.
    ask("كم تستغرق تأشيرة الدراسة في كندا؟", "en", "ar", (CA_STUDY, FAQ_HOW_LONG), STUDY_PERMIT_TIME_AR),
    ask("وش المطلوب لفيزا الدراسة في بريطانيا", "en", "ar", UK_STUDENT, "CAS | تأكيد القبول"),
    ask("هل احتاج اختبار ايلتس", "en", "ar", FAQ_LANGUAGE, "سيلبيب | توفل | بي تي إي"),
    ask("كم تكلفة خدماتكم", "en", "ar", "faq:How much do your services cost?", "بعد الاستشارة المجانية"),
    ask("how long does a UK student visa take", "ar", "en", UK_STUDENT, "3 weeks | three weeks"),
    # Arabizi: Arabic in Latin letters gets Arabic.
    ask("abi ahajer kanada", "en", "ar", (CA_EE, "/countries/canada", "/services/migrate"), "كندا"),
    ask("abi adrus fi kanada", "en", "ar", (CA_STUDY, "/services/study"), "كندا"),
    ask("shu al awraq al matlooba", "en", "ar", FAQ_DOCS, "جواز سفر"),
    ask("el estshara el oula majaniya?", "en", "ar", FAQ_FREE, "مجانية | مجانا"),
    # The FAQ, in both languages.
    ask("Is the first consultation free?", "en", "en", FAQ_FREE, "free", "30-minute | 30 minutes"),
    ask("هل الاستشارة الأولى مجانية؟", "ar", "ar", FAQ_FREE, "مجانية", "30"),
    ask("Are government fees included in your price?", "en", "en", "faq:Are government fees included in your price?",
        "paid directly | paid to the authorities | separate"),
    ask("can I pay in instalments", "en", "en", "faq:How can I pay?", "instalments | installments"),
    ask("وش الاوراق المطلوبة", "ar", "ar", FAQ_DOCS, "جواز سفر", "حسن السيرة"),
    ask("do I need IELTS?", "en", "en", FAQ_LANGUAGE, "CELPIP | PTE | TOEFL"),
    ask("I was refused a visa before, can I apply again?", "en", "en",
        "faq:I was refused a visa before. Can I still apply?", "refusal letter | declared"),
    ask("can my family come with me?", "en", "en", "faq:Can my family come with me?", "spouse", "children"),
    ask("can you guarantee my visa will be approved", "en", "en",
        ("/book", "faq:Can you guarantee that my visa will be approved?"),
        "no one can | no honest | only the immigration authorities | decision belongs"),
    ask("what are your office hours?", "en", "en", "/contact", "09:00 | 9:00 | 9 am", "Sunday"),
    ask("متى دوامكم؟", "ar", "ar", "/contact", "09:00", "الأحد"),
    # The programme guides: requirements, processing times, documents, their own questions.
    ask("How long does Express Entry take?", "en", "en", CA_EE, "6 months | six months"),
    ask("كم تستغرق معالجة طلب الدخول السريع؟", "ar", "ar", CA_EE, "6 أشهر | ستة أشهر"),
    ask("Do I need a job offer for Express Entry?", "en", "en", CA_EE, "no job offer"),
    ask("what documents do I need for Express Entry", "en", "en", CA_EE,
        "ECA | educational credential assessment", "police"),
    ask("Can I apply for Express Entry from Qatar?", "en", "en", CA_EE, "online", "biometrics"),
    ask("how much money do I need to show for a Canadian study permit", "en", "en", CA_STUDY, "22,895"),
    ask("Can my spouse come with me on a Canadian study permit?", "en", "en", CA_STUDY, "visitor"),
    ask("ابي ادرس في كندا وش احتاج", "ar", "ar", CA_STUDY, "خطاب قبول | خطاب القبول"),
    ask("كم ساعة اقدر اشتغل وانا ادرس في كندا", "ar", "ar", CA_STUDY, "24 ساعة"),
    ask("كم المبلغ المطلوب في الحساب البنكي لتأشيرة الطالب في بريطانيا", "ar", "ar", UK_STUDENT,
        "1,483 | 1,136"),
    ask("how long does a UK skilled worker visa take", "en", "en", UK_WORKER, "3 weeks | three weeks"),
    ask("ابغى اشتغل في بريطانيا وش المطلوب", "ar", "ar", UK_WORKER, "الكفالة"),
    ask("what salary do I need for a German Blue Card", "en", "en", "/countries/germany/eu-blue-card",
        "50,700 | 45,934"),
    ask("how much money do I need for the German opportunity card", "en", "en", "/countries/germany/opportunity-card",
        "1,091 | 13,092"),
    ask("how many points do I need for the Australian 189 visa", "en", "en", AU_189, "65 points"),
    ask("كم نقطة احتاج لتأشيرة استراليا 189", "ar", "ar", AU_189, "65 نقطة"),
    ask("how long does the Australian skilled independent visa take", "en", "en", AU_189, "over a year"),
    ask("what IELTS score for the New Zealand skilled migrant visa", "en", "en",
        "/countries/new-zealand/skilled-migrant-category", "6.5"),
    # Follow-ups: the second message is read with the first one's topic.
    follow("how long does a Canadian study permit take?", "and for Australia?", "en", "/countries/australia",
           "8-14 months | 8 to 14 months"),
    follow("ابي ادرس في كندا", "كم المدة؟", "ar", (CA_STUDY, FAQ_HOW_LONG), STUDY_PERMIT_TIME_AR),
    follow("tell me about Express Entry", "what documents do I need?", "en", CA_EE,
           "ECA | educational credential assessment"),
    follow("ابي اشتغل في بريطانيا", "كم تاخذ المدة؟", "ar", (UK_WORKER, "/countries/united-kingdom"),
           "3 أسابيع"),
    follow("UK student visa", "can I work while studying?", "en", UK_STUDENT, "20 hours"),
    follow("what do I need for a Canadian study permit", "and in the UK?", "en", UK_STUDENT,
           "CAS | confirmation of acceptance"),
    # Out of scope: the honest reply says a consultant will help and offers WhatsApp or a booking.
    *(handoff(q, lang, lang) for q, lang, _ in QUESTIONS if q in OUT_OF_SCOPE),
    handoff("I need a tourist visa for Japan", "en", "en"),
    handoff("can I immigrate to Brazil", "en", "en"),
    handoff("ابي اهاجر للبرازيل", "ar", "ar"),
    handoff("تأشيرة عمل في اليابان", "ar", "ar"),
    handoff("I have a court case against my employer in Qatar, can you represent me?", "en", "en"),
    handoff("عندي قضية في المحكمة مع الكفيل وش اسوي", "ar", "ar"),
    handoff("who will win the world cup", "en", "en"),
]

# A second set, written after the engine changes of issue 14 (from the demo content, paraphrased), to
# see how the changes carry to questions they were not made for. Its first run, before anything was
# changed for it: right page 11/14, facts 10/14, hand-offs 3/4, wrong answers 3/18. Three general
# fixes followed (nationality adjectives, a programme named beats a general page for what it is
# asked, a guide's own "how long" question beats its processing time), so it is no longer held out.
SECOND_SET: list[Case] = [
    ask("does my wife get to work if I have a German Blue Card", "en", "en", "/countries/germany/eu-blue-card",
        "full access | labour market"),
    ask("do I have to speak German for the blue card?", "en", "en", "/countries/germany/eu-blue-card",
        "Not for the Blue Card | B1"),
    ask("how much is the application fee for the UK skilled worker visa", "en", "en", UK_WORKER, "819"),
    ask("how much does the H-1B lottery registration cost", "en", "en",
        "/countries/united-states/h1b-and-employment-green-cards", "215"),
    ask("who pays for the H-1B fees", "en", "en", "/countries/united-states/h1b-and-employment-green-cards",
        "employer"),
    ask("which cities count as regional for the 491", "en", "en", "/countries/australia/skilled-work-regional-491",
        "Sydney | Melbourne | Brisbane"),
    ask("how long can I stay in the Express Entry pool", "en", "en", CA_EE, "Twelve months | 12 months"),
    ask("what happens after I graduate in the UK", "en", "en", UK_STUDENT, "Graduate route"),
    ask("how many hours can I work on the German opportunity card", "en", "en",
        "/countries/germany/opportunity-card", "20 hours"),
    ask("كم رسوم تأشيرة الطالب البريطانية", "ar", "ar", UK_STUDENT, "558"),
    ask("كم ساعة اقدر اشتغل في المانيا ببطاقة الفرصة", "ar", "ar", "/countries/germany/opportunity-card", "20"),
    ask("do I need a police certificate for the UK skilled worker visa", "en", "en", UK_WORKER,
        "education | health"),
    follow("tell me about the German Blue Card", "how long does it take?", "en", "/countries/germany/eu-blue-card",
           "1 week"),
    follow("ابي اشتغل في المانيا", "وش الاوراق المطلوبة", "ar",
           ("/countries/germany/eu-blue-card", "/countries/germany/opportunity-card", "/countries/germany"), "جواز"),
    handoff("can you help me find an apartment in Doha", "en", "en"),
    handoff("ابي ارخص تذاكر طيران لدبي", "ar", "ar"),
    handoff("I need a visa for Thailand", "en", "en"),
    handoff("abi ashtaghel fi al yaban", "en", "ar"),
]

_DASHES = str.maketrans({"–": "-", "—": "-", "‑": "-"})
_URL = re.compile(r"https?://\S+")
_ARABIC = re.compile(r"[\u0600-\u06ff]")
_LATIN = re.compile(r"[a-z]", re.IGNORECASE)
_CONSULTANT = ("consultant", "advisor", "adviser", "مستشار", "موظف")
_OFFER = ("whatsapp", "wa.me", "واتساب", "book", "احجز", "حجز")
_NOT_CONTENT = ("", "/book", "/contact")  # a hand-off's links, not a page pasted as the answer


def _folded(text: str) -> str:
    from lib.text_search import normalize

    return " ".join(normalize(text).translate(_DASHES).replace(" - ", "-").split())


def _states(text: str, fact: str) -> bool:
    for alternative in (_folded(a) for a in fact.split("|")):
        # Latin alternatives as whole words ("CAS" is not "case"); Arabic ones may carry a clitic.
        pattern = re.escape(alternative) if _ARABIC.search(alternative) else rf"(?<!\w){re.escape(alternative)}(?!\w)"
        if re.search(pattern, text):
            return True
    return False


def _language(text: str) -> str:
    text = _URL.sub("", text)
    return "ar" if len(_ARABIC.findall(text)) > len(_LATIN.findall(text)) else "en"


def answers(faq_paths: dict[str, str], verbose: bool, cases: list[Case], title: str) -> None:
    from chat import service

    def wanted(page: str) -> str:
        return faq_paths[page[4:]] if page.startswith("faq:") else page

    kinds = ("fact", "follow-up", "hand-off")
    count = dict.fromkeys(kinds, 0)
    page_ok = facts_ok = facts_total = lang_ok = handoff_ok = wrong = 0
    timings: list[float] = []
    failures: list[str] = []
    for case in cases:
        count[case.kind] += 1
        conversation = None
        for turn in case.turns:
            start = time.perf_counter()
            out = service.handle_message(turn, case.page, conversation)
            timings.append((time.perf_counter() - start) * 1000)
            conversation = out["conversationId"]
        message = out["messages"][-1]
        text, href = message["content"], (message.get("link") or {}).get("href", "")
        path = href[3:] or "/" if href == "/ar" or href.startswith("/ar/") else href
        folded = _folded(text)
        handed = (path in _NOT_CONTENT and any(w in folded for w in _CONSULTANT)
                  and (path == "/book" or any(w in folded for w in _OFFER)))
        missing: list[str] = []
        if case.pages:
            right_page = any(path == wanted(p) or path.startswith(wanted(p) + "#") for p in case.pages)
            page_ok += right_page
            if not right_page:
                missing.append(f"page {path or '-'}, expected {' or '.join(case.pages)}")
            if case.facts:
                facts_total += 1
                absent = [fact for fact in case.facts if not _states(folded, fact)]
                facts_ok += not absent
                missing += [f"fact «{fact}»" for fact in absent]
            confident_wrong = not right_page and not handed and path not in _NOT_CONTENT
        else:
            handoff_ok += handed
            if not handed:
                missing.append(f"hand-off (got {path or 'no link'})")
            confident_wrong = not handed and path not in _NOT_CONTENT
        wrong += confident_wrong
        reply_lang = _language(text)
        link_lang = "" if not href.startswith("/") else "ar" if href == "/ar" or href.startswith("/ar/") else "en"
        right_lang = reply_lang == case.lang and link_lang in ("", case.lang)
        lang_ok += right_lang
        if not right_lang:
            missing.append(f"language: reply {reply_lang}, link {link_lang or '-'}, expected {case.lang}")
        if missing:
            failures.append(f"[{case.kind}, {case.page} page] {' / '.join(case.turns)}\n      "
                            + ("WRONG ANSWER; " if confident_wrong else "") + "; ".join(missing)
                            + f"\n      reply: {text[:160]!r}")

    if verbose:
        print(f"\n{title}, failing cases:")
        for failure in failures:
            print(f"  {failure}")
    timings.sort()
    in_scope = count["fact"] + count["follow-up"]
    print(f"\n{title}: {len(cases)} cases ({count['fact']} questions with facts, "
          f"{count['follow-up']} two-turn follow-ups, {count['hand-off']} out of scope), "
          f"{sum(c.lang == 'ar' for c in cases)} to be answered in Arabic")
    print(f"  right page:                     {page_ok}/{in_scope}")
    print(f"  answer states the fact(s):      {facts_ok}/{facts_total}")
    print(f"  right language:                 {lang_ok}/{len(cases)}")
    print(f"  honest hand-off (out of scope): {handoff_ok}/{count['hand-off']}")
    print(f"  WRONG answers (confident reply from a wrong page): {wrong}/{len(cases)}")
    print(f"  latency per turn through chat.service.handle_message: p50 {statistics.median(timings):.1f} ms, "
          f"p95 {timings[int(len(timings) * 0.95) - 1]:.1f} ms")


def main() -> None:
    import django

    django.setup()
    from django.core.management import call_command

    from chat import engine, knowledge
    from content.models import FaqItem

    call_command("migrate", verbosity=0)
    call_command("load_demo_content", stdout=open(os.devnull, "w"))  # noqa: SIM115
    faq_paths = {f.question_en: f"/faq#faq-{f.pk}" for f in FaqItem.objects.all()}
    knowledge.current()  # build the index once, as a running server has it

    verbose = "-v" in sys.argv
    right = {"en": 0, "ar": 0}
    total = {"en": 0, "ar": 0}
    scope_right = {"in": 0, "out": 0}
    scope_total = {"in": 0, "out": 0}
    timings: list[float] = []
    for question, lang, label in QUESTIONS:
        expected = faq_paths[label[4:]] if label.startswith("faq:") else label
        start = time.perf_counter()
        reply = engine.reply(question, lang)
        timings.append((time.perf_counter() - start) * 1000)
        # A hand-off links no page: its buttons (WhatsApp, the booking page) are the way on.
        got = reply.link.href if reply.link else ("/book" if reply.handoff else "")
        scope = "out" if question in OUT_OF_SCOPE else "in"
        ok = got == expected and (scope == "in" or reply.intent in ("out_of_scope", "unserved"))
        total[lang] += 1
        right[lang] += ok
        scope_total[scope] += 1
        scope_right[scope] += ok
        if verbose or not ok:
            print(f"{'ok ' if ok else 'MISS'} [{lang}] {question}  ->  {got or '-'} ({reply.intent})"
                  + ("" if ok else f"  expected {expected}"))

    for _ in range(5):  # more samples for the latency figures
        for question, lang, _label in QUESTIONS:
            start = time.perf_counter()
            engine.reply(question, lang)
            timings.append((time.perf_counter() - start) * 1000)
    timings.sort()
    p50 = statistics.median(timings)
    p95 = timings[int(len(timings) * 0.95) - 1]
    n = len(QUESTIONS)
    share = (right["en"] + right["ar"]) / n
    print(f"\n{n} questions ({total['en']} English, {total['ar']} Arabic)")
    print(f"answered from the right page: {share:.0%} (English {right['en']}/{total['en']}, "
          f"Arabic {right['ar']}/{total['ar']}); target >= 90%")
    print(f"in scope {scope_right['in']}/{scope_total['in']}, "
          f"out of scope (honest out-of-scope reply) {scope_right['out']}/{scope_total['out']}")
    print(f"latency per answer: p50 {p50:.1f} ms, p95 {p95:.1f} ms; target p95 <= 50 ms")

    answers(faq_paths, verbose, ANSWERS, "Answer benchmark")
    answers(faq_paths, verbose, SECOND_SET, "Second set (written after the engine changes)")


if __name__ == "__main__":
    main()
