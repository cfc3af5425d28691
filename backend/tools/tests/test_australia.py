"""Australia's points test (subclasses 189/190/491): profiles scored by hand from the Department of Home
Affairs' points table, each with its breakdown written out."""

import pytest

from tools import engine


def profile(**changes) -> dict:
    answers = {"visa": "189", "age": 30, "english": "competent", "overseas_work": 0, "australian_work": 0,
               "qualification": "bachelor", "australian_study": False, "specialist_education": False,
               "professional_year": False, "community_language": False, "partner": "single"}
    return {**answers, **changes}


def points(result: dict) -> dict:
    found = {g["key"]: g["points"] for g in result["breakdown"]}
    for group in result["breakdown"]:
        found.update({i["key"]: i["points"] for i in group["items"]})
    return found


PROFILES = {
    # age 30: 30; proficient 10; 5 years overseas: 10; bachelor 15; single 10; 189: 0. Total 75, passes.
    "single, 189, above the mark": (profile(english="proficient", overseas_work=5), 75, True, {"employment": 10}),
    # age 40: 15; competent 0; 3 years overseas 5; diploma 10; partner with none of the skills 0. Total 30.
    "below the pass mark": (profile(age=40, overseas_work=3, qualification="diploma", partner="other"), 30, False,
                            {"age": 15, "partner": 0}),
    # age 28: 30; superior 20; overseas 8 years 15 + Australia 5 years 15 = 30, capped at 20; doctorate 20;
    # single 10. Total 100.
    "employment capped at 20": (profile(age=28, english="superior", overseas_work=8, australian_work=5,
                                        qualification="doctorate"), 100,
                                True, {"overseas_work": 15, "australian_work": 15, "employment": 20}),
    # age 33: 25; proficient 10; overseas 3 years 5 + Australia 3 years 10 = 15; bachelor 15; skilled
    # partner 10. Total 75.
    "employment under the cap, skilled partner": (profile(age=33, english="proficient", overseas_work=3,
                                                          australian_work=3, partner="skilled"), 75, True,
                                                  {"employment": 15, "partner": 10}),
    # age 25: 30; competent 0; Australia 1 year 5; bachelor 15; Australian study 5; partner with competent
    # English 5; 190 nomination 5. 30 + 5 + 15 + 5 + 5 + 5 = 65: exactly the pass mark.
    "190 nomination, at the pass mark": (profile(visa="190", age=25, australian_work=1, australian_study=True,
                                                 regional_study=False, partner="english"),
                                         65, True, {"nomination": 5, "partner": 5, "australia": 5}),
    # The same applying for the 491: nomination 15. Total 75.
    "491 nomination": (profile(visa="491", age=25, australian_work=1, australian_study=True, regional_study=False,
                               partner="english"), 75, True, {"nomination": 15}),
    # age 35: 25; superior 20; bachelor 15; Australian study 5, regional 5, specialist education 10,
    # professional year 5, community language 5 = 30; partner a citizen 10. Total 100.
    "every Australian study and skill": (profile(age=35, english="superior", australian_study=True, regional_study=True,
                                                 specialist_education=True, professional_year=True,
                                                 community_language=True, partner="citizen"), 100, True,
                                         {"australia": 30, "specialist_education": 10, "partner": 10}),
    # age 45: 0; proficient 10; overseas 10 years 15; recognised qualification 10; partner with none 0;
    # 491: 15. Regional study is not asked without the Australian study requirement: ignored. Total 50.
    "age 45, regional study not asked": (profile(visa="491", age=45, english="proficient", overseas_work=10,
                                                 qualification="recognised", partner="other", regional_study=True),
                                         50, False, {"age": 0, "regional_study": 0, "australia": 0}),
    # age 26: 30; competent 0; overseas 4 years 5; recognised 10; partner with competent English 5. Total 50.
    "partner with competent English": (profile(age=26, overseas_work=4, qualification="recognised",
                                               partner="english"), 50, False, {"partner": 5, "employment": 5}),
    # age 41: 15; superior 20; overseas 7 years 10; bachelor 15; partner with none 0; 189. Total 60.
    "five below the mark on a 189": (profile(age=41, english="superior", overseas_work=7, partner="other"), 60, False,
                                     {"age": 15, "employment": 10}),
    # The same on a 190: + 5 = 65.
    "the same on a 190 passes": (profile(visa="190", age=41, english="superior", overseas_work=7, partner="other"), 65,
                                 True, {"nomination": 5}),
    # age 29: 30; proficient 10; Australia 8 years 20; bachelor 15; single 10. Total 85.
    "eight years in Australia alone": (profile(age=29, english="proficient", australian_work=8), 85, True,
                                       {"australian_work": 20, "employment": 20}),
    # age 22: 25; proficient 10; overseas 2 years 0; diploma 10; single 10; 491 15. Total 70.
    "under three years overseas counts nothing": (profile(visa="491", age=22, english="proficient", overseas_work=2,
                                                          qualification="diploma"), 70, True, {"overseas_work": 0}),
    # age 38: 25; competent 0; overseas 10 years 15 + Australia 2 years 5 = 20; doctorate 20; partner a
    # citizen 10; 190 5. Total 80.
    "employment exactly at the cap": (profile(visa="190", age=38, overseas_work=10, australian_work=2,
                                              qualification="doctorate", partner="citizen"), 80, True,
                                      {"employment": 20}),
    # age 27: 30; superior 20; no qualification 0; skilled partner 10; 189. Total 60.
    "no qualification": (profile(age=27, english="superior", qualification="none", partner="skilled"), 60, False,
                         {"qualification": 0}),
}


@pytest.mark.parametrize("name", PROFILES)
def test_profiles_score_as_worked_out_by_hand(name):
    answers, total, passes, parts = PROFILES[name]
    result = engine.score("australia-points", answers)
    assert (result["total"], result["passMark"], result["passes"]) == (total, 65, passes)
    found = points(result)
    assert {key: found.get(key) for key in parts} == parts


@pytest.mark.parametrize(("age", "expected"), [
    (18, 25), (24, 25), (25, 30), (32, 30), (33, 25), (39, 25), (40, 15), (44, 15), (45, 0)])
def test_age_points_at_the_edges(age, expected):
    assert points(engine.score("australia-points", profile(age=age)))["age"] == expected


def test_improvements_are_the_three_biggest_real_gains():
    # The profile below the mark (30): a 491 nomination +15, proficient English +10, then +5s (a year in
    # Australia comes first of those); one more year overseas (4, still the 3-4 band) gains nothing.
    result = engine.score("australia-points", profile(age=40, overseas_work=3, qualification="diploma",
                                                      partner="other"))
    assert [(i["label"]["en"], i["gain"]) for i in result["improvements"]] == [
        ("A regional nomination or sponsorship (subclass 491)", 15), ("Proficient English in your English test", 10),
        ("One more year of skilled work in Australia", 5)]
    assert all(i["label"]["ar"] for i in result["improvements"])
