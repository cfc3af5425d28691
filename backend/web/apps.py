from django.apps import AppConfig


class WebConfig(AppConfig):
    name = "web"

    def ready(self) -> None:
        from content import cache_keys

        from . import assets

        # The kept pages' and content API answers' keys name the client build (content/cache_keys.py).
        cache_keys.name_builds_by(assets.build_id)
