// The shapes of the admin API (docs/admin-api.md).

export type Capability = "content" | "dashboard" | "leads" | "users";
export type Role = "admin" | "editor" | "agent";

export interface Me {
  id: number;
  email: string;
  name: string;
  role: Role;
  capabilities: Capability[];
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

export interface Choice {
  key: string;
  label: string;
}

export interface Counted extends Choice {
  count: number;
}

export interface LeadRow {
  id: number;
  source: string;
  status: string;
  first_name: string;
  last_name: string;
  full_name: string;
  email: string;
  phone: string;
  country: string;
  service: string;
  language: string;
  assignee: { id: number; name: string } | null;
  created_at: string;
}

export interface HistoryEntry {
  at: string;
  actor: string;
  action: string;
  changes: Record<string, [unknown, unknown]>;
}

export interface LeadDetail extends LeadRow {
  message: string;
  page_url: string;
  referrer: string;
  utm: Record<string, string>;
  consent_at: string | null;
  consent_version: string;
  notes: string;
  updated_at: string;
  transcript: { role: "user" | "assistant"; content: string; at: string }[];
  history: HistoryEntry[];
}

export interface LeadChoices {
  status: Choice[];
  source: Choice[];
  service: Choice[];
  country: Choice[];
}

export interface StaffMember {
  id: number;
  name: string;
  email: string;
  role: Role;
}

export interface Dashboard {
  leads: { today: number; last7: number; last30: number };
  bySource: Counted[];
  byService: Counted[];
  byCountry: Counted[];
  series: { date: string; count: number }[];
  newest: LeadRow[];
  outbox: { unsent: number; failed: number };
}

export type FieldKind =
  | "text"
  | "textarea"
  | "markdown"
  | "image"
  | "bool"
  | "int"
  | "date"
  | "datetime"
  | "time"
  | "select"
  | "multiselect"
  | "slug"
  | "url"
  | "email";

export interface FieldSpec {
  name: string;
  label: string;
  kind: FieldKind;
  translated: boolean;
  required: boolean;
  max_length?: number | null;
  choices?: Choice[] | null;
  folder?: string | null;
  /** The model's default, shown on a new item (a new blog post starts as a draft). */
  default?: string | number | boolean;
}

export interface ContentType {
  type: string;
  label: string;
  singleton: boolean;
  orderable: boolean;
  publishable: boolean;
  fields: FieldSpec[];
  list: string[];
  public_path: string | null;
}

export interface ImageValue {
  name: string;
  url: string;
}

export type ContentItem = Record<string, unknown> & { id: number; public_url?: string | null };

export interface OutboxItem {
  id: number;
  kind: string;
  kind_label: string;
  to: string;
  subject: string;
  status: "pending" | "sent" | "failed";
  attempts: number;
  last_error: string;
  created_at: string;
  next_attempt_at: string | null;
  sent_at: string | null;
  lead_id: number | null;
}

export interface StaffUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  is_active: boolean;
  last_login: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor_email: string;
  action: string;
  target_type: string;
  target_id: string | number | null;
  summary: string;
  before: unknown;
  after: unknown;
  ip: string | null;
}
