"""Demo success stories (names shortened; every case is different)."""

STORIES = [
    {
        "slug": "engineer-to-canada-express-entry", "order": 1, "published": True,
        "title": {"en": "From Doha to Toronto through Express Entry", "ar": "من الدوحة إلى تورونتو عبر الدخول السريع"},
        "client_name": {"en": "Ahmed K.", "ar": "أحمد ك."},
        "summary": {
            "en": "A structural engineer with eight years in Qatar raised his score with a second language test "
                  "and received an invitation in the next draw.",
            "ar": "مهندس إنشائي أمضى ثماني سنوات في قطر رفع نقاطه باختبار لغة ثانٍ وتلقّى دعوة في جولة الدعوات التالية.",
        },
        "body": {
            "en": "Ahmed came to us with a strong career but a profile just below recent Express Entry cut-offs.\n\n"
                  "**What we did.** We planned a second IELTS attempt with targeted preparation, had his degree "
                  "assessed, and documented his work experience with detailed reference letters from two employers "
                  "in Doha.\n\n**The outcome.** His higher language score lifted his profile, he was invited to "
                  "apply, and his family received permanent residence the following year. They now live in Toronto.",
            "ar": "جاءنا أحمد بمسيرة مهنية قوية، لكن نقاط ملفه كانت أقل بقليل من الحدود الأخيرة لنظام الدخول "
                  "السريع.\n\n**ما قمنا به.** خططنا لمحاولة ثانية في اختبار آيلتس مع تحضير مركّز، وقيّمنا شهادته، "
                  "ووثّقنا خبرته بخطابات مفصّلة من جهتَي عمل في الدوحة.\n\n**النتيجة.** رفعت درجة اللغة الأعلى نقاط "
                  "ملفه فتلقّى دعوة للتقديم، وحصلت عائلته على الإقامة الدائمة في العام التالي. وهم يعيشون اليوم في "
                  "تورونتو.",
        },
        "service": "migrate", "country": "canada", "year": 2025,
    },
    {
        "slug": "nurse-family-australia", "order": 2, "published": True,
        "title": {"en": "A nurse and her family settle in Perth", "ar": "ممرضة وعائلتها تستقران في بيرث"},
        "client_name": {"en": "Maria S.", "ar": "ماريا س."},
        "summary": {
            "en": "A registered nurse secured a state nomination and brought her husband and two children with her.",
            "ar": "حصلت ممرضة مسجّلة على ترشيح من الولاية واصطحبت معها زوجها وطفليها.",
        },
        "body": {
            "en": "Maria had worked in a Doha hospital for six years and wanted a permanent future for her family.\n\n"
                  "**What we did.** We guided her through the nursing skills assessment, matched her with a state "
                  "that needed nurses, and prepared the family's health and character documents in parallel so "
                  "nothing waited on anything else.\n\n**The outcome.** The whole family was granted their visas "
                  "together, and Maria started work in Perth within three months of arriving.",
            "ar": "عملت ماريا ست سنوات في أحد مستشفيات الدوحة، وكانت تريد مستقبلًا مستقرًا لعائلتها.\n\n**ما قمنا "
                  "به.** أرشدناها خلال تقييم مهارات التمريض، واخترنا معها ولاية تحتاج إلى ممرضين، وجهّزنا المستندات "
                  "الصحية وشهادات حسن السيرة والسلوك لأفراد العائلة بالتوازي حتى لا تتأخر خطوة بسبب أخرى.\n\n**النتيجة.** "
                  "حصلت العائلة كلها على تأشيراتها معًا، وبدأت ماريا العمل في بيرث خلال ثلاثة أشهر من وصولها.",
        },
        "service": "family", "country": "australia", "year": 2024,
    },
    {
        "slug": "student-uk-masters", "order": 3, "published": True,
        "title": {"en": "A master's place in Manchester after an earlier refusal",
                  "ar": "مقعد ماجستير في مانشستر بعد رفض سابق"},
        "client_name": {"en": "Fatima R.", "ar": "فاطمة ر."},
        "summary": {
            "en": "After a refused student visa, a careful review of her finances and study plan led to approval.",
            "ar": "بعد رفض تأشيرة دراستها، أدت مراجعة دقيقة لوضعها المالي وخطتها الدراسية إلى الموافقة.",
        },
        "body": {
            "en": "Fatima's first application was refused because her bank statements did not show the funds for "
                  "the required period.\n\n**What we did.** We explained the refusal, planned the timing of her "
                  "funds, and rewrote her study plan to connect the course with her career.\n\n**The outcome.** Her "
                  "second application was approved in four weeks and she began her master's the same autumn.",
            "ar": "رُفض طلب فاطمة الأول لأن كشوف حسابها البنكي لم تُظهر الأموال خلال المدة المطلوبة.\n\n**ما قمنا "
                  "به.** شرحنا لها أسباب الرفض، وخططنا لتوقيت إيداع الأموال، وأعدنا صياغة خطتها الدراسية لتربط "
                  "التخصص بمسيرتها المهنية.\n\n**النتيجة.** قُبل طلبها الثاني خلال أربعة أسابيع، وبدأت دراسة "
                  "الماجستير في الخريف نفسه.",
        },
        "service": "study", "country": "united-kingdom", "year": 2025,
    },
]
