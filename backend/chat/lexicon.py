"""Words visitors use that the site's text does not: Gulf dialect, everyday English, nationality
adjectives. A query is expanded with the site's words before retrieval; intents are recognised
from short keyword lists. Everything here is compared after lib.text_search.normalize()."""

import re

from lib.text_search import normalize, terms

# Visitor word -> words the content uses (added to the query, never replacing it).
_SYNONYMS_RAW: dict[str, str] = {
    # Gulf dialect and colloquial Arabic
    "شلون": "كيف", "كيفية": "كيف", "وش": "ماذا", "ايش": "ماذا", "شو": "ماذا", "شنو": "ماذا",
    "ياخذ": "يستغرق مدة", "تاخذ": "يستغرق مدة", "ياخذون": "يستغرق مدة", "يطول": "مدة", "تطول": "مدة",
    "وقت": "مدة", "متى": "مدة",
    "فيزا": "تأشيرة", "الفيزا": "تأشيرة", "فيزه": "تأشيرة", "الفيزه": "تأشيرة", "فيز": "تأشيرة",
    "بكم": "رسوم تكلفة", "فلوس": "رسوم", "يكلف": "تكلفة رسوم", "تكلف": "تكلفة رسوم", "سعر": "رسوم تكلفة",
    "اسعار": "رسوم تكلفة", "الاسعار": "رسوم تكلفة", "السعر": "رسوم تكلفة",
    "وين": "أين عنوان مكتب", "دوام": "ساعات عمل", "الدوام": "ساعات عمل",
    "شغل": "عمل", "اشتغل": "عمل", "وظيفه": "عمل", "ادرس": "دراسة الطلاب تأشيرة الطالب",
    "جامعه": "دراسة جامعة", "الجامعه": "دراسة",
    "عيالي": "عائلة", "اولادي": "عائلة أطفال", "زوجتي": "عائلة زوج", "زوجي": "عائلة زوج", "اهلي": "عائلة",
    "ببلاش": "مجانية", "بلاش": "مجانية", "مجانا": "مجانية", "فري": "مجانية",
    "يجون": "مرافقة", "يجي": "مرافقة", "يلحقوني": "مرافقة",
    "فيزتي": "تأشيرتي تأشيرة", "انرفضت": "رفض", "رفضوا": "رفض", "رفضت": "رفض", "مرفوض": "رفض",
    "الاوراق": "المستندات", "اوراق": "مستندات", "ورق": "مستندات",
    "دوامكم": "ساعات عمل", "تفتحون": "ساعات عمل", "اخاف": "خطر حماية", "خايف": "خطر حماية",
    "والديني": "والديهم الوالدين شمل", "والدي": "والديهم الوالدين شمل", "امي": "الوالدين",
    "ابوي": "الوالدين", "اجيب": "استقدام",
    # Family: the service is «لمّ شمل الأسرة». A visitor may still ask for كفالة with a family word, and
    # كفالة alone is the employer's (work permits), so the family word brings in the service's name.
    "الأسرة": "لمّ شمل الأسرة", "العائلة": "لمّ شمل الأسرة", "عائلتي": "لمّ شمل الأسرة", "أسرتي": "لمّ شمل الأسرة",
    "ارجع": "العودة", "لبلدي": "بلدهم الأصلي",
    "مضمون": "ضمان", "تضمنون": "ضمان", "باسبور": "جواز",
    "كندي": "كندا", "الكنديه": "كندا", "امريكا": "الولايات المتحدة", "امريكي": "الولايات المتحدة",
    "بريطانيا": "المملكة المتحدة", "انجلترا": "المملكة المتحدة", "لندن": "المملكة المتحدة",
    # nationality adjectives (nisba), as a visa or a university is described: «التأشيرة البريطانية»
    "البريطانية": "المملكة المتحدة", "البريطاني": "المملكة المتحدة", "بريطانية": "المملكة المتحدة",
    "بريطاني": "المملكة المتحدة", "الكندية": "كندا", "الكندي": "كندا", "كندية": "كندا", "الاسترالية": "أستراليا",
    "الاسترالي": "أستراليا", "استرالية": "أستراليا", "الامريكية": "الولايات المتحدة", "الأمريكية": "الولايات المتحدة",
    "امريكية": "الولايات المتحدة", "الالمانية": "ألمانيا", "الألمانية": "ألمانيا", "المانية": "ألمانيا",
    "النيوزيلندية": "نيوزيلندا",
    "استراليا": "استراليا", "نيوزلندا": "نيوزيلندا", "المانيه": "ألمانيا", "المانيا": "ألمانيا",
    "برا": "الخارج", "بره": "الخارج", "تاخذون": "رسوم",
    "متطلبات": "شروط المطلوب", "المتطلبات": "شروط المطلوب", "اكفل": "كفالة لمّ شمل الأسرة",
    "تشتغل": "عمل", "يشتغل": "عمل", "نشتغل": "عمل", "يشتغلون": "عمل",
    "ielts": "language test", "toefl": "language test", "celpip": "language test", "pte": "language test",
    "ايلتس": "اختبار اللغة", "الايلتس": "اختبار اللغة", "الطالب": "دراسة",
    "money": "funds", "savings": "funds", "studying": "study student", "salary": "salary pay",
    "daughter": "family children", "son": "family children", "mother": "family parents",
    "father": "family parents", "mom": "family parents", "dad": "family parents",
    # Arabizi (Gulf Arabic in Latin letters, chat/language.py): the Arabic words the content uses
    "kanada": "كندا", "kanda": "كندا", "amreeka": "الولايات المتحدة", "amrika": "الولايات المتحدة",
    "ostralia": "أستراليا", "britania": "المملكة المتحدة", "almanya": "ألمانيا", "almania": "ألمانيا",
    "ahajer": "الهجرة", "ahajir": "الهجرة", "ahaajer": "الهجرة", "hajer": "الهجرة", "hijra": "الهجرة",
    "adrus": "دراسة الطلاب", "adros": "دراسة الطلاب", "adrs": "دراسة الطلاب", "adris": "دراسة الطلاب",
    "ndrs": "دراسة الطلاب", "ashtaghel": "عمل", "ashteghel": "عمل", "shoghl": "عمل", "shugl": "عمل",
    "wazifa": "عمل", "tashira": "تأشيرة", "fiza": "تأشيرة", "awraq": "المستندات", "awra8": "المستندات",
    "matloob": "المطلوب", "matlub": "المطلوب", "almatloob": "المطلوب", "matlooba": "المطلوبة",
    "matlouba": "المطلوبة", "majaniya": "مجانية", "majani": "مجانية", "majanan": "مجانية",
    "estshara": "استشارة", "istishara": "استشارة", "esteshara": "استشارة", "oula": "الأولى",
    # English
    "canadian": "canada", "australian": "australia", "aussie": "australia", "british": "united kingdom",
    "uk": "united kingdom", "england": "united kingdom", "britain": "united kingdom", "london": "united kingdom",
    "american": "united states", "usa": "united states", "america": "united states",
    "german": "germany", "kiwi": "new zealand", "nz": "new zealand",
    "job": "work", "jobs": "work", "employer": "work", "employment": "work",
    "university": "study student", "college": "study student", "masters": "study student", "degree": "study",
    "wife": "family spouse", "husband": "family spouse", "kids": "family children", "children": "family",
    "parents": "family", "pr": "permanent residence migration", "immigrate": "migration", "move": "migration",
    "cost": "fees", "price": "fees", "prices": "fees", "charge": "fees", "expensive": "fees", "pay": "fees payment",
    "long": "processing time", "duration": "processing time", "fast": "processing time", "quick": "processing time",
    "holiday": "travel visit tourist", "vacation": "travel visit tourist", "tourist": "travel visit",
    "fear": "refugee protection", "danger": "refugee protection", "asylum": "refugee protection",
    "residence": "residence", "invest": "investment investor", "investor": "investment",
    "guarantee": "guarantee", "guaranteed": "guarantee", "passport": "citizenship passport",
    "citizen": "citizenship", "citizens": "citizenship", "nationality": "citizenship",
    "naturalise": "naturalization", "naturalize": "naturalization",
    "rejected": "refused refusal", "reject": "refused refusal", "rejection": "refused refusal",
    "denied": "refused refusal", "declined": "refused refusal", "refuse": "refused refusal",
    "papers": "documents", "paperwork": "documents", "docs": "documents", "certificates": "documents",
    "meeting": "consultation", "session": "consultation", "appointment": "consultation",
    "student": "study", "students": "study", "studies": "study",
    # Arabic: broken plurals and forms the stemmer does not bring to the content's word
    "طالب": "دراسة الطلاب", "طلاب": "دراسة الطلاب", "الطلاب": "دراسة", "دراسه": "دراسة",
    "جنسيه": "الجنسية", "مواطن": "الجنسية", "مواطنه": "الجنسية", "تجنس": "الجنسية التجنس",
    "مستندات": "المستندات", "وثايق": "المستندات", "الوثايق": "المستندات", "اوراقي": "المستندات",
    "مقابله": "استشارة", "جلسه": "استشارة",
    "تقسيط": "دفعات", "بالتقسيط": "دفعات", "اقساط": "دفعات", "قسط": "دفعات",
    "ماجستير": "دراسة الجامعة", "بكالوريوس": "دراسة الجامعة", "دكتوراه": "دراسة الجامعة",
    "bachelor": "study university", "bachelors": "study university", "master": "study university",
    "phd": "study university", "diploma": "study", "undergraduate": "study university",
    "postgraduate": "study university", "installment": "instalments", "installments": "instalments",
}
# Keys are compared normalised; values keep their spelling, which the stemmer needs (ة, not ه).
SYNONYMS = {normalize(k): v for k, v in _SYNONYMS_RAW.items()}


