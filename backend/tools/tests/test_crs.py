"""Canada's CRS: profiles scored by hand from IRCC's tables (crs-criteria page; language test equivalency
charts), each with its breakdown written out, and the conversion tables at their band edges.

Abbreviations in the comments: S = single branch (no accompanying spouse), W = with an accompanying
spouse; CLB per ability listening/reading/writing/speaking."""

import datetime as dt
import json

import pytest

from tools import crs, engine


def lang(prefix: str, test: str, listening: float, reading: float, writing: float, speaking: float) -> dict:
    return {f"{prefix}_test": test, f"{prefix}_listening": listening, f"{prefix}_reading": reading,
            f"{prefix}_writing": writing, f"{prefix}_speaking": speaking}


def profile(**changes) -> dict:
    answers = {"spouse": "none", "age": 29, "education": "bachelor", "canadian_work": 0, "foreign_work": 0,
               "certificate": False, **lang("first", "ielts", 8, 7, 7, 7), "second_test": "none",
               "canadian_study": "none", "sibling": False, "provincial_nomination": False}
    return {**answers, **changes}


def points(result: dict) -> dict:
    """{group: points} and {item: points} of a score, flattened."""
    found = {g["key"]: g["points"] for g in result["breakdown"]}
    for group in result["breakdown"]:
        found.update({f"{group['key']}.{i['key']}": i["points"] for i in group["items"]})
    return found


