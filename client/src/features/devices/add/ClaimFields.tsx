import { Field } from '../form/Field';
import type { ClaimErrors } from './claimForm';

/** Serial number and claim code, as printed on the device's label. */
export function ClaimFields({
  sn,
  claimCode,
  onSn,
  onClaimCode,
  errors,
}: {
  sn: string;
  claimCode: string;
  onSn: (v: string) => void;
  onClaimCode: (v: string) => void;
  errors: ClaimErrors;
}) {
  return (
    <>
      <Field id="claim-sn" label="Serial number" value={sn} onChange={onSn} error={errors.sn} />
      <Field
        id="claim-code"
        label="Claim code"
        value={claimCode}
        onChange={onClaimCode}
        error={errors.claimCode}
        hint="Printed under the QR code, e.g. K7QM-2XPD-9WHA"
      />
    </>
  );
}
