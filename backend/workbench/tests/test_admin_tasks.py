"""A lead's tasks and calls with their results through the admin API: who may, what is refused (in the
staff member's language), the office's clock, the timeline, "my day" and the dashboard's late tasks."""

import datetime as dt

import pytest
from django.utils import timezone

from accounts.preferences import set_language
from leads.models import Lead, LeadEvent, Task

pytestmark = [pytest.mark.django_db, pytest.mark.usefixtures("form_services")]
QATAR = dt.timezone(dt.timedelta(hours=3))


def url(lead, path=""):
    return f"/api/admin/leads/{lead.pk}{path}"


def office(days: int = 1, hour: int = 16) -> str:
    """A time of day on the office's clock, as the admin's form sends it (no offset)."""
    day = timezone.localdate() + dt.timedelta(days=days)
    return f"{day.isoformat()}T{hour:02d}:00"


def test_only_staff_who_work_leads_manage_tasks(site, make_lead, signed_in, agent):
    lead = make_lead()
    body = {"owner_id": agent.pk, "due_at": office()}
    assert signed_in(None).api("POST", url(lead, "/tasks"), body).status_code == 401
    assert signed_in("editor").api("POST", url(lead, "/tasks"), body).status_code == 403
    assert signed_in("editor").get("/api/admin/tasks/my-day").status_code == 403
    assert not Task.objects.exists()


def test_a_task_is_entered_and_shown_on_the_offices_clock(site, make_lead, signed_in, agent):
    lead = make_lead()
    res = signed_in("agent").api("POST", url(lead, "/tasks"), {"owner_id": agent.pk, "due_at": office(),
                                                                 "note": "  Call after 4 pm "})
    assert res.status_code == 201, res.content
    [task] = res.json()["tasks"]
    assert task["due_time"] == "16:00" and task["due_at"].endswith("+03:00") and task["note"] == "Call after 4 pm"
    assert task["owner"] == {"id": agent.pk, "name": "Sara Agent"} and task["overdue"] is False
    stored = Task.objects.get()
    assert stored.due_at.astimezone(QATAR).hour == 16 and stored.reminded_at is None
    entry = res.json()["timeline"][0]
    assert entry["kind"] == "task" and entry["task"]["what"] == "added" and entry["actor"] == "Sara Agent"


def test_a_task_is_ticked_done_reopened_edited_and_deleted_each_on_the_timeline(site, make_lead, signed_in, agent,
                                                                             admin):
    lead = make_lead()
    client = signed_in("agent")
    client.api("POST", url(lead, "/tasks"), {"owner_id": agent.pk, "due_at": office()})
    task = Task.objects.get()
    done = client.api("PATCH", url(lead, f"/tasks/{task.pk}"), {"done": True}).json()
    assert done["tasks"][0]["done_at"] and done["tasks"][0]["done_by"] == "Sara Agent"
    client.api("PATCH", url(lead, f"/tasks/{task.pk}"), {"done": False})
    edited = client.api("PATCH", url(lead, f"/tasks/{task.pk}"),
                        {"owner_id": admin.pk, "due_at": office(2, 9), "note": "Ask for the passport"}).json()
    assert edited["tasks"][0]["due_time"] == "09:00" and edited["tasks"][0]["owner"]["id"] == admin.pk
    assert edited["tasks"][0]["done_at"] is None
    res = client.api("DELETE", url(lead, f"/tasks/{task.pk}"))
    assert res.status_code == 200 and res.json()["tasks"] == []
    whats = [e.changes["what"] for e in LeadEvent.objects.filter(lead=lead, action="task").order_by("id")]
    assert whats == ["added", "done", "reopened", "edited", "deleted"]


def test_a_task_of_another_lead_is_not_found(site, make_lead, signed_in, agent):
    lead, other = make_lead(), make_lead(email="b@example.com")
    client = signed_in("agent")
    client.api("POST", url(lead, "/tasks"), {"owner_id": agent.pk, "due_at": office()})
    task = Task.objects.get()
    assert client.api("PATCH", url(other, f"/tasks/{task.pk}"), {"done": True}).status_code == 404
    assert Task.objects.get().done_at is None


