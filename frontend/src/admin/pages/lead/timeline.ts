// A lead's timeline as the API gives it (leads/timeline.py): one entry per thing that happened, newest first.
import type { LeadDetail } from "../../types";

export type TimelineEntry = LeadDetail["timeline"][number];
