/** Numbers as the visitor reads them beside a brochure's words: "$2,500", "$1,500.50", "0.85%". */

export function formatDollarAmount(dollars: number): string {
  const whole = Number.isInteger(dollars);
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 })}`;
}

export function formatRate(percent: number): string {
  return `${percent.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3 })}%`;
}
