import os

os.environ.setdefault("DJANGO_SETTINGS_MODULE", "config.settings.local")

from django.core.wsgi import get_wsgi_application

from config.body_limit import SizedBodies

application = SizedBodies(get_wsgi_application())
