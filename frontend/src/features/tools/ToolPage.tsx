// A points calculator (/tools/crs, /tools/australia-points): the questions read and render on the server
// (calculating needs JavaScript, and the page says so), the result and "send me my assessment" after.
import "../../locales/tools-strings";
import { PageHeader } from "../../components/ui/PageHeader";
import { PageSkeleton } from "../../components/ui/PageSkeleton";
import type { CrsDrawOut, ToolOut } from "../../lib/api-types";
import { useT } from "../../lib/i18n-hooks";
import { useRouteData } from "../../lib/route-data";
import { Calculator } from "./components/Calculator";
import { VersionNote } from "./components/ToolResult";

export default function ToolPage() {
  const { t } = useT();
  const { data: tool, isPending } = useRouteData<ToolOut>("tool");
  const { data: draws } = useRouteData<CrsDrawOut[]>("draws");
  if (isPending || !tool) return <PageSkeleton />;
  return (
    <>
      <PageHeader
        title={t(`meta.tools.${tool.tool}.title`)}
        lead={t(`tools.lead.${tool.tool}`)}
        crumbs={[{ label: t("tools.crumb") }]}
      />
      <div className="container-page max-w-4xl py-10 sm:py-12">
        <VersionNote version={tool.version} />
        <div className="mt-8">
          <Calculator tool={tool} draws={Array.isArray(draws) ? draws : null} />
        </div>
      </div>
    </>
  );
}
