"""Site settings: the company's names, contacts, business hours, reply promises and social links (one row)."""

from typing import Any

from django.http import HttpRequest
from ninja import Router, Schema

from lib import chat_mode
from lib.hours import hours_text
from lib.i18n import LANGS
from lib.whatsapp import click_to_chat

from .. import models as m
from ..models.site import REPLY_CHANNELS
from ..schemas import I18n
from .base import Kind, tr


class HoursOut(Schema):
    days: list[str]
    opens: str
    closes: str
    # The hours as one line in each language ("Sunday–Thursday, 09:00–18:00"), as e-mails write them.
    text: I18n


class ReplyPromiseOut(Schema):
    # The first reply to an enquiry, within this many hours on business days (also each lead's reply-by).
    within_hours: int
    # What each channel promises ("same-day callback"), in both languages; "" where nothing is promised.
    email: I18n
    phone: I18n
    whatsapp: I18n


class SocialOut(Schema):
    facebook: str
    twitter: str
    linkedin: str
    youtube: str
    instagram: str
    tiktok: str
    whatsapp: str


class SiteOut(Schema):
    company_name: I18n
    tagline: I18n
    description: I18n
    phone: str
    email: str
    whatsapp: str
    hours: HoursOut
    reply_promise: ReplyPromiseOut
    social: SocialOut
    # The chat's LLM mode streams its answers: the widget then asks POST /api/chat/message/stream,
    # else POST /api/chat/message.
    chat_streams: bool


def out(s: m.SiteSettings) -> dict[str, Any]:
    opens, closes = s.opens_at.strftime("%H:%M"), s.closes_at.strftime("%H:%M")
    return {
        "company_name": tr(s, "company_name"), "tagline": tr(s, "tagline"), "description": tr(s, "description"),
        "phone": s.phone, "email": s.email, "whatsapp": s.whatsapp,
        "hours": {"days": s.open_day_list, "opens": opens, "closes": closes,
                  "text": {lang: hours_text(s.open_day_list, opens, closes, lang) for lang in LANGS}},
        "reply_promise": {"within_hours": s.reply_within_hours,
                          **{channel: tr(s, f"reply_{channel}") for channel in REPLY_CHANNELS}},
        "social": {
            "facebook": s.facebook_url, "twitter": s.twitter_url, "linkedin": s.linkedin_url,
            "youtube": s.youtube_url, "instagram": s.instagram_url, "tiktok": s.tiktok_url,
            "whatsapp": click_to_chat(s.whatsapp),
        },
        "chat_streams": chat_mode.streams(),
    }


router = Router(tags=["content"])


@router.get("site", response=SiteOut)
def site(request: HttpRequest) -> Any:
    return out(m.SiteSettings.load())


KIND = Kind(
    key="site", model=m.SiteSettings, label="Site settings", list_fields=("company_name", "phone", "email"),
    singleton=True, path_of=lambda s: "/", page="/", router=router, demo="site:SITE", demo_key="pk",
)
