// The leads as a board of stages (GET leads/board with the list's view and filters): a column per stage,
// a card per lead. A card moves by dragging it to another column or by its "Move to…" list; moving to
// "lost" asks why first. Each move is said in a live region for screen readers, then the board reloads.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type DragEvent, useCallback, useState } from "react";
import { fieldErrors } from "../../../lib/api-errors";
import type { BoardOut } from "../../../lib/api-types";
import { adminRequest, errorMessage } from "../../api";
import { leadName } from "../../components/LeadTable";
import { QueryState } from "../../components/QueryState";
import { useAdminT } from "../../i18n";
import type { LeadChoices, LeadDetail, LeadRow } from "../../types";
import { BoardCard, type Stage } from "./BoardCard";
import { LostReasonDialog } from "./LostReasonDialog";

const LOST = "lost";

interface Move {
  lead: LeadRow;
  from: string;
  to: string;
  lostReason?: string;
  /** Moved with the keyboard: its move control gets the focus in its new column. */
  keyboard: boolean;
}

export function Board({ query, choices }: { query: string; choices?: LeadChoices }) {
  const { t } = useAdminT();
  const client = useQueryClient();
  const board = useQuery<BoardOut>({ queryKey: [`/api/admin/leads/board${query}`] });
  const [announcement, setAnnouncement] = useState("");
  const [dragging, setDragging] = useState<{ lead: LeadRow; from: string } | null>(null);
  const [over, setOver] = useState("");
  const [askLost, setAskLost] = useState<Move | null>(null);
  const [focusId, setFocusId] = useState<number | null>(null);
  const clearFocus = useCallback(() => setFocusId(null), []);
  const stages: Stage[] = (board.data?.columns ?? []).map(({ status, label }) => ({ status, label }));
  const stageLabel = (status: string) => stages.find((s) => s.status === status)?.label ?? status;

  const move = useMutation({
    mutationFn: ({ lead, to, lostReason }: Move) =>
      adminRequest<LeadDetail>(
        "PATCH",
        `/api/admin/leads/${lead.id}`,
        to === LOST ? { status: to, lost_reason: lostReason } : { status: to },
      ),
    onMutate: ({ lead }) => setAnnouncement(t("adminLeads.board.moving", { name: leadName(lead, t) })),
    onSuccess: async (_, { lead, to, keyboard }) => {
      setAskLost(null);
      await client.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith("/api/admin/leads"),
      });
      setAnnouncement(t("adminLeads.board.moved", { name: leadName(lead, t), stage: stageLabel(to) }));
      if (keyboard) setFocusId(lead.id);
    },
    onError: (error, { lead, to }) => {
      // A refused "lost" stays in its dialog, which shows why; any other refusal is said here.
      if (to === LOST) return;
      setAnnouncement(t("adminLeads.board.failed", { name: leadName(lead, t), error: errorMessage(error) }));
    },
  });

  const start = (wanted: Move) => {
    if (wanted.to === wanted.from) return;
    if (wanted.to === LOST) {
      move.reset();
      setAskLost(wanted);
      return;
    }
    move.mutate(wanted);
  };

  const dragOver = (status: string) => (e: DragEvent) => {
    if (!dragging || dragging.from === status) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = "move";
    setOver(status);
  };
  const drop = (status: string) => (e: DragEvent) => {
    e.preventDefault();
    setOver("");
    if (dragging) start({ lead: dragging.lead, from: dragging.from, to: status, keyboard: false });
    setDragging(null);
  };

  return (
    <section aria-label={t("adminLeads.board.label")} aria-busy={board.isFetching}>
      <p className="mb-2 text-sm text-slate-600">{t("adminLeads.board.help")}</p>
      <p role="status" aria-live="polite" className="mb-2 min-h-5 text-sm font-medium text-ink">
        {announcement}
      </p>
      <QueryState query={board}>
        {(data) => (
          // relative: the cards' visually hidden labels (position: absolute) stay inside the scroller,
          // rather than widening the page beside it.
          <div className="relative -mx-4 flex gap-3 overflow-x-auto px-4 pb-4 sm:mx-0 sm:px-0">
            {data.columns.map((column) => (
              <section
                key={column.status}
                aria-label={column.label}
                onDragOver={dragOver(column.status)}
                onDragLeave={() => setOver((o) => (o === column.status ? "" : o))}
                onDrop={drop(column.status)}
                className={`flex w-64 shrink-0 flex-col rounded-lg border p-2 sm:w-72 ${
                  over === column.status ? "border-brand-700 bg-brand-50" : "border-slate-200 bg-slate-50"
                }`}
              >
                <h2 className="flex items-baseline justify-between gap-2 px-1 pb-2 font-semibold text-ink">
                  <span>{column.label}</span>
                  <span className="text-sm font-normal text-slate-600">
                    {t("adminLeads.board.count", { count: column.total })}
                  </span>
                </h2>
                {column.items.length === 0 ? (
                  <p className="px-1 py-4 text-sm text-slate-500">{t("adminLeads.board.emptyColumn")}</p>
                ) : (
                  <ul className="flex flex-col gap-2">
                    {column.items.map((lead) => (
                      <BoardCard
                        key={lead.id}
                        lead={lead}
                        column={column.status}
                        stages={stages}
                        choices={choices}
                        busy={move.isPending && move.variables?.lead.id === lead.id}
                        focusMove={focusId === lead.id}
                        onFocused={clearFocus}
                        onMove={(l, to) => start({ lead: l, from: column.status, to, keyboard: true })}
                        onDragStart={(l) => setDragging({ lead: l, from: column.status })}
                        onDragEnd={() => {
                          setDragging(null);
                          setOver("");
                        }}
                      />
                    ))}
                  </ul>
                )}
                {column.total > column.items.length ? (
                  <p className="px-1 pt-2 text-xs text-slate-600">
                    {t("adminLeads.board.more", { shown: column.items.length, total: column.total })}
                  </p>
                ) : null}
              </section>
            ))}
          </div>
        )}
      </QueryState>
      {askLost ? (
        <LostReasonDialog
          name={leadName(askLost.lead, t)}
          stage={stageLabel(LOST)}
          reasons={choices?.lost_reason ?? []}
          busy={move.isPending}
          error={move.isError ? (fieldErrors(move.error).lost_reason ?? errorMessage(move.error)) : undefined}
          onConfirm={(lostReason) => move.mutate({ ...askLost, lostReason })}
          onCancel={() => {
            setAnnouncement(
              t("adminLeads.board.cancelled", {
                name: leadName(askLost.lead, t),
                stage: stageLabel(askLost.from),
              }),
            );
            if (askLost.keyboard) setFocusId(askLost.lead.id);
            setAskLost(null);
          }}
        />
      ) : null}
    </section>
  );
}
