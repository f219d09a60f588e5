/** The contact form with its subject written for the visitor (see ContactForm's useSubjectFromAddress). */
export function contactHref(subject: string): string {
  return `/contact?${new URLSearchParams({ subject })}`;
}
