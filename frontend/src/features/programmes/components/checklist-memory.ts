// Which documents of a guide's checklist a visitor has ticked, kept in this browser (localStorage) under
// one key per guide; the documents are named by their stable ids. Storage that is unavailable (private
// mode, a blocked site) or holds something else simply remembers nothing.

export function storageKey(guide: string): string {
  return `programme-checklist:${guide}`;
}

export function readTicked(guide: string): string[] {
  try {
    const raw = window.localStorage.getItem(storageKey(guide));
    const value: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function writeTicked(guide: string, ids: string[]): void {
  try {
    if (ids.length) window.localStorage.setItem(storageKey(guide), JSON.stringify(ids));
    else window.localStorage.removeItem(storageKey(guide));
  } catch {
    // Not remembered: the ticks still show until the page is left.
  }
}
