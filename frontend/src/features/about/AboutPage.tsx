import "../../locales/pages-strings";
import { CtaBand } from "../../components/content/CtaBand";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import { Prose } from "../../components/ui/Prose";
import type { PageOut, TeamMemberOut } from "../../lib/api-types";
import { useT } from "../../lib/i18n-hooks";
import { pickText } from "../../lib/lang";
import { useRouteData } from "../../lib/route-data";
import { Portrait } from "./Portrait";

function TeamCard({ member }: { member: TeamMemberOut }) {
  const { t, lang } = useT();
  const name = pickText(member.name, lang);
  const body = pickText(member.registration_body, lang);
  return (
    <li className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <Portrait photo={member.photo} variants={member.photo_variants} />
      <h3 className="mt-4 text-lg font-semibold text-ink">{name}</h3>
      <p className="text-sm font-medium text-brand-700">{pickText(member.role, lang)}</p>
      <Prose html={pickText(member.bio, lang)} className="mt-3 flex-1 !text-sm text-slate-600" />
      {member.registration ? (
        <p className="mt-4 text-sm text-slate-700">
          {t("aboutPage.registration", { number: member.registration })}
          {body ? ` (${body})` : ""}
          {member.registration_url ? (
            <>
              {" · "}
              <a
                href={member.registration_url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline"
              >
                {t("aboutPage.verify")}
                <span className="sr-only"> {t("a11y.newWindow")}</span>
              </a>
            </>
          ) : null}
        </p>
      ) : null}
    </li>
  );
}

export default function AboutPage() {
  const { t, lang } = useT();
  const { data: page, isPending } = useRouteData<PageOut>("page");
  const { data: team } = useRouteData<TeamMemberOut[]>("team");
  if (isPending || !page) return <PageSkeleton />;
  const members = Array.isArray(team) ? team : [];
  return (
    <>
      <PageHeader title={pickText(page.title, lang)} lead={pickText(page.summary, lang)} />
      <div className="container-page py-12">
        <Prose html={pickText(page.body, lang)} />
      </div>
      {members.length ? (
        <section className="bg-slate-50 py-14" aria-labelledby="team-title">
          <div className="container-page">
            <h2 id="team-title" className="text-2xl font-bold text-ink">
              {t("aboutPage.team")}
            </h2>
            <p className="mt-2 max-w-2xl text-slate-600">{t("aboutPage.teamLead")}</p>
            <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {members.map((member) => (
                <TeamCard key={member.id} member={member} />
              ))}
            </ul>
          </div>
        </section>
      ) : null}
      <CtaBand />
    </>
  );
}
