"""GET /api/tools/{tool} and POST /api/tools/{tool}/score: the contract's shapes, the 422s (missing, out of
range, unknown option, questions not asked ignored), and what the API document declares."""

import pytest

from config.api import api
from tools.questions import MISSING

from .test_australia import profile as australia_profile
from .test_crs import lang
from .test_crs import profile as crs_profile

pytestmark = pytest.mark.django_db


def score(client, tool, answers):
    return client.post(f"/api/tools/{tool}/score", {"answers": answers}, content_type="application/json")


def test_the_crs_definition(client):
    res = client.get("/api/tools/crs")
    assert res.status_code == 200
    body = res.json()
    assert (body["tool"], body["passMark"], body["version"]["id"]) == ("crs", None, "crs-2025-03-25")
    assert body["version"]["source"]["url"].startswith("https://www.canada.ca/")
    assert "نظام التصنيف الشامل" in body["name"]["ar"] and "الدخول السريع" in body["name"]["ar"]
    questions = {q["key"]: q for q in body["questions"]}
    assert {g["key"] for g in body["groups"]} >= {q["group"] for q in body["questions"]}
    reading = questions["first_reading"]
    assert reading["rangeBy"]["key"] == "first_test"
    assert reading["rangeBy"]["ranges"]["ielts"] == {"min": 0, "max": 9, "step": 0.5}
    assert questions["first_writing"]["rangeBy"]["ranges"]["tcf"] == {"min": 0, "max": 20, "step": 1}
    assert questions["spouse_education"]["showIf"] == {"key": "spouse", "in": ["accompanying"]}
    assert questions["age"] | {"label": None, "help": None} == {
        "key": "age", "group": "core", "kind": "number", "label": None, "help": None, "options": [], "min": 17,
        "max": 100, "step": 1, "rangeBy": None, "showIf": None, "required": True}
    assert questions["certificate"]["options"] == [] and questions["certificate"]["min"] is None
    assert [o["value"] for o in questions["first_test"]["options"]] == ["ielts", "celpip", "pte", "tef", "tcf"]
    assert "الترشيح من مقاطعة" not in body  # labels are per question:
    assert "ترشيح من مقاطعة" in questions["provincial_nomination"]["label"]["ar"]


def test_the_australian_definition(client):
    body = client.get("/api/tools/australia-points").json()
    assert (body["tool"], body["passMark"]) == ("australia-points", 65)
    assert body["version"]["source"]["url"].startswith("https://immi.homeaffairs.gov.au/")
    questions = {q["key"]: q for q in body["questions"]}
    assert [o["value"] for o in questions["visa"]["options"]] == ["189", "190", "491"]
    assert questions["regional_study"]["showIf"] == {"key": "australian_study", "in": ["yes"]}
    assert "IELTS 7.0" in questions["english"]["help"]["en"]


def test_an_unknown_calculator_is_a_404(client):
    for res in (client.get("/api/tools/uk-points"), score(client, "uk-points", {})):
        assert res.status_code == 404
        assert res.json()["error"]["code"] == "not_found"


def test_a_score(client):
    res = score(client, "crs", crs_profile(foreign_work=3))
    assert res.status_code == 200
    body = res.json()
    assert (body["total"], body["passMark"], body["passes"]) == (429, None, None)
    assert [g["key"] for g in body["breakdown"]] == ["core", "transferability", "additional"]
    assert body["breakdown"][0]["items"][0] == {"key": "age", "label": {"en": "Age", "ar": "العمر"}, "points": 110,
                                                "max": 110}
    assert len(body["improvements"]) == 3
    res = score(client, "australia-points", australia_profile(english="proficient"))
    assert (res.json()["total"], res.json()["passes"]) == (65, True)


def test_numbers_may_come_as_text_with_arabic_digits_and_yes_no_as_words(client):
    answers = crs_profile(age="٢٩", first_listening="8", certificate="no", sibling="yes")
    assert score(client, "crs", answers).json()["total"] == score(client, "crs", crs_profile(sibling=True)).json()[
        "total"]


