"""The managers' reports: the funnel by source and campaign, per consultant, the assistant's share, the
range's edges in Doha time, bad ranges, who may read them, the CSVs, and the lead list filters they link to."""

import datetime

import pytest
from django.utils import timezone

from booking.models import Booking
from booking.tests import factories
from chat.models import Conversation
from leads import lifecycle
from leads.models import Lead

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]

DOHA = datetime.timezone(datetime.timedelta(hours=3))
FIRST, LAST = datetime.date(2026, 10, 1), datetime.date(2026, 10, 31)
RANGE = f"date_from={FIRST}&date_to={LAST}"


def at(day: int, hour: int = 10, minute: int = 0, month: int = 10) -> datetime.datetime:
    return datetime.datetime(2026, month, day, hour, minute, tzinfo=DOHA)


def booked(lead: Lead, status: str = Booking.Status.CONFIRMED) -> Booking:
    return factories.booking(lead=lead, status=status)


def closed(lead: Lead, status: str, when: datetime.datetime) -> None:
    changes: dict = {}
    lead.lost_reason = "price" if status == Lead.Status.LOST else ""
    lifecycle.move(lead, status, "imported" if lead.status == "new" else "update", changes)
    event = lifecycle.record(lead, None, "update", changes)
    type(event).objects.filter(pk=event.pk).update(at=when)


@pytest.fixture
def october(make_lead, agent, admin):
    """Leads of October (Doha) at each step, some outside it, with UTM campaigns and conversations."""
    made = {}
    made["plain"] = make_lead(created_at=at(2), utm={"utm_campaign": "autumn"})
    made["booked"] = make_lead(created_at=at(3), utm={"utm_campaign": "autumn"}, assignee=agent)
    booked(made["booked"], Booking.Status.CANCELLED)
    made["held"] = make_lead(created_at=at(4), source="booking", assignee=agent)
    booked(made["held"], Booking.Status.COMPLETED)
    made["client"] = make_lead(created_at=at(5), source="chat", assignee=agent)
    booked(made["client"], Booking.Status.COMPLETED)
    closed(made["client"], Lead.Status.CONVERTED, at(20))
    Conversation.objects.create(lead=made["client"])
    # Converted once, then lost again: still a client of the funnel.
    made["was_client"] = make_lead(created_at=at(6), utm={"utm_source": "x"}, assignee=admin)
    closed(made["was_client"], Lead.Status.CONVERTED, at(7))
    closed(made["was_client"], Lead.Status.LOST, at(8))
    # Another source with a chat before: the assistant's too.
    made["form_chat"] = make_lead(created_at=at(7))
    Conversation.objects.create(lead=made["form_chat"])
    # 23:30 Doha on the last day is in; 00:10 Doha on the next is out; so is 23:50 on the day before the first.
    made["late"] = make_lead(created_at=at(31, 23, 30))
    make_lead(created_at=at(1, 0, 10, month=11))
    make_lead(created_at=datetime.datetime(2026, 9, 30, 23, 50, tzinfo=DOHA))
    return made


def test_the_funnel_counts_each_step_of_the_range_by_source(signed_in, october):
    funnel = signed_in("admin").get(f"/api/admin/reports/funnel?{RANGE}").json()
    assert funnel["range"] == {"date_from": "2026-10-01", "date_to": "2026-10-31"}
    total = funnel["total"]
    assert (total["leads"], total["booked"], total["held"], total["clients"]) == (7, 3, 2, 2)
    assert total["booked_rate"] == round(3 / 7, 3) and total["held_rate"] == round(2 / 3, 3)
    assert total["clients_rate"] == 1.0 and total["client_rate"] == round(2 / 7, 3)
    rows = {r["key"]: r for r in funnel["rows"]}
    assert rows["contact"]["leads"] == 5 and rows["contact"]["booked"] == 1 and rows["contact"]["clients"] == 1
    assert rows["booking"]["held"] == 1 and rows["chat"]["clients"] == 1 and rows["chat"]["label"] == "Chat assistant"
    assert funnel["rows"][0]["key"] == "contact"  # most leads first


def test_a_meeting_booked_or_held_outside_the_calendar_counts_by_its_status(signed_in, october):
    """Staff who book by phone set the status themselves: no Booking row, still a step of the funnel."""
    by_phone = october["plain"]
    changes: dict = {}
    lifecycle.move(by_phone, Lead.Status.BOOKED, "update", changes)
    lifecycle.record(by_phone, None, "update", changes)
    total = signed_in("admin").get(f"/api/admin/reports/funnel?{RANGE}").json()["total"]
    assert (total["booked"], total["held"]) == (4, 2)
    changes = {}
    lifecycle.move(by_phone, Lead.Status.COMPLETED, "meeting", changes)
    lifecycle.record(by_phone, None, "meeting", changes)
    total = signed_in("admin").get(f"/api/admin/reports/funnel?{RANGE}").json()["total"]
    assert (total["booked"], total["held"]) == (4, 3)


