import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
// The phone library, as on any page with a phone field and in the API: the schemas check numbers with it.
import '@homeward/contracts/phone';

// jsdom lacks these; react-router and zod read them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no <dialog> behaviour; model the open state the way browsers do.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}
