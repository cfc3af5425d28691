"""The demo team: three consultants. Registration numbers are left empty rather than invented."""

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
        "registration": "",
        "registration_body": {"en": "", "ar": ""},
        "registration_url": "",
        "order": 1,
        "published": True,
    },
    {
        "name": {"en": "Daniel Okafor", "ar": "دانيال أوكافور"},
        "role": {"en": "Senior Immigration Consultant, Canada & UK", "ar": "مستشار هجرة أول، كندا والمملكة المتحدة"},
        "bio": {
            "en": "Daniel specialises in Express Entry, provincial nominations and UK Skilled Worker visas. "
                  "He works with licensed advisers in Canada and the UK on every file that needs "
                  "representation there.",
            "ar": "يتخصص دانيال في نظام الدخول السريع وبرامج الترشيح الإقليمية وتأشيرة العمالة الماهرة في "
                  "المملكة المتحدة، ويعمل مع مستشارين مرخّصين في كندا والمملكة المتحدة في كل ملف يحتاج إلى "
                  "تمثيل هناك.",
        },
        "registration": "",
        "registration_body": {"en": "", "ar": ""},
        "registration_url": "",
        "order": 2,
        "published": True,
    },
    {
        "name": {"en": "Priya Raman", "ar": "بريا رامان"},
        "role": {"en": "Student & Family Visa Consultant", "ar": "مستشارة تأشيرات الدراسة ولمّ الشمل"},
        "bio": {
            "en": "Priya helps students choose programmes and prepare study permits, and guides families "
                  "through spouse and child sponsorship. She speaks English, Tamil and Hindi.",
            "ar": "تساعد بريا الطلاب على اختيار البرامج الدراسية وإعداد تصاريح الدراسة، وترشد العائلات في "
                  "إجراءات كفالة الزوج والأبناء. تتحدث الإنجليزية والتاميلية والهندية.",
        },
        "registration": "",
        "registration_body": {"en": "", "ar": ""},
        "registration_url": "",
        "order": 3,
        "published": True,
    },
]
