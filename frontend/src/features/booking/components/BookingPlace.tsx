// Where the meeting happens: the office's address and map, the video link, or the number we call.
// The server gives a video meeting's own room only while it can still be joined; without it, a cancelled
// or past meeting (`over`) just says it was a video call, one still to come that the link will follow.
import type { PlaceOut } from "../../../lib/api-types";
import { useT } from "../../../lib/i18n-hooks";
import { pickText } from "../../../lib/lang";

const LINK = "font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800";

export function BookingPlace({ place, over }: { place: PlaceOut; over: boolean }) {
  const { t, lang } = useT();
  if (place.mode === "office") {
    return (
      <>
        <p>{pickText(place.address, lang) || t("booking.page.officeSoon")}</p>
        {place.map_url ? (
          <a href={place.map_url} target="_blank" rel="noopener noreferrer" className={LINK}>
            {t("booking.page.map")}
            <span className="sr-only"> {t("a11y.newWindow")}</span>
          </a>
        ) : null}
      </>
    );
  }
  if (place.mode === "video") {
    if (place.link) {
      return (
        <a href={place.link} target="_blank" rel="noopener noreferrer" className={LINK}>
          {t("booking.page.videoJoin")}
          <span className="sr-only"> {t("a11y.newWindow")}</span>
        </a>
      );
    }
    return <p>{t(over ? "booking.page.videoOver" : "booking.page.videoLater")}</p>;
  }
  if (!place.phone) return <p>{t("booking.page.phoneYours")}</p>;
  return (
    <p>
      {t("booking.page.phoneCall")}{" "}
      <bdi dir="ltr" className="font-semibold">
        {place.phone}
      </bdi>
    </p>
  );
}
