export { Button, buttonClass, type ButtonProps } from './Button';
export { Modal, type ModalProps } from './Modal';
export { SliceFallback, type SliceFallbackProps } from './SliceFallback';
export { Spinner, LoadingBlock } from './Spinner';
export { VisuallyHidden } from './VisuallyHidden';
export { Tabs, type TabsProps, type TabItem } from './Tabs';
export { Stepper, type StepperProps } from './Stepper';
export { useTabWrap } from './useTabWrap';
export { ErrorPage, type ErrorPageProps } from './ErrorPage';
