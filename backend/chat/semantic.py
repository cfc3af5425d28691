"""Optional semantic retrieval beside the lexical index: any OpenAI-compatible embeddings endpoint
(CHAT_EMBEDDINGS_BASE_URL, CHAT_EMBEDDINGS_MODEL, CHAT_EMBEDDINGS_API_KEY). Without those settings
`fused` gives the lexical hits back untouched and nothing else happens (the SDK is not even imported).

- The passages' embeddings (title and answer, one per language) are computed in batches in a background
  thread when the knowledge is built (knowledge.current() calls `prepare`), so no visitor waits for
  them; until they are there, and for good if the endpoint fails (tried again after RETRY_AFTER, or
  with the next content version), answers are lexical only.
- The question's embedding is asked per message, with a short timeout (CHAT_EMBEDDINGS_TIMEOUT);
  after a failure the endpoint is left alone for QUESTION_PAUSE seconds.
- Fusion, a weighted blend on the lexical scale: the CANDIDATES passages most similar to the question
  get a bonus of up to WEIGHT x the best lexical score (at least the engine's MIN_SCORE), in
  proportion to how far their similarity stands above the median passage's. A paraphrase that shares
  no word with the right passage can then lift it, while the engine's rules (a passage must contain a
  word of the question to be answered from) still apply to what it finally says.
"""

import logging
import math
import operator
import threading
import time
from array import array
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from django.conf import settings

if TYPE_CHECKING:
    from .knowledge import Knowledge, Passage

log = logging.getLogger(__name__)
BATCH = 64
BUILD_TIMEOUT = 30.0  # per batch, in the background
MAX_CHARS = 4000  # of a passage's text sent to be embedded
WEIGHT = 1.0
CANDIDATES = 5
RETRY_AFTER = 300.0
QUESTION_PAUSE = 60.0


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

    kb: "Knowledge"
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


def prepare(kb: "Knowledge") -> _Vectors | None:
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


def fused(message: str, kb: "Knowledge", hits: list[tuple["Passage", float]], limit: int
          ) -> list[tuple["Passage", float]]:
    """The lexical hits with the semantic ranking blended in (see the module's docstring); the hits
    unchanged without the settings, before the passages' embeddings are ready, or on any failure."""
    if not enabled():
        return hits
    state = prepare(kb)
    if state is None or not state.done.is_set() or not state.by_key:
        return hits
    question = _question(state.config, message)
    if question is None:
        return hits
    from .engine import MIN_SCORE

    similar = sorted(((max(_similarity(question, v) for v in vectors), key) for key, vectors in state.by_key.items()),
                     reverse=True)
    best, median = similar[0][0], similar[len(similar) // 2][0]
    if best <= median:
        return hits
    scale = WEIGHT * max(hits[0][1] if hits else 0.0, MIN_SCORE)
    scores: dict[str, Any] = {p.key: [p, score] for p, score in hits}
    passages = {p.key: p for p in kb.passages}
    for similarity, key in similar[:CANDIDATES]:
        if similarity > median and key in passages:
            entry = scores.setdefault(key, [passages[key], 0.0])
            entry[1] += scale * (similarity - median) / (best - median)
    ranked = sorted(scores.values(), key=lambda entry: entry[1], reverse=True)
    return [(p, score) for p, score in ranked[:limit]]
