"""Demo services: the seven with dedicated pages, plus business immigration and refugee protection.

The summaries of the six home-page services say what their home cards say (docs/product.md#services-carousel)."""

HEADINGS = {
    "en": ("Who it is for", "How we help", "What to prepare", "Your first consultation is free: book a time "
           "and we will tell you honestly where you stand."),
    "ar": ("لمن هذه الخدمة", "كيف نساعدك", "ما الذي تحتاج إلى تجهيزه", "استشارتك الأولى مجانية: احجز موعدًا "
           "وسنخبرك بصدق بموقفك."),
}


def _body(lang: str, intro: str, who: list[str], steps: list[str], prepare: list[str]) -> str:
    h_who, h_how, h_prep, closing = HEADINGS[lang]
    return "\n\n".join([
        intro,
        f"## {h_who}\n\n" + "\n".join(f"- {w}" for w in who),
        f"## {h_how}\n\n" + "\n".join(f"{i}. {s}" for i, s in enumerate(steps, 1)),
        f"## {h_prep}\n\n" + "\n".join(f"- {p}" for p in prepare),
        closing,
    ])


def _service(order: int, slug: str, icon: str, title: tuple[str, str], summary: tuple[str, str],
             en: dict, ar: dict) -> dict:
    return {
        "slug": slug, "order": order, "icon": icon, "published": True,
        "title": {"en": title[0], "ar": title[1]},
        "summary": {"en": summary[0], "ar": summary[1]},
        "body": {"en": _body("en", **en), "ar": _body("ar", **ar)},
        "page_slug": PAGE_SLUGS.get(slug, ""),
        "menu_order": MENU.index(slug) + 1 if slug in MENU else None,
        "calculators": CALCULATORS.get(slug, ""),
        "bring": dict(zip(("en", "ar"), BRING.get(slug, ("", "")), strict=True)),
        "highlights": dict(zip(("en", "ar"), HIGHLIGHTS.get(slug, ("", "")), strict=True)),
    }


# The investment page keeps the shorter address the menus have always used (/services/invest).
PAGE_SLUGS = {"investment": "invest"}
# The services the header, the phone menu and the footer link, in that order.
MENU = ("migrate", "study", "investment", "work", "travel", "citizenship")
# The calculators whose leads are about a service.
CALCULATORS = {"migrate": "crs australia-points"}
# The key points under the title of a dedicated service page, one per line (the others: the generic page).
HIGHLIGHTS = {
    "migrate": (
        "Points checked before you pay\nLanguage and credential plan\nThe whole family in one file",
        "نحسب نقاطك قبل أن تدفع\nخطة للغة وتقييم الشهادات\nالعائلة كلها في ملف واحد",
    ),
    "study": (
        "Admission and visa in one plan\nStatement of purpose reviewed\nFunds shown the right way",
        "القبول والتأشيرة في خطة واحدة\nمراجعة خطاب الغرض من الدراسة\nعرض الأموال بالطريقة الصحيحة",
    ),
    "investment": (
        "Programmes compared side by side\nSource of funds documented\nLicensed partners abroad",
        "مقارنة البرامج جنبًا إلى جنب\nتوثيق مصدر الأموال\nشركاء مرخّصون في الخارج",
    ),
    "work": (
        "Occupation and salary checked\nEmployer guided step by step\nFamily visas prepared together",
        "التحقق من المهنة والراتب\nإرشاد صاحب العمل خطوة بخطوة\nإعداد تأشيرات الأسرة معًا",
    ),
    "citizenship": (
        "Residence days counted\nTests prepared\nGovernment-authorised agents only",
        "احتساب أيام الإقامة\nالتحضير للاختبارات\nوكلاء معتمدون حكوميًا فقط",
    ),
    "travel": (
        "The right visa for your trip\nAppointment booked in Doha\nInterview preparation",
        "التأشيرة المناسبة لرحلتك\nحجز الموعد في الدوحة\nالتحضير للمقابلة",
    ),
    "family": (
        "Eligibility checked per person\nTranslations reviewed\nApplications filed together",
        "التحقق من أهلية كل فرد\nمراجعة الترجمات\nتقديم الطلبات معًا",
    ),
}
# What to bring to a consultation about a service (the others: the booking's general list).
BRING = {
    "migrate": (
        "Please bring your passport, your CV, your degree certificates and any English test results you already have.",
        "يُرجى إحضار جواز سفرك وسيرتك الذاتية وشهاداتك الدراسية ونتائج أي اختبار للغة الإنجليزية أدّيته.",
    ),
    "work": (
        "Please bring your passport, your CV, any job offer or contract you have and your degree certificates.",
        "يُرجى إحضار جواز سفرك وسيرتك الذاتية وأي عرض عمل أو عقد لديك وشهاداتك الدراسية.",
    ),
    "study": (
        "Please bring your passport, your latest transcripts and certificates, any offer letter and a recent "
        "bank statement.",
        "يُرجى إحضار جواز سفرك وآخر كشوف درجاتك وشهاداتك وأي خطاب قبول لديك وكشف حساب بنكي حديث.",
    ),
    "family": (
        "Please bring your passport, your residence permit, your marriage or birth certificates and a recent "
        "salary certificate.",
        "يُرجى إحضار جواز سفرك والبطاقة الشخصية القطرية وعقد الزواج أو شهادات الميلاد وشهادة راتب حديثة.",
    ),
    "business-immigration": (
        "Please bring your passport, your company's commercial registration and recent financial statements "
        "showing the source of your funds.",
        "يُرجى إحضار جواز سفرك والسجل التجاري لشركتك وقوائم مالية حديثة تبيّن مصدر أموالك.",
    ),
    "refugee-protection": (
        "Please bring any identity document you have and any papers about your situation; if you have none, "
        "come anyway.",
        "يُرجى إحضار أي وثيقة هوية لديك وأي أوراق تتعلق بوضعك، وإن لم تكن لديك أوراق فاحضر على أي حال.",
    ),
}


