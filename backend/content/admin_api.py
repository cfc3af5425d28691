"""The CMS part of the admin API (capability `content`): generic over the types of admin_registry.
See docs/admin-api.md. Every write is audited and bumps the content version, so rendered pages,
the site search and the chat assistant's knowledge all follow at once."""

from typing import Any

from django.core.exceptions import ValidationError
from django.db import models, transaction
from django.db.models import Q
from django.http import Http404, HttpRequest, HttpResponse
from ninja import Body, File, Form, Query, Router
from ninja.errors import HttpError
from ninja.files import UploadedFile

from accounts import audit
from accounts.preferences import language_of
from accounts.security import require, staff
from config.errors import ErrorOut, FieldErrors
from lib.api_ints import Id
from lib.listing import ordered, page_of

from . import admin_items, uploads
from .admin_registry import TYPES, ContentType
from .admin_schemas import (
    ContentItemOut,
    ContentPageOut,
    ContentQuery,
    ContentTypeOut,
    ReorderIn,
    StoredImageOut,
)
from .models import ContentVersion

router = Router(tags=["admin: content"], auth=staff)
# 405: the call does not fit the type (an item of a single-item type, an order for a type without one).
NOT_THIS_TYPE = {405: ErrorOut}
SORTABLE = {"text", "slug", "int", "date", "datetime", "time", "bool", "select", "email"}


def _type(request: HttpRequest, key: str) -> ContentType:
    require(request, "content")
    ct = TYPES.get(key)
    if ct is None:
        raise Http404
    return ct


def _collection(ct: ContentType) -> ContentType:
    if ct.singleton:
        raise HttpError(405, f"{ct.label} is a single item: use GET and PATCH content/{ct.key}.")
    return ct


def _get(ct: ContentType, item_id: Id) -> Any:
    obj = ct.rows().filter(pk=item_id).first()
    if obj is None:
        raise Http404
    return obj


def _singleton(ct: ContentType) -> Any:
    return ct.model.load()  # type: ignore[attr-defined]


def _filtered(ct: ContentType, query: ContentQuery) -> Any:
    qs = ct.rows()
    relations = [s.name for s in ct.fields() if s.model_field.is_relation and s.kind != "multiselect"]
    if relations:
        qs = qs.select_related(*relations)
    links = [s.name for s in ct.fields() if s.kind == "multiselect"]
    if links:
        qs = qs.prefetch_related(*links)
    if query.published is not None:
        if ct.key == "blog":
            qs = qs.filter(status="published" if query.published else "draft")
        elif "published" in ct.column_names:
            qs = qs.filter(published=query.published)
    text = query.q.strip()
    if text:
        match = Q()
        for spec in ct.fields():
            if spec.kind in ("text", "slug", "email") and not spec.model_field.is_relation:
                for column in spec.columns:
                    match |= Q(**{f"{column}__icontains": text})
        qs = qs.filter(match)
    if not query.sort:
        return qs.order_by(*(ct.model._meta.ordering or ["id"]), "id")
    sortable = ["id", *(c for s in ct.fields() if s.kind in SORTABLE for c in s.columns),
                *(c for c in ("order", "created_at", "updated_at") if c in ct.column_names)]
    return ordered(qs, query, sortable, "id", "asc")


# exclude_unset: a key that does not apply to a field or an item (FieldSpecOut.max_length, ContentItemOut.order)
# is left out rather than sent as null.
@router.get("content", response=list[ContentTypeOut], exclude_unset=True)
def content_types(request: HttpRequest) -> list[dict[str, Any]]:
    require(request, "content")
    lang = language_of(request.user)
    return [ct.describe(lang) for ct in TYPES.values()]


@router.get("content/{key}", response=ContentPageOut | ContentItemOut, exclude_unset=True)
def content_list(request: HttpRequest, key: str, query: Query[ContentQuery]) -> Any:
    ct = _type(request, key)
    lang = language_of(request.user)
    if ct.singleton:
        return admin_items.item(ct, _singleton(ct), lang)
    return page_of(_filtered(ct, query), query, lambda obj: admin_items.item(ct, obj, lang))


@router.patch("content/{key}", response={200: ContentItemOut, **NOT_THIS_TYPE}, exclude_unset=True)
def content_singleton_update(request: HttpRequest, key: str, payload: Body[dict[str, Any]]) -> Any:
    ct = _type(request, key)
    if not ct.singleton:
        raise HttpError(405, "PATCH an item: content/{type}/{id}.")
    obj = _singleton(ct)
    return _write(request, ct, obj, payload, "update")


