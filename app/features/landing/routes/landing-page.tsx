import { useDocumentTitle } from '../../../lib/use-document-title';
import { BenefitsSection } from '../components/benefits-section';
import { CtaSection } from '../components/cta-section';
import { FeaturesSection } from '../components/features-section';
import { HeroSection } from '../components/hero-section';
import { LandingFooter } from '../components/landing-footer';
import { LandingNav } from '../components/landing-nav';
import { StatsSection } from '../components/stats-section';

/** The public presentation of the product, reached from the login. */
export function LandingPage() {
  useDocumentTitle('Sistema de gestão educacional');
  return (
    <div className="min-h-screen bg-white">
      <LandingNav />
      <main>
        <HeroSection />
        <StatsSection />
        <FeaturesSection />
        <BenefitsSection />
        <CtaSection />
      </main>
      <LandingFooter />
    </div>
  );
}