SERVICES = [
    _service(
        1, "migrate", "migrate", ("Skilled migration", "هجرة الكفاءات"),
        ("Family migration and skilled worker programs.", "برامج هجرة العائلات والكفاءات."),
        {"intro": "Points-based programmes in Canada and Australia reward education, work experience, "
                  "language ability and age; New Zealand's counts registration, qualifications or pay, "
                  "and work there. We find the programme where your profile is strongest "
                  "and build the application around it.",
         "who": ["Professionals with a degree or trade qualification and at least one year of skilled work",
                 "Couples and families who want permanent residence for everyone",
                 "Residents of Qatar planning a long-term move"],
         "steps": ["We score your profile against each programme and explain the result.",
                   "We plan language tests and credential assessments in the right order.",
                   "We prepare the profile or expression of interest and every supporting document.",
                   "After an invitation, we complete the full application and prepare you for next steps."],
         "prepare": ["Passport and Qatar ID", "Degree certificates and transcripts",
                     "Reference letters describing your duties", "Recent language test results, if you have them"]},
        {"intro": "تكافئ برامج النقاط في كندا وأستراليا التعليمَ والخبرة العملية والكفاءة اللغوية "
                  "والعمر، أما نيوزيلندا فتحتسب التسجيل المهني أو المؤهل أو الأجر، والخبرة العملية فيها."
                  " نحدد البرنامج الذي يكون فيه ملفك في أقوى حالاته ونبني الطلب على أساسه.",
         "who": ["المهنيون الحاصلون على شهادة جامعية أو مؤهل مهني مع سنة واحدة على الأقل من الخبرة الماهرة",
                 "الأزواج والعائلات الراغبون في الإقامة الدائمة لجميع أفرادها",
                 "المقيمون في قطر الذين يخططون لانتقال طويل الأمد"],
         "steps": ["نحسب نقاط ملفك في كل برنامج ونشرح لك النتيجة.",
                   "نخطط لاختبارات اللغة وتقييم الشهادات بالترتيب الصحيح.",
                   "نُعدّ الملف الشخصي أو طلب إبداء الاهتمام وجميع المستندات الداعمة.",
                   "بعد تلقي الدعوة نستكمل الطلب الكامل ونجهّزك للخطوات التالية."],
         "prepare": ["جواز السفر والبطاقة الشخصية القطرية", "الشهادات الدراسية وكشوف الدرجات",
                     "خطابات خبرة تصف مهامك الوظيفية", "نتائج اختبار اللغة الحديثة إن وُجدت"]},
    ),
    _service(
        2, "study", "study", ("Student visas", "تأشيرات الدراسة"),
        ("Student visa applications and academic pathway guidance.", "طلبات تأشيرات الدراسة والإرشاد الأكاديمي."),
        {"intro": "A study permit starts with the right programme. We help you choose a course and institution "
                  "that fit your goals and budget, then prepare a visa application that shows your plans clearly.",
         "who": ["School leavers and graduates applying to universities abroad",
                 "Professionals returning to study for a master's degree",
                 "Parents planning their children's education"],
         "steps": ["We shortlist programmes and check entry requirements.",
                   "We review your statement of purpose and financial documents.",
                   "We prepare and submit the study permit or student visa application.",
                   "We brief you on arrival, work rights during study and options after graduation."],
         "prepare": ["Transcripts and certificates", "English test results (a test your university and the visa accept)",
                     "Proof of funds for tuition and living costs", "Passport valid for the length of your course"]},
        {"intro": "يبدأ تصريح الدراسة باختيار البرنامج المناسب. نساعدك على اختيار التخصص والمؤسسة التعليمية "
                  "بما يناسب أهدافك وميزانيتك، ثم نُعدّ طلب تأشيرة يعرض خططك بوضوح.",
         "who": ["خريجو المدارس والجامعات المتقدمون إلى جامعات في الخارج",
                 "المهنيون العائدون إلى الدراسة لنيل درجة الماجستير", "الآباء الذين يخططون لتعليم أبنائهم"],
         "steps": ["نُعدّ قائمة مختصرة بالبرامج ونتحقق من شروط القبول.",
                   "نراجع خطاب الغرض من الدراسة والمستندات المالية.",
                   "نُعدّ طلب تصريح الدراسة أو تأشيرة الطالب ونقدّمه.",
                   "نطلعك على إجراءات الوصول وحق العمل أثناء الدراسة والخيارات بعد التخرج."],
         "prepare": ["كشوف الدرجات والشهادات", "نتائج اختبار اللغة الإنجليزية (اختبار تقبله جامعتك وجهة التأشيرة)",
                     "إثبات القدرة المالية على تغطية الرسوم الدراسية ونفقات المعيشة",
                     "جواز سفر ساري المفعول طوال مدة الدراسة"]},
    ),
    _service(
        3, "investment", "investment", ("Investment visas", "تأشيرات الاستثمار"),
        ("Investment visa programs and business immigration for entrepreneurs.",
         "برامج تأشيرات الاستثمار وهجرة رواد الأعمال."),
        {"intro": "Investor and entrepreneur programmes offer residence to people who bring capital and "
                  "business experience. Each has strict rules on the source of funds, so preparation is everything.",
         "who": ["Business owners and senior managers", "Investors with documented, lawful funds",
                 "Entrepreneurs with a plan to start or buy a business abroad"],
         "steps": ["We compare programmes by investment amount, risk and time to residence.",
                   "We plan how to document the source of your funds.",
                   "We coordinate with licensed advisers and accountants in the destination.",
                   "We prepare the application and the business plan it needs."],
         "prepare": ["Company registration and ownership documents", "Bank and investment statements",
                     "Tax records or audited accounts", "A short description of your business experience"]},
        {"intro": "تمنح برامج المستثمرين ورواد الأعمال الإقامة لمن يقدّمون رأس المال والخبرة التجارية. ولكل "
                  "برنامج قواعد صارمة بشأن مصدر الأموال، لذلك يبقى الإعداد الجيد هو الأساس.",
         "who": ["أصحاب الأعمال والمديرون التنفيذيون", "المستثمرون الذين يملكون أموالًا مشروعة وموثّقة",
                 "رواد الأعمال الذين يخططون لتأسيس نشاط تجاري في الخارج أو شرائه"],
         "steps": ["نقارن البرامج من حيث مبلغ الاستثمار والمخاطر والمدة اللازمة للإقامة.",
                   "نخطط لطريقة توثيق مصدر أموالك.",
                   "ننسّق مع مستشارين ومحاسبين مرخّصين في بلد الوجهة.",
                   "نُعدّ الطلب وخطة العمل المطلوبة."],
         "prepare": ["مستندات تسجيل الشركة وملكيتها", "كشوف الحسابات البنكية والاستثمارية",
                     "السجلات الضريبية أو الحسابات المدققة", "نبذة مختصرة عن خبرتك في مجال الأعمال"]},
    ),
    _service(
        4, "work", "work", ("Work permits", "تصاريح العمل"),
        ("Work visa options and employer sponsorship guidance.", "خيارات تأشيرات العمل والإرشاد بشأن كفالة صاحب العمل."),
        {"intro": "Many countries let employers sponsor skilled workers they cannot find locally. We help you "
                  "understand which jobs qualify, what your employer must do and how to apply once you have an offer.",
         "who": ["Professionals with a job offer from abroad", "Workers in shortage occupations such as "
                 "healthcare, engineering and IT", "Employers in Qatar transferring staff overseas"],
         "steps": ["We check whether your occupation and salary meet the rules.",
                   "We explain the employer's part (sponsorship, job advertising) to you and to them.",
                   "We prepare your visa application and your family's.",
                   "We plan your move, from medical checks to your first weeks at work."],
         "prepare": ["Your job offer or contract", "CV and reference letters", "Professional licences, if your "
                     "occupation is regulated", "Passport and police certificates"]},
        {"intro": "تسمح دول كثيرة لأصحاب العمل بكفالة العمال المهرة الذين لا يجدونهم محليًا. نساعدك على فهم "
                  "الوظائف المؤهلة وما يجب على صاحب العمل القيام به وكيفية التقديم بعد حصولك على عرض عمل.",
         "who": ["المهنيون الحاصلون على عرض عمل من الخارج",
                 "العاملون في المهن التي تشهد نقصًا مثل الرعاية الصحية والهندسة وتقنية المعلومات",
                 "أصحاب العمل في قطر الذين ينقلون موظفيهم إلى الخارج"],
         "steps": ["نتحقق من استيفاء مهنتك وراتبك للشروط.",
                   "نشرح لك ولصاحب العمل دوره في الكفالة والإعلان عن الوظيفة.",
                   "نُعدّ طلب تأشيرتك وطلبات أفراد أسرتك.",
                   "نخطط لانتقالك من الفحوص الطبية حتى أسابيعك الأولى في العمل."],
         "prepare": ["عرض العمل أو العقد", "السيرة الذاتية وخطابات التوصية",
                     "التراخيص المهنية إذا كانت مهنتك منظّمة", "جواز السفر وشهادات حسن السيرة والسلوك"]},
    ),
    _service(
        5, "citizenship", "citizenship", ("Citizenship", "الجنسية"),
        ("Citizenship by investment and naturalization guidance.", "الإرشاد بشأن الجنسية عن طريق الاستثمار والتجنّس."),
        {"intro": "Whether you are close to naturalisation after years of residence or considering a "
                  "citizenship-by-investment programme, we explain the requirements and prepare an application "
                  "that meets them.",
         "who": ["Permanent residents approaching the residence requirement for citizenship",
                 "Families considering a second citizenship", "Investors comparing regulated programmes"],
         "steps": ["We check your residence days, tax filings and any other conditions.",
                   "We prepare you for language and knowledge tests where they apply.",
                   "We assemble the application and the evidence of residence.",
                   "For investment programmes we work only with government-authorised agents."],
         "prepare": ["Passports and travel history", "Proof of residence and tax records",
                     "Police certificates", "Marriage and birth certificates for family members"]},
        {"intro": "سواء كنت قريبًا من التجنّس بعد سنوات من الإقامة أو تفكّر في برنامج للجنسية عن طريق الاستثمار، "
                  "نشرح لك الشروط ونُعدّ طلبًا يستوفيها.",
         "who": ["المقيمون الدائمون الذين اقتربوا من استيفاء مدة الإقامة المطلوبة للجنسية",
                 "العائلات التي تفكّر في جنسية ثانية", "المستثمرون الذين يقارنون بين البرامج المنظّمة"],
         "steps": ["نتحقق من أيام إقامتك وإقراراتك الضريبية وسائر الشروط.",
                   "نجهّزك لاختبارات اللغة والمعرفة عند اشتراطها.",
                   "نجمع الطلب وأدلة الإقامة.",
                   "في برامج الاستثمار نتعامل حصريًا مع الوكلاء المعتمدين من الحكومات."],
         "prepare": ["جوازات السفر وسجل السفر", "إثبات الإقامة والسجلات الضريبية",
                     "شهادات حسن السيرة والسلوك", "عقود الزواج وشهادات الميلاد لأفراد الأسرة"]},
    ),
    _service(
        6, "travel", "travel", ("Visit & travel visas", "تأشيرات الزيارة والسفر"),
        ("Tourist and visitor visas with end-to-end support.", "تأشيرات السياحة والزيارة مع دعم متكامل."),
        {"intro": "Visiting family, attending a conference or taking a holiday: a visitor visa still needs a "
                  "convincing application. We make sure yours shows the purpose of your trip and your ties to Qatar.",
         "who": ["Residents of Qatar visiting family abroad", "Business travellers and conference delegates",
                 "Families planning holidays in the UK, Schengen area, Canada or the US"],
         "steps": ["We check which visa fits your trip and how early to apply.",
                   "We review your itinerary, invitation letters and finances.",
                   "We fill in the forms and book your appointment at the visa centre in Doha.",
                   "We prepare you for the interview when one is required."],
         "prepare": ["Passport with at least six months' validity", "Qatar ID and employment letter",
                     "Bank statements for the last three to six months", "Bookings or an invitation letter"]},
        {"intro": "سواء كنت تزور عائلتك أو تحضر مؤتمرًا أو تقضي عطلة، تحتاج تأشيرة الزيارة إلى طلب مقنع. نتأكد من "
                  "أن طلبك يوضّح الغرض من رحلتك وارتباطك بقطر.",
         "who": ["المقيمون في قطر الذين يزورون عائلاتهم في الخارج", "المسافرون بغرض العمل والمشاركون في المؤتمرات",
                 "العائلات التي تخطط لعطلة في المملكة المتحدة أو منطقة شنغن أو كندا أو الولايات المتحدة"],
         "steps": ["نحدد التأشيرة المناسبة لرحلتك والموعد المناسب للتقديم.",
                   "نراجع خط سير الرحلة وخطابات الدعوة والوضع المالي.",
                   "نملأ النماذج ونحجز موعدك في مركز التأشيرات بالدوحة.",
                   "نجهّزك للمقابلة إذا كانت مطلوبة."],
         "prepare": ["جواز سفر صالح لمدة ستة أشهر على الأقل", "البطاقة الشخصية القطرية وخطاب من جهة العمل",
                     "كشوف الحساب البنكي لآخر ثلاثة إلى ستة أشهر", "الحجوزات أو خطاب الدعوة"]},
    ),
    _service(
        7, "family", "family", ("Family sponsorship", "لمّ شمل الأسرة"),
        ("Bringing your spouse, children or parents to join you.", "استقدام الزوج أو الأبناء أو الوالدين للانضمام إليك."),
        {"intro": "Family reunification rules differ by country and relationship. We help you prove the "
                  "relationship, meet the income rules and keep your family's applications moving together.",
         "who": ["Citizens and residents abroad sponsoring a spouse or partner",
                 "Parents bringing their children to join them", "Adult children sponsoring parents, where allowed"],
         "steps": ["We check which family members are eligible and under which category.",
                   "We plan the evidence of your relationship and finances.",
                   "We review every translation and certificate before submission.",
                   "We follow the applications until the whole family has its decision."],
         "prepare": ["Marriage and birth certificates (translated, and attested where the destination asks)", "Sponsor's proof of status "
                     "and income", "Photos and evidence of your relationship", "Passports for every family member"]},
        {"intro": "تختلف قواعد لمّ شمل الأسرة باختلاف الدولة ودرجة القرابة. نساعدك على إثبات العلاقة واستيفاء "
                  "شروط الدخل ومتابعة طلبات عائلتك معًا.",
         "who": ["المواطنون والمقيمون في الخارج الذين يكفلون الزوج أو الشريك", "الآباء الذين يستقدمون أبناءهم",
                 "الأبناء البالغون الذين يكفلون والديهم حيثما يُسمح بذلك"],
         "steps": ["نتحقق من أهلية أفراد الأسرة والفئة المناسبة لكل منهم.", "نخطط لأدلة العلاقة والقدرة المالية.",
                   "نراجع كل ترجمة وشهادة قبل التقديم.", "نتابع الطلبات حتى تصدر القرارات لجميع أفراد الأسرة."],
         "prepare": ["عقود الزواج وشهادات الميلاد (مترجمة، ومصدّقة إن طلبت الوجهة ذلك)", "إثبات وضع الكفيل ودخله",
                     "صور وأدلة على العلاقة", "جوازات سفر جميع أفراد الأسرة"]},
    ),
    _service(
        8, "business-immigration", "business", ("Business immigration", "هجرة رجال الأعمال"),
        ("Company setup, intra-company transfers and business visitor visas.",
         "تأسيس الشركات والنقل داخل الشركة وتأشيرات رجال الأعمال."),
        {"intro": "Expanding abroad or moving key staff? We help companies and founders choose the right "
                  "business route, from opening a branch to transferring managers.",
         "who": ["Companies in Qatar opening an office abroad", "Founders relocating with their business",
                 "Managers and specialists moving within their company"],
         "steps": ["We map the routes for founders, managers and employees.",
                   "We coordinate company registration with local partners.",
                   "We prepare the visa applications for the people who will move.",
                   "We keep track of renewals and reporting duties."],
         "prepare": ["Company documents and organisation chart", "Business plan or expansion plan",
                     "Employment contracts for transferring staff", "Financial statements"]},
        {"intro": "هل تتوسّع شركتك في الخارج أو تنقل موظفيها الرئيسيين؟ نساعد الشركات والمؤسسين على اختيار مسار "
                  "الأعمال المناسب، من افتتاح فرع إلى نقل المديرين.",
         "who": ["الشركات في قطر التي تفتتح مكتبًا في الخارج", "المؤسسون الذين ينتقلون مع أعمالهم",
                 "المديرون والمتخصصون المنتقلون داخل شركاتهم"],
         "steps": ["نحدد المسارات المتاحة للمؤسسين والمديرين والموظفين.", "ننسّق تسجيل الشركة مع شركاء محليين.",
                   "نُعدّ طلبات التأشيرات للأشخاص المنتقلين.", "نتابع مواعيد التجديد والتزامات الإبلاغ."],
         "prepare": ["مستندات الشركة وهيكلها التنظيمي", "خطة العمل أو خطة التوسّع",
                     "عقود عمل الموظفين المنتقلين", "القوائم المالية"]},
    ),
    _service(
        9, "refugee-protection", "refugee", ("Refugee protection", "الحماية واللجوء"),
        ("Information on humanitarian pathways and referrals to accredited lawyers and UNHCR.",
         "معلومات عن المسارات الإنسانية وإحالات إلى محامين معتمدين وإلى المفوضية السامية للأمم المتحدة لشؤون اللاجئين."),
        {"intro": "If you or your family are at risk, your safety comes first. We explain the humanitarian and "
                  "private sponsorship pathways that exist and refer you to accredited lawyers and UNHCR. We "
                  "never charge for this first conversation.",
         "who": ["People who fear returning to their home country", "Families of refugees already resettled "
                 "abroad", "Community groups interested in private sponsorship"],
         "steps": ["We listen, in confidence, and explain the options in plain language.",
                   "We refer you to accredited lawyers or UNHCR for protection claims.",
                   "We help relatives abroad understand family reunification for refugees.",
                   "We support private sponsors with the paperwork they are allowed to prepare."],
         "prepare": ["Any identity documents you have", "Documents about your situation, if safe to keep",
                     "Contact details of relatives abroad"]},
        {"intro": "إذا كنت أنت أو عائلتك في خطر، فسلامتك تأتي أولًا. نشرح لك المسارات الإنسانية وبرامج الكفالة "
                  "الخاصة المتاحة، ونحيلك إلى محامين معتمدين وإلى المفوضية. ولا نتقاضى أي أتعاب عن هذا الحديث الأول.",
         "who": ["من يخشون العودة إلى بلدهم الأصلي", "عائلات اللاجئين الذين أُعيد توطينهم في الخارج",
                 "المجموعات المجتمعية المهتمة بالكفالة الخاصة"],
         "steps": ["نستمع إليك بسرية تامة ونشرح الخيارات بلغة واضحة.",
                   "نحيلك إلى محامين معتمدين أو إلى المفوضية لطلبات الحماية.",
                   "نساعد الأقارب في الخارج على فهم إجراءات لمّ شمل اللاجئين.",
                   "ندعم الكفلاء من القطاع الخاص في الأوراق المسموح لهم بإعدادها."],
         "prepare": ["أي وثائق هوية متوفرة لديك", "مستندات توضّح وضعك إذا كان الاحتفاظ بها آمنًا",
                     "بيانات التواصل مع أقاربك في الخارج"]},
    ),
]
