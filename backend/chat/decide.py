"""Stage 3, decide: a short policy over the parsed message and what retrieval found.

In order, and each step says why (`Decision.why`, stored with the reply and shown to staff):
0. a message nearly the same as a sentence an editor attached from the inbox (TAUGHT) -> that answer
   (a passage's summary, or the intent as in step 2): the editor's decision comes first;
1. a country we do not serve, named as a destination -> the honest hand-off;
2. a clear intent (its score above INTENT_SURE and ahead of every field by INTENT_MARGIN, no
   programme named): out of scope (an intent named out_of_scope...) -> hand-off; a person -> hand-off;
   one the assistant has its own sentence for (the hours, booking, small talk) -> that sentence,
   filled from the site's settings; any other (our fees, guarantees, payment...) -> the best of the
   site's own pages and FAQ answers;
3. a programme name several destinations share, none said -> which one (one clarifying question);
4. otherwise the best answer in scope (the programme's, the destination's, or anywhere), when its
   score reaches MIN_ANSWER: a field asked of a programme answers with that field's items; without a
   programme, a destination whose guides answer about as well (TOP_TWO_MARGIN) -> which one;
   below MIN_ANSWER -> the honest hand-off. Precision first: a hand-off is better than a wrong answer."""

from dataclasses import dataclass, field

from . import knowledge
from .parse import Parsed, State
from .reading import Reading
from .replies import REPLIES
from .retrieve import FIELD_KINDS, LIST_KINDS, Candidate, retrieve, site_wide

# How alike a message must be to an editor's sentence (reading.Taught) to be answered with its target:
# the same question with small changes (case, a word's ending, punctuation, a typo).
TAUGHT = 0.75
INTENT_SURE = 0.30
INTENT_MARGIN = 0.03
# How alike the best answer must be, by how narrow the scope is: a programme's own answers, a
# destination's, anything the site says.
MIN_IN_PROGRAMME = 0.08
MIN_IN_COUNTRY = 0.14
MIN_ANSWER = 0.18
MIN_SITE_ANSWER = 0.16
# Without a destination: the site's own answer is preferred when it scores this share of the best,
# and one destination's answer needs this lead over any other destination's, else: which one?
SITE_OVER_DESTINATION = 0.75
DESTINATION_LEAD = 0.08
# A destination's own answer of the field asked beats one programme's scoring up to this share more.
DESTINATION_OVER_PROGRAMME = 0.8
# A page's answer of the field asked beats its other answers scoring up to this share more.
FIELD_OVER_OTHER = 0.95
# One item of a list answers alone when it is this alike and this far ahead of the next one.
ONE_ITEM = 0.35
ONE_ITEM_LEAD = 0.1
# Other answers of the same page at least this alike as the best (by similarity) are said with it.
ALONG = 0.7
MAX_ALONG = 3
# What the visitor said besides a greeting makes it a question, not small talk.
SMALL_TALK_WORDS = 4
OUT_OF_SCOPE = "out_of_scope"
SMALL_TALK = frozenset({"greeting", "thanks", "goodbye"})


@dataclass
class Decision:
    action: str  # answer, list, clarify, handoff, say (one of the assistant's own sentences)
    key: str = ""  # for say/handoff: which sentence (replies.py); for list: the field
    chosen: list[Candidate] = field(default_factory=list)
    found: list[Candidate] = field(default_factory=list)  # everything retrieved, best first
    choices: list[knowledge.Passage] = field(default_factory=list)
    confidence: float = 0.0
    why: dict = field(default_factory=dict)
    state: State = field(default_factory=State)


def _why(parsed: Parsed, rule: str, found: list[Candidate] | None = None) -> dict:
    return {
        "rule": rule,
        "intents": [[name, round(s, 3)] for name, s in parsed.intents[:3]],
        "fields": [[name, round(s, 3)] for name, s in parsed.fields[:3]],
        "named": {"countries": parsed.countries, "programmes": parsed.programmes},
        "state": {"country": parsed.state.country, "programme": parsed.state.programme,
                  "field": parsed.state.field, "follow_up": parsed.follow_up},
        "candidates": [[c.doc.passage.path, c.doc.kind, round(c.score, 3)] for c in (found or [])[:4]],
    }


def _clear_intent(parsed: Parsed) -> str:
    name, score = parsed.intent
    best_field = parsed.field[1]
    if not name or score < INTENT_SURE or score < best_field + INTENT_MARGIN or parsed.programmes:
        return ""
    if name in SMALL_TALK and parsed.words > SMALL_TALK_WORDS:
        return ""
    return name


def _for_intent(intent: str, score: float, parsed: Parsed, reading: Reading, taught: str = "") -> Decision | None:
    """What a clear intent decides (None: answer as any other question)."""
    state, by = parsed.state, f"{taught}: " if taught else ""
    if intent.startswith(OUT_OF_SCOPE):
        return Decision("handoff", OUT_OF_SCOPE, confidence=score, why=_why(parsed, f"{by}out of scope: {intent}"),
                        state=State())
    if intent == "human":
        return Decision("handoff", "human", confidence=score, why=_why(parsed, f"{by}asks for a person"),
                        state=state)
    if intent in REPLIES:
        return Decision("say", intent, confidence=score, why=_why(parsed, f"{by}intent {intent}"), state=state)
    found = retrieve(parsed, reading, where=site_wide)
    if found and found[0].score >= MIN_SITE_ANSWER:
        return Decision("answer", chosen=found[:1], found=found, confidence=found[0].score,
                        why=_why(parsed, f"{by}intent {intent}: the site's own answer", found), state=State())
    return None


