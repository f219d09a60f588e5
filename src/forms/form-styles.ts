// Styles only an interaction shows: the open date picker and select list, alerts and toasts. They
// load with the form's code; the fields' own styles ship with the form block (form-field-styles.ts).
import '@mantine/core/styles/Popover.css';
import '@mantine/dates/styles.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
import '@mantine/core/styles/Combobox.css';
