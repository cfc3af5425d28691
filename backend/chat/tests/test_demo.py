"""The demo's conversation: the demo lead from the chat gets what was said, once."""

import pytest
from django.core.management import call_command

from chat.models import Conversation
from leads import demo as leads_demo
from leads.models import Lead

pytestmark = pytest.mark.django_db


def test_the_demo_chat_lead_gets_its_conversation_once(site, capsys):
    leads_demo.load()
    call_command("load_demo_chats", "--if-empty")
    chat_lead = Lead.objects.get(source="chat")
    conversation = Conversation.objects.get()
    assert conversation.lead == chat_lead and conversation.created_at < chat_lead.created_at
    assert conversation.language == chat_lead.language == "ar" and conversation.page_url == "/ar"
    assert [m.role for m in conversation.messages.all()] == ["user", "assistant"]
    call_command("load_demo_chats", "--if-empty")
    assert Conversation.objects.count() == 1
    assert "already present" in capsys.readouterr().out
