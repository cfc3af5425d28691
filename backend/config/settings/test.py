"""The test suites. DATABASE_URL picks PostgreSQL; otherwise SQLite (in memory for unit tests)."""

from .base import *  # noqa: F403
from .base import DATABASE_URL

if not DATABASE_URL:
    DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": ":memory:"}}

PASSWORD_HASHERS = ["django.contrib.auth.hashers.MD5PasswordHasher"]
AXES_ENABLED = True
# Never the developer's Redis: the rate limits count in the test database (a test that wants Redis sets it).
REDIS_URL = ""
CACHES = {"default": {"BACKEND": "django.core.cache.backends.locmem.LocMemCache", "LOCATION": "test"}}
# A port nothing listens on: tests that want a renderer start one and point SSR_URL at it.
SSR_URL = "http://127.0.0.1:9"
SSR_RETRY_AFTER = 0.0
