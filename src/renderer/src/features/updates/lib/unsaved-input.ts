/**
 * "Has the person typed something not yet saved?" — asked before a restart to update. A text
 * field counts from the first keystroke until its form is submitted or it is emptied; the
 * chat composer and other rich-text editors (contenteditable) count while they hold text.
 * Tracked with document-level listeners, so no page has to report it.
 */
const touched = new Set<Element>();

function isTextField(target: EventTarget | null): target is HTMLInputElement | HTMLTextAreaElement {
  if (target instanceof HTMLTextAreaElement) return true;
  if (!(target instanceof HTMLInputElement)) return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'range', 'color', 'hidden'].includes(
    target.type,
  );
}

function onInput(event: Event): void {
  const target = event.target;
  if (isTextField(target)) touched.add(target);
  else if (target instanceof HTMLElement && target.isContentEditable) touched.add(target);
}

function onSubmit(event: Event): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement)) return;
  for (const element of [...touched]) if (form.contains(element)) touched.delete(element);
}

function hasText(element: Element): boolean {
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)
    return element.value.trim() !== '';
  return (element.textContent ?? '').trim() !== '';
}

export function trackUnsavedInput(doc: Document = document): () => void {
  doc.addEventListener('input', onInput, true);
  doc.addEventListener('submit', onSubmit, true);
  return () => {
    doc.removeEventListener('input', onInput, true);
    doc.removeEventListener('submit', onSubmit, true);
    touched.clear();
  };
}

export function hasUnsavedInput(): boolean {
  for (const element of [...touched]) {
    if (!element.isConnected) touched.delete(element);
    else if (hasText(element)) return true;
  }
  return false;
}
