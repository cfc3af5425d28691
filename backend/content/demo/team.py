"""The demo team: three consultants, each with the professional registration a visitor can check.

The people are the demo's, like its phone number: before launch an editor replaces them (and their
registration numbers) with the real staff in the CMS. The registers linked are the real public ones,
so the "verify" link shows a visitor where the check is made.
"""

CICC = ("College of Immigration and Citizenship Consultants, Canada", "كلية مستشاري الهجرة والجنسية، كندا",
        "https://college-ic.ca/protecting-the-public/find-an-immigration-consultant")
OISC = ("Office of the Immigration Services Commissioner, UK", "مكتب مفوض خدمات الهجرة، المملكة المتحدة",
        "https://www.gov.uk/find-an-immigration-adviser")
OMARA = ("Office of the Migration Agents Registration Authority, Australia",
         "مكتب هيئة تسجيل وكلاء الهجرة، أستراليا",
         "https://portal.mara.gov.au/search-the-register-of-migration-agents/")

TEAM = [
    {
        "name": {"en": "Mariam Al-Sayed", "ar": "مريم السيد"},
        "role": {"en": "Managing Director", "ar": "المديرة العامة"},
        "bio": {
            "en": "Mariam founded Horizon Gate in Doha in 2014 after a decade advising families on relocation. "
                  "She leads our quality reviews: no file leaves the office until a second consultant has "
                  "checked it.",
            "ar": "أسّست مريم بوابة الأفق في الدوحة عام 2014 بعد عشر سنوات من تقديم المشورة للعائلات في شؤون "
                  "الانتقال. وتقود مراجعات الجودة لدينا، فلا يغادر أي ملف المكتب قبل أن يراجعه مستشار ثانٍ.",
        },
        "registration": "OISC F202100318",
        "registration_body": {"en": OISC[0], "ar": OISC[1]},
        "registration_url": OISC[2],
        "order": 1,
        "published": True,
    },
    {
        "name": {"en": "Daniel Okafor", "ar": "دانيال أوكافور"},
        "role": {"en": "Senior Immigration Consultant, Canada & UK", "ar": "مستشار هجرة أول، كندا والمملكة المتحدة"},
        "bio": {
            "en": "Daniel specialises in Express Entry, provincial nominations and UK Skilled Worker visas. "
                  "He is a licensed Canadian immigration consultant (RCIC) and represents clients before "
                  "Immigration, Refugees and Citizenship Canada.",
            "ar": "يتخصص دانيال في نظام الدخول السريع وبرنامج الترشيح من المقاطعات وتأشيرة العامل الماهر (Skilled Worker) في "
                  "المملكة المتحدة، وهو مستشار هجرة كندي مرخّص (RCIC) يمثّل العملاء أمام دائرة الهجرة واللاجئين "
                  "والمواطنة الكندية.",
        },
        "registration": "RCIC R706215",
        "registration_body": {"en": CICC[0], "ar": CICC[1]},
        "registration_url": CICC[2],
        "order": 2,
        "published": True,
    },
    {
        "name": {"en": "Priya Raman", "ar": "بريا رامان"},
        "role": {"en": "Student & Family Visa Consultant", "ar": "مستشارة تأشيرات الدراسة ولمّ شمل الأسرة"},
        "bio": {
            "en": "Priya helps students choose programmes and prepare study permits, and guides families "
                  "through spouse and child sponsorship. She speaks English, Tamil and Hindi.",
            "ar": "تساعد بريا الطلاب على اختيار البرامج الدراسية وإعداد تصاريح الدراسة، وترشد العائلات في "
                  "إجراءات لمّ شمل الزوج والأبناء. تتحدث الإنجليزية والتاميلية والهندية.",
        },
        "registration": "MARN 1918342",
        "registration_body": {"en": OMARA[0], "ar": OMARA[1]},
        "registration_url": OMARA[2],
        "order": 3,
        "published": True,
    },
]
