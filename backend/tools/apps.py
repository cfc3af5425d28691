from django.apps import AppConfig


class ToolsConfig(AppConfig):
    """The visitor's self-assessment tools: the points calculators and what a result leads to."""

    name = "tools"
    default_auto_field = "django.db.models.BigAutoField"
