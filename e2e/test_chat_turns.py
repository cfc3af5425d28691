"""The chat's turns in a real browser with the embedded engine, in English and Arabic, on a desktop and on a
phone: each turn is the documented POST /api/chat/message ({message, language, conversationId?}), the reply
shown is the answer's last message (the assistant's), a non-OK answer shows nothing; and a visitor who
ignores the contact request is asked again once, then answered as before."""

import itertools
from collections.abc import Iterator

import pytest
from liveserver import Server
from playwright.sync_api import Browser, Locator, Page, expect
from test_chat import ANSWERS, ASK, ASK_AGAIN, QUESTIONS, SECOND, WELCOME

SIZES = pytest.mark.parametrize("size", [(1280, 900), (390, 844)], ids=["desktop", "phone"])
LANGS = pytest.mark.parametrize("lang", ["en", "ar"])
# Each test is its own visitor (the server trusts one proxy hop): the chat's budget of messages per address
# is the suite's to share otherwise, and these tests alone send about thirty.
ADDRESSES = (f"198.51.100.{n}" for n in itertools.count(10))
THIRD = {"en": "Is the first consultation free?", "ar": "هل الاستشارة الأولى مجانية؟"}


@pytest.fixture
def chat_page(browser: Browser, request: pytest.FixtureRequest) -> Iterator[Page]:
    width, height = request.getfixturevalue("size")
    context = browser.new_context(viewport={"width": width, "height": height}, is_mobile=width < 640,
                                  has_touch=width < 640, extra_http_headers={"X-Forwarded-For": next(ADDRESSES)})
    context.add_init_script("localStorage.setItem('chat.opened', '1')")  # opened by the visitor, whole
    yield context.new_page()
    context.close()


def open_chat(page: Page, server: Server, lang: str) -> Locator:
    page.goto(server.base_url + ("/ar" if lang == "ar" else "/"))
    page.locator("button[aria-controls=chat-window]").click()
    dialog = page.get_by_role("dialog")
    expect(dialog.get_by_role("log")).to_contain_text(WELCOME[lang], timeout=5_000)
    return dialog


def write(dialog: Locator, text: str) -> None:
    dialog.locator("#chat-input").fill(text)
    dialog.locator("#chat-input").press("Enter")


def bubbles(dialog: Locator) -> Locator:
    return dialog.get_by_role("log").locator("li:not([aria-hidden])")


@SIZES
@LANGS
def test_each_turn_is_the_documented_request_and_shows_the_assistants_last_message(
        server: Server, chat_page: Page, lang: str, size: tuple[int, int]) -> None:
    page = chat_page
    posts: list[tuple[str, dict]] = []
    page.on("request", lambda r: posts.append((r.url.split("/api/")[-1], r.post_data_json))
            if "/api/chat/" in r.url else None)
    dialog = open_chat(page, server, lang)

    # A non-OK answer: the typing indicator goes, no reply is shown (and no contact request follows).
    page.route("**/api/chat/message", lambda route: route.fulfill(
        status=503, content_type="application/json", body='{"error": {"code": "unavailable", "message": "x"}}'))
    write(dialog, SECOND[lang])
    expect(bubbles(dialog).last).to_have_text(SECOND[lang])
    expect(dialog.get_by_test_id("chat-typing")).to_have_count(0, timeout=10_000)
    expect(dialog.locator("#chat-input")).to_be_enabled()
    expect(bubbles(dialog)).to_have_count(2)  # the welcome and the visitor's message
    assert [url for url, _ in posts] == ["chat/message"], posts
    page.unroute("**/api/chat/message")

    # The embedded engine answers: POST /api/chat/message with the documented body, no stream.
    with page.expect_response("**/api/chat/message") as answered:
        write(dialog, QUESTIONS[lang])
    reply = answered.value.json()["messages"][-1]
    assert reply["role"] == "assistant" and ANSWERS[lang] in reply["content"]
    expect(bubbles(dialog)).to_have_count(4)
    expect(bubbles(dialog).last).to_contain_text(reply["content"].split("\n")[0])
    url, body = posts[-1]
    assert url == "chat/message" and "conversationId" not in body, posts
    assert (body["message"], body["language"]) == (QUESTIONS[lang], lang)
    assert all(url == "chat/message" for url, _ in posts), posts

    # The next turn carries the conversation the first answer gave (after the contact request is declined).
    expect(dialog.get_by_text(ASK[lang])).to_be_visible(timeout=5_000)
    write(dialog, "no thanks" if lang == "en" else "لا شكرًا")
    expect(bubbles(dialog)).to_have_count(7)
    with page.expect_response("**/api/chat/message") as answered:
        write(dialog, THIRD[lang])
    assert posts[-1][1]["conversationId"] == answered.value.json()["conversationId"]
    expect(bubbles(dialog).last).to_contain_text(answered.value.json()["messages"][-1]["content"].split("\n")[0])
    assert all(url == "chat/message" for url, _ in posts), posts


@SIZES
@LANGS
def test_a_visitor_who_ignores_the_contact_request_keeps_getting_answers(
        server: Server, chat_page: Page, lang: str, size: tuple[int, int]) -> None:
    page = chat_page
    posts: list[str] = []
    page.on("request", lambda r: posts.append(r.url.split("/api/")[-1]) if "/api/chat/" in r.url else None)
    dialog = open_chat(page, server, lang)
    write(dialog, QUESTIONS[lang])
    expect(dialog.locator("li", has_text=ANSWERS[lang])).to_be_visible(timeout=10_000)
    expect(dialog.get_by_text(ASK[lang])).to_be_visible(timeout=5_000)

    # The next message is read as contact details: none, so the request is made again, with its example.
    write(dialog, SECOND[lang])
    expect(dialog.get_by_text(ASK_AGAIN[lang])).to_be_visible(timeout=5_000)
    assert posts == ["chat/message"], posts

    # Still none: the visitor has moved on. The question goes to the assistant and is answered.
    with page.expect_response("**/api/chat/message") as answered:
        write(dialog, SECOND[lang])
    reply = answered.value.json()["messages"][-1]["content"]
    expect(bubbles(dialog).last).to_contain_text(reply.split("\n")[0], timeout=10_000)
    with page.expect_response("**/api/chat/message") as answered:
        write(dialog, THIRD[lang])
    expect(bubbles(dialog).last).to_contain_text(answered.value.json()["messages"][-1]["content"].split("\n")[0])
    expect(dialog.get_by_test_id("chat-typing")).to_have_count(0)
    # Neither request is made again in this conversation.
    expect(dialog.get_by_text(ASK[lang])).to_have_count(1)
    expect(dialog.get_by_text(ASK_AGAIN[lang])).to_have_count(1)
    assert posts == ["chat/message"] * 3, posts
