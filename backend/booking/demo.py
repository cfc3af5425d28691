"""The demo's booking set-up: the free consultation in the office, by phone and by video, and two of
the demo team as consultants who take them (on the site's business hours until they set their own).

Like the demo team, the consultants are the demo's: before launch an admin makes the real staff
consultants on the booking settings screen. Their accounts have no usable password until an admin
sets one on the Users screen.
"""

from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.db import transaction

from accounts.names import set_display_names

from .models import Consultant, MeetingType

TYPES = [
    {"slug": "office", "mode": MeetingType.Mode.OFFICE, "order": 1,
     "name_en": "Free consultation at our office", "name_ar": "الاستشارة المجانية في المكتب",
     "description_en": "Meet a consultant at our Doha office. Bring your documents.",
     "description_ar": "قابِل أحد مستشارينا في مكتبنا بالدوحة، وأحضِر معك مستنداتك."},
    {"slug": "phone", "mode": MeetingType.Mode.PHONE, "order": 2,
     "name_en": "Free consultation by phone", "name_ar": "الاستشارة المجانية عبر مكالمة هاتفية",
     "description_en": "A consultant calls you at the time you choose.",
     "description_ar": "يتصل بك أحد مستشارينا في الموعد الذي تختاره."},
    {"slug": "video", "mode": MeetingType.Mode.VIDEO, "order": 3,
     "name_en": "Free consultation by video", "name_ar": "الاستشارة المجانية عبر مكالمة فيديو",
     "description_en": "Talk face to face from wherever you are; the link comes by e-mail.",
     "description_ar": "تحدّث وجهًا لوجه أينما كنت، ويصلك الرابط بالبريد الإلكتروني."},
]

CONSULTANTS = [
    {"email": "daniel@horizongate.qa", "first_name": "Daniel", "last_name": "Okafor", "name_ar": "دانيال أوكافور"},
    {"email": "priya@horizongate.qa", "first_name": "Priya", "last_name": "Raman", "name_ar": "بريا رامان"},
]


def has_setup() -> bool:
    return MeetingType.objects.exists()


@transaction.atomic
def load() -> dict[str, int]:
    """Meeting types and consultants, matched by slug and e-mail: loading twice changes nothing."""
    types = [MeetingType.objects.update_or_create(slug=t["slug"], defaults=t)[0] for t in TYPES]
    agents = Group.objects.get_or_create(name="agent")[0]
    for person in CONSULTANTS:
        user, created = get_user_model().objects.get_or_create(
            username=person["email"],
            defaults={"email": person["email"], "first_name": person["first_name"],
                      "last_name": person["last_name"], "is_staff": True})
        if created:
            user.set_unusable_password()
            user.save()
            user.groups.add(agents)
            set_display_names(user, f"{person['first_name']} {person['last_name']}", person["name_ar"])
        consultant, _ = Consultant.objects.get_or_create(user=user)
        consultant.meeting_types.add(*types)
    return {"meeting types": len(types), "consultants": len(CONSULTANTS)}
