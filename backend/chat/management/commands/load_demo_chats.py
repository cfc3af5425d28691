from typing import Any

from django.core.management.base import BaseCommand, CommandParser

from chat import demo


class Command(BaseCommand):
    help = "Load the demo's conversation with the assistant, behind the demo lead that came from the chat."

    def add_arguments(self, parser: CommandParser) -> None:
        parser.add_argument("--if-empty", action="store_true", help="Do nothing when there are conversations.")

    def handle(self, *args: Any, **options: Any) -> None:
        if options["if_empty"] and demo.has_conversations():
            self.stdout.write("Conversations already present: the demo's not loaded.")
            return
        self.stdout.write(self.style.SUCCESS(f"Demo conversations loaded: {demo.load()}."))