PROFILES = {
    # S. age 29: 110; bachelor: 120; IELTS 8/7/7/7 = CLB 9/9/9/9: 4 x 31 = 124; no Canadian work: 0.
    # Core 354. Transferability: bachelor + CLB 9 = 25; foreign 3 years + CLB 9 = 50. 75. Total 429.
    "single, foreign work": (profile(foreign_work=3), 429, {"core": 354, "transferability": 75}),
    # W. age 30: 95; master's: 126; CLB 9 all: 4 x 29 = 116; 2 years in Canada: 46 -> core 383.
    # Spouse: bachelor 8, IELTS 6.0 all = CLB 7: 4 x 3 = 12, no Canadian work 0 -> 20.
    # Transferability: master's + CLB 9 = 50, master's + 2 years Canada = 50, capped at 50. Total 453.
    "spouse branch with spouse factors": (profile(
        spouse="accompanying", age=30, education="masters", canadian_work=2, spouse_education="bachelor",
        spouse_canadian_work=0, **lang("spouse", "ielts", 6, 6, 6, 6)), 453,
        {"core": 383, "spouse": 20, "spouse.spouse_language": 12, "transferability": 50}),
    # S. age 35: 77; two-year: 98; TEF NCLC 7 all (434/434/428/456): 4 x 17 = 68 -> core 243.
    # Second: IELTS 4.5/3.5/4.0/4.0 = CLB 4 all: 0. Transferability: two-year + CLB 7 = 13.
    # French NCLC 7+ with English CLB 4: 25. Total 281.
    "French first, English CLB 4: bonus 25": (profile(
        age=35, education="two_year", **lang("first", "tef", 434, 434, 428, 456),
        **lang("second", "ielts", 4.5, 3.5, 4.0, 4.0)), 281,
        {"core": 243, "core.second_language": 0, "transferability": 13, "additional.french": 25}),
    # The same with no English test at all: still 25. Total 281.
    "French first, no English: bonus 25": (profile(
        age=35, education="two_year", **lang("first", "tef", 434, 434, 428, 456)), 281, {"additional.french": 25}),
    # S. age 25: 110; bachelor 120; CELPIP 9 all: 124; second TCF 458/453/10/10 = NCLC 7 all: 4 x 3 = 12;
    # 1 year Canada: 40 -> core 406. Transferability: bachelor + CLB 9 = 25, + 1 year Canada = 13: 38.
    # French NCLC 7+ and English CLB 5+: 50. Total 494.
    "English first, French NCLC 7: bonus 50": (profile(
        age=25, canadian_work=1, **lang("first", "celpip", 9, 9, 9, 9), **lang("second", "tcf", 458, 453, 10, 10)),
        494, {"core": 406, "core.second_language": 12, "transferability": 38, "additional.french": 50}),
    # As above with TCF writing 9 = NCLC 6: second language 3 + 3 + 1 + 3 = 10; no French bonus.
    # Core 404, transferability 38. Total 442.
    "French NCLC 6 in one ability: no bonus": (profile(
        age=25, canadian_work=1, **lang("first", "celpip", 9, 9, 9, 9), **lang("second", "tcf", 458, 453, 9, 10)),
        442, {"core.second_language": 10, "additional.french": 0}),
    # S. age 31: 99; doctoral 150; IELTS 8.5/8/7.5/7.5 = CLB 10 all: 4 x 34 = 136; 3 years Canada: 64 -> 449.
    # Transferability: education 50 + 50 -> 50; foreign 3+ years: 50 + 50 -> 50; certificate + CLB 7+: 50.
    # 150, capped at 100. Total 549.
    "transferability caps": (profile(
        age=31, education="doctoral", canadian_work=3, foreign_work=3, certificate=True,
        **lang("first", "ielts", 8.5, 8, 7.5, 7.5)), 549,
        {"core": 449, "transferability.education": 50, "transferability.foreign_work": 50,
         "transferability.certificate": 50, "transferability": 100}),
    # S. age 40: 50; secondary 30; PTE Core 60/60/69/68 = CLB 7 all: 68 -> core 148. Transferability 0
    # (secondary school is not post-secondary; no foreign work). Nomination 600 + study 30 + sibling 15 = 645,
    # capped at 600. Total 748.
    "provincial nomination, study, sibling (additional cap)": (profile(
        age=40, education="secondary", **lang("first", "pte", 60, 60, 69, 68), provincial_nomination=True,
        canadian_study="three_or_more", sibling=True), 748,
        {"core": 148, "transferability": 0, "additional.provincial_nomination": 600, "additional": 600}),
    # S. age 20: 110; one-year 90; CELPIP 7 all: 68; 1 year Canada 40 -> 308. Transferability:
    # one-year + CLB 7 = 13, + 1 year Canada = 13: 26. Study in Canada 1-2 years: 15. Total 349.
    "Canadian study of one or two years": (profile(
        age=20, education="one_year", canadian_work=1, **lang("first", "celpip", 7, 7, 7, 7),
        canadian_study="one_or_two"), 349, {"core": 308, "transferability": 26, "additional": 15}),
    # S. age 17: 0; secondary 30; IELTS 6.0 all = CLB 7: 68 -> 98. Nothing else. Total 98.
    "age 17": (profile(age=17, education="secondary", **lang("first", "ielts", 6, 6, 6, 6)), 98,
               {"core.age": 0}),
    # S. age 45: 0; master's 135; CELPIP 10 all: 136 -> 271. Transferability: master's + CLB 9+ = 50;
    # foreign 1 year (1-2 band) + CLB 9+ = 25: 75. Total 346.
    "age 45": (profile(age=45, education="masters", foreign_work=1, **lang("first", "celpip", 10, 10, 10, 10)),
               346, {"core.age": 0, "transferability": 75}),
    # W. age 18: 90; bachelor 112; CLB 7 all: 4 x 16 = 64 -> 266. Spouse: less than secondary 0, no test,
    # no Canadian work: 0. Transferability: bachelor + CLB 7 = 13. Total 279.
    "age 18 with a spouse": (profile(
        spouse="accompanying", age=18, **lang("first", "ielts", 6, 6, 6, 6), spouse_education="less_than_secondary",
        spouse_canadian_work=0, spouse_test="none"), 279, {"core.age": 90, "spouse": 0, "transferability": 13}),
    # S. age 19: 105; secondary 30; IELTS 5.0/4.0/5.0/5.0 = CLB 5 all: 4 x 6 = 24 -> 159. Total 159.
    "age 19": (profile(age=19, education="secondary", **lang("first", "ielts", 5, 4, 5, 5)), 159,
               {"core.age": 105, "core.first_language": 24}),
    # Spouse not coming: the single branch. Age 30: 105; doctoral 150; IELTS 7.5/6.5/6.5/6.5 = CLB 8 all:
    # 4 x 23 = 92; 5 years Canada: 80 -> 427. Transferability: doctoral + CLB 8 = 25, + 2+ years Canada = 50,
    # capped at 50. Spouse answers, not asked, are ignored (even invalid ones). Total 477.
    "age 30, spouse not coming": (profile(
        spouse="not_accompanying", age=30, education="doctoral", canadian_work=5,
        **lang("first", "ielts", 7.5, 6.5, 6.5, 6.5), spouse_education="nonsense", spouse_test="ielts",
        spouse_listening=99), 477, {"core": 427, "transferability": 50}),
    # W. age 33: 80; two or more credentials 119; CLB 9 all: 116; no Canadian work -> 315.
    # Spouse: master's 10; CELPIP 9 all: 4 x 5 = 20; 5 years Canada: 10 -> 40 (its maximum).
    # Transferability: two or more + CLB 9 = 50. Total 405.
    "spouse factors at their maximum": (profile(
        spouse="accompanying", age=33, education="two_or_more", spouse_education="masters",
        spouse_canadian_work=5, **lang("spouse", "celpip", 9, 9, 9, 9)), 405,
        {"core": 315, "spouse": 40, "transferability": 50}),
    # W. age 29: 100; bachelor 112; CLB 10 all: 4 x 32 = 128; second TEF 503/503/512/518 = NCLC 9 all:
    # 4 x 6 = 24, capped at 22 -> core 362. Spouse: secondary 2. Transferability: bachelor + CLB 9+ = 25.
    # French NCLC 7+ and English CLB 5+: 50. Total 439.
    "second language cap with a spouse": (profile(
        spouse="accompanying", **lang("first", "ielts", 8.5, 8, 7.5, 7.5), **lang("second", "tef", 503, 503, 512, 518),
        spouse_education="secondary", spouse_canadian_work=0, spouse_test="none"), 439,
        {"core.second_language": 22, "core": 362, "spouse": 2, "transferability": 25, "additional.french": 50}),
    # S. age 28: 110; secondary 30; IELTS 5.5/5.0/5.5/5.5 = CLB 6 all: 4 x 9 = 36; 2 years Canada 53 -> 229.
    # Transferability: education 0 (secondary); foreign 4 years: CLB 6 gives 0, + 2 years Canada = 50;
    # certificate + CLB 5-6 = 25. 75. Total 304.
    "certificate with CLB 6": (profile(
        age=28, education="secondary", canadian_work=2, foreign_work=4, certificate=True,
        **lang("first", "ielts", 5.5, 5, 5.5, 5.5)), 304,
        {"core": 229, "transferability.foreign_work": 50, "transferability.certificate": 25}),
    # S. age 26: 110; one-year 90; CLB 7 all: 68; 1 year Canada 40 -> 308. Transferability: education
    # 13 + 13 = 26; foreign 2 years (1-2 band): CLB 7 13 + 1 year Canada 13 = 26. 52. Total 360.
    "foreign work of two years": (profile(
        age=26, education="one_year", canadian_work=1, foreign_work=2, **lang("first", "ielts", 6, 6, 6, 6)), 360,
        {"transferability.education": 26, "transferability.foreign_work": 26}),
    # The most there is: S. age 25 110, doctoral 150, CLB 10 136, second NCLC 9+ 24, 5 years Canada 80 -> 500;
    # transferability 100; nomination 600 + French 50 capped at 600. Total 1,200.
    "the maximum, 1,200": (profile(
        age=25, education="doctoral", canadian_work=5, foreign_work=3, certificate=True,
        **lang("first", "ielts", 9, 9, 9, 9), **lang("second", "tcf", 699, 699, 20, 20), provincial_nomination=True),
        1200, {"core": 500, "transferability": 100, "additional": 600}),
}


