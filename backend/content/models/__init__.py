from .blog import BlogPost, BlogTag
from .catalogue import Country, Service
from .facts import Fact
from .pages import FaqItem, Office, Page, TeamMember
from .programmes import Programme, RuleChange
from .revisions import Revision
from .site import ContentVersion, SiteSettings
from .stories import SuccessStory, Testimonial

__all__ = [
    "BlogPost",
    "BlogTag",
    "ContentVersion",
    "Country",
    "Fact",
    "FaqItem",
    "Office",
    "Page",
    "Programme",
    "Revision",
    "RuleChange",
    "Service",
    "SiteSettings",
    "SuccessStory",
    "TeamMember",
    "Testimonial",
]
