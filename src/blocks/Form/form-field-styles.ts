// Styles of the form fields as the prerendered page shows them. They ship with the form block, so the
// page is styled before the form's code loads; every field is the browser's own, so the form's code
// brings no styles of its own (the toasts' load with the toast region).
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/SimpleGrid.css';
import './form-fields.css';
