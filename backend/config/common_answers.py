"""The answers the API document lists for every operation they can come from, written once here
rather than on each endpoint: they come from middleware, from Ninja itself or from the sign-in check,
not from the endpoint's own code. An endpoint declares only what its code answers (a 409, a 429, a
422 from a rule the schema cannot express). docs/architecture.md, "An honest API document".

- 400 `bad_request`: a NUL in the address or body (config/nul_refusal.py), a body that is not JSON (Ninja).
- 413 `payload_too_large`: a body over the path's limit (config/body_limit.py), on POST, PUT and PATCH.
- 503 `database_unavailable` with Retry-After: the database is down; every operation reads it.
- 422 `validation_error`: Ninja's check of the query string and the body, where the operation takes one.
- 404 `not_found`: an operation with a path parameter looks something up by it (or the value fits no route).
- 401 and 403: a staff operation without a signed-in session (401), with a role that does not allow it,
  or an unsafe method without a valid CSRF token (403).
Every 429 and 503 says in Retry-After how many seconds to wait.
"""

from typing import Any

from ninja import NinjaAPI
from ninja.openapi.schema import OpenAPISchema

from lib.errors import ErrorOut

ERROR_REF = "#/components/schemas/ErrorOut"
RETRY_AFTER = {"Retry-After": {"description": "Seconds to wait before trying again.", "required": True,
                               "schema": {"type": "integer"}}}
BODY_METHODS = {"post", "put", "patch"}
UNSAFE_METHODS = {"post", "put", "patch", "delete"}
# Staff operations whose role is checked (a capability), but for those any staff member may call: the
# sign-in's own and one's own hours and time off (403 there only from CSRF).
CAPABILITY_CHECKED = "/api/admin/"
ANY_STAFF = ("/api/admin/auth/", "/api/admin/booking/me/")


def error_answer(description: str, *, retry_after: bool = False) -> dict[str, Any]:
    answer: dict[str, Any] = {"description": description,
                              "content": {"application/json": {"schema": {"$ref": ERROR_REF}}}}
    if retry_after:
        answer["headers"] = RETRY_AFTER
    return answer


def answers_for(path: str, method: str, operation: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """The common answers `operation` (METHOD `path`) can give, by status."""
    parameters = operation.get("parameters", [])
    found = {
        400: error_answer("bad_request: a NUL character in the address or the body, or a body that is not JSON"),
        503: error_answer("database_unavailable: the database cannot be reached; try again later",
                          retry_after=True),
    }
    if method in BODY_METHODS:
        found[413] = error_answer("payload_too_large: the body is larger than this address accepts")
    if "requestBody" in operation or any(p["in"] == "query" for p in parameters):
        found[422] = error_answer("validation_error: a parameter or field is invalid (see `fields`)")
    if any(p["in"] == "path" for p in parameters):
        found[404] = error_answer("not_found: nothing at this address")
    if operation.get("security"):
        found[401] = error_answer("unauthorized: not signed in as staff")
        capability = path.startswith(CAPABILITY_CHECKED) and not path.startswith(ANY_STAFF)
        if capability or method in UNSAFE_METHODS:
            found[403] = error_answer("forbidden: the role does not allow this"
                                      + (", or the CSRF token is missing or wrong" if method in UNSAFE_METHODS else ""))
    return found


def _ensure_error_schema(schema: OpenAPISchema) -> None:
    components = schema.setdefault("components", {}).setdefault("schemas", {})
    if "ErrorOut" in components:
        return
    shape = ErrorOut.model_json_schema(ref_template="#/components/schemas/{model}")
    components.update(shape.pop("$defs", {}))
    components["ErrorOut"] = shape


def add_common_answers(schema: OpenAPISchema) -> OpenAPISchema:
    """Adds each operation's common answers to those it declares (a declared one keeps its shape)."""
    _ensure_error_schema(schema)
    for path, operations in schema["paths"].items():
        for method, operation in operations.items():
            responses = operation["responses"]
            for status, answer in answers_for(path, method, operation).items():
                if status not in responses and str(status) not in responses:
                    responses[status] = answer
            for status in (429, 503):
                if status in responses:
                    responses[status].setdefault("headers", RETRY_AFTER)
            for answer in responses.values():
                # An answer documented as a stream (its openapi_extra) is not also the JSON Ninja assumed.
                content = answer.get("content", {})
                if "text/event-stream" in content:
                    content.pop("application/json", None)
            operation["responses"] = dict(sorted(responses.items(), key=lambda item: int(item[0])))
    return schema


class DocumentedAPI(NinjaAPI):
    """Ninja's API whose OpenAPI document also lists the common answers above."""

    def get_openapi_schema(self, *, path_prefix: str | None = None, path_params: dict[str, Any] | None = None
                           ) -> OpenAPISchema:
        return add_common_answers(super().get_openapi_schema(path_prefix=path_prefix, path_params=path_params))
