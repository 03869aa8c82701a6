// A form field of a static page, shown in a state its components drew at build time (static-pages/login-states.ts)
// while the person's own <input> stays: what they typed, its focus and selection, and a password manager's hold.

/** The wrapper Mantine draws around a field: its label, input and error. */
const FIELD_ROOT = ".mantine-InputWrapper-root";
/** The attributes of the drawn input that say the field's state (its error, its type), not what was typed. */
const STATE_ATTRIBUTES = ["data-error", "data-invalid", "aria-invalid", "aria-describedby", "type"];
const LINKING_ATTRIBUTES = ["id", "for", "aria-describedby", "aria-labelledby"];

const fieldInput = (root: ParentNode): HTMLInputElement | null => root.querySelector("input");
export const fieldRoot = (input: Element): HTMLElement | null => input.closest<HTMLElement>(FIELD_ROOT);

/** A drawn field's copy, its text slot (label or error) filled with `message`. */
export function filledCopy(drawn: HTMLElement, slot: string, message: string): HTMLElement {
  const copy = drawn.cloneNode(true) as HTMLElement;
  const walker = document.createTreeWalker(copy, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeValue === slot) node.nodeValue = message;
  }
  return copy;
}

/**
 * Puts `drawn` (a field's root, not in the page) where `input`'s field is, with `input` in place of its own: the
 * drawn ids become the input's, so the label and the error still name it, and the input takes the drawn state's
 * attributes. Focus and selection are put back (moving an element drops them).
 */
export function showFieldState(input: HTMLInputElement, drawn: HTMLElement): void {
  const current = fieldRoot(input);
  const drawnInput = fieldInput(drawn);
  if (!current || !drawnInput) return;
  const from = drawnInput.id;
  if (from && input.id) {
    for (const element of [drawn, ...drawn.querySelectorAll("*")]) {
      for (const name of LINKING_ATTRIBUTES) {
        const value = element.getAttribute(name);
        if (value?.includes(from)) element.setAttribute(name, value.replaceAll(from, input.id));
      }
    }
  }
  for (const name of STATE_ATTRIBUTES) {
    const value = drawnInput.getAttribute(name);
    if (value === null) input.removeAttribute(name);
    else input.setAttribute(name, value);
  }
  const focused = document.activeElement === input;
  const selection = focused ? ([input.selectionStart, input.selectionEnd] as const) : null;
  drawnInput.replaceWith(input);
  current.replaceWith(drawn);
  if (!focused) return;
  input.focus();
  if (selection && selection[0] !== null && selection[1] !== null) {
    try {
      input.setSelectionRange(selection[0], selection[1]);
    } catch {
      // An email input has no selection to set.
    }
  }
}
