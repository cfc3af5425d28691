"""Stage 1, parse: a visitor's message and the conversation so far -> what it asks.

Finds the destinations and programmes it names (from the content's names), a country we do not
serve named as a destination, and scores what it wants against the example sentences: intents (a
person, the hours, our fees, out of scope...) and the field asked about a programme (fee, time...).
Then reads it with the conversation's state: a follow-up that names no destination keeps the one
the conversation is about, one that asks nothing new keeps the field, and a new destination drops
the old programme."""

from collections.abc import Sequence
from dataclasses import dataclass, field, replace

from lib.ngrams import words

from . import knowledge
from .names import Names
from .reading import FIELD, Reading

# "I am from India": where the visitor comes from, not where they want to go.
_ORIGIN = frozenset({"from", "من"})
# A message this short that names nothing new is read as a follow-up of the conversation.
FOLLOW_UP_WORDS = 10
# Below this, a field's score is not the field asked (the conversation's field is kept).
FIELD_SURE = 0.22
# A message whose words beside the names found are all shorter than this asks no field of its own
# ("and for Germany?" keeps the conversation's).
MIN_FIELD_LETTERS = 4


@dataclass(frozen=True)
class State:
    """What the conversation is about: a destination (slug), a programme guide (path), a field."""

    country: str = ""
    programme: str = ""
    field: str = ""
    # The visitor's earlier messages, oldest first (not stored: read from the conversation): a
    # follow-up asking nothing new ("and the 491?") asks the last real one again of its topic.
    asked: tuple[str, ...] = ()


@dataclass
class Parsed:
    text: str
    core: str  # the message without the names found in it
    countries: list[str]  # the destinations named, in order (slugs)
    programmes: list[str]  # the guides named (paths)
    unserved: knowledge.Place | None
    intents: list[tuple[str, float]]  # best first
    fields: list[tuple[str, float]]  # best first
    state: State = field(default_factory=State)  # the conversation's state, read with this message
    follow_up: bool = False
    # How surely the message itself asks the state's field (0: the field is the conversation's).
    field_asked: float = 0.0

    @property
    def intent(self) -> tuple[str, float]:
        return self.intents[0] if self.intents else ("", 0.0)

    @property
    def field(self) -> tuple[str, float]:
        return self.fields[0] if self.fields else ("", 0.0)

    @property
    def words(self) -> int:
        return len(words(self.text))


def _unserved(message: str, places: Names, kb: knowledge.Knowledge) -> knowledge.Place | None:
    said = words(message)
    for found in places.find(message):
        if found.start == 0 or said[found.start - 1] not in _ORIGIN:
            return kb.elsewhere[int(found.key)]
    return None


def parse(message: str, kb: knowledge.Knowledge, reading: Reading, state: State | None = None) -> Parsed:
    found = reading.names.find(message)
    countries = list(dict.fromkeys(f.key for f in found if f.kind == "country"))
    programmes = list(dict.fromkeys(f.key for f in found if f.kind == "programme"))
    core = Names.without(message, found)
    scores = reading.classifier.scores(core or message)
    parsed = Parsed(
        text=message, core=core, countries=countries, programmes=programmes,
        unserved=None if countries or programmes else _unserved(message, reading.places, kb),
        intents=[(label, s) for label, s in scores if not label.startswith(FIELD)],
        fields=_fields(scores),
    )
    return with_state(parsed, state or State(), reading)


def _says_more(core: str) -> bool:
    """Whether a message says more than the names in it ("and for Germany?" does not)."""
    return any(len(w) >= MIN_FIELD_LETTERS for w in words(core))


def _fields(scores: list[tuple[str, float]]) -> list[tuple[str, float]]:
    """The classifier's scores of the fields asked of a programme, best first."""
    return [(label.removeprefix(FIELD), s) for label, s in scores if label.startswith(FIELD)]


def last_question(asked: Sequence[str], reading: Reading) -> str:
    """The latest of the visitor's messages that asked something of its own."""
    return next((text for text in reversed(asked) if _says_more(Names.without(text, reading.names.find(text)))), "")


def with_state(parsed: Parsed, before: State, reading: Reading) -> Parsed:
    """The message read with what the conversation is about."""
    country = parsed.countries[0] if parsed.countries else ""
    programme = ""
    named = [p for p in parsed.programmes if not country or reading.guide_country.get(p) == country]
    if len(named) > 1 and not country:
        # A name several destinations' guides share ("student visa"): the conversation's destination's.
        named = [p for p in named if reading.guide_country.get(p) == before.country] or named
    if len(named) == 1 or (named and country):
        programme = named[0]
        country = country or reading.guide_country.get(programme, "")
    new_topic = bool(country or parsed.programmes)
    follow_up = bool(before.country or before.programme) and parsed.words <= FOLLOW_UP_WORDS
    field_name, field_score = parsed.field
    # A message that says little beside a name ("and for Germany?") asks nothing new.
    says_more = _says_more(parsed.core)
    asked = field_name if field_score >= FIELD_SURE and says_more else ""
    question = last_question(before.asked, reading) if follow_up and not says_more else ""
    if question:
        # "And the 491?": the question asked before, of what this one names, and its field.
        core = Names.without(question, reading.names.find(question))
        parsed = replace(parsed, core=core, fields=_fields(reading.classifier.scores(core)) or parsed.fields)
        field_name, field_score = parsed.field
        asked = field_name if field_score >= FIELD_SURE else ""
    if new_topic:
        # A new destination drops the old programme; the same destination keeps it unless another is named.
        if country == before.country and not parsed.programmes:
            programme = before.programme
        state = State(country, programme, asked or (before.field if follow_up else ""))
    elif follow_up and not parsed.programmes:
        state = State(before.country, before.programme, asked or before.field)
    else:
        state = State("", "", asked)
    return replace(parsed, state=state, follow_up=follow_up and not new_topic,
                   field_asked=field_score if asked and state.field == asked else 0.0)
