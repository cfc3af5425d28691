"""The list of content kinds, `KINDS`, and how a kind gets on it: `register`. Content's own kinds are
registered by content.kinds (in the order of its list); an app above content declares a kind of its own
beside its model and registers it from its AppConfig.ready (the CRS draws: tools/apps.py), so content
never imports the apps that build on it.

Every kind is registered while Django starts, before anything reads the list: the CMS registry, the
public API and the content version's signals take their kinds from it once. Registering a kind also
makes its saves and deletes bump the content version (content/signals.py)."""

from django.apps import apps
from django.core.exceptions import ImproperlyConfigured
from django.db.models import Model

from .. import signals
from .base import Kind

# In the order the kinds were registered, which is the CMS's and the API's order. Appended to by
# `register` only.
KINDS: list[Kind] = []
BY_KEY: dict[str, Kind] = {}


def register(kind: Kind) -> None:
    """Adds `kind` after those registered before it; while Django starts (an AppConfig's ready) only."""
    if apps.ready:
        raise RuntimeError(f"The content kind {kind.key!r} is registered too late: do it in an AppConfig's ready.")
    if kind.key in BY_KEY or any(k.model is kind.model for k in KINDS):
        raise ImproperlyConfigured(f"The content kind {kind.key!r} (or its model) is registered already.")
    KINDS.append(kind)
    BY_KEY[kind.key] = kind
    signals.watch(kind.model)


def kind_of(model: type[Model]) -> Kind | None:
    return next((kind for kind in KINDS if kind.model is model), None)
