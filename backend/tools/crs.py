"""Canada's Comprehensive Ranking System (Express Entry): the questions and the scoring.

Every figure comes from the version's grid (data/crs-*.json); this module only knows how the
factors combine. Language scores are converted to CLB (English) or NCLC (French) per ability by the
grid's equivalency tables."""

from typing import Any

from .questions import Question, Range, Text, level, t

NAME = t("Express Entry: Comprehensive Ranking System (CRS)", "الدخول السريع: نظام التصنيف الشامل (CRS)")
ABILITIES = ("listening", "reading", "writing", "speaking")
ABILITY_LABELS = {
    "listening": t("listening", "الاستماع"), "reading": t("reading", "القراءة"),
    "writing": t("writing", "الكتابة"), "speaking": t("speaking", "المحادثة"),
}
EDUCATION = (
    ("less_than_secondary", t("Less than secondary school (high school)", "أقل من الشهادة الثانوية")),
    ("secondary", t("Secondary school (high school) diploma", "الشهادة الثانوية")),
    ("one_year", t("One-year post-secondary program", "برنامج بعد الثانوية مدته سنة واحدة")),
    ("two_year", t("Two-year post-secondary program", "برنامج بعد الثانوية مدته سنتان")),
    ("bachelor", t("Bachelor's degree, or a program of three years or more",
                   "درجة البكالوريوس أو برنامج مدته ثلاث سنوات أو أكثر")),
    ("two_or_more", t("Two or more credentials, one of them three years or longer",
                      "مؤهلان أو أكثر بعد الثانوية، أحدهما مدته ثلاث سنوات أو أكثر")),
    ("masters", t("Master's degree, or a professional degree (medicine, law…)",
                  "درجة الماجستير أو شهادة مهنية (الطب، القانون…)")),
    ("doctoral", t("Doctoral degree (PhD)", "درجة الدكتوراه")),
)
GROUPS = [
    {"key": "core", "label": t("About you", "بياناتك")},
    {"key": "language", "label": t("Languages", "اللغات")},
    {"key": "spouse", "label": t("Your spouse or partner", "الزوج أو الشريك")},
    {"key": "additional", "label": t("Additional points", "نقاط إضافية")},
]
YEARS_HELP = t("Full-time, or the same amount part-time, in the last 10 years.",
               "بدوام كامل أو ما يعادله بدوام جزئي، خلال السنوات العشر الأخيرة.")


def _tests(grid: dict[str, Any], language: str | None = None) -> list[tuple[str, Text]]:
    return [(key, t(test["name"], test.get("name_ar", test["name"])))
            for key, test in grid["language_tests"].items() if language is None or test["language"] == language]


def _score_questions(grid: dict[str, Any], prefix: str, by: str, group: str, shown: tuple[str, ...] | None,
                     whose: Text) -> list[Question]:
    questions = []
    for ability in ABILITIES:
        ranges = {key: Range(**{**test["range"], **test.get("ranges", {}).get(ability, {})})
                  for key, test in grid["language_tests"].items()}
        label = ABILITY_LABELS[ability]
        questions.append(Question(
            key=f"{prefix}_{ability}", group=group, kind="number",
            label=t(f"{whose['en']}: {label['en']} score", f"{whose['ar']}: درجة {label['ar']}"),
            range=Range(0, 699, 0.5), range_by=(by, ranges), show_if=(by, shown) if shown else None))
    return questions