@pytest.mark.parametrize("name", PROFILES)
def test_profiles_score_as_worked_out_by_hand(name):
    answers, total, parts = PROFILES[name]
    result = engine.score("crs", answers)
    assert result["total"] == total
    found = points(result)
    assert {key: found.get(key) for key in parts} == parts
    assert result["passMark"] is None and result["passes"] is None


@pytest.mark.parametrize(("age", "with_spouse", "single"), [
    (17, 0, 0), (18, 90, 99), (19, 95, 105), (20, 100, 110), (29, 100, 110), (30, 95, 105), (44, 5, 6), (45, 0, 0),
    (60, 0, 0)])
def test_age_points_at_the_edges(age, with_spouse, single):
    alone = points(engine.score("crs", profile(age=age)))
    paired = points(engine.score("crs", profile(age=age, spouse="accompanying", spouse_education="secondary",
                                                spouse_canadian_work=0, spouse_test="none")))
    assert (paired["core.age"], alone["core.age"]) == (with_spouse, single)


# The lowest score of each band (IRCC's equivalency charts), and the score just below it.
EDGES = [
    ("ielts", "listening", 8.5, 10), ("ielts", "listening", 8.0, 9), ("ielts", "listening", 6.0, 7),
    ("ielts", "listening", 5.5, 6), ("ielts", "listening", 4.5, 4), ("ielts", "listening", 4.0, 0),
    ("ielts", "reading", 8.0, 10), ("ielts", "reading", 7.5, 9), ("ielts", "reading", 6.0, 7),
    ("ielts", "reading", 5.5, 6), ("ielts", "reading", 3.5, 4), ("ielts", "reading", 3.0, 0),
    ("ielts", "writing", 7.5, 10), ("ielts", "writing", 7.0, 9), ("ielts", "writing", 4.0, 4),
    ("ielts", "writing", 3.5, 0), ("ielts", "speaking", 7.5, 10), ("ielts", "speaking", 6.5, 8),
    ("ielts", "speaking", 5.5, 6), ("ielts", "speaking", 3.5, 0),
    ("celpip", "listening", 12, 10), ("celpip", "reading", 10, 10), ("celpip", "writing", 9, 9),
    ("celpip", "speaking", 4, 4), ("celpip", "speaking", 3, 0),
    ("pte", "listening", 89, 10), ("pte", "listening", 88, 9), ("pte", "listening", 60, 7), ("pte", "listening", 59, 6),
    ("pte", "listening", 28, 4), ("pte", "listening", 27, 0),
    ("pte", "reading", 88, 10), ("pte", "reading", 87, 9), ("pte", "reading", 60, 7), ("pte", "reading", 33, 4),
    ("pte", "reading", 32, 0),
    ("pte", "writing", 90, 10), ("pte", "writing", 89, 9), ("pte", "writing", 69, 7), ("pte", "writing", 68, 6),
    ("pte", "writing", 41, 4), ("pte", "writing", 40, 0),
    ("pte", "speaking", 89, 10), ("pte", "speaking", 88, 9), ("pte", "speaking", 68, 7), ("pte", "speaking", 42, 4),
    ("pte", "speaking", 41, 0),
    ("tef", "listening", 546, 10), ("tef", "listening", 545, 9), ("tef", "listening", 434, 7),
    ("tef", "listening", 433, 6), ("tef", "listening", 306, 4), ("tef", "listening", 305, 0),
    ("tef", "reading", 546, 10), ("tef", "reading", 434, 7), ("tef", "reading", 305, 0),
    ("tef", "writing", 558, 10), ("tef", "writing", 557, 9), ("tef", "writing", 428, 7), ("tef", "writing", 427, 6),
    ("tef", "writing", 268, 4), ("tef", "writing", 267, 0),
    ("tef", "speaking", 556, 10), ("tef", "speaking", 555, 9), ("tef", "speaking", 456, 7),
    ("tef", "speaking", 455, 6), ("tef", "speaking", 328, 4), ("tef", "speaking", 327, 0),
    ("tcf", "listening", 549, 10), ("tcf", "listening", 548, 9), ("tcf", "listening", 458, 7),
    ("tcf", "listening", 457, 6), ("tcf", "listening", 331, 4), ("tcf", "listening", 330, 0),
    ("tcf", "reading", 549, 10), ("tcf", "reading", 548, 9), ("tcf", "reading", 453, 7), ("tcf", "reading", 452, 6),
    ("tcf", "reading", 342, 4), ("tcf", "reading", 341, 0),
    ("tcf", "writing", 16, 10), ("tcf", "writing", 15, 9), ("tcf", "writing", 10, 7), ("tcf", "writing", 9, 6),
    ("tcf", "writing", 6, 5), ("tcf", "writing", 4, 4), ("tcf", "writing", 3, 0),
    ("tcf", "speaking", 16, 10), ("tcf", "speaking", 14, 9), ("tcf", "speaking", 12, 8), ("tcf", "speaking", 3, 0),
]


