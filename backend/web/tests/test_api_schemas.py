"""The API document the frontend's types are generated from (scripts/api-types.sh) names every shape
once: two schemas with one name would silently become one type."""

from collections import Counter

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
