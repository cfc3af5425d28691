"""The LLM mode against a fake OpenAI server on loopback (fake_openai.py): grounded in the passages,
the link from our data, the checks on what the model writes, the budget, and every failure falling
back to the embedded reply with the turn still stored."""

import re

import pytest

from chat import grounding, llm
from chat.models import Message

pytestmark = pytest.mark.django_db


def send(client, message, language="en", conversation_id=None):
    body = {"message": message, "language": language}
    if conversation_id is not None:
        body["conversationId"] = conversation_id
    res = client.post("/api/chat/message", body, content_type="application/json")
    assert res.status_code == 200, res.content
    return res.json()


def system_of(request):
    return request["messages"][0]["content"]


def sources_in(system):
    """The numbered sources of a system prompt: (number, title, page)."""
    return re.findall(r"^\[(\d+)\] (.+) \(page (\S+)\)$", system, re.MULTILINE)


FREE = "is the first consultation free?"


def test_the_model_answers_from_the_passages_and_the_link_is_the_cited_sources_page(client, knowledge_base,
                                                                                     openai_server):
    openai_server.says = "Yes: the first 30-minute consultation is free. [1]"
    reply = send(client, FREE)["messages"][-1]
    assert reply["content"] == "Yes: the first 30-minute consultation is free."
    system = system_of(openai_server.completions()[-1])
    sources = sources_in(system)
    assert sources[0][1] == "Is the first consultation free?"
    assert reply["link"]["href"] == sources[0][2]
    # Only what the engine retrieved, from our data, and the rules.
    assert "Yes. The first 30-minute consultation is free." in system
    assert "Answer only from the numbered sources" in system and "Never promise" in system
    assert 1 <= len(sources) <= llm.MAX_SOURCES
    assert Message.objects.get(role="assistant").engine == "llm"


def test_a_second_source_cited_gives_that_sources_page_not_a_url_from_the_model(client, knowledge_base,
                                                                                openai_server):
    openai_server.says = ("Canada offers study permits, see [the official page](https://study.example.com/ca) "
                          "or https://evil.example.org. [2]")
    reply = send(client, "tell me about student visas")["messages"][-1]
    sources = sources_in(system_of(openai_server.completions()[-1]))
    assert sources[0][2] == "/services/study" and len(sources) >= 2
    assert reply["content"] == "Canada offers study permits, see the official page or."
    assert reply["link"]["href"] == sources[1][2] != "/services/study"


@pytest.mark.parametrize("says", [
    "The consultation costs QAR 500. [1]",
    "It takes 3 weeks. [1]",
    "The first consultation is free, and we guarantee your visa. [1]",
    "Payment in dollars is fine. [1]",
])
def test_an_invented_figure_or_a_promise_gives_the_embedded_reply(client, knowledge_base, openai_server, says):
    openai_server.says = says
    reply = send(client, FREE)["messages"][-1]
    assert reply["content"] == "Yes. The first 30-minute consultation is free."
    assert Message.objects.get(role="assistant").engine == "retrieval"


def test_an_honest_no_guarantee_and_the_figures_of_the_sources_are_accepted(client, knowledge_base, openai_server):
    openai_server.says = "No one can guarantee a visa, but the first 30-minute consultation is free. [1]"
    assert send(client, FREE)["messages"][-1]["content"].startswith("No one can guarantee")


@pytest.mark.parametrize("failure", ["timeout", 500, 401, 429, "down", "empty", "cut"])
def test_any_failure_gives_the_embedded_reply_and_the_turn_is_stored(client, knowledge_base, openai_server,
                                                                      settings, failure):
    if failure == "timeout":
        openai_server.delay = 1.5  # the client waits 1 s
    elif failure == "down":
        from conftest import free_port

        settings.CHAT_LLM_BASE_URL = f"http://127.0.0.1:{free_port()}/v1"
    elif failure == "empty":
        openai_server.says = "  [1] "
    elif failure == "cut":
        openai_server.finish_reason = "length"
    else:
        openai_server.status = failure
    body = send(client, FREE)
    assert body["messages"][-1]["content"] == "Yes. The first 30-minute consultation is free."
    assert [m.role for m in Message.objects.all()] == ["user", "assistant"]
    assert Message.objects.get(role="assistant").engine == "retrieval"
    if failure not in ("down", "timeout"):
        assert len(openai_server.completions()) == 1  # no retries