def _taught(parsed: Parsed, reading: Reading) -> Decision | None:
    """The answer an editor attached to a sentence nearly the same as this message."""
    best = reading.taught.best(parsed.text)
    if best is None or best[1] < TAUGHT:
        return None
    target, similarity = best
    rule = f"an editor's example sentence for {target} ({similarity:.2f})"
    if target.startswith("intent:"):
        return _for_intent(target.removeprefix("intent:"), similarity, parsed, reading, taught=rule)
    doc = next((d for d in reading.docs if d.passage.key == target and d.unit is None and d.kind == "summary"), None)
    if doc is None:
        return None  # the passage is gone (unpublished or deleted): answer as any other question
    chosen = Candidate(doc, similarity, similarity)
    return Decision("answer", chosen=[chosen], found=[chosen], confidence=similarity,
                    why=_why(parsed, rule, [chosen]), state=State(doc.country, doc.programme, ""))


def decide(parsed: Parsed, kb: knowledge.Knowledge, reading: Reading) -> Decision:
    state = parsed.state
    taught = _taught(parsed, reading)
    if taught is not None:
        return taught
    if parsed.unserved is not None and not state.country:
        return Decision("handoff", "unserved", confidence=1.0, why=_why(parsed, "a country we do not serve"),
                        state=State())
    intent = _clear_intent(parsed)
    if intent:
        decided = _for_intent(intent, parsed.intent[1], parsed, reading)
        if decided is not None:
            return decided
    if len(parsed.programmes) > 1 and not state.programme:
        choices = [reading.guides[p] for p in parsed.programmes if p in reading.guides]
        return Decision("clarify", choices=choices, confidence=0.5, why=_why(parsed, "a name several guides share"),
                        state=state)
    found = retrieve(parsed, reading)
    least = MIN_IN_PROGRAMME if state.programme else MIN_IN_COUNTRY if state.country else MIN_ANSWER
    if not found or found[0].score < least:
        return Decision("handoff", OUT_OF_SCOPE, confidence=found[0].score if found else 0.0,
                        why=_why(parsed, "nothing answers well enough", found), state=state)
    best = found[0]
    if not state.country and best.doc.country:
        # No destination said or talked about, and the best answer is one destination's: the site's
        # own answer when it is nearly as good ("can my family come?" is the FAQ's, not one guide's);
        # else that destination's when it stands out; else which destination?
        general = next((c for c in found if site_wide(c.doc)), None)
        if general is not None and general.score >= SITE_OVER_DESTINATION * best.score:
            return Decision("answer", chosen=[general], found=found, confidence=general.score,
                            why=_why(parsed, "the site's own answer before one destination's", found), state=state)
        countries = _best_per_country(found)
        if len(countries) > 1 and countries[0].score - countries[1].score < DESTINATION_LEAD:
            choices = [c.doc.passage if not c.doc.programme else reading.guides[c.doc.programme]
                       for c in countries[:4]]
            return Decision("clarify", choices=choices, confidence=best.score,
                            why=_why(parsed, "several destinations answer about as well", found), state=state)
    if state.country and not state.programme and best.doc.programme:
        # A destination named without a programme: its own answer of the kind asked ("how long for a UK
        # visa" is the destination's general time) unless one programme's answers clearly better.
        own = next((c for c in found if c.doc.country == state.country and not c.doc.programme
                    and c.doc.kind in FIELD_KINDS.get(state.field, ())), None)
        if own is not None and own.score >= DESTINATION_OVER_PROGRAMME * best.score:
            best = own
    if best.doc.kind not in FIELD_KINDS.get(state.field, ()):
        # The page's answer of the kind asked before its summary or another of its answers, when
        # nearly as good ("how long for a study visa in Canada" is Canada's time, not its summary).
        asked = next((c for c in found if c.doc.passage is best.doc.passage
                      and c.doc.kind in FIELD_KINDS.get(state.field, ())), None)
        if asked is not None and asked.score >= FIELD_OVER_OTHER * best.score:
            best = asked
    programme = best.doc.programme
    chosen_state = State(best.doc.country or state.country, programme or state.programme, state.field)
    kinds = LIST_KINDS.get(state.field, frozenset())
    second = next((c.similarity for c in found[1:] if c.doc.kind == best.doc.kind), 0.0)
    stands_out = best.similarity >= ONE_ITEM and best.similarity - second >= ONE_ITEM_LEAD
    if programme and best.doc.kind in kinds and not stands_out:
        return Decision("list", state.field, chosen=[best], found=found, confidence=best.score,
                        why=_why(parsed, f"the {state.field} of a programme", found), state=chosen_state)
    # Answers of the same page nearly as alike go with it (a points table's neighbouring rows).
    along = [c for c in found[1:] if c.doc.passage is best.doc.passage and c.doc.unit is not None
             and best.doc.unit is not None and c.similarity >= ALONG * best.similarity][:MAX_ALONG]
    return Decision("answer", chosen=[best, *along], found=found, confidence=best.score,
                    why=_why(parsed, "the best answer", found), state=chosen_state)


def _best_per_country(found: list[Candidate]) -> list[Candidate]:
    """The best programme answer of each destination, best first."""
    best: dict[str, Candidate] = {}
    for c in found:
        if c.doc.programme and c.doc.country not in best:
            best[c.doc.country] = c
    return list(best.values())
