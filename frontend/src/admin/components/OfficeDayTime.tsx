// A day and a time of day on the office's clock (Doha), side by side from 360 px, stacked below: the one
// pair of fields of a task (adding or changing it) and of a call back. The server reads them as office time
// (`<day>T<time>`); an error about either shows under the time.
import { InputField } from "./InputField";

export function OfficeDayTime({
  labels,
  names,
  day,
  time,
  error,
  onDay,
  onTime,
}: {
  labels: { day: string; time: string };
  names: { day: string; time: string };
  day: string;
  time: string;
  error?: string;
  onDay: (value: string) => void;
  onTime: (value: string) => void;
}) {
  return (
    <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2">
      <InputField label={labels.day} name={names.day} type="date" value={day} onChange={onDay} />
      <InputField
        label={labels.time}
        name={names.time}
        type="time"
        value={time}
        error={error}
        onChange={onTime}
      />
    </div>
  );
}
