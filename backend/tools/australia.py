"""Australia's points test for skilled visas (subclasses 189, 190 and 491): the questions and the scoring.

Every figure comes from the version's grid (data/australia-points-*.json)."""

from typing import Any

from .questions import Question, Range, Text, level, t

NAME = t("Australia: skilled visa points test", "أستراليا: اختبار النقاط لتأشيرات الكفاءات")
GROUPS = [
    {"key": "visa", "label": t("The visa", "التأشيرة")},
    {"key": "core", "label": t("About you", "بياناتك")},
    {"key": "australia", "label": t("Study and skills in Australia", "الدراسة والمهارات في أستراليا")},
    {"key": "partner", "label": t("Your partner", "الشريك")},
]
VISAS = (
    ("189", t("Skilled Independent (subclass 189)", "تأشيرة الكفاءات المستقلة (الفئة الفرعية 189)")),
    ("190", t("Skilled Nominated (subclass 190): nominated by a state or territory",
              "تأشيرة الكفاءات المرشّحة (الفئة الفرعية 190): بترشيح من ولاية أو إقليم")),
    ("491", t("Skilled Work Regional (subclass 491): nominated by a state or territory, or sponsored by a "
              "relative in a regional area",
              "تأشيرة الكفاءات للعمل في المناطق الإقليمية (الفئة الفرعية 491): بترشيح من ولاية أو إقليم أو بكفالة "
              "قريب في منطقة إقليمية")),
)
ENGLISH = (
    ("competent", t("Competent English", "مستوى الكفاءة (Competent)")),
    ("proficient", t("Proficient English", "المستوى المتقدّم (Proficient)")),
    ("superior", t("Superior English", "المستوى المتفوّق (Superior)")),
)
QUALIFICATIONS = (
    ("none", t("None of these", "لا شيء مما سبق")),
    ("recognised", t("An award or qualification recognised by the assessing authority for your occupation",
                     "مؤهل تعترف به جهة تقييم المهارات لمهنتك")),
    ("diploma", t("A diploma or trade qualification from an Australian institution",
                  "دبلوم أو مؤهل حرفي من مؤسسة تعليمية أسترالية")),
    ("bachelor", t("A bachelor's or master's degree", "درجة البكالوريوس أو الماجستير")),
    ("doctorate", t("A doctorate", "درجة الدكتوراه")),
)
PARTNERS = (
    ("single", t("I have no spouse or de facto partner", "ليس لدي زوج أو شريك")),
    ("citizen", t("My partner is an Australian citizen or permanent resident",
                  "الشريك مواطن أسترالي أو مقيم دائم في أستراليا")),
    ("skilled", t("My partner is under 45, has competent English and a positive skills assessment",
                  "عمر الشريك أقل من 45 عامًا، ولديه مستوى الكفاءة (Competent) في الإنجليزية وتقييم مهارات إيجابي")),
    ("english", t("My partner has competent English (no skills assessment)",
                  "لدى الشريك مستوى الكفاءة (Competent) في الإنجليزية (دون تقييم مهارات)")),
    ("other", t("My partner meets none of these", "لا ينطبق على الشريك أي مما سبق")),
)
YEARS = t("In the last 10 years, in your nominated occupation or a closely related one (at least 20 hours a week).",
          "خلال السنوات العشر الأخيرة، في مهنتك المرشَّحة أو مهنة قريبة منها (20 ساعة أسبوعيًا على الأقل).")


def _english_help(grid: dict[str, Any]) -> Text:
    names = dict(ENGLISH)
    tests = grid["english_tests"].values()
    en, ar = [], []
    for key, _ in ENGLISH:
        # A test's Arabic name where the grid gives one (the glossary writes «آيلتس», not "IELTS").
        en.append(f"{names[key]['en']}: " + ", ".join(f"{test['name']} {test[key]}" for test in tests))
        ar.append(f"{names[key]['ar']}: "
                  + "، ".join(f"{test.get('name_ar', test['name'])} {test[key]}" for test in tests))
    return t(f"The lowest score in each ability counts. {'; '.join(en)}.",
             f"تُحتسب أدنى درجة في كل مهارة. {'؛ '.join(ar)}.")


