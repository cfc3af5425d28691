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
from lib.api_ints import Id, IdOrNone
from lib.errors import ErrorOut, FieldErrors
from lib.i18n import pick, tr
from lib.listing import ordered, page_of

from . import admin_items, review, revisions, uploads
from .admin_registry import TYPES, ContentType
from .admin_schemas import (
    ConflictOut,
    ContentItemOut,
    ContentPageOut,
    ContentQuery,
    ContentTypeOut,
    ReorderIn,
    ReviewDueOut,
    RevisionDetailOut,
    RevisionOut,
    RevisionsOut,
    StoredImageOut,
)
from .models import ContentVersion, Revision

router = Router(tags=["admin: content"], auth=staff)
# 405: the call does not fit the type (an item of a single-item type, an order for a type without one).
NOT_THIS_TYPE = {405: ErrorOut}
# 409: someone else saved the item after the editor opened it (content.revisions.stale).
CONFLICT = {409: ConflictOut}
# The past tense of each write, for the audit log's and the history's summary.
DONE = {"create": "Created", "update": "Updated", "restore": "Restored", "publish": "Published"}
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
        obj = _singleton(ct)
        return {**admin_items.item(ct, obj, lang), "revision": revisions.latest_id(ct, obj.pk)}
    return page_of(_filtered(ct, query), query, lambda obj: admin_items.item(ct, obj, lang))


@router.patch("content/{key}", response={200: ContentItemOut, **CONFLICT, **NOT_THIS_TYPE}, exclude_unset=True)
def content_singleton_update(request: HttpRequest, key: str, payload: Body[dict[str, Any]],
                             base: IdOrNone | None = None) -> Any:
    """`base`: the revision the form started from (the item's `revision`); a later save by someone else is a 409."""
    ct = _type(request, key)
    if not ct.singleton:
        raise HttpError(405, "PATCH an item: content/{type}/{id}.")
    obj = _singleton(ct)
    return _checked_write(request, ct, obj, payload, base)


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
    obj = _get(ct, item_id)
    return {**admin_items.item(ct, obj, language_of(request.user)), "revision": revisions.latest_id(ct, obj.pk)}


@router.patch("content/{key}/{int:item_id}", response={200: ContentItemOut, **CONFLICT, **NOT_THIS_TYPE},
              exclude_unset=True)
def content_update(request: HttpRequest, key: str, item_id: Id, payload: Body[dict[str, Any]],
                   base: IdOrNone | None = None) -> Any:
    """`base`: the revision the form started from (the item's `revision`); a later save by someone else is a 409."""
    ct = _collection(_type(request, key))
    return _checked_write(request, ct, _get(ct, item_id), payload, base)


def _checked_write(request: HttpRequest, ct: ContentType, obj: models.Model, payload: dict[str, Any],
                   started: int | None, action: str = "update", **kwargs: Any) -> Any:
    """A write refused (409) when `started` (the revision the editor started from) is not the newest."""
    stale = revisions.stale(ct, obj, started, language_of(request.user))
    if stale is not None:
        return 409, stale
    return _write(request, ct, obj, payload, action, **kwargs)


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
    summary = f"Deleted {ct.label.lower()}: {obj}"
    with transaction.atomic():
        obj.delete()  # post_delete bumps the content version
        audit.record(request, "delete", ct.key, item_id, summary=summary, before=before)
        # The last state is kept: the item can be brought back from its history.
        revisions.record(request.user, ct, item_id, before, Revision.Action.DELETE, summary)
    return HttpResponse(status=204)


@router.post("content/{key}/{int:item_id}/actions/{action}",
             response={200: ContentItemOut, 422: ErrorOut, **NOT_THIS_TYPE}, exclude_unset=True)
def content_action(request: HttpRequest, key: str, item_id: Id, action: str) -> Any:
    """One of the type's actions on the item (a guide's "review": Mark reviewed), by the signed-in staff member;
    audited under the action's key. A 404 for an action the type does not have; a 422 naming the field
    that stops it."""
    ct = _collection(_type(request, key))
    found = next((a for a in ct.actions if a.key == action), None)
    if found is None:
        raise Http404
    with transaction.atomic():
        obj = ct.rows().select_for_update().filter(pk=item_id).first()
        if obj is None:
            raise Http404
        before = admin_items.item(ct, obj)
        revisions.keep_initial(ct, obj, before)
        found.run(obj, request.user)
        after = admin_items.item(ct, obj)
        summary = f"{found.label}: {obj}"
        audit.record(request, found.key, ct.key, obj.pk, summary=summary, before=before, after=after)
        # An action changes the item as a save does: it is a version in the history too.
        kept = revisions.record(request.user, ct, obj.pk, after, "update", summary, None)
    lang = language_of(request.user)
    return {**(after if lang == "en" else admin_items.item(ct, obj, lang)), "revision": kept.pk}


