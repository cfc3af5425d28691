from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from content import demo_loader


class Command(BaseCommand):
    help = "Load the bilingual demo content (idempotent: records are matched by slug or key text)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument(
            "--if-empty", action="store_true", help="Do nothing when the site already has content (keeps edits)."
        )

    def handle(self, *args: Any, **options: Any) -> None:
        if options["if_empty"] and demo_loader.has_content():
            self.stdout.write("Content already present: demo content not loaded.")
            return
        counts = demo_loader.load()
        summary = ", ".join(f"{n} {name}" for name, n in counts.items())
        self.stdout.write(self.style.SUCCESS(f"Demo content loaded: {summary}."))