def questions(grid: dict[str, Any]) -> list[Question]:
    tests = _tests(grid)
    none = ("none", t("No test", "لا يوجد اختبار"))
    test_keys = tuple(key for key, _ in tests)
    spouse_shown = ("spouse", ("accompanying",))
    return [
        Question("spouse", "core", "choice", t("Do you have a spouse or common-law partner?",
                                                "هل لديك زوج أو زوجة أو شريك بحكم المساكنة (common-law)؟"),
                 options=(("none", t("No", "لا")),
                          ("accompanying", t("Yes, and they will come with me to Canada",
                                             "نعم، وسيرافقني إلى كندا")),
                          ("not_accompanying", t("Yes, but they will not come, or are a Canadian citizen or "
                                                 "permanent resident",
                                                 "نعم، لكنه لن يرافقني، أو هو مواطن كندي أو مقيم دائم فيها")))),
        Question("age", "core", "number", t("Your age", "عمرك"),
                 help=t("If you are 17 or younger, enter 17.", "إذا كان عمرك 17 عامًا أو أقل، فاكتب 17."),
                 range=Range(17, 100, 1)),
        Question("education", "core", "choice", t("Your highest level of education", "أعلى مستوى تعليمي لديك"),
                 help=t("Studied outside Canada? You need an educational credential assessment (ECA).",
                        "إذا درست خارج كندا فأنت بحاجة إلى تقييم الشهادات التعليمية (ECA)."),
                 options=EDUCATION),
        Question("canadian_work", "core", "number", t("Years of skilled work experience in Canada",
                                                      "سنوات الخبرة في عمل ماهر داخل كندا"),
                 help=YEARS_HELP, range=Range(0, 10, 1)),
        Question("foreign_work", "core", "number", t("Years of skilled work experience outside Canada",
                                                     "سنوات الخبرة في عمل ماهر خارج كندا"),
                 help=YEARS_HELP, range=Range(0, 10, 1)),
        Question("certificate", "core", "yesno", t("Do you hold a certificate of qualification in a trade "
                                                   "from a Canadian province, territory or federal body?",
                                                   "هل لديك شهادة تأهيل في حرفة صادرة عن مقاطعة أو إقليم "
                                                   "كندي أو جهة اتحادية؟")),
        Question("first_test", "language", "choice", t("Your first official language: which test?",
                                                       "لغتك الرسمية الأولى: أي اختبار أدّيت؟"),
                 help=t("The language in which you are strongest, English or French.",
                        "اللغة التي تتقنها أكثر، الإنجليزية أو الفرنسية."), options=tuple(tests)),
        *_score_questions(grid, "first", "first_test", "language", None, t("First language", "اللغة الأولى")),
        Question("second_test", "language", "choice", t("Your second official language: which test?",
                                                        "لغتك الرسمية الثانية: أي اختبار أدّيت؟"),
                 help=t("The other official language (French if your first is English).",
                        "اللغة الرسمية الأخرى (الفرنسية إن كانت الأولى الإنجليزية)."),
                 options=(none, *tests)),
        *_score_questions(grid, "second", "second_test", "language", test_keys, t("Second language",
                                                                                  "اللغة الثانية")),
        Question("spouse_education", "spouse", "choice", t("Your spouse's or partner's highest level of education",
                                                           "أعلى مستوى تعليمي للزوج أو الشريك"),
                 options=EDUCATION, show_if=spouse_shown),
        Question("spouse_canadian_work", "spouse", "number", t("Your spouse's or partner's years of skilled "
                                                               "work in Canada",
                                                               "سنوات خبرة الزوج أو الشريك في عمل ماهر داخل كندا"),
                 help=YEARS_HELP, range=Range(0, 10, 1), show_if=spouse_shown),
        Question("spouse_test", "spouse", "choice", t("Your spouse's or partner's language test",
                                                      "اختبار اللغة للزوج أو الشريك"),
                 options=(none, *tests), show_if=spouse_shown),
        *_score_questions(grid, "spouse", "spouse_test", "spouse", test_keys, t("Spouse or partner",
                                                                                "الزوج أو الشريك")),
        Question("canadian_study", "additional", "choice", t("Post-secondary studies completed in Canada",
                                                             "دراسة بعد الثانوية أتممتها في كندا"),
                 options=(("none", t("None", "لا يوجد")),
                          ("one_or_two", t("A credential of one or two years", "مؤهل مدته سنة أو سنتان")),
                          ("three_or_more", t("A credential of three years or more, or a master's, professional "
                                              "or doctoral degree",
                                              "مؤهل مدته ثلاث سنوات أو أكثر، أو ماجستير أو شهادة مهنية أو دكتوراه")))),
        Question("sibling", "additional", "yesno", t("Do you have a brother or sister in Canada who is a citizen "
                                                     "or permanent resident (aged 18 or over)?",
                                                     "هل لديك أخ أو أخت في كندا من المواطنين أو المقيمين الدائمين "
                                                     "(بعمر 18 عامًا فأكثر)؟")),
        Question("provincial_nomination", "additional", "yesno",
                 t("Do you have a provincial or territorial nomination?",
                   "هل حصلت على ترشيح من مقاطعة أو إقليم كندي؟")),
    ]


def check(grid: dict[str, Any], answers: dict[str, Any]) -> dict[str, str]:
    """The rule a question cannot say alone: the second language is the other official language."""
    tests = grid["language_tests"]
    first, second = answers.get("first_test"), answers.get("second_test")
    if first in tests and second in tests and tests[first]["language"] == tests[second]["language"]:
        return {"second_test": "The second official language must be the other one (English or French)."}
    return {}


def clb(grid: dict[str, Any], test: str, ability: str, score: float) -> int:
    """The CLB (or NCLC) level of a score; 0 below CLB 4."""
    for clb_level, minimum in grid["language_tests"][test]["levels"][ability]:
        if score >= minimum:
            return int(clb_level)
    return 0


def levels(grid: dict[str, Any], a: dict[str, Any], prefix: str) -> dict[str, int] | None:
    test = a.get(f"{prefix}_test")
    if test is None or test == "none":
        return None
    return {ability: clb(grid, test, ability, a[f"{prefix}_{ability}"]) for ability in ABILITIES}


