from django.apps import AppConfig


class BookingConfig(AppConfig):
    name = "booking"

    def ready(self) -> None:
        from leads.assignment import register_away

        from .away import users_away

        # The lead assignment rules skip consultants on time off (leads cannot import booking).
        register_away(users_away)
