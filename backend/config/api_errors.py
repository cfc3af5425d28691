"""The JSON API's exception handlers: every error a view raises is answered in the one error shape
(lib/errors.py), and a validation error's messages under /api/admin/ in the staff member's language
(admin_errors.py)."""

from typing import Any

from django.http import Http404, HttpRequest, JsonResponse
from ninja import NinjaAPI
from ninja.errors import AuthenticationError, HttpError, ValidationError

from lib.errors import CODES, FieldErrors, english_message, error_response, validation_fields

from . import admin_errors


def install(api: NinjaAPI) -> None:
    @api.exception_handler(ValidationError)
    def on_validation(request: HttpRequest, exc: ValidationError) -> JsonResponse:
        # Pydantic's own messages are translated here, by their type: the rest of an admin answer is
        # translated on its way out (admin_errors.AdminErrorLanguageMiddleware).
        lang = admin_errors.language(request)

        def in_language(err: dict[str, Any]) -> str:
            return admin_errors.validation_message(err, lang)

        fields = validation_fields(exc.errors, english_message if lang == "en" else in_language)
        return error_response(422, "validation_error", "Some fields are invalid.", fields)

    @api.exception_handler(FieldErrors)
    def on_field_errors(request: HttpRequest, exc: FieldErrors) -> JsonResponse:
        return error_response(422, "validation_error", "Some fields are invalid.", exc.fields)

    @api.exception_handler(Http404)
    def on_404(request: HttpRequest, exc: Http404) -> JsonResponse:
        return error_response(404, "not_found", "Not found.")

    @api.exception_handler(AuthenticationError)
    def on_auth(request: HttpRequest, exc: AuthenticationError) -> JsonResponse:
        return error_response(401, "unauthorized", "Sign in to continue.")

    @api.exception_handler(HttpError)
    def on_http_error(request: HttpRequest, exc: HttpError) -> JsonResponse:
        return error_response(exc.status_code, CODES.get(exc.status_code, "error"), str(exc))
