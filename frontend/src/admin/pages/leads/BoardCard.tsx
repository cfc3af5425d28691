// One lead on the board: its name (a link to it), source, assignee, what is overdue, and a way to move it
// without a mouse (a "Move to…" list and its button) beside dragging it to another column.
import { type DragEvent, useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { leadName } from "../../components/LeadTable";
import { OverdueFlags } from "../../components/OverdueFlag";
import { Badge } from "../../components/ui";
import { labelOf } from "../../format";
import { useAdminT } from "../../i18n";
import type { LeadChoices, LeadRow } from "../../types";

export interface Stage {
  status: string;
  label: string;
}

export function BoardCard({
  lead,
  column,
  stages,
  choices,
  busy,
  focusMove,
  onFocused,
  onMove,
  onDragStart,
  onDragEnd,
}: {
  lead: LeadRow;
  /** The column it is in (a held or missed consultation sits in "booked"). */
  column: string;
  stages: Stage[];
  choices?: LeadChoices;
  busy: boolean;
  /** Put the focus on its move control (it was just moved there by keyboard). */
  focusMove: boolean;
  onFocused: () => void;
  onMove: (lead: LeadRow, to: string) => void;
  onDragStart: (lead: LeadRow) => void;
  onDragEnd: () => void;
}) {
  const { t } = useAdminT();
  const name = leadName(lead, t);
  const [target, setTarget] = useState("");
  const select = useRef<HTMLSelectElement>(null);
  const selectId = useId();
  useEffect(() => {
    if (focusMove) {
      select.current?.focus();
      onFocused();
    }
  }, [focusMove, onFocused]);
  const dragStart = (e: DragEvent) => {
    e.dataTransfer.effectAllowed = "move";
    e.dataTransfer.setData("text/plain", String(lead.id));
    onDragStart(lead);
  };
  return (
    <li
      draggable={!busy}
      onDragStart={dragStart}
      onDragEnd={onDragEnd}
      className="cursor-grab rounded-lg border border-slate-200 bg-white p-3 text-sm shadow-sm active:cursor-grabbing"
      aria-busy={busy}
    >
      <Link className="link font-semibold break-words" to={`/admin/leads/${lead.id}`}>
        {name}
      </Link>
      <p className="mt-1 text-slate-600">{labelOf(choices?.source, lead.source)}</p>
      <p className="text-slate-600">
        {lead.assignee?.name
          ? t("adminLeads.board.assignee", { name: lead.assignee.name })
          : t("adminLeads.board.assignee", { name: t("adminLeads.table.unassigned") })}
      </p>
      {lead.status !== column ? (
        <p className="mt-1">
          <Badge tone={lead.status}>{labelOf(choices?.status, lead.status)}</Badge>
        </p>
      ) : null}
      <OverdueFlags overdue={lead.overdue} className="mt-2" />
      <form
        className="mt-2 flex items-center gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (target) onMove(lead, target);
          setTarget("");
        }}
      >
        <label htmlFor={selectId} className="sr-only">
          {t("adminLeads.board.move", { name })}
        </label>
        <select
          ref={select}
          id={selectId}
          className="min-w-0 flex-1 py-1 text-sm"
          value={target}
          disabled={busy}
          onChange={(e) => setTarget(e.target.value)}
        >
          <option value="">{t("adminLeads.board.moveTo")}</option>
          {stages
            .filter((s) => s.status !== column)
            .map((s) => (
              <option key={s.status} value={s.status}>
                {s.label}
              </option>
            ))}
        </select>
        {target ? (
          <button type="submit" className="btn-secondary px-3 py-1 text-sm" disabled={busy}>
            {t("adminLeads.board.moveButton")}
          </button>
        ) : null}
      </form>
    </li>
  );
}
