"""How well the embedded chat assistant answers, and how fast (prints figures; never fails on a clock).

    .venv/bin/python bench/chat_quality.py [-v]

Loads the demo content into an in-memory database, asks every question below (English and Arabic,
Gulf dialect, typos), and counts an answer as right when its link points at the labelled page.
Targets: at least 90% right; p95 latency at most 50 ms.
"""

import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "backend"))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.test")

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
        got = reply.link.href if reply.link else ""
        scope = "out" if question in OUT_OF_SCOPE else "in"
        ok = got == expected and (scope == "in" or reply.intent == "out_of_scope")
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


if __name__ == "__main__":
    main()
