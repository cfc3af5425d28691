"""The API document the frontend's types are generated from (scripts/api-types.sh) names every shape
once: two schemas with one name would silently become one type."""

import typing
from collections import Counter, defaultdict
from typing import Any

from pydantic import BaseModel

from config.api import api


def test_no_two_api_schemas_share_a_name():
    # Every pydantic model of ours: ninja Schemas, and the few plain models (an open content item).
    from pydantic import BaseModel

    def subclasses(cls: type) -> list[type]:
        return [c for sub in cls.__subclasses__() for c in (sub, *subclasses(sub))]

    ours = [c for c in set(subclasses(BaseModel)) if c.__module__.split(".")[0] in
            {"accounts", "booking", "chat", "content", "leads", "mail", "web", "config", "lib"}]
    twice = [name for name, n in Counter(c.__name__ for c in ours).items() if n > 1]
    assert twice == []


def _models_in(annotation: Any, found: set[type[BaseModel]]) -> None:
    """Every pydantic model `annotation` names (list[X], X | None, dict[str, X], ...), and theirs in turn."""
    if isinstance(annotation, type) and issubclass(annotation, BaseModel):
        if annotation in found:
            return
        found.add(annotation)
        for field in annotation.model_fields.values():
            _models_in(field.annotation, found)
        return
    for arg in typing.get_args(annotation):
        _models_in(arg, found)


def _operation_models() -> set[type[BaseModel]]:
    """The models of every operation in the document: what it takes and every answer it declares. Ninja's
    own wrappers (one per operation, all named alike and flattened away) are opened, not counted."""
    found: set[type[BaseModel]] = set()
    for router in api._get_bound_routers():
        for path_view in router.path_operations.values():
            for operation in path_view.operations:
                if not operation.include_in_schema:
                    continue
                wrappers = [*operation.models, *(m for m in operation.response_models.values()
                                                  if isinstance(m, type) and issubclass(m, BaseModel))]
                for wrapper in wrappers:
                    for field in wrapper.model_fields.values():
                        _models_in(field.annotation, found)
    return found


def test_no_two_classes_of_the_api_document_share_a_component_name():
    """Ninja names a component after its class and files each operation's under that name: two classes with
    one name (there were two ContactIn) would leave one of them described by the other's shape."""
    by_name: dict[str, set[str]] = defaultdict(set)
    for model in _operation_models():
        by_name[model.__name__].add(f"{model.__module__}.{model.__qualname__}")
    # The walk reaches every component of the document, so none escapes the check.
    assert set(api.get_openapi_schema()["components"]["schemas"]) <= set(by_name)
    assert {name: sorted(where) for name, where in by_name.items() if len(where) > 1} == {}


def test_every_public_content_item_says_where_it_is_shown():
    schemas = api.get_openapi_schema()["components"]["schemas"]
    for name in ("ServiceOut", "CountryOut", "BlogPostOut", "BlogTagOut", "FaqItemOut", "OfficeOut",
                 "TeamMemberOut", "TestimonialOut", "SuccessStoryOut", "PageOut", "SearchResultOut"):
        assert schemas[name]["properties"]["path"]["$ref"].endswith("/Paths"), name


def test_every_answer_of_the_api_has_a_declared_shape():
    """The frontend's types for the API are generated from the document: an endpoint that declares no
    response schema would leave its shape to a hand-written type again. 204s have no body."""
    undeclared = [
        f"{method.upper()} {path} {status}"
        for path, operations in api.get_openapi_schema()["paths"].items()
        for method, operation in operations.items()
        for status, answer in operation["responses"].items()
        if "content" not in answer and int(status) != 204
    ]
    assert undeclared == []
