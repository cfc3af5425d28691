"""Semantic retrieval against the fake OpenAI server's embeddings endpoint (fake_openai.py): the passages
embedded in batches in the background when the knowledge is built, the question per message, the
ranking blended into the lexical one; and lexical only whenever the endpoint is not there."""

import pytest

from chat import engine, knowledge, reading, semantic
from chat.parse import parse
from chat.retrieve import retrieve

from .fake_openai import FakeOpenAI

pytestmark = pytest.mark.django_db

# A toy embedding model: one dimension per topic, counting the topic's words (and one shared dimension).
TOPICS = {
    "study": ("study", "student", "course", "courses", "class", "classes", "university", "degree", "دراسة", "الدراسة"),
    "work": ("work", "job", "employer", "employment", "العمل"),
    "consultation": ("consultation", "meeting", "الاستشارة"),
    "fees": ("fee", "fees", "cost", "price", "أتعابنا"),
    "canada": ("canada", "express", "كندا"),
}
PARAPHRASE = "which permit do I need for my courses"  # the site says "study permit", never "courses"


def embed(text):
    words = text.lower().replace("?", " ").replace(".", " ").split()
    return [float(sum(words.count(w) for w in topic)) for topic in TOPICS.values()] + [0.1]


@pytest.fixture(autouse=True)
def _fresh_state():
    semantic._state = None
    semantic._questions.clear()
    semantic._paused_until = 0.0
    yield
    semantic._state = None


@pytest.fixture
def embeddings(settings):
    server = FakeOpenAI().start()
    server.embed = embed
    settings.CHAT_EMBEDDINGS_BASE_URL, settings.CHAT_EMBEDDINGS_MODEL = server.url, "test-embeddings"
    settings.CHAT_EMBEDDINGS_API_KEY, settings.CHAT_EMBEDDINGS_TIMEOUT = "sk-test", 0.5
    yield server
    server.stop()


def built(kb):
    state = semantic.prepare(kb)
    assert state is not None and state.done.wait(5)
    return state


def lexical_reply(message, monkeypatch):
    """The engine's reply from the character n-grams alone, as if no embeddings endpoint were set."""
    with monkeypatch.context() as patched:
        patched.setattr(semantic, "enabled", lambda: False)
        return engine.reply(message, "en")


def passage_path(kb, key):
    return next(p.path for p in kb.passages if p.key == key)


def test_without_the_settings_nothing_changes(knowledge_base):
    kb = knowledge.current()
    assert semantic.similar(PARAPHRASE, kb) == {}
    assert semantic.prepare(kb) is None and semantic._state is None


def test_embeddings_lift_a_paraphrase_the_letters_miss(knowledge_base, embeddings, monkeypatch):
    monkeypatch.setattr(semantic, "BATCH", 4)
    kb = knowledge.current()
    alone = lexical_reply(PARAPHRASE, monkeypatch)
    state = built(kb)
    # Every passage in both languages, in batches of at most BATCH, each text with its title.
    batches = embeddings.embedding_inputs()
    assert all(len(batch) <= 4 for batch in batches) and len(batches) > 1
    assert sum(len(batch) for batch in batches) == 2 * len(kb.passages) == 2 * len(state.by_key)
    assert any(text.startswith("Student visas\n") for batch in batches for text in batch)

    similar = semantic.similar(PARAPHRASE, kb)
    best = max(similar, key=similar.get)
    assert passage_path(kb, best) == "/services/study" and similar[best] == 1.0
    read = reading.of(kb)
    found = retrieve(parse(PARAPHRASE, kb, read), read)
    assert found[0].doc.passage.path == "/services/study"  # lifted by the embeddings
    assert alone.link is None or alone.link.href != "/services/study"  # the letters alone do not find it
    # The question is embedded once per message.
    questions = [batch for batch in embeddings.embedding_inputs() if batch == [PARAPHRASE]]
    assert len(questions) == 1


def test_a_question_the_letters_answer_keeps_its_answer(knowledge_base, embeddings):
    built(knowledge.current())
    assert engine.reply("is the first consultation free?", "en").link.href.startswith("/faq")


def test_the_knowledge_build_starts_the_embeddings_in_the_background(knowledge_base, embeddings):
    embeddings.embeddings_delay = 0.3
    knowledge._cache.clear()
    kb = knowledge.current()  # returns at once; the embeddings come later
    state = semantic._state
    assert state is not None and state.kb is kb and not state.done.is_set()
    # Meanwhile a message is answered from the letters alone.
    assert semantic.similar(PARAPHRASE, kb) == {}
    assert state.done.wait(5) and state.by_key


@pytest.mark.parametrize("failure", [500, 401, 429, "timeout"])
def test_an_embeddings_endpoint_that_fails_leaves_the_letters_alone(knowledge_base, embeddings, failure,
                                                                     monkeypatch):
    if failure != "timeout":
        embeddings.embeddings_status = failure
    kb = knowledge.current()
    known = "is the first consultation free?"
    expected = lexical_reply(known, monkeypatch)
    assert expected.link is not None and expected.link.href.startswith("/faq")
    if failure == "timeout":
        assert built(kb).by_key
        embeddings.embeddings_delay = 1.0  # the question's embedding waits 0.5 s at most
    else:
        assert not built(kb).by_key
    assert semantic.similar(PARAPHRASE, kb) == {}
    # Still answered, from the page the letters alone find.
    assert engine.reply(known, "en") == expected
    if failure == "timeout":
        # After a failed question the endpoint is left alone for a while: no new request.
        before = len(embeddings.requests)
        semantic.similar("another question", kb)
        assert len(embeddings.requests) == before


def test_a_failed_build_is_tried_again_later_not_on_every_message(knowledge_base, embeddings, monkeypatch):
    embeddings.embeddings_status = 500
    kb = knowledge.current()
    first = built(kb)
    assert semantic.prepare(kb) is first  # not again at once
    embeddings.embeddings_status = 200
    monkeypatch.setattr(semantic, "RETRY_AFTER", 0.0)
    again = built(kb)
    assert again is not first and again.by_key
