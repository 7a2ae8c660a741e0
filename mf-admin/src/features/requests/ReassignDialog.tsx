import { useState } from 'react';
import type { AdminRequestRow } from '@homeward/contracts/signed-in';
import { partnerTypeLabel, partnerTypesForIntent, requestIntentLabel } from '@homeward/domain';
import { bus } from '@homeward/platform';
import { Button, Modal, fieldStyles, rowClass, stackClass } from '@homeward/ui';
import { errorText } from '../../shared/DataTable';
import { shortId } from '../../shared/format';
import { useAssignRequest } from './api';
import { PartnerChoices, UNASSIGNED } from './PartnerChoices';
import { assignmentAction } from './requestRules';

/** Picks the partner (of a type that handles this request) a request goes to, or takes it back. */
export function ReassignDialog({ request, onClose }: { request: AdminRequestRow; onClose: () => void }) {
  const types = partnerTypesForIntent(request.intent);
  const [choice, setChoice] = useState<string>(request.assignedPartnerId ?? UNASSIGNED);
  const [failure, setFailure] = useState('');
  const assign = useAssignRequest();
  const save = async () => {
    setFailure('');
    try {
      const updated = await assign.mutateAsync({ requestId: request.id, partnerProfileId: choice || null });
      const id = shortId(request.id);
      bus.publish({ type: 'toast', kind: 'success', message: updated.assignedPartnerName ? `Request #${id} now goes to ${updated.assignedPartnerName}.` : `Request #${id} is unassigned.` });
      onClose();
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  return (
    <Modal
      open
      onClose={() => !assign.isPending && onClose()}
      title={`${assignmentAction(request)} ${requestIntentLabel(request.intent).toLowerCase()} request #${shortId(request.id)}`}
      subtitle={`It can go to a ${types.map(partnerTypeLabel).join(' or ').toLowerCase()}.`}
    >
      <div className={stackClass(3)}>
        <PartnerChoices types={types} current={request.assignedPartnerId} choice={choice} onChoose={setChoice} />
        <p className={fieldStyles.alert} role="alert">
          {failure}
        </p>
        <div className={rowClass({ wrap: true, justify: 'end', gap: 2 })}>
          <Button variant="secondary" onClick={onClose} disabled={assign.isPending}>
            Cancel
          </Button>
          <Button busy={assign.isPending} disabled={choice === (request.assignedPartnerId ?? UNASSIGNED)} onClick={() => void save()}>
            {assign.isPending ? 'Saving…' : 'Save assignment'}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