def _yesno(key: str, group: str, en: str, ar: str, **more: Any) -> Question:
    return Question(key, group, "yesno", t(en, ar), **more)


def questions(grid: dict[str, Any]) -> list[Question]:
    return [
        Question("visa", "visa", "choice", t("Which visa are you applying for?", "ما التأشيرة التي تتقدم لها؟"),
                 options=VISAS),
        Question("age", "core", "number", t("Your age when invited to apply", "عمرك عند دعوتك للتقديم"),
                 help=t("Points stop at 45: an invitation needs you to be under 45.",
                        "لا تُمنح نقاط من سن 45، ويُشترط أن يكون عمرك أقل من 45 عامًا عند الدعوة."),
                 range=Range(18, 100, 1)),
        Question("english", "core", "choice", t("Your English level", "مستواك في اللغة الإنجليزية"),
                 help=_english_help(grid), options=ENGLISH),
        Question("overseas_work", "core", "number", t("Years of skilled work outside Australia",
                                                      "سنوات العمل الماهر خارج أستراليا"), help=YEARS,
                 range=Range(0, 10, 1)),
        Question("australian_work", "core", "number", t("Years of skilled work in Australia",
                                                        "سنوات العمل الماهر داخل أستراليا"), help=YEARS,
                 range=Range(0, 10, 1)),
        Question("qualification", "core", "choice", t("Your highest qualification", "أعلى مؤهل لديك"),
                 options=QUALIFICATIONS),
        _yesno("australian_study", "australia", "Have you met the Australian study requirement (at least two "
               "years of study in Australia)?", "هل استوفيت شرط الدراسة في أستراليا (سنتان دراسيتان على الأقل)؟"),
        _yesno("regional_study", "australia", "Did you study in regional Australia, meeting that requirement?",
               "هل أتممت تلك الدراسة في منطقة إقليمية من أستراليا؟",
               show_if=("australian_study", ("yes",))),
        _yesno("specialist_education", "australia", "Do you hold a master's by research or a doctorate from an "
               "Australian institution in science, technology, engineering, mathematics or ICT?",
               "هل تحمل ماجستير بحثيًا أو دكتوراه من مؤسسة أسترالية في العلوم أو التقنية أو الهندسة أو "
               "الرياضيات أو تقنية المعلومات؟"),
        _yesno("professional_year", "australia", "Have you completed a professional year in Australia?",
               "هل أتممت برنامج السنة المهنية (Professional Year) في أستراليا؟"),
        _yesno("community_language", "australia", "Are you accredited by NAATI in a community language?",
               "هل أنت معتمد من هيئة NAATI في لغة مجتمعية؟"),
        Question("partner", "partner", "choice", t("Your spouse or de facto partner", "الزوج أو الشريك"),
                 options=PARTNERS),
    ]


def check(grid: dict[str, Any], answers: dict[str, Any]) -> dict[str, str]:
    return {}


def _item(key: str, label: Text, points: int, maximum: int) -> dict[str, Any]:
    return {"key": key, "label": label, "points": points, "max": maximum}


def _band(rows: list[list[int]], value: float) -> int:
    row = level(rows, value)
    return int(row[0]) if row else 0


