from django.apps import AppConfig


class MailConfig(AppConfig):
    name = "mail"
    verbose_name = "E-mail outbox"
