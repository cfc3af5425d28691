// /contact and /book (and their /ar twins): the ways to reach us, our offices, how fast we reply,
// and the form that books a free consultation.
import { useRef, useState } from "react";
import { NotFound } from "../../components/content/NotFound";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import { ApiError } from "../../lib/api-client";
import type { OfficeOut } from "../../lib/api-types";
import { useT } from "../../lib/i18n-hooks";
import { useRouteData } from "../../lib/route-data";
import { useLocation } from "../../lib/router";
import { useSite } from "../../lib/site";
import { ContactChannels } from "./components/ContactChannels";
import { ContactForm } from "./components/ContactForm";
import { ContactSent, type SentMessage } from "./components/ContactSent";
import { Offices } from "./components/Offices";
import { ResponseTimes } from "./components/ResponseTimes";
import { SentWithoutScript } from "./components/SentWithoutScript";
import { TalkCta } from "./components/TalkCta";

export default function ContactPage() {
  const { t } = useT();
  const site = useSite();
  const { data, isPending, error } = useRouteData<OfficeOut[]>("offices");
  const [sent, setSent] = useState<SentMessage | null>(null);
  const formTitle = useRef<HTMLHeadingElement>(null);
  const { pathname, search } = useLocation();
  // The form was posted without JavaScript and stored (the server redirected here with ?sent=1).
  const sentWithoutScript = new URLSearchParams(search).get("sent") === "1";
  const again = () => {
    setSent(null);
    formTitle.current?.focus();
  };

  if (error instanceof ApiError && error.status === 404) return <NotFound />;
  if (isPending) return <PageSkeleton />;
  const offices = Array.isArray(data) ? data : [];

  return (
    <>
      <PageHeader title={t("meta.contact.title")} lead={t("contact.lead")} />
      <div className="container-page space-y-12 py-12 sm:py-16">
        {site ? <ContactChannels site={site} /> : null}
        <div className="grid items-start gap-8 lg:grid-cols-3">
          <section
            aria-labelledby="contact-form-title"
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-2"
          >
            <h2
              ref={formTitle}
              tabIndex={-1}
              id="contact-form-title"
              className="text-2xl font-bold text-ink outline-none"
            >
              {t("contact.form.title")}
            </h2>
            {sent && site ? (
              <ContactSent sent={sent} site={site} onAgain={again} />
            ) : sentWithoutScript ? (
              <SentWithoutScript formPath={pathname} />
            ) : (
              <>
                <p className="mt-2 text-slate-600">{t("contact.form.intro")}</p>
                <ContactForm titleId="contact-form-title" onSent={setSent} />
              </>
            )}
          </section>
          <div className="space-y-6">
            {site ? <ResponseTimes site={site} /> : null}
            <Offices offices={offices} />
          </div>
        </div>
      </div>
      {site ? <TalkCta site={site} /> : null}
    </>
  );
}
