import pytest

from content import models as m


@pytest.fixture
def knowledge_base(site, make_service):
    """A small but real site: services, a country and FAQ items in both languages."""
    make_service("study", title_en="Student visas", title_ar="تأشيرات الدراسة",
                 summary_en="We help you get admitted and get your study permit.",
                 summary_ar="نساعدك على القبول الجامعي والحصول على تصريح الدراسة.",
                 body_en="Study in Canada, Australia or the UK.",
                 body_ar="ادرس في كندا أو أستراليا أو المملكة المتحدة.")
    make_service("work", title_en="Work permits", title_ar="تصاريح العمل",
                 summary_en="Employer-sponsored work visas.", summary_ar="تأشيرات العمل بكفالة صاحب العمل.")
    m.Country.objects.create(slug="canada", code="CA", name_en="Canada", name_ar="كندا",
                             summary_en="Express Entry and study permits.", summary_ar="الدخول السريع وتصاريح الدراسة.",
                             processing_time_en="6–12 months (typical)", processing_time_ar="من 6 إلى 12 شهرًا (عادةً)",
                             experience_en="Express Entry files", experience_ar="ملفات الدخول السريع")
    m.FaqItem.objects.create(question_en="Is the first consultation free?",
                             question_ar="هل الاستشارة الأولى مجانية؟",
                             answer_en="Yes. The first 30-minute consultation is free.",
                             answer_ar="نعم، الاستشارة الأولى ومدتها 30 دقيقة مجانية.", category="general")
    m.FaqItem.objects.create(question_en="How much do your services cost?", question_ar="كم تكلفة خدماتكم؟",
                             answer_en="We quote our fees in writing after the free consultation.",
                             answer_ar="نقدّم أتعابنا مكتوبة بعد الاستشارة المجانية.", category="fees")
    m.Office.objects.create(name_en="Doha office", address_en="West Bay, Doha", address_ar="الخليج الغربي، الدوحة")


@pytest.fixture
def openai_server(settings):
    """A fake OpenAI-compatible server on loopback (fake_openai.py), set as the LLM mode's endpoint."""
    from .fake_openai import FakeOpenAI

    server = FakeOpenAI().start()
    settings.CHAT_LLM_BASE_URL = server.url
    settings.CHAT_LLM_API_KEY, settings.CHAT_LLM_MODEL, settings.CHAT_LLM_TIMEOUT = "sk-test", "test-model", 1.0
    settings.CHAT_LLM_STREAM = True
    yield server
    server.stop()
