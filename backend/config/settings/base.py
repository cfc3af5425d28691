"""Settings shared by every environment. Values that differ per machine come from the environment."""

from pathlib import Path
from typing import Any

import dj_database_url

from web.csp import DIRECTIVES as CSP_DIRECTIVES

from .env import env_bool, env_float, env_int, env_list, env_origin, env_str, env_url_prefix

# ------------------------------------------------------------------------------------------------
# Paths
# ------------------------------------------------------------------------------------------------
BACKEND_DIR = Path(__file__).resolve().parents[2]
ROOT_DIR = BACKEND_DIR.parent
FRONTEND_DIR = ROOT_DIR / "frontend"
VAR_DIR = Path(env_str("VAR_DIR", str(ROOT_DIR / "var")))

# ------------------------------------------------------------------------------------------------
# Core
# ------------------------------------------------------------------------------------------------
SECRET_KEY = env_str("DJANGO_SECRET_KEY", "insecure-local-only-key-change-me")
DEBUG = env_bool("DJANGO_DEBUG", False)
# How many reverse proxies you run in front of the app, each appending the address it saw to
# X-Forwarded-For. The client's address (rate limits, sign-in lockouts, audit log) is the entry that
# many hops from the right; anything further left was written by the client and is never trusted.
# 0 (the default): the header is ignored and the connection's address is used.
TRUSTED_PROXY_HOPS = env_int("TRUSTED_PROXY_HOPS", 0)
ALLOWED_HOSTS = env_list("DJANGO_ALLOWED_HOSTS", ["127.0.0.1", "localhost", "[::1]", "testserver"])
CSRF_TRUSTED_ORIGINS = env_list("DJANGO_CSRF_TRUSTED_ORIGINS", [])
# The public origin (no trailing slash) every link that leaves its page is built on: e-mails, booking
# manage links, canonical and hreflang links, the sitemap, calendar UIDs, the leads export
# (lib/site_url.py). The local default suits `make run`; production refuses to start without it.
SITE_URL = env_origin("SITE_URL", "http://127.0.0.1:8000")

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "axes",
    # django-csp: the Content-Security-Policy header (its system checks; the policy is web/csp.py).
    "csp",
    # Django Ninja's own app: its `export_openapi_schema` command writes the API document that the
    # frontend's TypeScript types are generated from (scripts/api-types.sh).
    "ninja",
    # The shared helpers; an app for the rate limits' counters (lib/models.py).
    "lib",
    "content",
    # The office calendar: closures, public holidays, Ramadan hours (office/calendar.py reads them).
    "office",
    "leads",
    "booking",
    "tools",
    # Client cases: a converted lead's programme, fee, documents and milestones (cases/models.py).
    "cases",
    "mail",
    "chat",
    "accounts",
    "web",
    "workbench",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    # Before the page cache below, so a cached page gets the same headers as a rendered one.
    "csp.middleware.CSPMiddleware",
    "django_permissions_policy.PermissionsPolicyMiddleware",
    # The staff admin's error answers in the staff member's language (outside those that answer errors).
    "config.admin_errors.AdminErrorLanguageMiddleware",
    "config.body_limit.ApiBodyLimitMiddleware",
    "config.nul_refusal.NulRefusalMiddleware",
    "config.api_error_shape.ApiErrorShapeMiddleware",
    "config.admin_headers.AdminPrivateMiddleware",
    "whitenoise.middleware.WhiteNoiseMiddleware",
    # Cached public pages are answered here, before the middleware they do not use.
    "web.middleware.CachedPageMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
    # Last, as django-axes asks: it turns lockouts into responses.
    "axes.middleware.AxesMiddleware",
]

ROOT_URLCONF = "config.urls"
WSGI_APPLICATION = "config.wsgi.application"
# Our URLs have no trailing slash (/services, /ar/about); never redirect to add one.
APPEND_SLASH = False

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    },
]

# ------------------------------------------------------------------------------------------------
# Database: a SQLite file under var/ unless DATABASE_URL names another (PostgreSQL in production)
# ------------------------------------------------------------------------------------------------
DATABASE_URL = env_str("DATABASE_URL", "")
if DATABASE_URL:
    # Each request thread of the web server (config/gunicorn.py: a fixed pool per process) keeps one
    # connection open between requests, checked before reuse: at most processes x threads in all.
    DATABASES = {"default": dj_database_url.parse(DATABASE_URL, conn_max_age=600, conn_health_checks=True)}