@pytest.mark.parametrize(("test", "ability", "score", "level"), EDGES)
def test_language_scores_convert_to_clb_at_the_band_edges(test, ability, score, level):
    assert crs.clb(engine.grid_in_effect("crs"), test, ability, score) == level


def test_improvements_are_the_three_biggest_real_gains():
    # The first profile (429): a nomination +600; a French test at NCLC 7 all: second language 12 and the
    # French bonus 50 = +62; one year in Canada: 40 core and education + Canadian work 13 (foreign work's
    # pair is already at its cap of 50) = +53.
    result = engine.score("crs", profile(foreign_work=3))
    assert [i["gain"] for i in result["improvements"]] == [600, 62, 53]
    assert result["improvements"][0]["label"] == {"en": "A provincial nomination", "ar": "الحصول على ترشيح من مقاطعة"}
    for improvement in result["improvements"]:
        assert improvement["label"]["en"] and improvement["label"]["ar"]


def test_a_next_language_level_is_scored_by_rescoring():
    # CLB 7 all (IELTS 6.0), single, 29, bachelor, no work, nominated already (so it is not suggested):
    # CLB 8 all: first language 4 x (23 - 17) = +24; transferability stays 13 (CLB 7-8 tier): +24.
    result = engine.score("crs", profile(**lang("first", "ielts", 6, 6, 6, 6), provincial_nomination=True))
    labels = {i["label"]["en"]: i["gain"] for i in result["improvements"]}
    assert labels["CLB 8 in all four abilities of your first language"] == 24