def test_the_funnel_by_campaign_puts_leads_without_one_under_none(signed_in, october):
    rows = {r["key"]: r for r in signed_in("admin").get(
        f"/api/admin/reports/funnel?{RANGE}&by=campaign").json()["rows"]}
    assert rows["autumn"]["leads"] == 2 and rows["autumn"]["booked"] == 1
    assert rows["(none)"]["leads"] == 5 and rows["(none)"]["label"] == "(no campaign)"


def test_a_lead_at_2330_doha_on_the_last_day_counts_and_the_next_day_does_not(signed_in, october, make_lead):
    one_day = signed_in("admin").get("/api/admin/reports/funnel?date_from=2026-10-31&date_to=2026-10-31").json()
    assert one_day["total"]["leads"] == 1 and one_day["rows"][0]["key"] == "contact"


def test_per_consultant_response_times_on_time_share_and_win_rate(signed_in, october, agent, admin):
    first = october["booked"]
    Lead.objects.filter(pk=first.pk).update(first_response_at=first.created_at + datetime.timedelta(minutes=30),
                                            reply_by=first.created_at + datetime.timedelta(hours=1))
    held = october["held"]
    Lead.objects.filter(pk=held.pk).update(first_response_at=held.created_at + datetime.timedelta(minutes=90),
                                           reply_by=held.created_at + datetime.timedelta(hours=1))
    client = october["client"]
    Lead.objects.filter(pk=client.pk).update(first_response_at=client.created_at + datetime.timedelta(minutes=60),
                                             reply_by=client.created_at + datetime.timedelta(hours=2))
    rows = {r["assignee"]: r for r in signed_in("admin").get(
        f"/api/admin/reports/consultants?{RANGE}").json()["rows"]}
    sara = rows[str(agent.pk)]
    assert sara["name"] == "Sara Agent" and sara["leads"] == 3 and sara["answered"] == 3
    assert sara["median_minutes"] == 60.0 and sara["mean_minutes"] == 60.0
    assert (sara["on_time"], sara["due"], sara["on_time_share"]) == (2, 3, round(2 / 3, 3))
    assert (sara["won"], sara["lost"], sara["win_rate"]) == (1, 0, 1.0)
    aisha = rows[str(admin.pk)]
    assert (aisha["won"], aisha["lost"], aisha["win_rate"]) == (0, 1, 0.0) and aisha["median_minutes"] is None
    nobody = rows["none"]
    assert nobody["name"] == "Unassigned" and nobody["leads"] == 3
    assert list(rows)[-1] == "none"


def test_a_lead_closed_outside_the_range_does_not_count_for_the_win_rate(signed_in, october, agent):
    rows = {r["assignee"]: r for r in signed_in("admin").get(
        "/api/admin/reports/consultants?date_from=2026-10-01&date_to=2026-10-19").json()["rows"]}
    assert (rows[str(agent.pk)]["won"], rows[str(agent.pk)]["win_rate"]) == (0, None)


def test_a_client_lost_after_the_range_counts_neither_as_won_nor_as_lost_in_it(signed_in, october, agent):
    """Sara's client was converted on 20 October; lost in November, it is a November loss, not an October one."""
    closed(october["client"], Lead.Status.LOST, at(3, month=11))
    rows = {r["assignee"]: r for r in signed_in("admin").get(
        f"/api/admin/reports/consultants?{RANGE}").json()["rows"]}
    assert (rows[str(agent.pk)]["won"], rows[str(agent.pk)]["lost"]) == (0, 0)
    rows = {r["assignee"]: r for r in signed_in("admin").get(
        "/api/admin/reports/consultants?date_from=2026-11-01&date_to=2026-11-30").json()["rows"]}
    assert (rows[str(agent.pk)]["won"], rows[str(agent.pk)]["lost"]) == (0, 1)


def test_the_assistant_share_counts_chat_leads_and_other_leads_with_a_conversation(signed_in, october):
    share = signed_in("admin").get(f"/api/admin/reports/assistant?{RANGE}").json()
    assert (share["leads"], share["assistant"], share["chat"], share["other_sources"]) == (7, 2, 1, 1)
    assert share["share"] == round(2 / 7, 3)
    assert (share["clients"], share["client_share"]) == (1, 0.5)
    assert share["others_client_share"] == round(1 / 5, 3)


@pytest.mark.parametrize("query", ["date_from=2026-10-31&date_to=2026-10-01",
                                   "date_from=2024-01-01&date_to=2026-01-02",
                                   "date_from=2026-13-01&date_to=2026-10-01",
                                   "date_from=yesterday",
                                   # The end of Python's calendar: the day after it cannot be computed.
                                   "date_from=9999-12-01&date_to=9999-12-31"])