def _item(key: str, label: Text, points: int, maximum: int) -> dict[str, Any]:
    return {"key": key, "label": label, "points": points, "max": maximum}


def _pick(row: Any, column: int) -> int:
    return int(row[column]) if row is not None else 0


def compute(grid: dict[str, Any], a: dict[str, Any]) -> tuple[int, list[dict[str, Any]]]:
    with_spouse = a["spouse"] == "accompanying"
    col = 0 if with_spouse else 1
    core_grid = grid["core"]
    first = levels(grid, a, "first") or dict.fromkeys(ABILITIES, 0)
    second = levels(grid, a, "second")
    low = min(first.values())
    cw = a["canadian_work"]

    age = _pick(level(core_grid["age"], a["age"]), col)
    education = int(core_grid["education"][a["education"]][col])
    first_points = sum(_pick(level(core_grid["first_language"], v), col) for v in first.values())
    second_cap = int(core_grid["second_language_max"]["spouse" if with_spouse else "single"])
    second_points = min(second_cap, sum(_pick(level(core_grid["second_language"], v), col)
                                        for v in (second or {}).values()))
    work = _pick(level(core_grid["canadian_work"], cw), col)
    core_items = [
        _item("age", t("Age", "العمر"), age, max(r[col + 1] for r in core_grid["age"])),
        _item("education", t("Education", "التعليم"), education,
              max(v[col] for v in core_grid["education"].values())),
        _item("first_language", t("First official language", "اللغة الرسمية الأولى"), first_points,
              4 * core_grid["first_language"][-1][col + 1]),
        _item("second_language", t("Second official language", "اللغة الرسمية الثانية"), second_points, second_cap),
        _item("canadian_work", t("Canadian work experience", "الخبرة العملية في كندا"), work,
              core_grid["canadian_work"][-1][col + 1]),
    ]
    core_label = t("Core: human capital", "العوامل الأساسية: رأس المال البشري")
    core_max = int(core_grid["max"]["spouse" if with_spouse else "single"])
    groups: list[dict[str, Any]] = [{"key": "core", "label": core_label, "max": core_max, "items": core_items}]

    if with_spouse:
        sg = grid["spouse"]
        spouse_levels = levels(grid, a, "spouse") or {}
        groups.append({"key": "spouse", "label": t("Spouse or partner factors", "عوامل الزوج أو الشريك"),
                       "max": int(sg["max"]), "items": [
            _item("spouse_education", t("Education", "التعليم"), int(sg["education"][a["spouse_education"]]),
                  max(sg["education"].values())),
            _item("spouse_language", t("First official language", "اللغة الرسمية الأولى"),
                  sum(_pick(level(sg["language"], v), 0) for v in spouse_levels.values()),
                  4 * sg["language"][-1][1]),
            _item("spouse_canadian_work", t("Canadian work experience", "الخبرة العملية في كندا"),
                  _pick(level(sg["canadian_work"], a["spouse_canadian_work"]), 0), sg["canadian_work"][-1][1]),
        ]})

    tg = grid["transferability"]
    cap = int(tg["pair_group_max"])
    kind = tg["education_kind"].get(a["education"])
    edu = 0
    if kind:
        edu = _pick(level(tg["education_language"][kind], low), 0) + _pick(
            level(tg["education_canadian_work"][kind], cw), 0)
    foreign = 0
    foreign_row = level(tg["foreign_work_kind"], a["foreign_work"])
    if foreign_row:
        foreign_kind = foreign_row[0]
        foreign = _pick(level(tg["foreign_work_language"][foreign_kind], low), 0) + _pick(
            level(tg["foreign_work_canadian_work"][foreign_kind], cw), 0)
    certificate = _pick(level(tg["certificate_language"], low), 0) if a["certificate"] else 0
    groups.append({"key": "transferability", "label": t("Skill transferability", "قابلية نقل المهارات"),
                   "max": int(tg["max"]), "items": [
        _item("education", t("Education, with language or Canadian work",
                             "التعليم مع اللغة أو مع الخبرة في كندا"), min(cap, edu), cap),
        _item("foreign_work", t("Work outside Canada, with language or Canadian work",
                                "الخبرة خارج كندا مع اللغة أو مع الخبرة في كندا"), min(cap, foreign), cap),
        _item("certificate", t("Certificate of qualification, with language", "شهادة التأهيل في حرفة مع اللغة"),
              min(cap, certificate), cap),
    ]})

    ag = grid["additional"]
    groups.append({"key": "additional", "label": t("Additional points", "نقاط إضافية"), "max": int(ag["max"]),
                   "items": [
        _item("provincial_nomination", t("Provincial nomination", "الترشيح من مقاطعة"),
              ag["provincial_nomination"] if a["provincial_nomination"] else 0, ag["provincial_nomination"]),
        _item("canadian_study", t("Studies in Canada", "الدراسة في كندا"), ag["canadian_study"][a["canadian_study"]],
              max(ag["canadian_study"].values())),
        _item("sibling", t("Brother or sister in Canada", "أخ أو أخت في كندا"),
              ag["sibling"] if a["sibling"] else 0, ag["sibling"]),
        _item("french", t("French-language skills", "إتقان اللغة الفرنسية"), french_points(grid, a, first, second),
              ag["french"]["points_with_english"]),
    ]})

    for group in groups:
        group["points"] = min(group["max"], sum(item["points"] for item in group["items"]))
    return min(int(grid["max_total"]), sum(group["points"] for group in groups)), groups