def test_a_newer_version_wins_once_its_date_arrives(tmp_path):
    current = engine.grid_in_effect("crs")
    (tmp_path / f"{current['id']}.json").write_text(json.dumps(current))
    newer = {**current, "id": "crs-2030-01-01", "effective": "2030-01-01",
             "additional": {**current["additional"], "sibling": 20}}
    (tmp_path / "crs-2030-01-01.json").write_text(json.dumps(newer))
    answers = profile(sibling=True)

    before = engine.score("crs", answers, today=dt.date(2029, 12, 31), data_dir=tmp_path)
    after = engine.score("crs", answers, today=dt.date(2030, 1, 1), data_dir=tmp_path)
    assert (before["version"]["id"], points(before)["additional.sibling"]) == (current["id"], 15)
    assert (after["version"]["id"], points(after)["additional.sibling"]) == ("crs-2030-01-01", 20)
    assert engine.definition("crs", today=dt.date(2030, 1, 1), data_dir=tmp_path)["version"]["effective"] == \
        "2030-01-01"


def test_every_grid_names_its_official_source():
    for tool in engine.TOOLS:
        for grid in engine.versions(tool):
            assert grid["id"] == f"{tool}-{grid['effective']}"
            assert grid["source"]["url"].startswith(("https://www.canada.ca/", "https://immi.homeaffairs.gov.au/"))
            assert grid["source"]["name"]["en"] and grid["source"]["name"]["ar"]
