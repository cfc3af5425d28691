import { ContactCta } from "./components/ContactCta";
import { Hero } from "./components/Hero";
import { ServicesSection } from "./components/ServicesSection";
import { Testimonials } from "./components/Testimonials";
import { TrustStrip } from "./components/TrustStrip";

export default function HomePage() {
  return (
    <>
      <Hero />
      <TrustStrip />
      <ServicesSection />
      <Testimonials />
      <ContactCta />
    </>
  );
}
