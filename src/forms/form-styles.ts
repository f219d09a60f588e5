// Styles only an interaction shows: the open date picker and select list. They load with the form's
// code; the fields' own styles ship with the form block (form-field-styles.ts), the toasts' with the
// toast region (services/ToastRegion.tsx).
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import '@mantine/core/styles/Combobox.css';