else:
    DATABASES = {
        "default": {
            "ENGINE": "django.db.backends.sqlite3",
            "NAME": str(VAR_DIR / "db.sqlite3"),
            "OPTIONS": {
                # WAL lets the page renderer read while the outbox worker writes.
                "init_command": "PRAGMA journal_mode=WAL; PRAGMA synchronous=NORMAL;",
                "transaction_mode": "IMMEDIATE",
                "timeout": 20,
            },
            # As with DATABASE_URL: each request thread keeps its connection between requests instead
            # of opening one (and running the PRAGMAs above) for every request; a cached page's one
            # query (the content version) was half the cost of answering it.
            "CONN_MAX_AGE": 600,
            "CONN_HEALTH_CHECKS": True,
        }
    }
DEFAULT_AUTO_FIELD = "django.db.models.BigAutoField"

# ------------------------------------------------------------------------------------------------
# Cache: local memory by default, Redis when REDIS_URL is set (shared across processes). The rate
# limits count in Redis too when it is set, else in the database (lib/rate_counters.py), never in this cache.
# ------------------------------------------------------------------------------------------------
REDIS_URL = env_str("REDIS_URL", "")
CACHES: dict[str, dict[str, Any]]
if REDIS_URL:
    CACHES = {"default": {"BACKEND": "django.core.cache.backends.redis.RedisCache", "LOCATION": REDIS_URL}}
else:
    CACHES = {
        "default": {
            "BACKEND": "django.core.cache.backends.locmem.LocMemCache",
            "LOCATION": "site",
            "OPTIONS": {"MAX_ENTRIES": 2000},
        }
    }

# ------------------------------------------------------------------------------------------------
# Video consultations: each booking's room is this address followed by the booking's own random room
# name (booking/video.py), so a service that opens a room by its name (Jitsi Meet) needs nothing else.
# It must end in "/" (checked here: the room name is appended as is). Empty: no link is given; visitors
# read that their consultant will send it, and the consultant's notice asks them to.
BOOKING_VIDEO_ROOM_URL = env_url_prefix("BOOKING_VIDEO_ROOM_URL", "https://meet.jit.si/")

# ------------------------------------------------------------------------------------------------
# E-mail: SMTP from the environment. Without EMAIL_HOST nothing is sent: messages wait in the outbox.
# ------------------------------------------------------------------------------------------------
EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = env_str("EMAIL_HOST", "")
EMAIL_PORT = env_int("EMAIL_PORT", 587)
EMAIL_HOST_USER = env_str("EMAIL_HOST_USER", "")
EMAIL_HOST_PASSWORD = env_str("EMAIL_HOST_PASSWORD", "")
EMAIL_USE_TLS = env_bool("EMAIL_USE_TLS", EMAIL_PORT == 587)
EMAIL_USE_SSL = env_bool("EMAIL_USE_SSL", EMAIL_PORT == 465)
EMAIL_TIMEOUT = env_int("EMAIL_TIMEOUT", 10)
DEFAULT_FROM_EMAIL = env_str("DEFAULT_FROM_EMAIL", "Horizon Gate Immigration <no-reply@horizongate.qa>")
# Replies from clients (docs/staff-workbench.md, "E-mail from clients"): e-mails to a lead ask for replies at
# this address with the lead's signed tag (hello+lead-12-<tag>@example.qa); the mail server hands mail for it
# to `manage.py receive_mail` over LMTP. Empty: replies go to the staff member's own address as before.
INBOUND_MAIL_ADDRESS = env_str("INBOUND_MAIL_ADDRESS", "")
# What an inbound message may carry: the whole message, each attached file, all files together (bytes),
# and the kinds of file kept (by the file name's extension); others are refused with a note, the text kept.
INBOUND_MAX_MESSAGE_BYTES = env_int("INBOUND_MAX_MESSAGE_BYTES", 40 * 1024 * 1024)
INBOUND_ATTACHMENT_MAX_BYTES = env_int("INBOUND_ATTACHMENT_MAX_BYTES", 10 * 1024 * 1024)
INBOUND_ATTACHMENTS_MAX_BYTES = env_int("INBOUND_ATTACHMENTS_MAX_BYTES", 25 * 1024 * 1024)
INBOUND_ATTACHMENT_TYPES = env_list("INBOUND_ATTACHMENT_TYPES", [
    "application/pdf", "image/jpeg", "image/png", "image/gif", "image/webp", "image/heic", "text/plain",
    "application/msword", "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    "application/vnd.ms-excel", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
])

