"""Demo FAQ: twelve questions visitors ask, three per category."""


def _q(order: int, category: str, en_q: str, ar_q: str, en_a: str, ar_a: str) -> dict:
    return {"question": {"en": en_q, "ar": ar_q}, "answer": {"en": en_a, "ar": ar_a}, "category": category,
            "order": order, "published": True}


FAQ = [
    _q(1, "general", "Is the first consultation free?", "هل الاستشارة الأولى مجانية؟",
       "Yes. Your first 30-minute consultation is free, in our Doha office, by phone or by video. We look at "
       "your situation and tell you honestly which routes are realistic.",
       "نعم. استشارتك الأولى ومدتها 30 دقيقة مجانية، في مكتبنا بالدوحة أو عبر الهاتف أو الفيديو. ندرس وضعك "
       "ونخبرك بصدق بالمسارات الواقعية المتاحة لك."),
    _q(2, "general", "Can you guarantee that my visa will be approved?", "هل تضمنون الموافقة على تأشيرتي؟",
       "No. Only the immigration authorities decide, and no honest consultant can promise an outcome. We "
       "assess your eligibility carefully and prepare a complete, accurate application to give it the best "
       "chance.",
       "لا. القرار بيد سلطات الهجرة وحدها، ولا يستطيع أي مستشار نزيه أن يعد بنتيجة. نقيّم أهليتك بعناية "
       "ونُعدّ طلبًا كاملًا ودقيقًا ليحظى بأفضل فرصة ممكنة."),
    _q(3, "general", "Which countries do you help with?", "ما الدول التي تساعدون في الهجرة إليها؟",
       "We focus on Canada, Australia, the United Kingdom, New Zealand, the United States and Germany, where "
       "we work with licensed advisers whenever local representation is required.",
       "نركّز على كندا وأستراليا والمملكة المتحدة ونيوزيلندا والولايات المتحدة وألمانيا، ونتعاون مع "
       "مستشارين مرخّصين هناك كلما تطلّب الأمر تمثيلًا محليًا."),
    _q(4, "process", "How long does the immigration process take?", "كم تستغرق إجراءات الهجرة؟",
       "It depends on the country and the route, and each programme guide gives the official processing time "
       "with its source. For example, Canada's Express Entry: [[canada.express-entry.processing-time]]. A "
       "Canadian study permit: [[canada.study-permit.processing-time]]. We give you a realistic timeline at the "
       "consultation.",
       "يعتمد ذلك على الدولة والمسار، ويذكر كل دليل من أدلة البرامج مدة المعالجة الرسمية مع مصدرها. فمثلًا في نظام "
       "الدخول السريع في كندا: [[canada.express-entry.processing-time]]. وفي تصريح الدراسة الكندي: "
       "[[canada.study-permit.processing-time]]. ونقدّم لك جدولًا زمنيًا واقعيًا خلال الاستشارة."),
    _q(5, "process", "Can I apply from Qatar while I am working here?", "هل يمكنني التقديم من قطر وأنا أعمل هنا؟",
       "Yes. Most of our clients apply while living and working in Qatar. You keep your job while we prepare "
       "the file, and biometrics or interviews are usually done at visa centres in Doha.",
       "نعم. يتقدّم معظم عملائنا بطلباتهم وهم يعيشون ويعملون في قطر. تحتفظ بعملك بينما نُعدّ الملف، وتُجرى "
       "البصمات والمقابلات عادةً في مراكز التأشيرات بالدوحة."),
    _q(6, "process", "What documents should I prepare?", "ما المستندات التي يجب أن أجهّزها؟",
       "Usually a valid passport, your Qatar ID, degree certificates, employment letters, bank statements, "
       "language test results and police certificates (which countries depends on your destination: its "
       "programme guide says). We send you a "
       "checklist for your exact route.",
       "عادةً جواز سفر ساري المفعول، والبطاقة الشخصية القطرية، والشهادات الدراسية، وخطابات العمل، وكشوف "
       "الحساب البنكي، ونتائج اختبار اللغة، وشهادات حسن السيرة والسلوك (تختلف الدول المطلوبة بحسب وجهتك، "
       "ويذكرها دليل البرنامج). نرسل لك قائمة "
       "مفصّلة بحسب مسارك."),
    _q(7, "fees", "How much do your services cost?", "كم تكلفة خدماتكم؟",
       "Our fees depend on the route and the number of family members, so we quote them in writing after the "
       "free consultation. There are no hidden charges.",
       "تعتمد أتعابنا على المسار وعدد أفراد الأسرة، لذلك نقدّمها مكتوبة بعد الاستشارة المجانية، ولا توجد "
       "أي رسوم خفية."),
    _q(8, "fees", "Are government fees included in your price?", "هل الرسوم الحكومية مشمولة في أتعابكم؟",
       "No. Government, biometrics and language test fees are paid directly to the authorities and test "
       "centres. We list them for you in advance so you can plan your budget.",
       "لا. تُدفع الرسوم الحكومية ورسوم البصمات واختبارات اللغة مباشرة إلى الجهات المختصة ومراكز الاختبار، "
       "ونوضّحها لك مسبقًا لتتمكن من تخطيط ميزانيتك."),
    _q(9, "fees", "How can I pay?", "ما طرق الدفع المتاحة؟",
       "By bank transfer, card in our office, or in instalments agreed in your written contract, usually at "
       "the start of the work and when the application is submitted.",
       "بالتحويل البنكي أو بالبطاقة في مكتبنا أو على دفعات يُتفق عليها في العقد المكتوب، عادةً عند بدء العمل "
       "وعند تقديم الطلب."),
    _q(10, "visas", "Can my family come with me?", "هل يمكن لعائلتي مرافقتي؟",
        "In most skilled and work routes your spouse and children can be included or join you later. On study "
        "routes it depends on the destination and the course, as each study guide explains. We check the rules "
        "of your route and plan their applications with yours.",
        "في معظم مسارات الكفاءات والعمل يمكن ضمّ الزوج والأبناء إلى الطلب أو لحاقهم بك لاحقًا. أما في مسارات "
        "الدراسة فيختلف ذلك بحسب الوجهة والبرنامج الدراسي، كما يوضح دليل كل تأشيرة دراسة. نتحقق من شروط مسارك "
        "ونخطط لطلباتهم مع طلبك."),
    _q(11, "visas", "I was refused a visa before. Can I still apply?", "رُفضت تأشيرتي سابقًا، فهل يمكنني التقديم مجددًا؟",
        "Often yes. A refusal must be declared, but it does not close every door. We read the refusal letter, "
        "fix what was missing and advise whether to reapply or choose another route.",
        "في أغلب الأحيان نعم. يجب الإفصاح عن الرفض السابق، لكنه لا يغلق كل الأبواب. نقرأ خطاب الرفض ونعالج ما "
        "كان ناقصًا وننصحك بإعادة التقديم أو اختيار مسار آخر."),
    _q(12, "visas", "Do I need a language test?", "هل أحتاج إلى اختبار لغة؟",
        "For most skilled, work and study visas, yes. Which tests count depends on the destination and the "
        "programme: for Canada, [[canada.language-tests]]; for Germany's Opportunity Card, "
        "[[germany.opportunity-card.language-tests]]. A higher score can add points to your application.",
        "نعم لمعظم تأشيرات الكفاءات والعمل والدراسة، وتختلف الاختبارات المقبولة بحسب الوجهة والبرنامج: ففي كندا "
        "[[canada.language-tests]]، ولبطاقة الفرص الألمانية [[germany.opportunity-card.language-tests]]. وقد تضيف "
        "الدرجة الأعلى نقاطًا إلى طلبك."),
]