def test_the_model_is_not_asked_when_no_passage_answers(client, knowledge_base, openai_server):
    send(client, "what is the weather in Paris tomorrow?")
    send(client, "hello")
    send(client, "can you guarantee my visa?")
    assert openai_server.completions() == []
    assert set(Message.objects.filter(role="assistant").values_list("engine", flat=True)) == {"retrieval"}


def test_the_reply_language_is_the_messages_and_the_sources_are_in_it(client, knowledge_base, openai_server):
    openai_server.says = "نعم، الاستشارة الأولى ومدتها 30 دقيقة مجانية. [1]"
    reply = send(client, "هل الاستشارة الأولى مجانية؟", "en")["messages"][-1]
    assert reply["content"] == "نعم، الاستشارة الأولى ومدتها 30 دقيقة مجانية."
    assert reply["link"]["href"].startswith("/ar/")
    system = system_of(openai_server.completions()[-1])
    assert "Always answer in Arabic" in system
    assert "نعم، الاستشارة الأولى ومدتها 30 دقيقة مجانية." in system
    assert "Yes. The first 30-minute consultation is free." not in system


def test_the_prompt_keeps_to_its_budget_dropping_the_oldest_history_first(client, knowledge_base, openai_server,
                                                                          settings):
    openai_server.says = "The first consultation is free. [1]"
    conversation = None
    for n in range(4):
        conversation = send(client, f"question {n}: " + "is the first consultation free? " * 20,
                            conversation_id=conversation)["conversationId"]
    settings.CHAT_LLM_CONTEXT_TOKENS = 900
    settings.CHAT_LLM_MAX_TOKENS = 123
    send(client, FREE, conversation_id=conversation)
    request = openai_server.completions()[-1]
    messages = request["messages"]
    assert request["max_tokens"] == 123
    assert sum(llm.tokens(m["content"]) + llm.PER_MESSAGE for m in messages) <= 900
    history = messages[1:-1]
    assert 0 < len(history) < 8  # some turns dropped, some kept
    assert history[-1]["role"] == "assistant" and messages[-1] == {"role": "user", "content": FREE}
    assert "question 3" in history[-2]["content"]
    assert not any("question 0" in m["content"] for m in history)  # the oldest went first
    assert sources_in(system_of(request))  # the sources stay


def test_a_small_budget_drops_history_then_sources_then_shortens_the_last(client, knowledge_base, settings,
                                                                          openai_server):
    settings.CHAT_LLM_CONTEXT_TOKENS = 260
    send(client, "tell me about student visas")
    messages = openai_server.completions()[-1]["messages"]
    assert len(messages) == 2
    assert len(sources_in(messages[0]["content"])) == 1


# The checks themselves ------------------------------------------------------------------------------
def test_clean_takes_out_markers_markdown_links_and_foreign_urls_but_keeps_ours():
    ours = {"https://wa.me/97444312200"}
    text, cited = grounding.clean(
        "Write to us on https://wa.me/97444312200, or read [the guide](http://x.example/a) [2]. Also www.y.example!",
        ours)
    assert (text, cited) == ("Write to us on https://wa.me/97444312200, or read the guide. Also!", 2)


def test_figures_are_compared_across_digit_scripts_and_separators():
    given = "Fees: QAR 1,500. المدة من ٦ إلى ١٢ شهرًا. Call +974 4431 2200."
    assert grounding.problem("It costs QAR 1500 and takes 6 to 12 months.", given) is None
    assert grounding.problem("يستغرق 6 إلى 12 شهرًا", given) is None
    assert grounding.problem("It costs QAR 2,000.", given) is not None
    assert grounding.problem("It costs 1,500 dollars.", given) is not None
    assert grounding.problem("Steps:\n1. Book\n2. Apply", given) is None  # a list's markers are not figures
    assert grounding.problem("نضمن لك التأشيرة", given) is not None
    assert grounding.problem("لا أحد يستطيع أن يضمن التأشيرة", given) is None
    assert grounding.problem("You will be approved.", given) is not None


def test_a_streamed_prefix_stops_before_a_half_written_word_or_link():
    assert grounding.safe_prefix("It costs QAR 1,5") == "It costs QAR "
    assert grounding.safe_prefix("Read [the guide") == "Read "
    assert grounding.safe_prefix("Read [the guide](http://x.example/a b") == "Read "
    assert grounding.safe_prefix("Read [the guide](http://x) now ") == "Read [the guide](http://x) now "
    assert grounding.safe_prefix("Free") == ""
