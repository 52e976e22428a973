import { Island } from '@/components/islands/island';
import { LogoDownloads } from '@/components/islands/logo-downloads';
import { Container } from '@/components/ui/container';
import { Logo, type LogoVariant } from '@/components/ui/logo';
import { SectionHeading } from '@/components/ui/section-heading';
import { BRAND_COLORS } from '@/lib/site/brand';
import { interSpecimen, poppinsSpecimen } from './specimen-fonts';

const VARIANTS: { variant: LogoVariant; label: string; background: string }[] = [
  { variant: 'primary', label: 'Primary', background: 'bg-white' },
  { variant: 'dark-background', label: 'Dark background', background: 'bg-ink' },
  { variant: 'monochrome', label: 'Monochrome', background: 'bg-mist' },
];

/** Each logo variant on its own background, with SVG and JPG downloads. */
export function LogoVariants({ brandName, tagline }: { brandName: string; tagline: string }) {
  return (
    <section aria-labelledby="logos-heading" className="py-14">
      <Container>
        <SectionHeading id="logos-heading" title="Logo variants" align="left" />
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {VARIANTS.map(({ variant, label, background }) => (
            <li
              key={variant}
              className="overflow-hidden rounded-2xl border border-gray-200 shadow-sm"
              data-logo-variant={variant}
            >
              <div className={`flex h-40 items-center justify-center ${background}`}>
                <Logo brandName={brandName} tagline={tagline} variant={variant} />
              </div>
              <div className="border-t border-gray-200 bg-white p-4">
                <h3 className="font-semibold">{label}</h3>
                <p className="mt-1 mb-3 text-sm text-gray-600">File name: logo-{variant}.svg / .jpg</p>
                <Island
                  name="logo-downloads"
                  component={LogoDownloads}
                  wake="interaction"
                  props={{ variant, label, brandName, tagline }}
                />
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** The brand colours with their hex and RGB values. */
export function ColourPalette() {
  return (
    <section aria-labelledby="colors-heading" className="bg-mist py-14">
      <Container>
        <SectionHeading id="colors-heading" title="Colour palette" align="left" />
        <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-5">
          {BRAND_COLORS.map((color) => (
            <li key={color.hex} className="overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm">
              <div className="h-24" style={{ backgroundColor: color.hex }} />
              <div className="p-4 text-sm">
                <h3 className="font-semibold">{color.name}</h3>
                <p className="mt-1 font-mono text-gray-700">{color.hex}</p>
                <p className="font-mono text-gray-700">{color.rgb}</p>
              </div>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

/** The heading and body typefaces with the weights the site uses, shown in the faces themselves. */
export function Typography() {
  return (
    <section aria-labelledby="type-heading" className="py-14">
      <Container>
        <SectionHeading id="type-heading" title="Typography" align="left" />
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          <div className="rounded-2xl border border-gray-200 p-6">
            <h3 className="text-sm font-semibold text-gray-600">Headings: Poppins</h3>
            <p className={`mt-3 text-3xl font-bold ${poppinsSpecimen.className}`}>Poppins Bold 700</p>
            <p className={`mt-2 text-2xl font-semibold ${poppinsSpecimen.className}`}>Poppins SemiBold 600</p>
          </div>
          <div className="rounded-2xl border border-gray-200 p-6">
            <h3 className="text-sm font-semibold text-gray-600">Body: Inter</h3>
            <p className={`mt-3 text-lg ${interSpecimen.className}`}>
              Inter Regular 400: the quick brown fox jumps over the lazy dog.
            </p>
            <p className={`mt-2 text-lg font-medium ${interSpecimen.className}`}>
              Inter Medium 500: the quick brown fox jumps over the lazy dog.
            </p>
          </div>
        </div>
      </Container>
    </section>
  );
}
