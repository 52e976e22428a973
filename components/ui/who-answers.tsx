/**
 * Said next to every call or booking button about a firm: the directory answers, not the firm.
 * The brand comes from the site settings so a rebrand changes it everywhere.
 */
function whoAnswersText(brand: string, firm: string): string {
  return `You'll speak with ${brand}, not ${firm}; we introduce you.`;
}

export function WhoAnswers({
  brand,
  firm,
  className = 'text-sm text-gray-600',
}: {
  brand: string;
  firm: string;
  className?: string;
}) {
  return (
    <p data-who-answers="true" className={className}>
      {whoAnswersText(brand, firm)}
    </p>
  );
}
