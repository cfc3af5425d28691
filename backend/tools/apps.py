from django.apps import AppConfig


class ToolsConfig(AppConfig):
    """The visitor's self-assessment tools: the points calculators and what a result leads to."""

    name = "tools"
    default_auto_field = "django.db.models.BigAutoField"

    def ready(self) -> None:
        from content.kinds import register

        from .draws import KIND

        # The CRS draws are content the CMS edits, declared here beside their model (tools/draws.py).
        register(KIND)