def test_a_range_the_reports_do_not_take_is_a_422(signed_in, query):
    client = signed_in("admin")
    for report in ("funnel", "consultants", "assistant", "funnel.csv"):
        answer = client.get(f"/api/admin/reports/{report}?{query}")
        assert answer.status_code == 422, (report, query)
        assert answer.json()["error"]["fields"]


def test_two_years_is_the_longest_range(signed_in):
    answer = signed_in("admin").get("/api/admin/reports/funnel?date_from=2024-01-01&date_to=2025-12-31")
    assert answer.status_code == 200


@pytest.mark.parametrize("role", ["agent", "editor"])
def test_only_administrators_read_the_reports(signed_in, role):
    client = signed_in(role)
    for report in ("funnel", "consultants", "assistant", "funnel.csv", "consultants.csv", "assistant.csv"):
        assert client.get(f"/api/admin/reports/{report}").status_code == 403
    assert "reports" not in client.get("/api/admin/auth/me").json()["capabilities"]


def test_the_default_range_is_the_last_30_office_days(signed_in, make_lead):
    make_lead(created_at=timezone.now())
    funnel = signed_in("admin").get("/api/admin/reports/funnel").json()
    today = timezone.localdate()
    assert funnel["range"] == {"date_from": (today - datetime.timedelta(days=29)).isoformat(),
                               "date_to": today.isoformat()}
    assert funnel["total"]["leads"] == 1


def test_each_report_downloads_as_csv_in_the_staff_members_language(signed_in, october, admin, make_lead):
    make_lead(created_at=at(9), utm={"utm_campaign": "=HYPERLINK(1)"})
    client = signed_in("admin")
    answer = client.get(f"/api/admin/reports/funnel.csv?{RANGE}&by=campaign")
    assert answer["Content-Type"].startswith("text/csv")
    assert "funnel-by-campaign-2026-10-01-2026-10-31.csv" in answer["Content-Disposition"]
    text = answer.content.decode("utf-8")
    assert text.startswith("\ufeffUTM campaign,Leads,Consultation booked,Booked % of leads")
    assert "'=HYPERLINK(1),1,0,0.0" in text and "\r\nTotal,8,3,37.5," in text
    client.patch("/api/admin/auth/me", {"language": "ar"}, content_type="application/json",
                 HTTP_X_CSRFTOKEN=client.csrf_token())
    arabic = client.get(f"/api/admin/reports/consultants.csv?{RANGE}").content.decode("utf-8")
    assert arabic.startswith("\ufeffالمستشار,") and "غير مُسنَد" in arabic
    assistant = client.get(f"/api/admin/reports/assistant.csv?{RANGE}").content.decode("utf-8").splitlines()
    assert assistant[1].startswith("8,2,1,1,25.0,1,50.0")


def test_the_leads_list_shows_the_leads_behind_each_figure(signed_in, october, agent):
    client = signed_in("admin")

    def ids(query: str) -> set[int]:
        return {r["id"] for r in client.get(f"/api/admin/leads?{query}&per_page=100").json()["items"]}

    within = "created_from=2026-10-01&created_to=2026-10-31"
    assert ids(f"{within}&stage=booked") == {october[k].pk for k in ("booked", "held", "client")}
    assert ids(f"{within}&stage=held") == {october[k].pk for k in ("held", "client")}
    assert ids(f"{within}&stage=client") == {october[k].pk for k in ("client", "was_client")}
    assert ids(f"{within}&utm_campaign=autumn") == {october[k].pk for k in ("plain", "booked")}
    assert len(ids(f"{within}&utm_campaign=(none)")) == 5
    assert ids(f"{within}&assistant=true") == {october[k].pk for k in ("client", "form_chat")}
    assert ids(f"{within}&assistant=true&stage=client") == {october["client"].pk}
    assert ids(f"assignee={agent.pk}&status=converted&closed_from=2026-10-01&closed_to=2026-10-31") == {
        october["client"].pk}
    assert ids("status=converted&closed_from=2026-10-01&closed_to=2026-10-19") == set()
    export = b"".join(client.get(f"/api/admin/leads/export.csv?{within}&stage=held").streaming_content).decode()
    assert len(export.strip().splitlines()) == 3


@pytest.mark.parametrize("field", ["created_from", "created_to", "closed_from", "closed_to"])
def test_a_lead_list_day_at_the_end_of_the_calendar_is_a_422(signed_in, field):
    client = signed_in("admin")
    for path in ("/api/admin/leads", "/api/admin/leads/export.csv"):
        answer = client.get(f"{path}?{field}=9999-12-31")
        assert answer.status_code == 422, (path, answer.status_code)
        assert field in answer.json()["error"]["fields"]
