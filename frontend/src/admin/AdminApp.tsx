// The staff admin's screens by address, each behind sign-in and the role it needs.
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect } from "react";
import { Route, Routes, useNavigate } from "react-router";
import { loginUrl, setUnauthorizedHandler } from "./api";
import { ME, RequireAuth, useMe } from "./auth";
import { CmsEditPage } from "./cms/CmsEditPage";
import { CmsIndexPage } from "./cms/CmsIndexPage";
import { CmsListPage } from "./cms/CmsListPage";
import { SiteSettingsPage } from "./cms/SiteSettingsPage";
import { Layout } from "./components/Layout";
import { CardScreen } from "./components/ui";
import { setAdminLanguage, useAdminT } from "./i18n";
import { AgendaPage } from "./pages/AgendaPage";
import { AssignmentRulesPage } from "./pages/AssignmentRulesPage";
import { AssistantPage } from "./pages/AssistantPage";
import { AuditPage } from "./pages/AuditPage";
import { AvailabilityPage } from "./pages/AvailabilityPage";
import { BookingSettingsPage } from "./pages/BookingSettingsPage";
import { CaseDetailPage } from "./pages/CaseDetailPage";
import { CasesPage } from "./pages/CasesPage";
import { DashboardPage } from "./pages/DashboardPage";
import { InboundPage } from "./pages/InboundPage";
import { InboundMessagePage } from "./pages/inbound/InboundMessagePage";
import { LeadDetailPage } from "./pages/LeadDetailPage";
import { LeadsPage } from "./pages/LeadsPage";
import { LoginPage } from "./pages/LoginPage";
import { MyDayPage } from "./pages/MyDayPage";
import { OutboxPage } from "./pages/OutboxPage";
import { PasswordPage } from "./pages/PasswordPage";
import { ReportsPage } from "./pages/ReportsPage";
import { TemplatesPage } from "./pages/TemplatesPage";
import { UsersPage } from "./pages/UsersPage";
import type { Capability } from "./types";

function Screen({ capability, children }: { capability?: Capability; children: ReactNode }) {
  return (
    <Layout>
      <RequireAuth capability={capability}>{children}</RequireAuth>
    </Layout>
  );
}

function NotFound() {
  const { t } = useAdminT();
  return (
    <CardScreen
      title={t("admin.common.notFound.title")}
      text={t("admin.common.notFound.text")}
      link={{ to: "/admin", label: t("admin.common.notFound.link") }}
    />
  );
}

/** A 401 from any call: forget the session and go to sign-in, coming back here afterwards. */
function UnauthorizedRedirect() {
  const navigate = useNavigate();
  const client = useQueryClient();
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const here = window.location.pathname + window.location.search;
      if (window.location.pathname.startsWith("/admin/login")) return;
      client.setQueryData([ME], null);
      navigate(loginUrl(here), { replace: true });
    });
  }, [navigate, client]);
  return null;
}

/** The admin speaks the language the signed-in person chose; a change refetches what the server
 * labels (choices, content types) in the new language. */
function LanguageSync() {
  const language = useMe().data?.language;
  const client = useQueryClient();
  useEffect(() => {
    if (!language || language === document.documentElement.lang) return;
    setAdminLanguage(language);
    client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== ME });
  }, [language, client]);
  return null;
}

export function AdminApp() {
  // Every screen is drawn again in a new language (a key, not each component listening for it).
  const { lang } = useAdminT();
  return (
    <>
      <UnauthorizedRedirect />
      <LanguageSync />
      <Routes key={lang}>
        <Route path="/admin/login" element={<LoginPage />} />
        <Route
          path="/admin"
          element={
            <Screen>
              <DashboardPage />
            </Screen>
          }
        />
        <Route
          path="/admin/leads"
          element={
            <Screen capability="leads">
              <LeadsPage />
            </Screen>
          }
        />
        <Route
          path="/admin/reports"
          element={
            <Screen capability="reports">
              <ReportsPage />
            </Screen>
          }
        />
        <Route
          path="/admin/leads/templates"
          element={
            <Screen capability="leads">
              <TemplatesPage />
            </Screen>
          }
        />
        <Route
          path="/admin/leads/assignment"
          element={
            <Screen capability="users">
              <AssignmentRulesPage />
            </Screen>
          }
        />
        <Route
          path="/admin/leads/:id"
          element={
            <Screen capability="leads">
              <LeadDetailPage />
            </Screen>
          }
        />
        <Route
          path="/admin/cases"
          element={
            <Screen capability="leads">
              <CasesPage />
            </Screen>
          }
        />
        <Route
          path="/admin/cases/:id"
          element={
            <Screen capability="leads">
              <CaseDetailPage />
            </Screen>
          }
        />
        <Route
          path="/admin/my-day"
          element={
            <Screen capability="leads">
              <MyDayPage />
            </Screen>
          }
        />
        <Route
          path="/admin/agenda"
          element={
            <Screen capability="leads">
              <AgendaPage />
            </Screen>
          }
        />
        <Route
          path="/admin/booking/settings"
          element={
            <Screen capability="users">
              <BookingSettingsPage />
            </Screen>
          }
        />
        <Route
          path="/admin/account/availability"
          element={
            <Screen>
              <AvailabilityPage />
            </Screen>
          }
        />
        <Route
          path="/admin/cms"
          element={
            <Screen capability="content">
              <CmsIndexPage />
            </Screen>
          }
        />
        <Route
          path="/admin/cms/site"
          element={
            <Screen capability="content">
              <SiteSettingsPage />
            </Screen>
          }
        />
        <Route
          path="/admin/cms/:type"
          element={
            <Screen capability="content">
              <CmsListPage />
            </Screen>
          }
        />
        <Route
          path="/admin/cms/:type/:id"
          element={
            <Screen capability="content">
              <CmsEditPage />
            </Screen>
          }
        />
        <Route
          path="/admin/assistant"
          element={
            <Screen capability="content">
              <AssistantPage />
            </Screen>
          }
        />
        <Route
          path="/admin/inbound"
          element={
            <Screen capability="leads">
              <InboundPage />
            </Screen>
          }
        />
        <Route
          path="/admin/inbound/:id"
          element={
            <Screen capability="leads">
              <InboundMessagePage />
            </Screen>
          }
        />
        <Route
          path="/admin/outbox"
          element={
            <Screen>
              <OutboxPage />
            </Screen>
          }
        />
        <Route
          path="/admin/users"
          element={
            <Screen capability="users">
              <UsersPage />
            </Screen>
          }
        />
        <Route
          path="/admin/audit"
          element={
            <Screen capability="users">
              <AuditPage />
            </Screen>
          }
        />
        <Route
          path="/admin/account/password"
          element={
            <Screen>
              <PasswordPage />
            </Screen>
          }
        />
        <Route
          path="*"
          element={
            <Screen>
              <NotFound />
            </Screen>
          }
        />
      </Routes>
    </>
  );
}
