import { Modal, type ModalProps } from '@homeward/ui';
import { useTabWrap } from './useTabWrap';

/** The shared modal with Tab kept inside it (see useTabWrap). */
export function Dialog(props: ModalProps) {
  useTabWrap(props.open);
  return <Modal {...props} />;
}
