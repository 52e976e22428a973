/** The firm filter's "speciality or who they serve" choices as the visitor reads them (browser-safe). */
export const FOCUS_LABELS = {
  retirement: 'Retirement and retirement income',
  planning: 'Comprehensive financial planning',
  tax: 'Tax planning',
  estate: 'Estate planning, trusts and family wealth',
  'business-owners': 'Business owners',
  executives: 'Corporate executives and stock pay',
  'young-families': 'Young families',
  nonprofits: 'Foundations, endowments and nonprofits',
  'sudden-wealth': 'Sudden wealth or an inheritance',
} as const;
export type FocusValue = keyof typeof FOCUS_LABELS;