@router.get("reviews/due", response=list[ReviewDueOut])
def reviews_due(request: HttpRequest) -> list[dict[str, Any]]:
    """The programme guides due for review today, with why (content/review.py), for the dashboard."""
    require(request, "content")
    lang = language_of(request.user)
    return [{"id": guide.pk, "title": pick(tr(guide, "title"), lang), "country": pick(tr(guide.country, "name"), lang),
             "why": found.why, "reason": text, "last_reviewed": guide.last_reviewed}
            for guide, found, text in review.due_guides(lang)]


def _write(request: HttpRequest, ct: ContentType, obj: models.Model, data: dict[str, Any], action: str,
           summary: str = "", base: Revision | None = None) -> Any:
    """Every write of an item (create, update, restore, publish): validated, saved, audited and kept as a
    revision, in one transaction."""
    before = admin_items.item(ct, obj) if obj.pk is not None else None
    with transaction.atomic():
        if before is not None:
            revisions.keep_initial(ct, obj, before)
        links = admin_items.apply(ct, obj, data)
        admin_items.save(ct, obj, links)
        after = admin_items.item(ct, obj)
        summary = summary or f"{DONE.get(action, action.title())} {ct.label.lower()}: {obj}"
        audit.record(request, action, ct.key, obj.pk, summary=summary, before=before, after=after)
        kept = revisions.record(request.user, ct, obj.pk, after, action, summary, base)
    lang = language_of(request.user)
    # The log keeps the English; the answer is in the staff member's language.
    return {**(after if lang == "en" else admin_items.item(ct, obj, lang)), "revision": kept.pk}


def create_item(request: HttpRequest, key: str, data: dict[str, Any]) -> dict[str, Any]:
    """An item of type `key` created as POST content/{key} creates it (the content capability, the model's
    validation as a 422, the audit log, the content version bumped), for another admin screen's write (the
    assistant's inbox writes an FAQ entry)."""
    ct = _collection(_type(request, key))
    return _write(request, ct, ct.model(), data, "create")


# Revisions and drafts (content.revisions) ----------------------------------------------------------

def _revision(ct: ContentType, revision_id: Id) -> Revision:
    found = Revision.objects.filter(kind=ct.key, pk=revision_id).select_related("user", "base").first()
    if found is None:
        raise Http404
    return found


def _item_of(ct: ContentType, object_id: int | None) -> Any:
    """The live item a revision or draft is of; None for an item not created yet or deleted since."""
    if ct.singleton:
        return _singleton(ct)
    return ct.rows().filter(pk=object_id).first() if object_id is not None else None


def preview_paths(ct: ContentType, revision: Revision) -> dict[str, str] | None:
    """Where the page rendered with `revision` in place of the live item is, per language; None for a kind
    shown on no page."""
    if ct.kind is None or ct.kind.path_of is None:
        return None
    return {"en": f"/admin/preview/{revision.pk}", "ar": f"/admin/preview/{revision.pk}?lang=ar"}


@router.get("content/{key}/revisions", response=RevisionsOut)
def revision_list(request: HttpRequest, key: str, item: Id | None = None) -> dict[str, Any]:
    """The item's history, newest first, and its drafts (`item`: its id; none for a single-item type's, or
    for the drafts of new items)."""
    ct = _type(request, key)
    lang = language_of(request.user)
    object_id = _singleton(ct).pk if ct.singleton else item
    qs = Revision.objects.filter(kind=ct.key, object_id=object_id).select_related("user", "base")
    history = qs.exclude(action=Revision.Action.DRAFT).order_by("-id")[:100]
    drafts = qs.filter(action=Revision.Action.DRAFT).order_by("-id")[:20]
    return {"history": [revisions.describe(r, lang) for r in history],
            "drafts": [revisions.describe(r, lang) for r in drafts]}


@router.get("content/{key}/revisions/{int:revision_id}", response=RevisionDetailOut)
def revision_detail(request: HttpRequest, key: str, revision_id: Id) -> dict[str, Any]:
    """A revision with what changed: against the one before it, or (a draft) against the live item."""
    ct = _type(request, key)
    lang = language_of(request.user)
    found = _revision(ct, revision_id)
    if found.action == Revision.Action.DRAFT:
        live = _item_of(ct, found.object_id)
        old = admin_items.item(ct, live) if live is not None else None
    else:
        previous = revisions.before(found)
        old = previous.data if previous else None
    return {**revisions.describe(found, lang), "data": found.data, "diff": revisions.diff(ct, old, found.data, lang),
            "preview": preview_paths(ct, found)}


