from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from cases import demo


class Command(BaseCommand):
    help = "Give the demo's client case a programme, fee, documents and milestones (after load_demo_leads)."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--if-empty", action="store_true",
                            help="Do nothing when a case already has a programme.")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["if_empty"] and demo.has_cases():
            self.stdout.write("Client cases already present: demo cases not filled.")
            return
        self.stdout.write(self.style.SUCCESS(f"Demo client cases filled: {demo.load()}."))
