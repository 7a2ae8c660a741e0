/**
 * After a refused submit, takes the user to the first field that needs fixing once the form has
 * drawn its red borders (up to two seconds on a slow phone). It gives up as soon as the user has
 * moved the focus themselves, so it never pulls them out of the field they are typing in. Polls on
 * timers rather than animation frames, which a tab in the background does not get.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, attemptsLeft = 40, focusAtSubmit: Element | null = document.activeElement): void {
  setTimeout(() => {
    if (document.activeElement !== focusAtSubmit) return;
    const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else if (attemptsLeft > 0) focusFirstInvalid(form, attemptsLeft - 1, focusAtSubmit);
  }, 30);
}
