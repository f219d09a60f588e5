// Styles of the Mantine components only the forms use: they load with the form chunk, not with every page.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Radio.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/dates/styles.css';
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';