# Dialect and filler words that carry no topic: dropped from the query (after expansion).
FILLERS = frozenset(normalize(w) for w in (
    "ابي", "ابغى", "ابغي", "ودي", "بغيت", "وش", "ايش", "شو", "شنو", "شلون", "عندي", "اريد", "أريد", "ممكن",
    "اقدر", "هل", "اللي", "الي", "يعني", "شي", "شيء", "عشان", "علشان", "لو", "بس", "حق", "مال", "كذا",
    "want", "need", "please", "tell", "like", "would", "could", "there", "got", "get", "getting", "any",
    "some", "about", "this", "that", "have", "has", "had", "know", "also", "just", "really", "possible",
    "ok", "okay", "much", "many", "thing", "things", "whether", "does", "did",
    "احتاج", "احتاجها", "احتاجه", "نحتاج", "محتاج", "يحتاج", "معي", "معاي", "وانا", "انا", "اسوي", "نسوي",
    "become", "wanna", "hi",
    # Arabizi function words
    "abi", "abgha", "abga", "aby", "agdar", "agder", "gdar", "wesh", "wsh", "shu", "shou", "shno", "shnu",
    "fi", "al", "el", "mumkin", "momkin", "ana", "ahtaj", "ahtag",
))


def expand(query: str, vocabulary: frozenset[str] | None = None) -> str:
    """The query plus the site's words for the visitor's words. Given the index's vocabulary, a
    word the site never uses is replaced by its synonyms rather than kept: the synonym is a better
    guess than the index's fuzzy match ("papers" means documents, not "paperwork")."""
    words = re.findall(r"\w+", query)
    extra = [SYNONYMS[normalize(w)] for w in words if normalize(w) in SYNONYMS]

    def keep(word: str) -> bool:
        key = normalize(word)
        if key in FILLERS:
            return False
        if vocabulary is None or key not in SYNONYMS:
            return True
        return any(stem in vocabulary for stem in terms(word))

    return " ".join([*(w for w in words if keep(w)), *extra])


