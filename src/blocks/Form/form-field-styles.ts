// Styles of the form fields as the prerendered page shows them. They ship with the form block (so
// the page is styled before the form's code loads); the open pickers' and the toasts' styles load
// with that code (src/forms/form-styles.ts).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import './form-fields.css';