def test_a_task_needs_an_owner_who_works_leads_and_a_time_in_either_language(site, make_lead, signed_in, agent,
                                                                            editor):
    lead = make_lead()
    client = signed_in("agent")
    res = client.api("POST", url(lead, "/tasks"), {"owner_id": editor.pk, "due_at": office()})
    assert res.status_code == 422
    assert res.json()["error"]["fields"]["owner_id"] == ("This staff member's role does not work leads: "
                                                          "choose someone who does.")
    assert client.api("POST", url(lead, "/tasks"), {"owner_id": agent.pk}).status_code == 422
    assert client.api("POST", url(lead, "/tasks"), {"owner_id": agent.pk, "due_at": office(),
                                                    "note": "x" * 201}).status_code == 422
    set_language(agent, "ar")
    res = client.api("POST", url(lead, "/tasks"), {"owner_id": 999_999, "due_at": office()})
    assert res.status_code == 422 and res.json()["error"]["fields"]["owner_id"] == "اختر موظفًا نشطًا."
    assert not Task.objects.exists()


def test_my_day_is_my_open_tasks_due_today_or_late(site, make_lead, signed_in, agent, admin):
    lead = make_lead()
    now = timezone.now()
    late = Task.objects.create(lead=lead, owner=agent, due_at=now - dt.timedelta(days=3))
    later_today = Task.objects.create(lead=lead, owner=agent, due_at=now + dt.timedelta(minutes=1))
    Task.objects.create(lead=lead, owner=agent, due_at=now + dt.timedelta(days=2))  # not today
    Task.objects.create(lead=lead, owner=admin, due_at=now - dt.timedelta(hours=1))  # not mine
    Task.objects.create(lead=lead, owner=agent, due_at=now - dt.timedelta(hours=1), done_at=now)  # done
    res = signed_in("agent").get("/api/admin/tasks/my-day")
    assert res.status_code == 200
    tasks = res.json()["tasks"]
    assert [t["id"] for t in tasks] == [late.pk, later_today.pk]
    assert tasks[0]["overdue"] is True and tasks[0]["lead_id"] == lead.pk and tasks[0]["lead_name"] == "Aisha Khan"


def test_the_dashboard_counts_my_late_tasks_and_everyones_for_an_administrator(site, make_lead, signed_in, agent,
                                                                              admin):
    lead = make_lead()
    past = timezone.now() - dt.timedelta(hours=2)
    mine = Task.objects.create(lead=lead, owner=agent, due_at=past)
    Task.objects.create(lead=lead, owner=admin, due_at=past)
    Task.objects.create(lead=lead, owner=agent, due_at=timezone.now() + dt.timedelta(hours=2))
    as_agent = signed_in("agent").get("/api/admin/dashboard").json()["tasks"]
    assert as_agent["mine"] == 1 and [t["id"] for t in as_agent["mine_list"]] == [mine.pk]
    assert as_agent["everyone"] is None and as_agent["everyone_list"] == []
    as_admin = signed_in("admin").get("/api/admin/dashboard").json()["tasks"]
    assert as_admin["mine"] == 1 and as_admin["everyone"] == 2
    assert signed_in("editor").get("/api/admin/dashboard").json()["tasks"] is None


def test_a_reached_call_is_the_first_response_and_the_others_are_not(site, make_lead, signed_in):
    lead = make_lead()
    Lead.objects.filter(pk=lead.pk).update(reply_by=timezone.now() - dt.timedelta(minutes=5))
    client = signed_in("agent")
    for result in ("no_answer", "wrong_number"):
        body = client.api("POST", url(lead, "/calls"), {"result": result}).json()
        assert body["timeline"][0]["result"] == result and body["timeline"][0]["answered"] is False
        assert body["first_response_at"] is None and body["overdue"] == ["reply"]
    body = client.api("POST", url(lead, "/calls"), {"result": "reached", "outcome": "Will send documents"}).json()
    assert body["timeline"][0]["result"] == "reached" and body["first_response_at"]


