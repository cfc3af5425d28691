"""Site settings of the demo: the company, its contacts, hours, how quickly it replies and social channels."""

from content.models.site import REPLY_PROMISES

SITE = {
    "company_name": {"en": "Horizon Gate Immigration", "ar": "بوابة الأفق للهجرة"},
    "tagline": {"en": "Immigration & relocation consultants in Doha", "ar": "مستشارو الهجرة والانتقال في الدوحة"},
    "description": {
        "en": "Horizon Gate Immigration helps families, students, workers and investors in Qatar plan their move "
              "abroad with honest advice and complete, well-prepared applications. Our consultants guide you "
              "from the first free consultation to your arrival.",
        "ar": "تساعد بوابة الأفق للهجرة العائلات والطلاب والعاملين والمستثمرين في قطر على التخطيط للانتقال إلى "
              "الخارج بمشورة صادقة وطلبات مكتملة ومُعدّة بعناية. يرافقك مستشارونا من الاستشارة المجانية الأولى "
              "حتى وصولك.",
    },
    "phone": "+974 4431 2200",
    "email": "info@horizongate.qa",
    "whatsapp": "97444312200",
    "open_days": "Su,Mo,Tu,We,Th",
    "opens_at": "09:00",
    "closes_at": "18:00",
    "reply_within_hours": 24,
    **{f"reply_{channel}": promise for channel, promise in REPLY_PROMISES.items()},
    "facebook_url": "https://www.facebook.com/horizongate.qa",
    "twitter_url": "https://x.com/horizongate_qa",
    "linkedin_url": "https://www.linkedin.com/company/horizongate-qa",
    "youtube_url": "https://www.youtube.com/@horizongate-qa",
    "instagram_url": "https://www.instagram.com/horizongate.qa",
    "tiktok_url": "https://www.tiktok.com/@horizongate.qa",
    "notification_email": "leads@horizongate.qa",
}
