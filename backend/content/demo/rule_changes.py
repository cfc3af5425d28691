"""The demo's recheck calendar: the days each destination's fees or rules change, from the content review of
November 2026 (docs/programme-guides.md, "Reviews"). Yearly dates start in the year they were first seen;
US rules are one-off dates from the Federal Register. Staff confirm and extend them in the CMS."""


def _change(country: str, date: str, every_year: bool, authority: tuple[str, str], what: tuple[str, str],
            note: tuple[str, str], source_url: str = "") -> dict:
    return {"country": country, "date": date, "every_year": every_year,
            "authority": {"en": authority[0], "ar": authority[1]}, "what": {"en": what[0], "ar": what[1]},
            "note": {"en": note[0], "ar": note[1]}, "source_url": source_url}


IRCC = ("Immigration, Refugees and Citizenship Canada (IRCC)", "دائرة الهجرة واللاجئين والمواطنة الكندية (IRCC)")
HOME_AFFAIRS = ("Department of Home Affairs", "وزارة الشؤون الداخلية الأسترالية")
HOME_OFFICE = ("Home Office (UK Visas and Immigration)", "وزارة الداخلية البريطانية (UKVI)")
BMI = ("Federal Ministry of the Interior", "وزارة الداخلية الاتحادية الألمانية")
USCIS = ("U.S. Citizenship and Immigration Services (USCIS)", "دائرة خدمات الجنسية والهجرة الأمريكية (USCIS)")

RULE_CHANGES = [
    _change("canada", "2024-04-30", True, IRCC,
            ("Canada's permanent residence fees can change", "قد تتغيّر رسوم الإقامة الدائمة في كندا"),
            ("IRCC raises permanent residence fees every two years on 30 April (2024, 2026); other fees can change "
             "on the same day.",
             "ترفع دائرة الهجرة الكندية رسوم الإقامة الدائمة كل سنتين في 30 أبريل (2024 و2026)، وقد تتغيّر رسوم "
             "أخرى في اليوم نفسه.")),
    _change("australia", "2025-07-01", True, HOME_AFFAIRS,
            ("Australia's visa charges change", "تتغيّر رسوم التأشيرات الأسترالية"),
            ("Visa application charges are indexed every 1 July, the start of the programme year.",
             "تُعدَّل رسوم طلبات التأشيرات كل عام في 1 يوليو، مع بداية الدورة السنوية للبرنامج.")),
    _change("united-kingdom", "2025-04-01", True, HOME_OFFICE,
            ("UK visa fees and the health surcharge usually change", "تتغيّر عادةً رسوم التأشيرات البريطانية ورسم الصحة"),
            ("Fee changes usually take effect in April; the exact day differs each year: check the Home Office's "
             "announcement.",
             "تسري تغييرات الرسوم عادةً في أبريل، ويختلف اليوم من عام إلى آخر، فراجع إعلان وزارة الداخلية.")),
    _change("germany", "2025-01-01", True, BMI,
            ("Germany's salary thresholds and funds amounts change", "تتغيّر حدود الرواتب والمبالغ المطلوبة في ألمانيا"),
            ("The EU Blue Card salary thresholds and the monthly amount for a blocked account are updated every "
             "1 January.",
             "تُحدَّث حدود رواتب البطاقة الزرقاء الأوروبية والمبلغ الشهري للحساب البنكي المغلق كل عام في 1 يناير.")),
    _change("united-states", "2026-02-27", False, USCIS,
            ("The H-1B weighted selection rule takes effect", "تسري قاعدة الاختيار المرجَّح لتأشيرة H-1B"),
            ("Final rule of 29 December 2025 in the Federal Register: registrations are selected by wage level "
             "from fiscal year 2027.",
             "القاعدة النهائية المنشورة في السجل الفيدرالي في 29 ديسمبر 2025: يُختار المسجَّلون حسب مستوى الأجر "
             "ابتداءً من السنة المالية 2027.")),
    _change("united-states", "2026-03-01", False, USCIS,
            ("The US premium processing fees rise", "ترتفع رسوم المعالجة المستعجلة الأمريكية"),
            ("Federal Register rule of 12 January 2026: premium processing for Form I-129 rises to "
             "[[united-states.premium-processing-fee]].",
             "قاعدة منشورة في السجل الفيدرالي في 12 يناير 2026: ترتفع رسوم المعالجة المستعجلة للنموذج I-129 إلى "
             "[[united-states.premium-processing-fee]].")),
]
