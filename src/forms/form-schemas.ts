// The one definition of both forms lives beside the server function that enforces it; the browser
// validates with the very same schemas.
export * from '../../supabase/functions/_shared/form-schemas.ts';
