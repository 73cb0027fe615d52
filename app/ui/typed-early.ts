/**
 * What a visitor typed into a server-rendered form before the page's script took over: React
 * does not read it into state, so a page that keeps its fields in state picks it up once on mount.
 */
export function typedValue(form: HTMLFormElement | null, name: string): string {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement
    ? field.value
    : '';
}

export function typedChecked(form: HTMLFormElement | null, name: string): boolean {
  const field = form?.elements.namedItem(name);
  return field instanceof HTMLInputElement && field.checked;
}