def test_a_call_back_adds_a_task_for_its_time_owned_by_the_caller(site, make_lead, signed_in, agent):
    lead = make_lead()
    client = signed_in("agent")
    res = client.api("POST", url(lead, "/calls"), {"result": "call_back", "call_back_at": office(0, 23),
                                                   "outcome": "Her brother answered"})
    assert res.status_code == 201, res.content
    body = res.json()
    assert body["first_response_at"] is None
    [task] = body["tasks"]
    assert task["owner"]["id"] == agent.pk and task["due_time"] == "23:00" and task["note"] == "Her brother answered"
    call = next(e for e in body["timeline"] if e["kind"] == "call")
    assert call["result"] == "call_back" and call["call_back_at"].startswith(office(0, 23))


def test_a_call_back_without_a_time_is_refused_in_the_staff_members_language(site, make_lead, signed_in, agent):
    lead = make_lead()
    client = signed_in("agent")
    res = client.api("POST", url(lead, "/calls"), {"result": "call_back"})
    assert res.status_code == 422 and res.json()["error"]["fields"]["call_back_at"] == "Say when to call back."
    set_language(agent, "ar")
    res = client.api("POST", url(lead, "/calls"), {"result": "call_back"})
    assert res.json()["error"]["fields"]["call_back_at"] == "حدّد موعد معاودة الاتصال."
    assert client.api("POST", url(lead, "/calls"), {"result": "voicemail"}).status_code == 422
    assert not LeadEvent.objects.filter(action="call").exists() and not Task.objects.exists()


def test_older_calls_logged_as_answered_or_not_keep_working(site, make_lead, signed_in):
    lead = make_lead()
    body = signed_in("agent").api("POST", url(lead, "/calls"), {"outcome": "Rang", "answered": False}).json()
    assert body["timeline"][0]["result"] == "no_answer" and body["first_response_at"] is None


def test_an_edit_is_refused_like_an_addition_and_one_changing_nothing_is_not_on_the_timeline(site, make_lead,
                                                                                             signed_in, agent,
                                                                                             editor):
    lead = make_lead()
    client = signed_in("agent")
    client.api("POST", url(lead, "/tasks"), {"owner_id": agent.pk, "due_at": office(), "note": "Call"})
    task = Task.objects.get()
    path = url(lead, f"/tasks/{task.pk}")
    res = client.api("PATCH", path, {"owner_id": editor.pk})
    assert res.status_code == 422 and "does not work leads" in res.json()["error"]["fields"]["owner_id"]
    assert client.api("PATCH", path, {"note": "x" * 201}).status_code == 422
    assert client.api("PATCH", path, {"due_at": "tomorrow"}).status_code == 422
    res = client.api("PATCH", path, {"due_at": None, "owner_id": None})
    assert res.status_code == 422 and set(res.json()["error"]["fields"]) == {"due_at", "owner_id"}
    set_language(agent, "ar")
    res = client.api("PATCH", path, {"owner_id": 999_999})
    assert res.status_code == 422 and res.json()["error"]["fields"]["owner_id"] == "اختر موظفًا نشطًا."
    assert client.api("PATCH", path, {"note": "Call", "owner_id": agent.pk}).status_code == 200
    task.refresh_from_db()
    assert (task.owner_id, task.note) == (agent.pk, "Call")
    assert [e.changes["what"] for e in LeadEvent.objects.filter(lead=lead, action="task")] == ["added"]


def test_an_edited_task_is_on_the_timeline_as_it_now_is(site, make_lead, signed_in, agent, admin):
    lead = make_lead()
    client = signed_in("agent")
    client.api("POST", url(lead, "/tasks"), {"owner_id": agent.pk, "due_at": office(), "note": "Call"})
    task = Task.objects.get()
    page = client.api("PATCH", url(lead, f"/tasks/{task.pk}"), {"due_at": office(3, 11), "owner_id": admin.pk,
                                                                "note": "Call about the visa"}).json()
    [entry] = [e for e in page["timeline"] if e["kind"] == "task" and e["task"]["what"] == "edited"]
    assert entry["task"]["note"] == "Call about the visa" and entry["task"]["owner"] == "Aisha Admin"
    assert entry["task"]["due_at"].startswith(office(3, 11)) and entry["actor"] == "Sara Agent"
