from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from booking import demo


class Command(BaseCommand):
    help = "Load the demo's meeting types and consultants (idempotent: matched by slug and e-mail)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--if-empty", action="store_true",
                            help="Do nothing when meeting types already exist (keeps staff's set-up).")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["if_empty"] and demo.has_setup():
            self.stdout.write("Booking already set up: demo meeting types and consultants not loaded.")
            return
        counts = demo.load()
        self.stdout.write(self.style.SUCCESS(
            "Booking demo loaded: " + ", ".join(f"{n} {name}" for name, n in counts.items()) + "."))