def french_points(grid: dict[str, Any], a: dict[str, Any], first: dict[str, int],
                  second: dict[str, int] | None) -> int:
    rule = grid["additional"]["french"]
    tests = grid["language_tests"]
    first_is_french = tests[a["first_test"]]["language"] == "fr"
    french, english = (first, second) if first_is_french else (second, first)
    if not french or min(french.values()) < rule["min_nclc"]:
        return 0
    if english and min(english.values()) >= rule["english_clb_for_more"]:
        return int(rule["points_with_english"])
    return int(rule["points"])


def _raise_to(grid: dict[str, Any], a: dict[str, Any], prefix: str, test: str, target: int) -> dict[str, Any]:
    """The answers with each ability of `prefix`'s test at `target` CLB at least (its lowest score there)."""
    changed = {**a, f"{prefix}_test": test}
    for ability in ABILITIES:
        minimum = dict(grid["language_tests"][test]["levels"][ability])[target]
        current = a.get(f"{prefix}_{ability}") if a.get(f"{prefix}_test") == test else None
        if current is None or clb(grid, test, ability, current) < target:
            changed[f"{prefix}_{ability}"] = minimum
    return changed


def _benchmark(grid: dict[str, Any], test: str, target: int) -> Text:
    name = "NCLC" if grid["language_tests"][test]["language"] == "fr" else "CLB"
    return t(f"{name} {target}", f"مستوى {name} {target}")


def improvements(grid: dict[str, Any], a: dict[str, Any]) -> list[tuple[Text, dict[str, Any]]]:
    """Single realistic changes to try: (what it is, the answers with it made)."""
    tests = grid["language_tests"]
    found: list[tuple[Text, dict[str, Any]]] = []
    first = levels(grid, a, "first") or {}
    low = min(first.values()) if first else 0
    if low < 10:
        target = max(low + 1, 4)
        level_name = _benchmark(grid, a["first_test"], target)
        found.append((t(f"{level_name['en']} in all four abilities of your first language",
                        f"{level_name['ar']} في المهارات الأربع في لغتك الأولى"),
                      _raise_to(grid, a, "first", a["first_test"], target)))
    if a.get("second_test", "none") == "none":
        other = "tef" if tests[a["first_test"]]["language"] == "en" else "ielts"
        language = t("French", "الفرنسية") if other == "tef" else t("English", "الإنجليزية")
        level_name = _benchmark(grid, other, 7)
        found.append((t(f"A {language['en']} test at {level_name['en']} in all four abilities",
                        f"اختبار في اللغة {language['ar']} ب{level_name['ar']} في المهارات الأربع"),
                      _raise_to(grid, a, "second", other, 7)))
    if a["canadian_work"] < 10:
        found.append((t("One more year of skilled work in Canada", "سنة إضافية من العمل الماهر في كندا"),
                      {**a, "canadian_work": a["canadian_work"] + 1}))
    if a["spouse"] == "accompanying":
        spouse = levels(grid, a, "spouse")
        if not spouse or min(spouse.values()) < 7:
            test = a["spouse_test"] if a["spouse_test"] != "none" else "ielts"
            found.append((t("Your spouse or partner takes a language test: CLB 7 in all four abilities",
                            "يؤدي الزوج أو الشريك اختبار لغة ويحقق مستوى CLB 7 في المهارات الأربع"),
                          _raise_to(grid, a, "spouse", test, 7)))
    if not a["provincial_nomination"]:
        found.append((t("A provincial nomination", "الحصول على ترشيح من مقاطعة"), {**a, "provincial_nomination": True}))
    keys = [key for key, _ in EDUCATION]
    position = keys.index(a["education"])
    if position + 1 < len(keys):
        label = EDUCATION[position + 1][1]
        found.append((t(f"A higher qualification: {label['en']}", f"مؤهل أعلى: {label['ar']}"),
                      {**a, "education": keys[position + 1]}))
    return found
