import os
import secrets
from typing import Any

from django.contrib.auth import get_user_model
from django.core.management.base import BaseCommand


class Command(BaseCommand):
    help = (
        "Make sure a staff admin account exists. ADMIN_EMAIL and ADMIN_PASSWORD set it; otherwise the "
        "first run creates admin@localhost with a generated password, printed once."
    )

    def handle(self, *args: Any, **options: Any) -> None:
        users = get_user_model()
        email = os.environ.get("ADMIN_EMAIL", "").strip().lower()
        password = os.environ.get("ADMIN_PASSWORD", "")
        if email and password:
            user, created = users.objects.get_or_create(username=email, defaults={"email": email})
            user.email = email
            user.is_staff = user.is_superuser = user.is_active = True
            user.set_password(password)
            user.save()
            action = "created" if created else "updated"
            self.stdout.write(f"Admin account {action}: {email} (password from ADMIN_PASSWORD).")
            return
        admin = users.objects.filter(is_superuser=True, is_active=True).order_by("id").first()
        if admin is not None:
            self.stdout.write(f"Admin account exists: {admin.get_username()}.")
            return
        email = email or "admin@localhost"
        password = secrets.token_urlsafe(12)
        users.objects.create_superuser(username=email, email=email, password=password)
        self.stdout.write(self.style.WARNING(
            f"Created the admin account {email} with password {password}\n"
            "It is shown only this once: keep it, or set ADMIN_EMAIL and ADMIN_PASSWORD and run again."
        ))
