"""Demo blog posts: practical guides, published, and the tags that group them (each post names its tags
by slug, the part of /blog?tag=… that stays when an editor renames a tag)."""

TAGS = [
    {"slug": "canada", "name": {"en": "Canada", "ar": "كندا"}},
    {"slug": "express-entry", "name": {"en": "Express Entry", "ar": "الدخول السريع"}},
    {"slug": "study", "name": {"en": "Study abroad", "ar": "الدراسة في الخارج"}},
    {"slug": "student-visa", "name": {"en": "Student visas", "ar": "تأشيرات الدراسة"}},
    {"slug": "family", "name": {"en": "Family", "ar": "الأسرة"}},
    {"slug": "sponsorship", "name": {"en": "Family sponsorship", "ar": "لمّ شمل الأسرة"}},
]

POSTS = [
    {
        "slug": "express-entry-checklist-from-qatar",
        "title": {"en": "Your Express Entry checklist when you live in Qatar",
                  "ar": "قائمة التحقق للتقديم عبر نظام الدخول السريع وأنت مقيم في قطر"},
        "excerpt": {
            "en": "Language tests, credential assessments and police certificates: what to prepare, in which "
                  "order, before you create your Express Entry profile.",
            "ar": "اختبارات اللغة وتقييم الشهادات وشهادات حسن السيرة والسلوك: ما الذي تجهّزه وبأي ترتيب قبل إنشاء ملفك في "
                  "نظام الدخول السريع.",
        },
        "body": {
            "en": "Express Entry rewards people who arrive prepared. Living in Qatar adds a few steps, so start "
                  "early.\n\n## 1. Book your language test\n\nThe accepted tests are "
                  "[[canada.language-tests]]; test centres in Doha fill up, so book at least six weeks ahead. Aim high: language "
                  "points are among the largest in the ranking system.\n\n## 2. Have your degree assessed\n\nAn "
                  "Educational Credential Assessment (ECA) confirms what your degree is worth in Canada. Order "
                  "sealed transcripts from your university early: this is the step that takes longest.\n\n## 3. "
                  "Collect reference letters\n\nEach employer letter should list your duties, hours, salary and "
                  "dates. Vague letters are a common reason for delays.\n\n## 4. Police certificates\n\nYou will "
                  "need a certificate [[canada.police-certificates]]. Some take months, so request them as soon as you are invited.\n\n## 5. Proof of funds\n\n"
                  "Unless you have a valid job offer, you must show settlement funds. Keep six months of bank "
                  "statements ready.\n\nIf you would like us to check your profile, the first consultation is free.",
            "ar": "يكافئ نظام الدخول السريع من يصل مستعدًا. والإقامة في قطر تضيف بعض الخطوات، لذا ابدأ مبكرًا.\n\n"
                  "## 1. احجز اختبار اللغة\n\nالاختبارات المقبولة: [[canada.language-tests]]، وتمتلئ مراكز الاختبار في "
                  "الدوحة بسرعة، فاحجز قبل ستة أسابيع على الأقل. واطمح إلى درجة عالية، فنقاط اللغة من أكبر النقاط في "
                  "نظام التصنيف.\n\n## 2. اطلب تقييم شهادتك\n\nيؤكد تقييم الشهادات التعليمية (ECA) قيمة شهادتك في كندا. "
                  "اطلب كشوف الدرجات المختومة من جامعتك مبكرًا، فهذه الخطوة هي الأطول.\n\n## 3. اجمع خطابات الخبرة\n\n"
                  "يجب أن يذكر كل خطاب مهامك وساعات عملك وراتبك والتواريخ، فالخطابات المبهمة سبب شائع للتأخير.\n\n"
                  "## 4. شهادات حسن السيرة والسلوك\n\nستحتاج إلى شهادة "
                  "[[canada.police-certificates]]. وقد يستغرق بعضها شهورًا، فاطلبها فور تلقي الدعوة.\n\n## 5. إثبات الأموال\n\nما لم "
                  "يكن لديك عرض عمل صالح، يجب أن تُثبت امتلاكك أموال الاستقرار، فاحتفظ بكشوف حساب ستة أشهر جاهزة.\n\n"
                  "إذا أردت أن نراجع ملفك، فالاستشارة الأولى مجانية.",
        },
        "author": {"en": "Daniel Okafor", "ar": "دانيال أوكافور"},
        "tags": ["canada", "express-entry"],
        "status": "published",
        "published_at": "2026-09-14T08:00:00+03:00",
    },
    {
        "slug": "student-visa-mistakes",
        "title": {"en": "Five mistakes that get student visas refused", "ar": "خمسة أخطاء تؤدي إلى رفض تأشيرات الدراسة"},
        "excerpt": {
            "en": "Most student visa refusals we see come from the same few problems, and all of them can be avoided.",
            "ar": "تعود معظم حالات رفض تأشيرات الدراسة التي نراها إلى بضع مشكلات متكررة يمكن تجنّبها جميعًا.",
        },
        "body": {
            "en": "Student visas for the UK, Canada and Australia are approved in large numbers, yet refusals are "
                  "painful and stay on your record. These are the mistakes we see most.\n\n## 1. Funds that appear "
                  "at the last minute\n\nA large deposit just before applying raises questions. Show where the money "
                  "came from, and keep it in the account for the required period.\n\n## 2. A study plan that does "
                  "not add up\n\nExplain why this course, this university and this country make sense for your "
                  "career. Copying a template is easy to spot.\n\n## 3. Ignoring earlier refusals\n\nAlways declare "
                  "previous refusals from any country. Hiding one is far worse than the refusal itself.\n\n## 4. "
                  "Weak English evidence\n\nCheck the exact test and score your university and visa require; they "
                  "are not always the same.\n\n## 5. Applying too late\n\nPeak season slows processing. Apply as "
                  "soon as you have your offer and documents.\n\nWe review student applications before they are "
                  "submitted, so problems are fixed while there is still time.",
            "ar": "تُمنح تأشيرات الدراسة في المملكة المتحدة وكندا وأستراليا بأعداد كبيرة، لكن الرفض مؤلم ويبقى في "
                  "سجلك. هذه أكثر الأخطاء التي نراها.\n\n## 1. أموال تظهر في اللحظة الأخيرة\n\nيثير الإيداع الكبير "
                  "قبيل التقديم تساؤلات. وضّح مصدر الأموال واتركها في الحساب طوال المدة المطلوبة.\n\n## 2. خطة "
                  "دراسية غير مقنعة\n\nاشرح لماذا يناسب هذا التخصص وهذه الجامعة وهذا البلد مسيرتك المهنية، فالنماذج "
                  "المنسوخة سهلة الاكتشاف.\n\n## 3. تجاهل حالات الرفض السابقة\n\nأفصح دائمًا عن أي رفض سابق من أي "
                  "دولة، فإخفاؤه أسوأ بكثير من الرفض نفسه.\n\n## 4. ضعف إثبات اللغة الإنجليزية\n\nتحقق من الاختبار "
                  "والدرجة المطلوبين بدقة لدى الجامعة ولدى جهة التأشيرة، فهما ليسا متطابقين دائمًا.\n\n## 5. "
                  "التأخر في التقديم\n\nيبطئ موسم الذروة المعالجة، فقدّم فور حصولك على القبول والمستندات.\n\n"
                  "نراجع طلبات الدراسة قبل تقديمها، لتُعالَج المشكلات ما دام الوقت متاحًا.",
        },
        "author": {"en": "Priya Raman", "ar": "بريا رامان"},
        "tags": ["study", "student-visa"],
        "status": "published",
        "published_at": "2026-10-05T08:00:00+03:00",
    },
    {
        "slug": "family-reunification-guide",
        "title": {"en": "Bringing your family to join you abroad: a practical guide",
                  "ar": "استقدام عائلتك للانضمام إليك في الخارج: دليل عملي"},
        "excerpt": {
            "en": "Who can join you, what the authorities look for and how to keep the whole family's "
                  "applications on track.",
            "ar": "من يمكنه اللحاق بك، وما الذي تبحث عنه السلطات، وكيف تحافظ على سير طلبات العائلة كلها.",
        },
        "body": {
            "en": "Being apart from your family is the hardest part of moving. The good news: most countries "
                  "have clear family routes.\n\n## Who can join you\n\nSpouses, partners and dependent children "
                  "are usually eligible. Parents and other relatives have narrower routes, and some countries run "
                  "them by lottery or quota.\n\n## What the authorities look for\n\n- That the relationship is "
                  "genuine: certificates, photos, messages, time spent together.\n- That the sponsor can support "
                  "the family: income or savings above a set threshold.\n- That documents are authentic and "
                  "properly translated.\n\n## Documents from Qatar\n\nWhether marriage and birth certificates issued "
                  "abroad must be attested depends on the destination: its programme guide says. Start this early, since embassies and ministries each add time."
                  "\n\n## Keep the family together\n\nWhere possible, we file everyone's applications together "
                  "so decisions arrive together. Your first consultation is free.",
            "ar": "الابتعاد عن العائلة هو أصعب ما في الانتقال. والخبر السار أن لدى معظم الدول مسارات واضحة لأفراد "
                  "الأسرة.\n\n## من يمكنه اللحاق بك\n\nيكون الأزواج والشركاء والأبناء المُعالون مؤهلين عادةً. أما "
                  "الوالدان وسائر الأقارب فمساراتهم أضيق، وتعتمد بعض الدول فيها على القرعة أو الحصص.\n\n## ما الذي "
                  "تبحث عنه السلطات\n\n- أن تكون العلاقة حقيقية: الشهادات والصور والمراسلات والوقت المشترك.\n- أن "
                  "يكون الكفيل قادرًا على إعالة الأسرة: دخل أو مدخرات تتجاوز حدًا معينًا.\n- أن تكون المستندات أصلية "
                  "ومترجمة ترجمة صحيحة.\n\n## المستندات من قطر\n\nيختلف اشتراط تصديق عقود الزواج وشهادات الميلاد "
                  "الصادرة في الخارج بحسب الوجهة، ويذكر ذلك دليل برنامجها، فابدأ مبكرًا لأن كل سفارة ووزارة تضيف وقتًا.\n\n## اجمع شمل العائلة في طلب "
                  "واحد\n\nنقدّم طلبات جميع الأفراد معًا كلما أمكن، لتصدر القرارات معًا. استشارتك الأولى مجانية.",
        },
        "author": {"en": "Priya Raman", "ar": "بريا رامان"},
        "tags": ["family", "sponsorship"],
        "status": "published",
        "published_at": "2026-11-02T08:00:00+03:00",
    },
]
