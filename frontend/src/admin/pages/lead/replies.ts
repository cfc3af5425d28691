// The reply templates of one lead, filled in (GET /api/admin/leads/{id}/replies).
import type { components } from "../../../lib/api-types";

export type Replies = components["schemas"]["RepliesOut"];
export type WhatsAppReply = components["schemas"]["WhatsAppReplyOut"];
export type EmailReply = components["schemas"]["EmailReplyOut"];
