"""The optional LLM engine: any OpenAI-compatible endpoint (CHAT_LLM_BASE_URL, CHAT_LLM_API_KEY,
CHAT_LLM_MODEL), grounded in the passages the embedded engine retrieved and in the conversation so
far. Any failure (timeout, error, empty answer) returns None and the embedded reply is used."""

import logging
from typing import Any

from django.conf import settings

from . import knowledge
from .engine import Reply

log = logging.getLogger(__name__)
LANG_NAMES = {"en": "English", "ar": "Arabic (Modern Standard Arabic)"}


def enabled() -> bool:
    return bool(settings.CHAT_LLM_BASE_URL and settings.CHAT_LLM_MODEL)


def _system_prompt(lang: str, grounded: Reply, kb: knowledge.Knowledge) -> str:
    site = kb.site
    sources = "\n\n".join(
        f"[{p.path}] {p.title[lang]}\n{p.answer[lang]}" for p in grounded.passages[:3]
    ) or grounded.text
    return (
        f"You are the website assistant of {site['company']['en']}, an immigration and relocation consultancy "
        "in Doha, Qatar. Answer only questions about immigration, visas, study, work, family sponsorship, "
        "relocation and our services; politely decline anything else and offer a free consultation.\n"
        f"Always answer in {LANG_NAMES[lang]}, in at most 120 words, plainly and warmly.\n"
        "Never promise or guarantee a visa or any outcome: the authorities decide. Never invent fees, "
        "processing times or facts that are not in the sources; when unsure, say so and suggest the free "
        "consultation.\n"
        f"Contact: phone {site['phone']}, WhatsApp https://wa.me/{site['whatsapp']}, hours {site['hours']['en']} "
        "(Qatar time).\n\n"
        f"Sources from our website:\n{sources}"
    )


def reply(message: str, lang: str, history: list[dict[str, str]], grounded: Reply) -> str | None:
    if not enabled():
        return None
    try:
        from openai import OpenAI

        client = OpenAI(base_url=settings.CHAT_LLM_BASE_URL, api_key=settings.CHAT_LLM_API_KEY or "not-needed",
                        timeout=settings.CHAT_LLM_TIMEOUT, max_retries=0)
        messages: list[Any] = [{"role": "system", "content": _system_prompt(lang, grounded, knowledge.current())}]
        messages += history[-10:]
        messages.append({"role": "user", "content": message})
        completion = client.chat.completions.create(
            model=settings.CHAT_LLM_MODEL, messages=messages, temperature=0.2, max_tokens=400,
        )
        text = (completion.choices[0].message.content or "").strip()
        return text or None
    except Exception:
        log.warning("LLM engine failed; answering with the embedded engine", exc_info=True)
        return None
