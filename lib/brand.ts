/** The five brand colours (spec §9), shown on /branding and used by the theme in globals.css. */
export const BRAND_COLORS = [
  { name: 'Indigo (primary)', hex: '#4338ca', rgb: 'rgb(67, 56, 202)' },
  { name: 'Purple (accent)', hex: '#a855f7', rgb: 'rgb(168, 85, 247)' },
  { name: 'Ink', hex: '#111827', rgb: 'rgb(17, 24, 39)' },
  { name: 'Mist', hex: '#f3f4f6', rgb: 'rgb(243, 244, 246)' },
  { name: 'Gold', hex: '#facc15', rgb: 'rgb(250, 204, 21)' },
] as const;
