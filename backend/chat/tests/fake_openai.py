"""A fake OpenAI-compatible server on a loopback socket, for the LLM mode's tests: the real HTTP protocol
the `openai` SDK speaks, scripted by each test.

- `POST /v1/chat/completions`: a JSON completion, or with `"stream": true` Server-Sent Events
  (`data: {chunk}` lines, the text in small pieces, ending with `data: [DONE]`).
- `POST /v1/embeddings`: one vector per input, from `embed(text)`.
- Errors as OpenAI sends them (`{"error": {...}}` with 401, 429 and its Retry-After, 500), a slow
  answer (`delay`, to hit the client's timeout; `pause` between streamed chunks), and every request
  recorded (`requests`), so a test can read the prompt the model was given.

Only the standard library: the browser tests start it too (e2e/test_chat_llm.py).
"""

import json
import socket
import threading
import time
from collections.abc import Callable
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

ERRORS = {
    401: ("Incorrect API key provided.", "invalid_request_error", "invalid_api_key"),
    429: ("Rate limit reached.", "requests", "rate_limit_exceeded"),
    500: ("The server had an error while processing your request.", "server_error", None),
}


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _words(text: str) -> list[float]:
    """A default embedding: letters' counts (enough for requests to succeed)."""
    vector = [0.0] * 26
    for ch in text.lower():
        if "a" <= ch <= "z":
            vector[ord(ch) - 97] += 1.0
    return vector


class FakeOpenAI:
    def __init__(self) -> None:
        self.requests: list[dict[str, Any]] = []
        # What the model says: a text, or a function of the request's body.
        self.says: str | Callable[[dict[str, Any]], str] = "An answer from the sources. [1]"
        self.finish_reason = "stop"
        self.status = 200  # of chat completions: 401, 429 and 500 answer OpenAI's error
        self.delay = 0.0  # seconds before answering a completion
        self.piece = 3  # characters per streamed chunk
        self.pause = 0.0  # seconds between streamed chunks
        self.embed: Callable[[str], list[float]] = _words
        self.embeddings_status = 200
        self.embeddings_delay = 0.0
        self.port = free_port()
        self._server = ThreadingHTTPServer(("127.0.0.1", self.port), self._handler())
        self._server.daemon_threads = True

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> "FakeOpenAI":
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        self._server.shutdown()
        self._server.server_close()

    def completions(self) -> list[dict[str, Any]]:
        return [r["body"] for r in self.requests if r["path"] == "/v1/chat/completions"]

    def embedding_inputs(self) -> list[list[str]]:
        return [r["body"]["input"] for r in self.requests if r["path"] == "/v1/embeddings"]

    def _text(self, body: dict[str, Any]) -> str:
        return self.says(body) if callable(self.says) else self.says

    def _handler(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def _json(self, status: int, payload: dict[str, Any], headers: dict[str, str] | None = None) -> None:
                data = json.dumps(payload).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                for key, value in (headers or {}).items():
                    self.send_header(key, value)
                self.end_headers()
                self.wfile.write(data)

            def _error(self, status: int) -> None:
                message, kind, code = ERRORS.get(status, ("Error.", "server_error", None))
                headers = {"Retry-After": "20"} if status == 429 else {}
                self._json(status, {"error": {"message": message, "type": kind, "param": None, "code": code}},
                           headers)

            def do_POST(self) -> None:
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                fake.requests.append({"path": self.path, "body": body, "auth": self.headers.get("Authorization")})
                if self.path == "/v1/embeddings":
                    self._embeddings(body)
                elif self.path == "/v1/chat/completions":
                    self._completion(body)
                else:
                    self._json(404, {"error": {"message": "Unknown path.", "type": "invalid_request_error"}})

            def _embeddings(self, body: dict[str, Any]) -> None:
                time.sleep(fake.embeddings_delay)
                if fake.embeddings_status != 200:
                    self._error(fake.embeddings_status)
                    return
                inputs = body["input"] if isinstance(body["input"], list) else [body["input"]]
                data = [{"object": "embedding", "index": i, "embedding": fake.embed(text)}
                        for i, text in enumerate(inputs)]
                self._json(200, {"object": "list", "data": data, "model": body["model"],
                                 "usage": {"prompt_tokens": 1, "total_tokens": 1}})

            def _completion(self, body: dict[str, Any]) -> None:
                time.sleep(fake.delay)
                if fake.status != 200:
                    self._error(fake.status)
                    return
                text = fake._text(body)
                if body.get("stream"):
                    self._stream(body, text)
                    return
                self._json(200, {
                    "id": "chatcmpl-1", "object": "chat.completion", "created": 0, "model": body["model"],
                    "choices": [{"index": 0, "finish_reason": fake.finish_reason,
                                 "message": {"role": "assistant", "content": text}}],
                    "usage": {"prompt_tokens": 1, "completion_tokens": 1, "total_tokens": 2},
                })

            def _stream(self, body: dict[str, Any], text: str) -> None:
                self.send_response(200)
                self.send_header("Content-Type", "text/event-stream")
                self.send_header("Cache-Control", "no-cache")
                self.end_headers()

                def chunk(delta: dict[str, str], finish: str | None) -> None:
                    payload = {"id": "chatcmpl-1", "object": "chat.completion.chunk", "created": 0,
                               "model": body["model"], "choices": [{"index": 0, "delta": delta,
                                                                    "finish_reason": finish}]}
                    self.wfile.write(f"data: {json.dumps(payload)}\n\n".encode())
                    self.wfile.flush()

                chunk({"role": "assistant", "content": ""}, None)
                for start in range(0, len(text), fake.piece):
                    time.sleep(fake.pause)
                    chunk({"content": text[start:start + fake.piece]}, None)
                chunk({}, fake.finish_reason)
                self.wfile.write(b"data: [DONE]\n\n")
                self.wfile.flush()

        return Handler
