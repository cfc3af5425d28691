// "Book for a caller": staff on the phone book a free time for someone, an existing lead (by number)
// or a new one made from the caller's details by the contact form's rules (on the server).
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { fieldErrors } from "../../../lib/api-errors";
import { adminRequest } from "../../api";
import { InputField } from "../../components/InputField";
import { SelectField } from "../../components/SelectField";
import { ErrorNotice, Field } from "../../components/ui";
import { formatLongDay, formatTime } from "../../format";
import { useLeadChoices } from "../../hooks";
import { useAdminT } from "../../i18n";
import type { AgendaConsultant, AgendaMeetingType, Meeting } from "../../types";
import { useRefreshMeetings } from "./refresh";
import { SlotPicker } from "./SlotPicker";

const EMPTY = {
  lead_id: "",
  first_name: "",
  last_name: "",
  phone: "",
  email: "",
  language: "en",
  service: "",
  country: "",
  note: "",
};

export function BookForCaller({
  meetingTypes,
  consultants,
}: {
  meetingTypes: AgendaMeetingType[];
  consultants: AgendaConsultant[];
}) {
  const { t } = useAdminT();
  const refresh = useRefreshMeetings();
  const choices = useLeadChoices().data;
  const [caller, setCaller] = useState(EMPTY);
  const [type, setType] = useState(String(meetingTypes[0]?.id ?? ""));
  const [consultant, setConsultant] = useState("");
  const [start, setStart] = useState("");
  const [booked, setBooked] = useState<Meeting | null>(null);
  const book = useMutation({
    mutationFn: (body: Record<string, unknown>) => adminRequest<Meeting>("POST", "booking/bookings", body),
    onSuccess: (meeting) => {
      setBooked(meeting);
      setCaller(EMPTY);
      setStart("");
      refresh();
    },
    // A time taken meanwhile (or passed, or on a day since closed): the picker's list is fetched again.
    // The server's sentence says which, in the staff member's language (ErrorNotice below).
    onError: refresh,
  });
  const errors = fieldErrors(book.error);
  const set = (key: keyof typeof EMPTY) => (value: string) => setCaller((c) => ({ ...c, [key]: value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setBooked(null);
    const { lead_id, note, ...details } = caller;
    book.mutate({
      ...(lead_id ? { lead_id: Number(lead_id) } : details),
      note: note.trim(),
      meeting_type_id: Number(type),
      consultant_id: consultant ? Number(consultant) : null,
      start,
    });
  };
  const existing = Boolean(caller.lead_id);
  // The confirmation names the lead with a link to them, where the sentence puts {{lead}}.
  const [bookedBefore, bookedAfter] = booked
    ? t("adminBooking.book.booked", {
        day: formatLongDay(booked.start),
        time: formatTime(booked.start),
        consultant: booked.consultant.name,
      }).split("{{lead}}")
    : [];

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} aria-labelledby="book-heading">
      <h2 id="book-heading" className="font-semibold text-ink">
        {t("adminBooking.book.heading")}
      </h2>
      {booked ? (
        <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 p-3 text-emerald-800">
          {bookedBefore}
          <Link className="link" to={`/admin/leads/${booked.lead.id}`}>
            {booked.lead.name}
          </Link>
          {bookedAfter}
        </p>
      ) : null}
      <InputField
        label={t("adminBooking.book.leadNumber")}
        inputMode="numeric"
        value={caller.lead_id}
        onChange={set("lead_id")}
        error={errors.lead_id}
        hint={t("adminBooking.book.leadNumberHint")}
      />
      {existing ? null : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <InputField
            label={t("adminBooking.book.firstName")}
            value={caller.first_name}
            onChange={set("first_name")}
            error={errors.first_name}
            autoComplete="off"
          />
          <InputField
            label={t("adminBooking.book.lastName")}
            value={caller.last_name}
            onChange={set("last_name")}
            error={errors.last_name}
            autoComplete="off"
          />
          <InputField
            label={t("adminBooking.book.phone")}
            type="tel"
            dir="ltr"
            value={caller.phone}
            onChange={set("phone")}
            error={errors.phone}
          />
          <InputField
            label={t("adminBooking.book.email")}
            type="email"
            value={caller.email}
            onChange={set("email")}
            error={errors.email}
          />
          <SelectField
            label={t("adminBooking.book.language")}
            value={caller.language}
            onChange={set("language")}
            error={errors.language}
          >
            <option value="en">{t("adminBooking.book.english")}</option>
            <option value="ar">{t("adminBooking.book.arabic")}</option>
          </SelectField>
          <SelectField
            label={t("adminBooking.book.service")}
            value={caller.service}
            onChange={set("service")}
            error={errors.service}
          >
            <option value="">{t("adminBooking.book.notGiven")}</option>
            {choices?.service.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("adminBooking.book.country")}
            value={caller.country}
            onChange={set("country")}
            error={errors.country}
          >
            <option value="">{t("adminBooking.book.notGiven")}</option>
            {choices?.country.map((o) => (
              <option key={o.key} value={o.key}>
                {o.label}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={t("adminBooking.book.meetingType")}
          value={type}
          onChange={(v) => {
            setType(v);
            setStart("");
          }}
          error={errors.meeting_type_id}
        >
          {meetingTypes.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t("adminBooking.book.consultant")}
          value={consultant}
          onChange={(v) => {
            setConsultant(v);
            setStart("");
          }}
          error={errors.consultant_id}
        >
          <option value="">{t("adminBooking.book.anyConsultant")}</option>
          {consultants
            .filter((c) => c.active)
            .map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
        </SelectField>
      </div>
      {type ? (
        <SlotPicker
          meetingType={Number(type)}
          consultant={consultant ? Number(consultant) : undefined}
          value={start}
          onChange={setStart}
          error={errors.start}
        />
      ) : (
        <p>{t("adminBooking.book.noTypes")}</p>
      )}
      <Field label={t("adminBooking.book.note")} hint={t("adminBooking.book.noteHint")} error={errors.note}>
        {({ id, describedBy, invalid }) => (
          <textarea
            id={id}
            name="note"
            dir="auto"
            rows={3}
            maxLength={2000}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            value={caller.note}
            onChange={(e) => set("note")(e.target.value)}
          />
        )}
      </Field>
      {book.isError && Object.keys(errors).length === 0 ? <ErrorNotice error={book.error} /> : null}
      <div>
        <button type="submit" className="btn-primary" disabled={!start || book.isPending}>
          {book.isPending ? t("adminBooking.book.booking") : t("adminBooking.book.submit")}
        </button>
      </div>
    </form>
  );
}
