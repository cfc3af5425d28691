"""Words visitors use that the site's text does not: Gulf dialect, everyday English, nationality
adjectives. A query is expanded with the site's words before retrieval; intents are recognised
from short keyword lists. Everything here is compared after lib.text_search.normalize()."""

import re

from lib.text_search import normalize

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
    "والديني": "والديهم الوالدين كفالة", "والدي": "والديهم الوالدين كفالة", "امي": "الوالدين",
    "ابوي": "الوالدين", "اجيب": "استقدام",
    "ارجع": "العودة", "لبلدي": "بلدهم الأصلي",
    "مضمون": "ضمان", "تضمنون": "ضمان", "جنسيه": "جنسيه", "باسبور": "جواز", "مقابله": "مقابله",
    "كندي": "كندا", "الكنديه": "كندا", "امريكا": "الولايات المتحدة", "امريكي": "الولايات المتحدة",
    "بريطانيا": "المملكة المتحدة", "انجلترا": "المملكة المتحدة", "لندن": "المملكة المتحدة",
    "استراليا": "استراليا", "نيوزلندا": "نيوزيلندا", "المانيه": "المانيا",
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
}
# Keys are compared normalised; values keep their spelling, which the stemmer needs (ة, not ه).
SYNONYMS = {normalize(k): v for k, v in _SYNONYMS_RAW.items()}


# Dialect and filler words that carry no topic: dropped from the query (after expansion).
FILLERS = frozenset(normalize(w) for w in (
    "ابي", "ابغى", "ابغي", "ودي", "بغيت", "وش", "ايش", "شو", "شنو", "شلون", "عندي", "اريد", "أريد", "ممكن",
    "اقدر", "هل", "want", "need", "please", "tell", "like", "would", "could",
))


def expand(query: str) -> str:
    """The query plus the site's words for the visitor's words."""
    words = re.findall(r"\w+", query)
    extra = [SYNONYMS[normalize(w)] for w in words if normalize(w) in SYNONYMS]
    kept = [w for w in words if normalize(w) not in FILLERS]
    return " ".join([*kept, *extra])


def _phrases(*items: str) -> tuple[str, ...]:
    return tuple(normalize(i) for i in items)


# Intents: a message that contains one of the phrases (whole words, after normalisation).
INTENTS: dict[str, tuple[str, ...]] = {
    "greeting": _phrases(
        "hi", "hello", "hey", "good morning", "good evening", "salam", "assalamualaikum", "السلام عليكم",
        "سلام عليكم", "مرحبا", "مرحبًا", "اهلا", "أهلين", "هلا", "هلا والله", "صباح الخير", "مساء الخير", "هاي",
    ),
    "thanks": _phrases(
        "thanks", "thank you", "thx", "appreciate it", "شكرا", "شكرًا", "مشكور", "مشكورين", "يعطيك العافية",
        "جزاك الله خير", "تسلم", "ممنون",
    ),
    "human": _phrases(
        "human", "real person", "agent", "talk to someone", "speak to someone", "talk to a person",
        "speak to a person", "consultant call me", "call me", "representative", "موظف", "شخص حقيقي", "اكلم احد",
        "أكلم أحد", "اتكلم مع", "أتكلم مع", "اتصلوا بي", "كلموني", "مستشار يتصل", "خدمة العملاء",
    ),
    "booking": _phrases(
        "book", "booking", "appointment", "schedule a", "free consultation", "visit your office",
        "احجز", "حجز", "موعد", "استشارة مجانية", "استشاره مجانيه", "اقابل", "أزوركم", "ازوركم",
    ),
    "fees": _phrases(
        "fee", "fees", "cost", "costs", "price", "prices", "how much", "charge", "charges", "pay", "payment",
        "رسوم", "الرسوم", "تكلفة", "التكلفة", "كم السعر", "بكم", "سعر", "اسعار", "الأسعار", "فلوس", "يكلف", "الدفع",
    ),
    "guarantee": _phrases(
        "guarantee", "guaranteed", "100%", "sure approval", "promise", "ضمان", "مضمون", "تضمن", "تضمنون",
        "مضمونة", "أكيد القبول",
    ),
    "hours": _phrases(
        "opening hours", "working hours", "business hours", "are you open", "when are you open", "office hours",
        "address", "location", "where are you", "where is your office", "phone number", "whatsapp",
        "ساعات العمل", "الدوام", "دوام", "دوامكم", "متى دوامكم", "اوقات الدوام", "مواعيد العمل",
        "متى تفتحون", "وين مكتبكم", "وين مكانكم", "العنوان", "عنوانكم", "موقعكم",
        "رقم الهاتف", "رقمكم", "واتساب", "الواتس",
    ),
}
