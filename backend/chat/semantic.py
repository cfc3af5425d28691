"""Optional semantic retrieval beside the lexical index: any OpenAI-compatible embeddings endpoint
(CHAT_EMBEDDINGS_BASE_URL, CHAT_EMBEDDINGS_MODEL, CHAT_EMBEDDINGS_API_KEY). Without those settings
`similar` finds nothing and nothing else happens (the SDK is not even imported).

- The passages' embeddings (title and answer, one per language) are computed in batches in a background
  thread when the knowledge is built (knowledge.current() calls `prepare`), so no visitor waits for
  them; until they are there, and for good if the endpoint fails (tried again after RETRY_AFTER, or
  with the next content version), answers are lexical only.
- The question's embedding is asked per message, with a short timeout (CHAT_EMBEDDINGS_TIMEOUT);
  after a failure the endpoint is left alone for QUESTION_PAUSE seconds.
- Blending (retrieve.py): the CANDIDATES passages most similar to the question get a bonus on their
  answers' scores, in proportion to how far their similarity stands above the median passage's. A
  paraphrase that shares no word with the right passage can then lift it, while the decision's
  thresholds still apply to what it finally says.
"""

import logging
import math
import operator
import threading
import time
from array import array
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Protocol

from django.conf import settings

log = logging.getLogger(__name__)
BATCH = 64
BUILD_TIMEOUT = 30.0  # per batch, in the background
MAX_CHARS = 4000  # of a passage's text sent to be embedded
CANDIDATES = 5
RETRY_AFTER = 300.0
QUESTION_PAUSE = 60.0


class Embedded(Protocol):
    """What is embedded of a passage: its key, and its title and answer in each language."""

    @property
    def key(self) -> str: ...
    @property
    def title(self) -> dict[str, str]: ...
    @property
    def answer(self) -> dict[str, str]: ...


class Knowledge(Protocol):
    """What this module reads of the assistant's knowledge (knowledge.Knowledge): its passages."""

    @property
    def passages(self) -> Sequence[Embedded]: ...


def enabled() -> bool:
    return bool(settings.CHAT_EMBEDDINGS_BASE_URL and settings.CHAT_EMBEDDINGS_MODEL)


def _config() -> tuple[str, str, str]:
    return settings.CHAT_EMBEDDINGS_BASE_URL, settings.CHAT_EMBEDDINGS_MODEL, settings.CHAT_EMBEDDINGS_API_KEY


def _embed(config: tuple[str, str, str], texts: list[str], timeout: float) -> list["array[float]"]:
    from openai import OpenAI

    base_url, model, key = config
    client = OpenAI(base_url=base_url, api_key=key or "not-needed", timeout=timeout, max_retries=0)
    answer = client.embeddings.create(model=model, input=texts)
    vectors = [_unit(d.embedding) for d in sorted(answer.data, key=lambda d: d.index)]
    if len(vectors) != len(texts):
        raise ValueError(f"{len(texts)} texts, {len(vectors)} embeddings")
    return vectors


def _unit(vector: list[float]) -> "array[float]":
    """The vector at length one, in single precision (a few MB for a few hundred passages, not tens)."""
    norm = math.sqrt(sum(x * x for x in vector)) or 1.0
    return array("f", (x / norm for x in vector))


def _similarity(a: "array[float]", b: "array[float]") -> float:
    return sum(map(operator.mul, a, b)) if len(a) == len(b) else 0.0


@dataclass
class _Vectors:
    """The embeddings of one knowledge's passages, from one endpoint, filled in by a background thread."""

    kb: Knowledge
    config: tuple[str, str, str]
    done: threading.Event = field(default_factory=threading.Event)
    by_key: dict[str, list["array[float]"]] = field(default_factory=dict)
    failed_at: float | None = None

    def build(self) -> None:
        texts = [(p.key, f"{p.title[lang]}\n{p.answer[lang]}"[:MAX_CHARS])
                 for p in self.kb.passages for lang in ("en", "ar")]
        found: dict[str, list[array[float]]] = {}
        try:
            for start in range(0, len(texts), BATCH):
                batch = texts[start:start + BATCH]
                for (key, _), vector in zip(batch, _embed(self.config, [t for _, t in batch], BUILD_TIMEOUT),
                                            strict=True):
                    found.setdefault(key, []).append(vector)
            self.by_key = found
        except Exception:
            log.warning("passage embeddings failed; the assistant's retrieval stays lexical", exc_info=True)
            self.failed_at = time.monotonic()
        finally:
            self.done.set()


_state: _Vectors | None = None
_lock = threading.Lock()


def prepare(kb: Knowledge) -> _Vectors | None:
    """Starts embedding this knowledge's passages in the background, once per knowledge and endpoint
    (again after a failure, RETRY_AFTER seconds later). Returns what is (being) computed."""
    global _state
    if not enabled():
        return None
    config = _config()
    with _lock:
        state = _state
        stale = (state is None or state.kb is not kb or state.config != config
                 or (state.failed_at is not None and time.monotonic() - state.failed_at > RETRY_AFTER))
        if stale:
            state = _state = _Vectors(kb, config)
            threading.Thread(target=state.build, name="chat-embeddings", daemon=True).start()
    return state


_questions: "OrderedDict[tuple[tuple[str, str, str], str], array[float]]" = OrderedDict()
_paused_until = 0.0


def _question(config: tuple[str, str, str], message: str) -> "array[float] | None":
    global _paused_until
    key = (config, message)
    with _lock:
        if key in _questions:
            _questions.move_to_end(key)
            return _questions[key]
        if time.monotonic() < _paused_until:
            return None
    try:
        vector = _embed(config, [message], settings.CHAT_EMBEDDINGS_TIMEOUT)[0]
    except Exception:
        log.warning("question embedding failed; answering from the lexical index", exc_info=True)
        with _lock:
            _paused_until = time.monotonic() + QUESTION_PAUSE
        return None
    with _lock:
        _questions[key] = vector
        while len(_questions) > 256:
            _questions.popitem(last=False)
    return vector


def similar(message: str, kb: Knowledge) -> dict[str, float]:
    """The CANDIDATES passages most like the question, each with how far its similarity stands above
    the median passage's (1 for the best); empty without the settings, before the passages'
    embeddings are ready, or on any failure. Retrieval adds this, weighed, to their answers' scores."""
    if not enabled():
        return {}
    state = prepare(kb)
    if state is None or not state.done.is_set() or not state.by_key:
        return {}
    question = _question(state.config, message)
    if question is None:
        return {}
    ranked = sorted(((max(_similarity(question, v) for v in vectors), key) for key, vectors in state.by_key.items()),
                    reverse=True)
    best, median = ranked[0][0], ranked[len(ranked) // 2][0]
    if best <= median:
        return {}
    return {key: (score - median) / (best - median) for score, key in ranked[:CANDIDATES] if score > median}
