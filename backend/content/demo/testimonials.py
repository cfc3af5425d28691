"""Demo testimonials: four featured with varied ratings, one not featured."""

TESTIMONIALS = [
    {
        "rating": 5,
        "quote": {
            "en": "They told us honestly which route fitted our family and prepared every document with us. "
                  "We landed in Toronto last spring.",
            "ar": "أخبرونا بصدق بالمسار الأنسب لعائلتنا وجهّزوا معنا كل المستندات. وصلنا إلى تورونتو في الربيع "
                  "الماضي.",
        },
        "name": {"en": "Omar H.", "ar": "عمر ح."},
        "role": {"en": "Software engineer", "ar": "مهندس برمجيات"},
        "country": {"en": "Canada", "ar": "كندا"},
        "featured": True,
        "order": 1,
        "published": True,
    },
    {
        "rating": 5,
        "quote": {
            "en": "My student visa was refused once before I came to Horizon Gate. They found what was missing "
                  "and my second application was approved.",
            "ar": "رُفضت تأشيرة دراستي مرة قبل أن ألجأ إلى بوابة الأفق. اكتشفوا ما كان ناقصًا، وقُبل طلبي الثاني.",
        },
        "name": {"en": "Fatima R.", "ar": "فاطمة ر."},
        "role": {"en": "Master's student", "ar": "طالبة ماجستير"},
        "country": {"en": "United Kingdom", "ar": "المملكة المتحدة"},
        "featured": True,
        "order": 2,
        "published": True,
    },
    {
        "rating": 4,
        "quote": {
            "en": "Clear timelines and quick answers on WhatsApp. The process took longer than I hoped, but "
                  "they kept me informed at every step.",
            "ar": "جداول زمنية واضحة وردود سريعة عبر واتساب. استغرقت الإجراءات وقتًا أطول مما تمنيت، لكنهم أطلعوني "
                  "على كل خطوة.",
        },
        "name": {"en": "Joseph M.", "ar": "جوزيف م."},
        "role": {"en": "Registered nurse", "ar": "ممرض مسجّل"},
        "country": {"en": "Australia", "ar": "أستراليا"},
        "featured": True,
        "order": 3,
        "published": True,
    },
    {
        "rating": 5,
        "quote": {
            "en": "Bringing my wife and children to join me felt impossible. Priya made a plan, checked every "
                  "translation and we were together within the year.",
            "ar": "بدا لي لمّ شمل زوجتي وأطفالي أمرًا مستحيلًا. وضعت بريا خطة وراجعت كل ترجمة، فاجتمعنا خلال "
                  "العام نفسه.",
        },
        "name": {"en": "Khalid A.", "ar": "خالد ع."},
        "role": {"en": "Civil engineer", "ar": "مهندس مدني"},
        "country": {"en": "Germany", "ar": "ألمانيا"},
        "featured": True,
        "order": 4,
        "published": True,
    },
    {
        "rating": 4,
        "quote": {
            "en": "Good advice on the skilled visa points test; they were upfront that my score needed work "
                  "before applying.",
            "ar": "نصائح قيّمة حول اختبار النقاط لتأشيرة الكفاءات، وكانوا صريحين في أن نقاطي تحتاج إلى تحسين قبل "
                  "التقديم.",
        },
        "name": {"en": "Grace T.", "ar": "غريس ت."},
        "role": {"en": "Accountant", "ar": "محاسبة"},
        "country": {"en": "New Zealand", "ar": "نيوزيلندا"},
        "featured": False,
        "order": 5,
        "published": True,
    },
]
