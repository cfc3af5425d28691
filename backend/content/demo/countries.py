"""Demo destination countries with a typical processing time and our experience with each, in words: what
we do there, never a rate or a number we could not show."""


def _country(order: int, slug: str, code: str, name: tuple[str, str], summary: tuple[str, str],
             time: tuple[str, str], experience: tuple[str, str], pathways: tuple[list[str], list[str]],
             notes: tuple[list[str], list[str]]) -> dict:
    def body(lang: int) -> str:
        heads = (("Main pathways", "Good to know"), ("أبرز المسارات", "معلومات مفيدة"))[lang]
        return (f"## {heads[0]}\n\n" + "\n".join(f"- {p}" for p in pathways[lang])
                + f"\n\n## {heads[1]}\n\n" + "\n".join(f"- {n}" for n in notes[lang]))

    return {
        "slug": slug, "code": code, "order": order, "published": True,
        "name": {"en": name[0], "ar": name[1]}, "summary": {"en": summary[0], "ar": summary[1]},
        "processing_time": {"en": time[0], "ar": time[1]}, "experience": {"en": experience[0], "ar": experience[1]},
        "body": {"en": body(0), "ar": body(1)},
    }


COUNTRIES = [
    _country(
        1, "canada", "CA", ("Canada", "كندا"),
        ("Express Entry, provincial nominations, study permits and family sponsorship in a country that "
         "welcomes skilled newcomers.",
         "الدخول السريع والترشيحات الإقليمية وتصاريح الدراسة ولمّ شمل الأسرة في بلد يرحّب بالكفاءات الجديدة."),
        ("6–12 months (typical)", "من 6 إلى 12 شهرًا (عادةً)"),
        ("Our most requested destination, from Express Entry to family sponsorship",
         "أكثر وجهاتنا طلبًا، من الدخول السريع إلى لمّ شمل الأسرة"),
        (["Express Entry (Federal Skilled Worker, Canadian Experience Class)", "Provincial Nominee Programs",
          "Study permits with post-graduation work permits", "Spouse, partner and child sponsorship"],
         ["نظام الدخول السريع (برنامج العمال المهرة الفيدرالي وفئة الخبرة الكندية)", "برامج الترشيح الإقليمية",
          "تصاريح الدراسة مع تصاريح العمل بعد التخرج", "لمّ شمل الزوج أو الشريك والأبناء"]),
        (["Language test scores (IELTS or CELPIP) weigh heavily in Express Entry.",
          "Educational credentials from outside Canada need an assessment (ECA).",
          "Police certificates are needed from Qatar and every country you lived in for six months or more."],
         ["تحظى نتائج اختبار اللغة (آيلتس أو سيلبيب) بوزن كبير في نظام الدخول السريع.",
          "تحتاج الشهادات الصادرة خارج كندا إلى تقييم معتمد (ECA).",
          "تُطلب شهادات حسن السيرة من قطر ومن كل دولة أقمت فيها ستة أشهر أو أكثر."]),
    ),
    _country(
        2, "australia", "AU", ("Australia", "أستراليا"),
        ("Points-tested skilled visas, employer sponsorship and world-class universities.",
         "تأشيرات الكفاءات القائمة على النقاط وكفالة أصحاب العمل وجامعات عالمية المستوى."),
        ("8–14 months (typical)", "من 8 إلى 14 شهرًا (عادةً)"),
        ("Skilled and employer-sponsored visas, often for engineers and nurses",
         "تأشيرات الكفاءات وكفالة أصحاب العمل، ولا سيما للمهندسين والممرضين"),
        (["Skilled Independent and state-nominated visas (subclasses 189, 190, 491)",
          "Employer-sponsored visas", "Student visas", "Partner visas"],
         ["تأشيرات الكفاءات المستقلة والمرشّحة من الولايات (الفئات 189 و190 و491)", "التأشيرات بكفالة أصحاب العمل",
          "تأشيرات الدراسة", "تأشيرات الشريك"]),
        (["Your occupation must be on the relevant skilled list, with a positive skills assessment.",
          "Points come from age, English, experience, education and state nomination.",
          "Health and character checks apply to every family member."],
         ["يجب أن تكون مهنتك مدرجة في قائمة الكفاءات المعنية مع تقييم مهارات إيجابي.",
          "تُحتسب النقاط من العمر واللغة الإنجليزية والخبرة والتعليم وترشيح الولاية.",
          "تُجرى الفحوص الصحية وفحوص السيرة لكل أفراد الأسرة."]),
    ),
    _country(
        3, "united-kingdom", "GB", ("United Kingdom", "المملكة المتحدة"),
        ("Skilled Worker, Health and Care, Student and family visas, with a short flight from Doha.",
         "تأشيرات الكفاءات والرعاية الصحية والدراسة والأسرة، على بُعد رحلة قصيرة من الدوحة."),
        ("3–8 weeks for most visas", "من 3 إلى 8 أسابيع لمعظم التأشيرات"),
        ("Skilled Worker, student and spouse visas, from job offer to biometrics",
         "تأشيرات الكفاءات والدراسة والأزواج، من عرض العمل حتى البصمات"),
        (["Skilled Worker visa with a licensed sponsor", "Health and Care Worker visa", "Student visa and "
          "Graduate route", "Spouse and family visas"],
         ["تأشيرة العامل الماهر (Skilled Worker) مع كفيل مرخّص", "تأشيرة العاملين في الصحة والرعاية",
          "تأشيرة الطالب ومسار الخريجين", "تأشيرات الزوج والأسرة"]),
        (["Most work visas need a job offer from a Home Office licensed sponsor.",
          "Biometrics are taken at the visa application centre in Doha.",
          "Financial requirements for family visas are strict and must be documented precisely."],
         ["تتطلب معظم تأشيرات العمل عرضًا من كفيل مرخّص لدى وزارة الداخلية البريطانية.",
          "تُؤخذ البصمات في مركز طلبات التأشيرة بالدوحة.",
          "الشروط المالية لتأشيرات الأسرة صارمة ويجب توثيقها بدقة."]),
    ),
    _country(
        4, "new-zealand", "NZ", ("New Zealand", "نيوزيلندا"),
        ("Skilled residence, accredited employer work visas and a calm, family-friendly way of life.",
         "الإقامة للكفاءات وتأشيرات العمل لدى أصحاب العمل المعتمدين ونمط حياة هادئ يناسب العائلات."),
        ("6–10 months (typical)", "من 6 إلى 10 أشهر (عادةً)"),
        ("Work-to-residence files for people with a job offer",
         "ملفات العمل المؤدية إلى الإقامة لمن لديهم عرض عمل"),
        (["Skilled Migrant Category residence", "Accredited Employer Work Visa", "Green List straight-to-"
          "residence roles", "Student visas"],
         ["الإقامة ضمن فئة هجرة الكفاءات (Skilled Migrant)", "تأشيرة العمل لدى صاحب عمل معتمد",
          "وظائف القائمة الخضراء المؤهلة للإقامة المباشرة", "تأشيرات الدراسة"]),
        (["Many routes start with a job offer from an accredited employer.",
          "Occupational registration is required for regulated professions such as nursing.",
          "Partners can often apply for open work visas."],
         ["تبدأ مسارات كثيرة بعرض عمل من صاحب عمل معتمد.", "يلزم التسجيل المهني للمهن المنظّمة مثل التمريض.",
          "يمكن للشركاء في كثير من الأحيان التقدّم بطلب تأشيرة عمل مفتوحة."]),
    ),
    _country(
        5, "united-states", "US", ("United States", "الولايات المتحدة"),
        ("Student, exchange, employment and family-based visas for the world's largest economy.",
         "تأشيرات الدراسة والتبادل والعمل والأسرة في أكبر اقتصاد في العالم."),
        ("Varies widely by category", "تختلف كثيرًا بحسب الفئة"),
        ("Student and visitor visas; other categories with a US-licensed attorney",
         "تأشيرات الدراسة والزيارة، وسائر الفئات بالتعاون مع محامٍ مرخّص في أمريكا"),
        (["F-1 student visas", "Employment-based categories (H-1B, L-1, EB green cards)",
          "Family-based green cards", "Visitor visas (B-1/B-2)"],
         ["تأشيرات الدراسة F-1", "فئات العمل (H-1B وL-1 والبطاقات الخضراء EB)",
          "البطاقات الخضراء القائمة على الأسرة", "تأشيرات الزيارة (B-1/B-2)"]),
        (["Legal representation in US immigration matters must come from a US-licensed attorney; we work "
          "alongside one.", "Interview appointments at the embassy in Doha can take weeks to get.",
          "Some categories have annual caps and long waiting lists."],
         ["يجب أن يقدّم التمثيل القانوني في شؤون الهجرة الأمريكية محامٍ مرخّص في الولايات المتحدة، ونحن نعمل "
          "إلى جانبه.", "قد يستغرق الحصول على موعد مقابلة في السفارة بالدوحة عدة أسابيع.",
          "لبعض الفئات حصص سنوية وقوائم انتظار طويلة."]),
    ),
    _country(
        6, "germany", "DE", ("Germany", "ألمانيا"),
        ("EU Blue Card, skilled worker visas, the Opportunity Card and tuition-free public universities.",
         "البطاقة الزرقاء الأوروبية وتأشيرات الكفاءات وبطاقة الفرص والجامعات الحكومية المجانية."),
        ("2–4 months (typical)", "من شهرين إلى 4 أشهر (عادةً)"),
        ("Blue Card and skilled worker files, with degree recognition",
         "ملفات البطاقة الزرقاء وهجرة الكفاءات، مع معادلة الشهادات"),
        (["EU Blue Card for graduates with a qualifying salary", "Skilled worker visa for recognised "
          "vocational training", "Opportunity Card to look for work", "Student and language course visas"],
         ["البطاقة الزرقاء الأوروبية للخريجين ذوي الراتب المؤهل", "تأشيرة الكفاءات لأصحاب التدريب المهني المعترف به",
          "بطاقة الفرص للبحث عن عمل", "تأشيرات الدراسة ودورات اللغة"]),
        (["Foreign degrees usually need recognition (anabin or ZAB).",
          "German language skills open more doors, though many Blue Card jobs use English.",
          "Family members can join Blue Card holders with simplified rules."],
         ["تحتاج الشهادات الأجنبية عادةً إلى معادلة (عبر anabin أو ZAB).",
          "تفتح اللغة الألمانية أبوابًا أكثر، مع أن كثيرًا من وظائف البطاقة الزرقاء تعتمد الإنجليزية.",
          "يمكن لأفراد الأسرة اللحاق بحاملي البطاقة الزرقاء وفق قواعد مبسّطة."]),
    ),
]