def phrases(*items: str) -> tuple[str, ...]:
    """Phrases as messages are compared with them (normalised)."""
    return tuple(normalize(i) for i in items)



# Intents: a message that contains one of the phrases (whole words, after normalisation).
INTENTS: dict[str, tuple[str, ...]] = {
    "greeting": phrases(
        "hi", "hello", "hey", "good morning", "good evening", "salam", "assalamualaikum", "السلام عليكم",
        "سلام عليكم", "مرحبا", "مرحبًا", "اهلا", "أهلين", "هلا", "هلا والله", "صباح الخير", "مساء الخير", "هاي",
    ),
    "thanks": phrases(
        "thanks", "thank you", "thx", "appreciate it", "شكرا", "شكرًا", "مشكور", "مشكورين", "يعطيك العافية",
        "جزاك الله خير", "تسلم", "ممنون",
    ),
    "human": phrases(
        "human", "real person", "agent", "talk to someone", "speak to someone", "talk to a person",
        "speak to a person", "consultant call me", "call me", "representative", "موظف", "شخص حقيقي", "اكلم احد",
        "أكلم أحد", "اتكلم مع", "أتكلم مع", "اتصلوا بي", "كلموني", "مستشار يتصل", "خدمة العملاء",
    ),
    "booking": phrases(
        "book", "booking", "appointment", "schedule a", "free consultation", "visit your office",
        "احجز", "حجز", "موعد", "استشارة مجانية", "استشاره مجانيه", "اقابل", "أزوركم", "ازوركم",
    ),
    "fees": phrases(
        "fee", "fees", "cost", "costs", "price", "prices", "how much", "charge", "charges", "pay", "payment",
        "رسوم", "الرسوم", "تكلفة", "التكلفة", "كم السعر", "بكم", "سعر", "اسعار", "الأسعار", "فلوس", "يكلف", "الدفع",
    ),
    "guarantee": phrases(
        "guarantee", "guaranteed", "100%", "sure approval", "promise", "ضمان", "مضمون", "تضمن", "تضمنون",
        "مضمونة", "أكيد القبول",
    ),
    # Asking the time of day or the date: never a question about our work ("what time is it in London").
    "clock": phrases(
        "what time is it", "what is the time", "what's the time", "time now", "current time", "what is the date",
        "today's date", "كم الساعة الآن", "كم الساعه الان", "الساعة كم", "الساعه كم", "كم الساعة", "كم الساعه",
        "وش الساعة", "وش الساعه", "تاريخ اليوم", "كم التاريخ",
    ),
    "hours": phrases(
        "opening hours", "working hours", "business hours", "are you open", "when are you open", "office hours",
        "address", "location", "where are you", "where is your office", "phone number", "whatsapp",
        "ساعات العمل", "الدوام", "دوام", "دوامكم", "متى دوامكم", "اوقات الدوام", "مواعيد العمل",
        "متى تفتحون", "وين مكتبكم", "وين مكانكم", "العنوان", "عنوانكم", "موقعكم",
        "رقم الهاتف", "رقمكم", "واتساب", "الواتس",
    ),
}


