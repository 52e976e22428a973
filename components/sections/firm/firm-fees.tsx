import { BrochureFees } from '@/components/sections/fees/brochure-fees';
import { readFirmFees } from '@/lib/brochures/firm-fees';
import { getBrochure, type Firm } from '@/lib/content';
import { recordedValue } from '@/lib/firms/sourced';

/**
 * A listed firm's fees as its own brochure states them, when it has a CRD and the brochures were looked for; marked
 * "Checked by …" when a person confirmed that brochure's schedule (the content check holds the id to the record's).
 */
export function FirmFees({ firm }: { firm: Pick<Firm, 'registration' | 'feeScheduleConfirmed'> }) {
  const crd = recordedValue(firm.registration)?.crd;
  const record = crd ? getBrochure(crd) : undefined;
  const confirmed = firm.feeScheduleConfirmed;
  return (
    <BrochureFees
      fees={record && readFirmFees(record)}
      confirmed={confirmed?.brochureId === record?.brochure?.id ? confirmed : undefined}
    />
  );
}
