"""The assistant states the consultation's length as the booking's meeting types have it (MeetingType
.duration_minutes), in English and in Arabic: staff change it in the data, not in the assistant's words."""

import pytest

from booking.models import MeetingType
from booking.tests import factories

pytestmark = pytest.mark.django_db


def ask(client, message: str, language: str) -> str:
    res = client.post("/api/chat/message", {"message": message, "language": language},
                      content_type="application/json")
    assert res.status_code == 200
    return res.json()["messages"][1]["content"]


@pytest.mark.parametrize(("language", "question", "said"), [
    ("en", "how do i book a consultation", "{n}-minute consultation"),
    ("ar", "كيف أحجز استشارة", "مدتها {n} دقيقة"),
])
def test_the_booking_answer_says_the_meeting_types_length(client, knowledge_base, language, question, said):
    factories.meeting_type("office", duration_minutes=30)
    factories.meeting_type("video", duration_minutes=30)
    assert said.format(n=30) in ask(client, question, language)
    MeetingType.objects.update(duration_minutes=45)
    answer = ask(client, question, language)
    assert said.format(n=45) in answer and said.format(n=30) not in answer
