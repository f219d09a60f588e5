import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendEmail } from '../../src/services/send-email.ts';

const emailjs = vi.hoisted(() => ({ send: vi.fn() }));
vi.mock('@emailjs/browser', () => ({ default: emailjs }));

const SETTINGS = {
  VITE_EMAILJS_SERVICE_ID: 'service_test',
  VITE_EMAILJS_PUBLIC_KEY: 'public_test',
  VITE_EMAILJS_CONTACT_TEMPLATE_ID: 'template_contact',
  VITE_EMAILJS_MEETING_TEMPLATE_ID: 'template_meeting',
  VITE_CONTACT_RECIPIENT: 'professor@ufvc.example',
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  emailjs.send.mockReset();
});

describe('notification e-mail', () => {
  it('is skipped with a notice when the settings are absent', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    await sendEmail('contact', { from_name: 'Ana Lima' });
    expect(emailjs.send).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith(expect.stringContaining('skipped'));
  });

  it('sends the template parameters plus the recipient with the configured ids', async () => {
    for (const [key, value] of Object.entries(SETTINGS)) vi.stubEnv(key, value);
    emailjs.send.mockResolvedValue({ status: 200, text: 'OK' });
    await sendEmail('meeting', { from_name: 'Ana Lima', subject: 'Projeto' });
    expect(emailjs.send).toHaveBeenCalledWith(
      'service_test',
      'template_meeting',
      { from_name: 'Ana Lima', subject: 'Projeto', to_email: 'professor@ufvc.example' },
      { publicKey: 'public_test' },
    );
  });

  it('logs a failure and lets the submission go on', async () => {
    for (const [key, value] of Object.entries(SETTINGS)) vi.stubEnv(key, value);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    emailjs.send.mockRejectedValue({ status: 429, text: 'Too Many Requests' });
    await expect(sendEmail('contact', { from_name: 'Ana Lima' })).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('E-mail sending failed'), { status: 429, text: 'Too Many Requests' });
  });
});
