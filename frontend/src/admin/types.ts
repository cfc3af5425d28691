// The admin's names for the shapes of the admin API (docs/admin-api.md). Every one is generated from the
// backend's schemas (scripts/api-types.sh writes lib/api-types.ts): change a shape there, not here.
import type { components } from "../lib/api-types";

type Schemas = components["schemas"];

export type Me = Schemas["MeOut"];
export type Capability = Me["capabilities"][number];
export type Role = Me["role"];

/** A value and its label: a lead's status, source, service or country; a select field's option. */
export type Choice = Schemas["ChoiceOut"];
export type Counted = Schemas["CountOut"];

export type LeadRow = Schemas["LeadRowOut"];
export type LeadDetail = Schemas["LeadDetailOut"];
export type LeadChoices = Schemas["LeadChoicesOut"];
export type StaffMember = Schemas["StaffMemberOut"];
export type Dashboard = Schemas["DashboardOut"];

export type ContentType = Schemas["ContentTypeOut"];
export type FieldSpec = Schemas["FieldSpecOut"];
export type FieldKind = FieldSpec["kind"];
/** An item of any content type: its fixed keys typed, its columns (from the model) unknown. */
export type ContentItem = Schemas["ContentItemOut"];
// A content item's kept versions and drafts (content/revisions.py), and a save refused over someone else's.
export type FieldDiff = Schemas["FieldDiffOut"];
export type DiffWords = Schemas["WordsOut"];
export type Revision = Schemas["RevisionOut"];
export type RevisionDetail = Schemas["RevisionDetailOut"];
export type Revisions = Schemas["RevisionsOut"];
export type Conflict = Schemas["ConflictOut"];
/** An uploaded image, and the value of an `image` field. */
export type ImageValue = Schemas["StoredImageOut"];

export type OutboxItem = Schemas["OutboxItemOut"];
/** An e-mail a client sent us: on a lead's timeline, or in the unmatched list (leads/inbound.py). */
export type InboundEmail = Schemas["InboundEmailOut"];
export type InboundItem = Schemas["InboundItemOut"];
export type StaffUser = Schemas["StaffUserOut"];
export type AuditEntry = Schemas["AuditEntryOut"];

// The paged lists: {items, total, page, per_page} (lib/listing.Page on the server), one per list.
export type PagedLeads = Schemas["LeadPageOut"];
export type PagedItems = Schemas["ContentPageOut"];
export type PagedMail = Schemas["OutboxPageOut"];
export type PagedUsers = Schemas["UserPageOut"];
export type PagedAudit = Schemas["AuditPageOut"];
export type PagedInbound = Schemas["InboundPageOut"];
export type PagedCases = Schemas["CasePageOut"];
export type AnyPaged =
  | PagedLeads
  | PagedItems
  | PagedMail
  | PagedUsers
  | PagedAudit
  | PagedInbound
  | PagedCases;

// Client cases (cases/admin_api.py).
export type CaseRow = Schemas["CaseRowOut"];
export type CaseDetail = Schemas["CaseDetailOut"];
export type CaseBoard = Schemas["CaseBoardOut"];
export type MilestoneKind = Schemas["MilestoneOut"]["kind"];
export type DocumentState = Schemas["CaseDocumentOut"]["state"];
export type Instalment = Schemas["InstalmentOut"];

// Booking, staff side: the agenda and its meetings, staff slots, the availability settings.
export type Agenda = Schemas["AgendaOut"];
export type Meeting = Schemas["AgendaMeetingOut"];
export type MeetingStatus = Meeting["status"];
export type AgendaConsultant = Schemas["AgendaConsultantOut"];
export type AgendaMeetingType = Schemas["AgendaTypeOut"];
export type LeadMeeting = Schemas["LeadMeetingOut"];
export type MeetingCounts = Schemas["MeetingCountsOut"];
export type StaffSlots = Schemas["StaffSlotsOut"];
export type StaffSlot = Schemas["StaffSlotOut"];
export type StaffBookingInput = Schemas["StaffBookingIn"];
export type SlotTaken = Schemas["SlotTakenOut"];
export type MeetingTypeSettings = Schemas["MeetingTypeAdminOut"];
export type ConsultantSettings = Schemas["ConsultantAdminOut"];
export type Closure = Schemas["ClosureOut"];
export type SpecialHours = Schemas["SpecialHoursOut"];
export type HolidaySeedResult = Schemas["HolidaySeedOut"];
export type WorkingPeriod = Schemas["WorkingPeriodIO"];
export type WeeklyHours = Schemas["WeeklyHoursOut"];
export type TimeOff = Schemas["TimeOffOut"];

// A lead's tasks (leads/tasks.py): times on the office's clock; "my day"; the dashboard's late tasks.
export type Task = Schemas["TaskOut"];
export type MyDay = Schemas["MyDayOut"];
export type DashboardTasks = Schemas["DashboardTasksOut"];

export type FunnelReport = Schemas["FunnelOut"];
export type FunnelSteps = Schemas["FunnelStepsOut"];
export type ConsultantsReport = Schemas["ConsultantsOut"];
export type AssistantShareReport = Schemas["AssistantShareOut"];