@router.post("content/{key}/revisions/{int:revision_id}/restore",
             response={200: ContentItemOut, 201: ContentItemOut, **NOT_THIS_TYPE}, exclude_unset=True)
def revision_restore(request: HttpRequest, key: str, revision_id: Id) -> Any:
    """Writes a kept version back through the same save as an edit (validated, audited, a new revision
    "Restored from <date>"); a deleted item comes back as a new one."""
    ct = _type(request, key)
    found = _revision(ct, revision_id)
    if found.action == Revision.Action.DRAFT:
        raise HttpError(405, "A draft is published, not restored.")
    obj = _item_of(ct, found.object_id)
    summary = f"Restored from {found.created_at:%Y-%m-%d %H:%M} UTC"
    if obj is None:
        return 201, _write(request, ct, ct.model(), revisions.writable(ct, found.data), "restore", summary, found)
    return _write(request, ct, obj, revisions.writable(ct, found.data), "restore", summary, found)


@router.post("content/{key}/drafts", response={201: RevisionOut}, exclude_unset=True)
def draft_save(request: HttpRequest, key: str, payload: Body[dict[str, Any]], item: Id | None = None,
               base: IdOrNone | None = None) -> Any:
    """Keeps the form's values as a draft of the item (`item`; none: a new item), checked as a save is
    (a 422 names the field) but not applied: the live item does not change. `base`: the revision the form
    started from (by default the newest)."""
    ct = _type(request, key)
    obj = _singleton(ct) if ct.singleton else (_get(ct, item) if item is not None else ct.model())
    live = admin_items.item(ct, obj) if obj.pk is not None else None
    admin_items.apply(ct, obj, payload)  # checks the values on the item in memory; nothing is saved
    started = None
    with transaction.atomic():
        if live is not None:
            revisions.keep_initial(ct, obj, live)
            started = revisions.started_from(ct, obj.pk, base) if base is not None else revisions.latest(ct, obj.pk)
        name = f"Draft of {ct.label.lower()}: {obj}" if live else f"Draft of a new {ct.label.lower()}"
        kept = revisions.record(request.user, ct, obj.pk if live else None, revisions.draft_data(ct, live, payload),
                                Revision.Action.DRAFT, name, started)
    return 201, revisions.describe(kept, language_of(request.user))


@router.post("content/{key}/revisions/{int:revision_id}/publish",
             response={200: ContentItemOut, 201: ContentItemOut, **CONFLICT, **NOT_THIS_TYPE}, exclude_unset=True)
def draft_publish(request: HttpRequest, key: str, revision_id: Id, base: IdOrNone | None = None) -> Any:
    """Applies a draft through the same save as an edit and drops it. Refused (409) when the item was saved
    after the draft was started, unless `base` names the newest revision (publishing over it knowingly)."""
    ct = _type(request, key)
    found = _revision(ct, revision_id)
    if found.action != Revision.Action.DRAFT:
        raise HttpError(405, "Only a draft is published.")
    obj = _item_of(ct, found.object_id)
    data = revisions.writable(ct, found.data)
    summary = f"Published the draft of {found.created_at:%Y-%m-%d %H:%M} UTC"
    with transaction.atomic():
        if obj is None:
            answer: Any = (201, _write(request, ct, ct.model(), data, "publish", summary))
        else:
            started = base if base is not None else (found.base_id or 0)
            answer = _checked_write(request, ct, obj, data, started, "publish", summary=summary, base=found.base)
            if isinstance(answer, tuple):
                return answer  # 409: the draft stays
        found.delete()
    return answer


@router.delete("content/{key}/revisions/{int:revision_id}", response={204: None, **NOT_THIS_TYPE})
def draft_discard(request: HttpRequest, key: str, revision_id: Id) -> HttpResponse:
    ct = _type(request, key)
    found = _revision(ct, revision_id)
    if found.action != Revision.Action.DRAFT:
        raise HttpError(405, "Only a draft is discarded; kept versions stay.")
    found.delete()
    return HttpResponse(status=204)


@router.post("uploads", response={201: StoredImageOut})
def upload(request: HttpRequest, file: File[UploadedFile], folder: Form[str]) -> Any:
    require(request, "content")
    return 201, uploads.store(file, folder)