@router.post("content/{key}", response={201: ContentItemOut, **NOT_THIS_TYPE}, exclude_unset=True)
def content_create(request: HttpRequest, key: str, payload: Body[dict[str, Any]]) -> Any:
    ct = _collection(_type(request, key))
    return 201, _write(request, ct, ct.model(), payload, "create")


@router.post("content/{key}/reorder", response={204: None, **NOT_THIS_TYPE})
def content_reorder(request: HttpRequest, key: str, payload: ReorderIn) -> HttpResponse:
    ct = _collection(_type(request, key))
    if not ct.orderable:
        raise HttpError(405, f"{ct.label} have no order to set.")
    if len(set(payload.ids)) != len(payload.ids):
        raise FieldErrors({"ids": "An item is listed twice."})
    with transaction.atomic():
        objs = {obj.pk: obj for obj in ct.rows().select_for_update().filter(pk__in=payload.ids)}
        missing = [i for i in payload.ids if i not in objs]
        if missing:
            raise FieldErrors({"ids": f"No {ct.label.lower()} with id {', '.join(map(str, missing))}."})
        before = {pk: obj.order for pk, obj in objs.items()}
        for position, pk in enumerate(payload.ids):
            objs[pk].order = position
        ct.rows().bulk_update(objs.values(), ["order"])
        # bulk_update sends no post_save signal, so the version that keys the page cache is bumped here.
        ContentVersion.bump()
        audit.record(request, "reorder", ct.key, "", summary=f"Reordered {ct.label.lower()}",
                     before=before, after={pk: i for i, pk in enumerate(payload.ids)})
    return HttpResponse(status=204)


@router.get("content/{key}/{int:item_id}", response={200: ContentItemOut, **NOT_THIS_TYPE}, exclude_unset=True)
def content_detail(request: HttpRequest, key: str, item_id: Id) -> dict[str, Any]:
    ct = _collection(_type(request, key))
    return admin_items.item(ct, _get(ct, item_id), language_of(request.user))


@router.patch("content/{key}/{int:item_id}", response={200: ContentItemOut, **NOT_THIS_TYPE}, exclude_unset=True)
def content_update(request: HttpRequest, key: str, item_id: Id, payload: Body[dict[str, Any]]) -> Any:
    ct = _collection(_type(request, key))
    return _write(request, ct, _get(ct, item_id), payload, "update")


@router.delete("content/{key}/{int:item_id}", response={204: None, 422: ErrorOut, **NOT_THIS_TYPE})
def content_delete(request: HttpRequest, key: str, item_id: Id) -> HttpResponse:
    """Deletes the item; a 422 when other content still needs it (a fact a text names)."""
    ct = _collection(_type(request, key))
    obj = _get(ct, item_id)
    if ct.kind is not None and ct.kind.before_delete is not None:
        try:
            ct.kind.before_delete(obj)
        except ValidationError as exc:
            raise FieldErrors({name: " ".join(msgs) for name, msgs in exc.message_dict.items()}) from exc
    before = admin_items.item(ct, obj)
    with transaction.atomic():
        obj.delete()  # post_delete bumps the content version
        audit.record(request, "delete", ct.key, item_id, summary=f"Deleted {ct.label.lower()}: {obj}", before=before)
    return HttpResponse(status=204)


def _write(request: HttpRequest, ct: ContentType, obj: models.Model, data: dict[str, Any], action: str) -> Any:
    before = admin_items.item(ct, obj) if obj.pk is not None and action == "update" else None
    with transaction.atomic():
        links = admin_items.apply(ct, obj, data)
        admin_items.save(ct, obj, links)
        after = admin_items.item(ct, obj)
        audit.record(request, action, ct.key, obj.pk, summary=f"{action.title()}d {ct.label.lower()}: {obj}",
                     before=before, after=after)
    lang = language_of(request.user)
    # The log keeps the English; the answer is in the staff member's language.
    return after if lang == "en" else admin_items.item(ct, obj, lang)


def create_item(request: HttpRequest, key: str, data: dict[str, Any]) -> dict[str, Any]:
    """An item of type `key` created as POST content/{key} creates it (the content capability, the model's
    validation as a 422, the audit log, the content version bumped), for another admin screen's write (the
    assistant's inbox writes an FAQ entry)."""
    ct = _collection(_type(request, key))
    return _write(request, ct, ct.model(), data, "create")


@router.post("uploads", response={201: StoredImageOut})
def upload(request: HttpRequest, file: File[UploadedFile], folder: Form[str]) -> Any:
    require(request, "content")
    return 201, uploads.store(file, folder)
