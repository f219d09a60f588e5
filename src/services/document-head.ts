export function setDocumentMeta(title: string, description?: string): void {
  document.title = title;
  if (description !== undefined) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
}
