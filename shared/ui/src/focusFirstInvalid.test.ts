import { focusFirstInvalid } from './focusFirstInvalid';

function form(): { form: HTMLFormElement; first: HTMLInputElement; second: HTMLInputElement } {
  document.body.innerHTML = '<form><input name="a" /><input name="b" /></form>';
  const [first, second] = Array.from(document.querySelectorAll('input'));
  return { form: document.querySelector('form')!, first, second };
}

describe('focusFirstInvalid', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('focuses the first field marked invalid once the form draws it', () => {
    const { form: f, first, second } = form();
    first.focus();
    focusFirstInvalid(f);
    jest.advanceTimersByTime(100);
    second.setAttribute('aria-invalid', 'true');
    jest.advanceTimersByTime(100);
    expect(document.activeElement).toBe(second);
  });

  it('leaves the focus alone once the user has moved it', () => {
    const { form: f, first, second } = form();
    second.setAttribute('aria-invalid', 'true');
    focusFirstInvalid(f);
    first.focus();
    jest.advanceTimersByTime(200);
    expect(document.activeElement).toBe(first);
  });
});