# ------------------------------------------------------------------------------------------------
# Chat assistant: the embedded engine always; an OpenAI-compatible LLM on top when configured.
# ------------------------------------------------------------------------------------------------
CHAT_LLM_BASE_URL = env_str("CHAT_LLM_BASE_URL", "")
CHAT_LLM_API_KEY = env_str("CHAT_LLM_API_KEY", "")
CHAT_LLM_MODEL = env_str("CHAT_LLM_MODEL", "")
CHAT_LLM_TIMEOUT = env_float("CHAT_LLM_TIMEOUT", 8.0)
# The answer's budget, and the prompt's (history, then passages, are trimmed to fit); tokens, estimated.
CHAT_LLM_MAX_TOKENS = env_int("CHAT_LLM_MAX_TOKENS", 400)
CHAT_LLM_CONTEXT_TOKENS = env_int("CHAT_LLM_CONTEXT_TOKENS", 3000)
# Whether the endpoint streams its answers (POST /api/chat/message/stream then passes them on as they come).
CHAT_LLM_STREAM = env_bool("CHAT_LLM_STREAM", True)
# Optional semantic retrieval beside the lexical index: any OpenAI-compatible embeddings endpoint.
CHAT_EMBEDDINGS_BASE_URL = env_str("CHAT_EMBEDDINGS_BASE_URL", "")
CHAT_EMBEDDINGS_API_KEY = env_str("CHAT_EMBEDDINGS_API_KEY", "")
CHAT_EMBEDDINGS_MODEL = env_str("CHAT_EMBEDDINGS_MODEL", "")
CHAT_EMBEDDINGS_TIMEOUT = env_float("CHAT_EMBEDDINGS_TIMEOUT", 2.0)

# ------------------------------------------------------------------------------------------------
# Auth: Argon2 hashes; sign-in locked for 15 minutes after 5 failures per account and per IP
# ------------------------------------------------------------------------------------------------
PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.Argon2PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]
AUTHENTICATION_BACKENDS = [
    "axes.backends.AxesStandaloneBackend",
    "django.contrib.auth.backends.ModelBackend",
]
AXES_FAILURE_LIMIT = 5
AXES_COOLOFF_TIME = 0.25  # hours
# Failures count per account *and* address together: five wrong passwords lock that e-mail from that
# address only, so nobody can keep a known staff e-mail locked from elsewhere. A per-address limit on
# failures (accounts/api.LOGIN_FAILURES) stops guessing many accounts from one place.
AXES_LOCKOUT_PARAMETERS = [["username", "ip_address"]]
AXES_RESET_ON_SUCCESS = True
AXES_LOCKOUT_CALLABLE = "accounts.lockout.locked_out"
AXES_ENABLED = env_bool("AXES_ENABLED", True)
# The same client address as the rate limits (TRUSTED_PROXY_HOPS above).
AXES_CLIENT_IP_CALLABLE = "lib.ratelimit.client_address"
SESSION_COOKIE_AGE = env_int("SESSION_COOKIE_AGE", 8 * 60 * 60)
SESSION_EXPIRE_AT_BROWSER_CLOSE = True
CSRF_COOKIE_SAMESITE = "Lax"
AUTH_PASSWORD_VALIDATORS = [
    {"NAME": "django.contrib.auth.password_validation.UserAttributeSimilarityValidator"},
    {"NAME": "django.contrib.auth.password_validation.MinimumLengthValidator", "OPTIONS": {"min_length": 10}},
    {"NAME": "django.contrib.auth.password_validation.CommonPasswordValidator"},
    {"NAME": "django.contrib.auth.password_validation.NumericPasswordValidator"},
]

