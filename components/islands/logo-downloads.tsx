'use client';

import { Download } from 'lucide-react';
import { useState } from 'react';
import { LOGO_FILE_SIZE, LOGO_VARIANTS, logoSvg, markSvg, type LogoVariant } from '@/lib/site/logo';

const JPEG_QUALITY = 0.95;

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The logo image could not be drawn'));
    image.src = src;
  });
}

/** The font family behind a next/font CSS variable, e.g. --font-poppins. */
function fontFamily(variable: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(variable).trim();
  return value ? `${value}, ${fallback}` : fallback;
}

/**
 * Draws the logo on a canvas at 2× and encodes it as JPEG (quality 0.95). The mark comes from its
 * SVG; the words are drawn with the page's own Poppins and Inter, so the text renders in the
 * brand fonts (an SVG drawn as an image cannot use web fonts).
 */
async function logoJpeg(variant: LogoVariant, brandName: string, tagline: string): Promise<Blob> {
  const scale = 2;
  const colors = LOGO_VARIANTS[variant];
  const canvas = document.createElement('canvas');
  canvas.width = LOGO_FILE_SIZE.width * scale;
  canvas.height = LOGO_FILE_SIZE.height * scale;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw images');
  context.scale(scale, scale);
  // JPEG has no transparency: paint the variant's own background first.
  context.fillStyle = colors.background;
  context.fillRect(0, 0, LOGO_FILE_SIZE.width, LOGO_FILE_SIZE.height);
  const mark = await loadImage(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(markSvg(variant, 96))}`);
  context.drawImage(mark, 32, 32, 96, 96);
  const headingFont = `700 34px ${fontFamily('--font-poppins', 'Arial, sans-serif')}`;
  const bodyFont = `500 20px ${fontFamily('--font-inter', 'Arial, sans-serif')}`;
  // Wait for the brand fonts; a fallback face that cannot load (no Arial on the machine) must not stop the export.
  await Promise.allSettled([document.fonts.load(headingFont, brandName), document.fonts.load(bodyFont, tagline)]);
  context.textBaseline = 'alphabetic';
  context.fillStyle = colors.text;
  context.font = headingFont;
  context.fillText(brandName, 148, 78);
  context.fillStyle = colors.sub;
  context.font = bodyFont;
  context.fillText(tagline, 148, 112);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The JPG could not be encoded'))),
      'image/jpeg',
      JPEG_QUALITY,
    );
  });
}

/** SVG and JPG download buttons for one logo variant; files are named logo-{variant}.{svg|jpg}. */
export function LogoDownloads({
  variant,
  label,
  brandName,
  tagline,
}: {
  variant: LogoVariant;
  label: string;
  brandName: string;
  tagline: string;
}) {
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const downloadSvg = () => {
    saveBlob(new Blob([logoSvg(variant, brandName, tagline)], { type: 'image/svg+xml' }), `logo-${variant}.svg`);
    setStatus(`Downloaded logo-${variant}.svg`);
  };

  const downloadJpg = async () => {
    setBusy(true);
    setStatus('Preparing the JPG…');
    try {
      saveBlob(await logoJpeg(variant, brandName, tagline), `logo-${variant}.jpg`);
      setStatus(`Downloaded logo-${variant}.jpg`);
    } catch (error) {
      setStatus(
        `Sorry, the JPG could not be created (${error instanceof Error ? error.message : 'unknown error'}). The SVG download still works.`,
      );
    } finally {
      setBusy(false);
    }
  };

  const buttonClass =
    'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-lg border border-brand px-3 text-sm font-semibold text-brand hover:bg-brand-soft disabled:opacity-60';
  return (
    <div>
      <div className="flex gap-2">
        <button type="button" onClick={downloadSvg} className={buttonClass}>
          <Download className="h-4 w-4" aria-hidden="true" />
          SVG<span className="sr-only"> of the {label} logo</span>
        </button>
        <button type="button" onClick={downloadJpg} disabled={busy} className={buttonClass}>
          <Download className="h-4 w-4" aria-hidden="true" />
          JPG<span className="sr-only"> of the {label} logo</span>
        </button>
      </div>
      <p className="mt-2 min-h-5 text-xs text-gray-600" role="status">
        {status}
      </p>
    </div>
  );
}
