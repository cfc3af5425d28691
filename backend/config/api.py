"""The one JSON API: each app mounts its router here. OpenAPI docs at /api/docs; the answers every
operation shares (middleware, validation, sign-in) are added to the document by common_answers."""

from ninja.renderers import JSONRenderer

from accounts.admin_audit import router as admin_audit_router
from accounts.admin_users import router as admin_users_router
from accounts.api import router as auth_router
from booking.admin_api import router as admin_booking_router
from booking.api import router as booking_router
from cases.admin_api import router as admin_cases_router
from chat.admin_api import router as admin_assistant_router
from chat.api import router as chat_router
from content.admin_api import router as admin_content_router
from content.api import router as content_router
from leads.admin_assignment_api import router as admin_assignment_router
from leads.admin_inbound_api import router as admin_inbound_router
from leads.admin_templates_api import router as admin_replies_router
from leads.api import router as leads_router
from mail.admin_api import router as admin_outbox_router
from office.api import router as office_router
from tools.api import router as tools_router
from tools.assessment_api import router as assessment_router
from workbench.admin_api import router as admin_leads_router
from workbench.admin_tasks_api import router as admin_tasks_router
from workbench.reports_api import router as admin_reports_router

from . import api_errors
from .common_answers import DocumentedAPI


class Utf8JSONRenderer(JSONRenderer):
    # Arabic text as UTF-8, not \uXXXX escapes: a third smaller and readable in logs.
    json_dumps_params = {"ensure_ascii": False}


api = DocumentedAPI(title="Immigration consultancy API", version="1", urls_namespace="api", renderer=Utf8JSONRenderer())
api_errors.install(api)
api.add_router("/", content_router)
api.add_router("/", leads_router)
api.add_router("/", chat_router)
api.add_router("/", booking_router)
api.add_router("/", office_router)
api.add_router("/", tools_router)
api.add_router("/", assessment_router)
api.add_router("/admin/auth/", auth_router)
# The staff area (docs/admin-api.md): session auth with CSRF, a capability check per endpoint.
api.add_router("/admin/", admin_leads_router)
api.add_router("/admin/", admin_tasks_router)
api.add_router("/admin/", admin_reports_router)
api.add_router("/admin/", admin_replies_router)
api.add_router("/admin/", admin_assignment_router)
api.add_router("/admin/", admin_inbound_router)
api.add_router("/admin/", admin_content_router)
api.add_router("/admin/", admin_outbox_router)
api.add_router("/admin/", admin_users_router)
api.add_router("/admin/", admin_audit_router)
api.add_router("/admin/", admin_booking_router)
api.add_router("/admin/", admin_assistant_router)
api.add_router("/admin/", admin_cases_router)
