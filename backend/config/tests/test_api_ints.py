"""Every integer the admin API reads is bounded in its schema (lib/api_ints.py): a value no row or
calendar can hold is a 422 naming the field, never a 500 from the database (SQLite cannot bind past
2**63 - 1; PostgreSQL refuses a value wider than its column) or from Python's dates (a year past 9999).
Run on both databases."""

from typing import Any

import pytest

from config.api import api

pytestmark = pytest.mark.django_db

HUGE = [2**63, 2**64, 10**30]


def _unbounded(schema: dict[str, Any], where: str, components: dict[str, Any], seen: tuple[str, ...] = ()) -> list[str]:
    if "$ref" in schema:
        name = schema["$ref"].rsplit("/", 1)[-1]
        return [] if name in seen else _unbounded(components[name], f"{where} ({name})", components, (*seen, name))
    found: list[str] = []
    for key in ("anyOf", "oneOf", "allOf"):
        for option in schema.get(key, []):
            found += _unbounded(option, where, components, seen)
    if schema.get("type") == "integer" and ("minimum" not in schema or "maximum" not in schema):
        found.append(where)
    if schema.get("type") == "array" and "items" in schema:
        found += _unbounded(schema["items"], f"{where}[]", components, seen)
    for name, prop in (schema.get("properties") or {}).items():
        found += _unbounded(prop, f"{where}.{name}", components, seen)
    return found


def test_every_integer_the_admin_api_reads_has_a_lower_and_an_upper_bound():
    document = api.get_openapi_schema()
    components = document["components"]["schemas"]
    unbounded: list[str] = []
    for path, operations in document["paths"].items():
        if not path.startswith("/api/admin/"):
            continue
        for method, operation in operations.items():
            for parameter in operation.get("parameters", []):
                where = f"{method.upper()} {path} {parameter['in']} {parameter['name']}"
                unbounded += _unbounded(parameter["schema"], where, components)
            for body in (operation.get("requestBody") or {}).get("content", {}).values():
                unbounded += _unbounded(body["schema"], f"{method.upper()} {path} body", components)
    assert unbounded == [], "bound each with lib.api_ints (Id, Year) or its column's Field(ge=, le=)"


def _refused(res, field: str) -> None:
    assert res.status_code == 422, (res.status_code, res.content[:300])
    assert field in str(res.json()["error"]["fields"])


@pytest.mark.parametrize("value", HUGE)
@pytest.mark.parametrize(("path", "field"), [
    ("/api/admin/leads?person={}", "person"),
    ("/api/admin/leads/board?person={}", "person"),
    ("/api/admin/leads/export.csv?person={}", "person"),
    ("/api/admin/leads?assignee={}", "assignee"),
    ("/api/admin/leads/{}", "lead_id"),
    ("/api/admin/booking/agenda?consultant={}", "consultant"),
    ("/api/admin/booking/consultants/{}/hours", "consultant_id"),
])
def test_a_huge_id_in_a_query_or_a_path_is_a_422(signed_in, site, path, field, value):
    _refused(signed_in("admin").get(path.format(value)), field)


@pytest.mark.parametrize("value", HUGE)
def test_a_huge_id_in_a_body_is_a_422(signed_in, site, make_lead, value):
    client = signed_in("admin")
    lead = make_lead()
    _refused(client.api("POST", "/api/admin/content/faq/reorder", {"ids": [value]}), "ids")
    _refused(client.api("PATCH", f"/api/admin/leads/{lead.pk}", {"assignee_id": value}), "assignee_id")
    _refused(client.api("POST", f"/api/admin/leads/{lead.pk}/merge", {"lead_id": value}), "lead_id")
    _refused(client.api("POST", f"/api/admin/leads/{lead.pk}/whatsapp", {"template_id": value}), "template_id")


@pytest.mark.parametrize("year", [10000, 1, -5, 2**64])
def test_a_year_out_of_range_is_a_422(signed_in, site, year):
    client = signed_in("admin")
    _refused(client.get(f"/api/admin/booking/closures?year={year}"), "year")
    _refused(client.api("POST", "/api/admin/booking/closures/seed", {"year": year}), "year")


def test_ids_and_years_in_range_still_work(signed_in, site, make_lead):
    client = signed_in("admin")
    lead = make_lead()
    assert client.get(f"/api/admin/leads?person={lead.person_id}").json()["total"] == 1
    assert client.get(f"/api/admin/leads/{2**63 - 1}").status_code == 404
    assert client.get("/api/admin/booking/closures?year=2030").status_code == 200
