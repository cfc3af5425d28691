// The campaign tags of the page's address (utm_source, utm_medium, utm_campaign, …), which every
// public form that makes a lead sends along: the contact and booking form, the chat's contact details,
// the calculators' assessment. The server keeps the known ones (leads.rules.clean_utm).

/** The utm_* parameters of an address's query (`location.search`). */
export function utmParams(search: string): Record<string, string> {
  const utm: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) {
    if (key.startsWith("utm_") && value) utm[key] = value;
  }
  return utm;
}
