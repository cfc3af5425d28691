from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from leads import demo


class Command(BaseCommand):
    help = "Load the demo's leads (times relative to now), for the staff workbench on a fresh machine."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--if-empty", action="store_true", help="Do nothing when there are leads already.")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["if_empty"] and demo.has_leads():
            self.stdout.write("Leads already present: demo leads not loaded.")
            return
        self.stdout.write(self.style.SUCCESS(f"Demo leads loaded: {demo.load()}."))
