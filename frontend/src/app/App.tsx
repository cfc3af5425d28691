import { Footer } from "../components/layout/Footer";
import { Header } from "../components/layout/Header";
import { PhoneBar } from "../components/layout/PhoneBar";
import { SkipLink } from "../components/layout/SkipLink";
import { Toaster } from "../components/ui/toast";
import { ChatLauncher } from "../features/chat/ChatLauncher";
import { AppRoutes } from "./AppRoutes";
import { DocumentSync } from "./DocumentSync";

export function App({ initialNotFound }: { initialNotFound: boolean }) {
  return (
    <>
      <DocumentSync />
      <SkipLink />
      <Header />
      {/* Early in the tab order, fixed in the corner on screen. */}
      <ChatLauncher />
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        <AppRoutes initialNotFound={initialNotFound} />
      </main>
      <Footer />
      <PhoneBar />
      <Toaster />
    </>
  );
}