def errors(res) -> dict:
    assert res.status_code == 422, res.content
    assert res.json()["error"]["code"] == "validation_error"
    return res.json()["error"]["fields"]


@pytest.mark.parametrize(("changes", "field", "message"), [
    ({"age": None}, "age", MISSING),
    ({"age": 101}, "age", "Enter a number from 17 to 100."),
    ({"age": 16}, "age", "Enter a number from 17 to 100."),
    ({"age": 29.5}, "age", "Enter a number in steps of 1."),
    ({"age": "twenty"}, "age", "Enter a number."),
    ({"age": True}, "age", "Enter a number."),
    ({"first_reading": 9.5}, "first_reading", "Enter a number from 0 to 9."),
    ({"first_reading": 6.3}, "first_reading", "Enter a number in steps of 0.5."),
    ({**lang("first", "tcf", 500, 500, 21, 10)}, "first_writing", "Enter a number from 0 to 20."),
    ({**lang("first", "pte", 9, 50, 50, 50)}, "first_listening", "Enter a number from 10 to 90."),
    ({"education": "phd"}, "education", None),
    ({"first_test": "toefl"}, "first_test", None),
    ({"certificate": "maybe"}, "certificate", "Answer yes or no."),
    ({"spouse": "accompanying"}, "spouse_education", MISSING),
    ({"second_test": "celpip", "second_listening": 9}, "second_reading", MISSING),
    ({**lang("second", "celpip", 9, 9, 9, 9)}, "second_test",
     "The second official language must be the other one (English or French)."),
])
def test_bad_crs_answers_are_a_422_naming_the_answer(client, changes, field, message):
    answers = {key: value for key, value in {**crs_profile(), **changes}.items() if value is not None}
    fields = errors(score(client, "crs", answers))
    assert field in fields
    if message:
        assert fields[field] == message


def test_unknown_options_say_which_there_are(client):
    fields = errors(score(client, "australia-points", australia_profile(visa="482", partner="")))
    assert fields == {"visa": "Choose one of: 189, 190, 491.", "partner": MISSING}


def test_questions_not_asked_are_ignored(client):
    # No spouse coming, no second test, no Australian study: their follow-ups, even invalid, change nothing.
    extra = {"spouse_education": "x", "spouse_test": "toefl", "spouse_listening": -1, "second_listening": "a",
             "unknown_question": [1]}
    base = score(client, "crs", crs_profile()).json()["total"]
    assert score(client, "crs", {**crs_profile(), **{k: v for k, v in extra.items() if k != "unknown_question"}}
                 ).json()["total"] == base
    assert score(client, "australia-points", australia_profile(regional_study="nonsense")).status_code == 200


@pytest.mark.parametrize("body", [{}, {"answers": []}, {"answers": {"age": None}}, {"answers": {"age": [29]}},
                                  {"answers": {f"k{i}": 1 for i in range(101)}}])
def test_a_body_that_is_not_answers_is_a_422(client, body):
    res = client.post("/api/tools/crs/score", body, content_type="application/json")
    assert res.status_code == 422
    assert res.json()["error"]["code"] == "validation_error"


def _statuses(path: str, method: str) -> set[str]:
    return {str(s) for s in api.get_openapi_schema()["paths"][path][method]["responses"]}


def test_the_api_document_declares_every_answer():
    assert _statuses("/api/tools/{tool}", "get") == {"200", "404", "400", "503"}
    assert _statuses("/api/tools/{tool}/score", "post") == {"200", "404", "400", "413", "422", "503"}
    schema = api.get_openapi_schema()["paths"]["/api/tools/{tool}/score"]["post"]["responses"][200]
    assert schema["content"]["application/json"]["schema"]["$ref"].endswith("/ScoreOut")
