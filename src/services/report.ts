// Console reports the product promises (SPEC: the requested path of a missing page is logged as an
// error; an unknown block is a warning). Kept here so components stay free of side effects.
export function reportMissingRoute(path: string): void {
  console.error('404 Error: User attempted to access non-existent route:', path);
}

export function reportUnknownBlock(type: unknown): void {
  console.warn(`Unknown block type ${JSON.stringify(type)}: nothing rendered. Check the page document against schemas/block.schema.json.`);
}

export function reportRenderError(error: unknown): void {
  console.error('Unexpected application error:', error);
}
