"""The chat's LLM mode in the browser: the product started with CHAT_LLM_* pointing at the fake OpenAI
server of the backend tests (backend/chat/tests/fake_openai.py, on loopback), whose model streams its
answer slowly. The window shows the answer growing, then the stored reply with the cited page."""

import sys
from collections.abc import Iterator

import pytest
from playwright.sync_api import Page, expect

from conftest import ROOT, Server, running

sys.path.insert(0, str(ROOT / "backend"))
from chat.tests.fake_openai import FakeOpenAI

ANSWER = "Yes: the first consultation is free, in our Doha office, by phone or by video. [1]"


@pytest.fixture(scope="module")
def llm() -> Iterator[tuple[Server, FakeOpenAI]]:
    fake = FakeOpenAI().start()
    fake.says, fake.piece, fake.pause = ANSWER, 6, 0.15
    env = {"TRUSTED_PROXY_HOPS": "1", "CHAT_LLM_BASE_URL": fake.url, "CHAT_LLM_MODEL": "test-model",
           "CHAT_LLM_API_KEY": "sk-test"}
    with running(env) as live:
        yield live, fake
    fake.stop()


def test_a_streamed_answer_grows_in_the_window_and_keeps_the_cited_page(llm: tuple[Server, FakeOpenAI],
                                                                        page: Page) -> None:
    server, fake = llm
    posts: list[str] = []
    page.on("request", lambda r: posts.append(r.url.split("/api/")[-1]) if "/api/chat/" in r.url else None)
    page.goto(server.base_url + "/")
    dialog = page.get_by_role("dialog")
    expect(dialog).to_be_visible(timeout=10_000)
    box = dialog.locator("#chat-input")
    box.fill("Is the first consultation free?")
    box.press("Enter")
    expect(dialog.get_by_test_id("chat-typing")).to_be_visible()

    reply = dialog.locator("li", has_text="Yes: the first")
    expect(reply).to_be_visible(timeout=10_000)
    shown_first = reply.inner_text()
    expect(dialog.get_by_test_id("chat-typing")).to_have_count(0)  # gone with the first words
    expect(box).to_be_disabled()  # until the whole reply is there
    expect(reply).to_contain_text("by phone or by video.", timeout=10_000)
    assert "by video" not in shown_first, shown_first  # it grew while the model wrote
    assert "[1]" not in reply.inner_text()
    expect(reply.get_by_role("link")).to_have_attribute("href", "/faq#faq-1")
    expect(box).to_be_enabled()
    request = fake.completions()[-1]
    assert request["stream"] is True and "Always answer in English" in request["messages"][0]["content"]
    assert posts == ["chat/message/stream"], posts  # the site settings say the LLM mode streams
    assert page.errors == []  # type: ignore[attr-defined]
