import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { LogoMark } from '@/components/ui/logo';
import { BRAND, BRAND_SHADES } from '@/lib/site/brand';
import { getPageIndex, getSite } from '@/lib/content';
import { LOGO_VARIANTS } from '@/lib/site/logo';
import { OG_IMAGE_SIZE } from '@/lib/seo/metadata';
import { ogImagePages, ogImageText } from '@/lib/seo/og-image';

// One PNG per page, written at build time as out/og/<page>.png (a route handler keeps the .png name).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return ogImagePages(getPageIndex()).map(({ file }) => ({ file }));
}

// next/og reads .woff (not .woff2); the same self-hosted @fontsource files as the site.
function font(file: string) {
  return readFile(path.join(process.cwd(), 'node_modules/@fontsource', file));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const page = ogImagePages(getPageIndex()).find((candidate) => candidate.file === file)?.page;
  if (!page) return new Response('Not found', { status: 404 });
  // Every word on the image comes from here (the brand check reads the same).
  const text = ogImageText(getSite(), page);
  const [poppins700, inter500] = await Promise.all([
    font('poppins/files/poppins-latin-700-normal.woff'),
    font('inter/files/inter-latin-500-normal.woff'),
  ]);
  const titleSize = text.title.length > 70 ? 56 : text.title.length > 45 ? 64 : 76;
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        background: `linear-gradient(135deg, ${BRAND_SHADES.primaryDarker} 0%, ${BRAND.primary} 55%, ${BRAND_SHADES.accentText} 100%)`,
        color: '#ffffff',
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
        <LogoMark variant="dark-background" size={72} />
        <div style={{ display: 'flex', flexDirection: 'column' }}>
          <div style={{ fontFamily: 'Poppins', fontSize: 34, fontWeight: 700 }}>{text.brand}</div>
          <div style={{ fontSize: 24, color: LOGO_VARIANTS['dark-background'].sub }}>{text.tagline}</div>
        </div>
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', gap: 18 }}>
        <div style={{ fontSize: 28, color: BRAND.gold, textTransform: 'uppercase', letterSpacing: 2 }}>{text.kind}</div>
        <div style={{ fontFamily: 'Poppins', fontSize: titleSize, fontWeight: 700, lineHeight: 1.1, maxWidth: 1040 }}>
          {text.title}
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 26, color: '#e0e7ff' }}>
        <div>{text.region}</div>
        <div>{text.phone}</div>
      </div>
    </div>,
    {
      ...OG_IMAGE_SIZE,
      fonts: [
        { name: 'Poppins', data: poppins700, weight: 700, style: 'normal' },
        { name: 'Inter', data: inter500, weight: 500, style: 'normal' },
      ],
    },
  );
}