def compute(grid: dict[str, Any], a: dict[str, Any]) -> tuple[int, list[dict[str, Any]]]:
    overseas = _band(grid["overseas_employment"], a["overseas_work"])
    australian = _band(grid["australian_employment"], a["australian_work"])
    cap = int(grid["employment_max"])
    extras = [(key, int(grid[key])) for key in ("australian_study", "regional_study", "specialist_education",
                                                "professional_year", "community_language")]
    labels = {
        "australian_study": t("Australian study requirement", "شرط الدراسة في أستراليا"),
        "regional_study": t("Study in regional Australia", "الدراسة في منطقة إقليمية من أستراليا"),
        "specialist_education": t("Specialist education qualification", "مؤهل التعليم التخصصي"),
        "professional_year": t("Professional year", "السنة المهنية"),
        "community_language": t("Credentialled community language", "لغة مجتمعية معتمدة"),
    }
    groups: list[dict[str, Any]] = [
        {"key": "core", "label": t("Age, English and qualifications", "العمر والإنجليزية والمؤهلات"), "items": [
            _item("age", t("Age", "العمر"), _band(grid["age"], a["age"]), max(r[1] for r in grid["age"])),
            _item("english", t("English", "اللغة الإنجليزية"), int(grid["english"][a["english"]]),
                  max(grid["english"].values())),
            _item("qualification", t("Qualification", "المؤهل"), int(grid["qualification"][a["qualification"]]),
                  max(grid["qualification"].values())),
        ]},
        {"key": "employment", "label": t("Skilled employment (20 at most together)",
                                         "العمل الماهر (20 نقطة كحد أقصى معًا)"), "max": cap, "items": [
            _item("overseas_work", t("Outside Australia", "خارج أستراليا"), overseas,
                  grid["overseas_employment"][-1][1]),
            _item("australian_work", t("In Australia", "داخل أستراليا"), australian,
                  grid["australian_employment"][-1][1]),
        ]},
        {"key": "australia", "label": t("Study and skills in Australia", "الدراسة والمهارات في أستراليا"),
         "items": [_item(key, labels[key], points if a.get(key) else 0, points) for key, points in extras]},
        {"key": "partner", "label": t("Partner", "الشريك"), "items": [
            _item("partner", t("Partner skills", "مهارات الشريك"), int(grid["partner"][a["partner"]]),
                  max(grid["partner"].values())),
        ]},
        {"key": "nomination", "label": t("Nomination or sponsorship", "الترشيح أو الكفالة"), "items": [
            _item("nomination", t("State or territory nomination, or regional sponsorship",
                                  "ترشيح ولاية أو إقليم، أو كفالة قريب في منطقة إقليمية"),
                  int(grid["nomination"][a["visa"]]), max(grid["nomination"].values())),
        ]},
    ]
    for group in groups:
        total = sum(item["points"] for item in group["items"])
        group.setdefault("max", sum(item["max"] for item in group["items"]))
        group["points"] = min(group["max"], total)
    return sum(group["points"] for group in groups), groups


def improvements(grid: dict[str, Any], a: dict[str, Any]) -> list[tuple[Text, dict[str, Any]]]:
    found: list[tuple[Text, dict[str, Any]]] = []
    english = [key for key, _ in ENGLISH]
    if a["english"] != english[-1]:
        key = english[english.index(a["english"]) + 1]
        found.append((t(f"{dict(ENGLISH)[key]['en']} in your English test", f"{dict(ENGLISH)[key]['ar']} في "
                        "اختبار اللغة"), {**a, "english": key}))
    if a["australian_work"] < 10:
        found.append((t("One more year of skilled work in Australia", "سنة إضافية من العمل الماهر في أستراليا"),
                      {**a, "australian_work": a["australian_work"] + 1}))
    if a["overseas_work"] < 10:
        found.append((t("One more year of skilled work outside Australia", "سنة إضافية من العمل الماهر خارج أستراليا"),
                      {**a, "overseas_work": a["overseas_work"] + 1}))
    for key, en, ar in (("professional_year", "A professional year in Australia", "إتمام السنة المهنية في أستراليا"),
                        ("community_language", "NAATI accreditation in a community language",
                         "اعتماد من NAATI في لغة مجتمعية")):
        if not a[key]:
            found.append((t(en, ar), {**a, key: True}))
    if a["partner"] == "other":
        found.append((t("Your partner proves competent English",
                        "يُثبت الشريك مستوى الكفاءة (Competent) في الإنجليزية"),
                      {**a, "partner": "english"}))
    for visa, en, ar in (("190", "A state or territory nomination (subclass 190)",
                          "ترشيح ولاية أو إقليم (الفئة الفرعية 190)"),
                         ("491", "A regional nomination or sponsorship (subclass 491)",
                          "ترشيح ولاية أو إقليم أو كفالة قريب للعمل في منطقة إقليمية (الفئة الفرعية 491)")):
        if int(grid["nomination"][visa]) > int(grid["nomination"][a["visa"]]):
            found.append((t(en, ar), {**a, "visa": visa}))
    return found