# ------------------------------------------------------------------------------------------------
# Languages: the site speaks English and Arabic; the URL decides which (/ar prefix)
# ------------------------------------------------------------------------------------------------
LANGUAGE_CODE = "en"
LANGUAGES = [("en", "English"), ("ar", "العربية")]
TIME_ZONE = "Asia/Qatar"
USE_I18N = True
USE_TZ = True

# ------------------------------------------------------------------------------------------------
# Static files: Vite's client build, served by WhiteNoise with gzip and brotli copies
# ------------------------------------------------------------------------------------------------
STATIC_URL = "/static/"
STATIC_ROOT = Path(env_str("STATIC_ROOT", str(VAR_DIR / "staticfiles")))
FRONTEND_BUILD_DIR = Path(env_str("FRONTEND_BUILD_DIR", str(FRONTEND_DIR / "dist")))
STATICFILES_DIRS = [FRONTEND_BUILD_DIR / "client"] if (FRONTEND_BUILD_DIR / "client").is_dir() else []
STORAGES = {
    "default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
    # Vite already puts content hashes in file names, so only compression is added here.
    "staticfiles": {"BACKEND": "whitenoise.storage.CompressedStaticFilesStorage"},
}
MEDIA_URL = "/media/"
MEDIA_ROOT = Path(env_str("MEDIA_ROOT", str(ROOT_DIR / "media")))


def _immutable(path: str, url: str) -> bool:
    # Files under /static/assets/ carry a content hash in their names (Vite), so they never change.
    return url.startswith(STATIC_URL + "assets/")


WHITENOISE_IMMUTABLE_FILE_TEST = _immutable

# ------------------------------------------------------------------------------------------------
# Server-side rendering: the long-lived Node renderer built from the same React code
# ------------------------------------------------------------------------------------------------
SSR_URL = env_str("SSR_URL", "http://127.0.0.1:8001").rstrip("/")
SSR_TIMEOUT = env_float("SSR_TIMEOUT", 3.0)
# After a failed render, pages are served client-rendered for this long before trying again.
SSR_RETRY_AFTER = env_float("SSR_RETRY_AFTER", 5.0)
PAGE_CACHE_SECONDS = env_int("PAGE_CACHE_SECONDS", 600)

# ------------------------------------------------------------------------------------------------
# Limits
# ------------------------------------------------------------------------------------------------
DATA_UPLOAD_MAX_MEMORY_SIZE = env_int("DATA_UPLOAD_MAX_MEMORY_SIZE", 256 * 1024)
FILE_UPLOAD_MAX_MEMORY_SIZE = env_int("FILE_UPLOAD_MAX_MEMORY_SIZE", 5 * 1024 * 1024)

# ------------------------------------------------------------------------------------------------
# Security headers
# ------------------------------------------------------------------------------------------------
# (docs/architecture.md#security-headers; production adds HSTS and __Host- cookies.)
SECURE_CONTENT_TYPE_NOSNIFF = True
SECURE_REFERRER_POLICY = "strict-origin-when-cross-origin"
SECURE_CROSS_ORIGIN_OPENER_POLICY = "same-origin"
X_FRAME_OPTIONS = "DENY"
# Enforced in every environment, the browser tests included (the policy: web/csp.py).
CONTENT_SECURITY_POLICY = {"DIRECTIVES": CSP_DIRECTIVES}
# Browser features the site never uses, denied to it and to anything it could embed.
PERMISSIONS_POLICY: dict[str, list[str]] = {
    feature: []
    for feature in (
        "accelerometer", "autoplay", "browsing-topics", "camera", "display-capture",
        "encrypted-media", "fullscreen", "geolocation", "gyroscope", "hid", "idle-detection", "magnetometer",
        "microphone", "midi", "payment", "picture-in-picture", "publickey-credentials-get", "screen-wake-lock",
        "serial", "usb", "xr-spatial-tracking",
    )
}
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Lax"

LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {"plain": {"format": "%(asctime)s %(levelname)s %(name)s: %(message)s"}},
    "handlers": {"console": {"class": "logging.StreamHandler", "formatter": "plain"}},
    "root": {"handlers": ["console"], "level": env_str("LOG_LEVEL", "INFO")},
    "loggers": {"django.request": {"level": "ERROR"}, "axes": {"level": "WARNING"}},
}