# Words that say only "I want to go there" ("abi ahajer kanada", "move to Australia"): with a
# destination and nothing more, the question is which route.
MIGRATE = frozenset(normalize(w) for w in (
    "immigrate", "immigration", "migrate", "migration", "emigrate", "move", "moving", "relocate", "relocation",
    "settle", "live", "go", "هجرة", "الهجرة", "اهاجر", "أهاجر", "نهاجر", "هجره", "الهجره", "انتقل", "أنتقل",
    "اعيش", "أعيش", "استقر", "أستقر", "اروح", "أروح", "اسافر", "ahajer", "ahajir", "hajer", "hijra",
))


# The words of the fee phrases: the rest of a fee question says whose fees it is about.
FEE_WORDS = frozenset(w for phrase in INTENTS["fees"] for w in phrase.split())


# "Talk to a person" also when said in other words: a verb of talking and a person, in any order
# ("can I speak with one of your consultants", "ابي اكلم مستشار", "ودي اتواصل مع موظف").
TALK = frozenset(normalize(w) for w in (
    "talk", "speak", "chat", "call", "contact", "reach", "connect", "phone",
    "اكلم", "أكلم", "اتكلم", "أتكلم", "اتواصل", "أتواصل", "اتصل", "أتصل", "احكي", "أحكي", "اكلمكم", "تواصل", "كلموني",
))
PERSON = frozenset(normalize(w) for w in (
    "person", "human", "someone", "somebody", "consultant", "consultants", "agent", "advisor", "adviser",
    "staff", "representative", "expert", "lawyer", "manager",
    "مستشار", "المستشار", "مستشارين", "موظف", "الموظف", "شخص", "احد", "أحد", "انسان", "إنسان", "خبير", "محامي",
    "المسؤول", "مسؤول",
))
