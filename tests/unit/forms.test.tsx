// The two forms as a visitor uses them, with the network services replaced: messages in each
// language, what is sent, which toast shows, what the fields keep, and the meeting limiter in time.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ContactForm from '../../src/forms/ContactForm.tsx';
import { FORM_SENT_EVENT } from '../../src/forms/early-errors.ts';
import MeetingForm from '../../src/forms/MeetingForm.tsx';
import { renderWithProviders } from './render.tsx';

const services = vi.hoisted(() => ({ submitForm: vi.fn(), sendEmail: vi.fn() }));
vi.mock('../../src/services/submit-form.ts', () => ({ submitForm: services.submitForm }));
vi.mock('../../src/services/send-email.ts', () => ({ sendEmail: services.sendEmail }));

beforeEach(() => {
  // A function with no e-mail of its own ('off'): the browser then sends it, after the store.
  services.submitForm.mockReset().mockResolvedValue({ ok: true, id: '1', notification: 'off' });
  services.sendEmail.mockReset().mockResolvedValue(undefined);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillContact() {
  type(/^Nome/, 'Ana');
  type(/^Sobrenome/, 'Lima');
  type(/^E-mail/, 'ana@example.org');
  type(/^Assunto/, 'Orientação');
  type(/^Mensagem/, 'Gostaria de conversar sobre o mestrado.');
}

describe('contact form', () => {
  it('shows the required messages in Portuguese on an empty submit and sends nothing', async () => {
    renderWithProviders(<ContactForm />, { language: 'pt' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    for (const message of ['Nome é obrigatório', 'Sobrenome é obrigatório', 'Email inválido', 'Assunto é obrigatório', 'Mensagem é obrigatória'])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(services.submitForm).not.toHaveBeenCalled();
  });

  it('speaks the visitor’s language', async () => {
    renderWithProviders(<ContactForm />, { language: 'es' });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensaje' }));
    expect(await screen.findByText('El nombre es obligatorio')).toBeInTheDocument();
  });

  it('stores the submission, then sends the e-mail; success clears the fields and announces the send', async () => {
    renderWithProviders(<ContactForm />, { language: 'pt' });
    const sent = vi.fn();
    document.querySelector('form[data-form="contact"]')!.addEventListener(FORM_SENT_EVENT, sent);
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Mensagem enviada com sucesso!')).toBeInTheDocument();
    expect(services.submitForm).toHaveBeenCalledWith('contact-message', {
      firstName: 'Ana', lastName: 'Lima', email: 'ana@example.org', institution: '', subject: 'Orientação', message: 'Gostaria de conversar sobre o mestrado.',
    });
    expect(services.sendEmail).toHaveBeenCalledWith('contact', expect.objectContaining({ from_name: 'Ana Lima', institution: 'not informed' }));
    expect(services.submitForm.mock.invocationCallOrder[0]).toBeLessThan(services.sendEmail.mock.invocationCallOrder[0]!);
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('');
    expect(sent).toHaveBeenCalledTimes(1); // the page's drafts forget the typed text (form-drafts.ts)
  });

  it('sends no e-mail from the browser when the function sent it', async () => {
    services.submitForm.mockResolvedValue({ ok: true, id: '1', notification: 'sent' });
    renderWithProviders(<ContactForm />, { language: 'pt' });
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Mensagem enviada com sucesso!')).toBeInTheDocument();
    expect(services.sendEmail).not.toHaveBeenCalled();
  });

  it.each([500, 429, 400])('keeps the fields, shows the error toast and sends no e-mail when the backend answers %i', async (status) => {
    services.submitForm.mockResolvedValue({ ok: false, status, message: 'refused' });
    renderWithProviders(<ContactForm />, { language: 'pt' });
    const sent = vi.fn();
    document.querySelector('form[data-form="contact"]')!.addEventListener(FORM_SENT_EVENT, sent);
    fillContact();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mensagem' }));
    expect(await screen.findByText('Erro ao enviar mensagem')).toBeInTheDocument();
    expect(screen.getByText('Ocorreu um erro ao enviar sua mensagem. Tente novamente mais tarde.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Ana');
    expect(services.sendEmail).not.toHaveBeenCalled();
    expect(sent).not.toHaveBeenCalled();
  });

  it('says so in the visitor’s language when the server does not answer in time', async () => {
    services.submitForm.mockResolvedValue({ ok: false, timedOut: true, message: 'no answer within 15 s' });
    renderWithProviders(<ContactForm />, { language: 'en' });
    type(/^First name/, 'Ana');
    type(/^Last name/, 'Lima');
    type(/^E-mail/, 'ana@example.org');
    type(/^Subject/, 'Supervision');
    type(/^Message/, 'I would like to talk about the master’s programme.');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('The server did not answer within 15 seconds. What you wrote is still here: please try again in a moment.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('I would like to talk about the master’s programme.');
  });
});

function fillMeeting() {
  type(/^Nome/, 'Ana');
  type(/^Sobrenome/, 'Lima');
  type(/^E-mail/, 'ana@example.org');
  fireEvent.click(screen.getByLabelText('Online – Google Meet'));
  type(/^Tipo de reunião/, 'research');
  type(/^Data preferida/, '2026-11-25');
  type(/^Horário preferido/, '10:30');
  type(/^Assunto/, 'Projeto de mestrado');
}

describe('meeting form', () => {
  it('validates format, date and time with the spec messages', async () => {
    renderWithProviders(<MeetingForm />, { language: 'pt' });
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar reunião' }));
    for (const message of ['Formato da reunião é obrigatório', 'Data é obrigatória', 'Horário é obrigatório'])
      expect(await screen.findByText(message)).toBeInTheDocument();
    expect(services.submitForm).not.toHaveBeenCalled();
  });

  it('limits to one request per 30 s and 3 per session, sending nothing when blocked', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-23T12:00:00Z') });
    renderWithProviders(<MeetingForm />, { language: 'pt' });
    const submit = () => screen.getByRole('button', { name: /Solicitar reunião|Enviando/ });

    for (let round = 1; round <= 3; round++) {
      fillMeeting();
      fireEvent.click(submit());
      await screen.findByText('Solicitação enviada com sucesso! Você receberá uma resposta em até 48 horas.');
      expect(services.submitForm).toHaveBeenCalledTimes(round);
      expect(services.submitForm).toHaveBeenLastCalledWith('meeting-request', expect.objectContaining({ meetingType: 'research', preferredDate: '2026-11-25', preferredTime: '10:30' }));
      if (round < 3) {
        await waitFor(() => expect(submit()).toBeDisabled());
        expect(screen.getByText('Aguarde antes de enviar outra solicitação.')).toBeInTheDocument();
        await act(async () => void vi.advanceTimersByTime(30_000));
        await waitFor(() => expect(submit()).toBeEnabled());
      }
    }
    expect(await screen.findByText('Limite de envios atingido para esta sessão')).toBeInTheDocument();
    await act(async () => void vi.advanceTimersByTime(10 * 60_000));
    expect(submit()).toBeDisabled();
    expect(services.submitForm).toHaveBeenCalledTimes(3);
  });

  it('shows the rate-limit toast for a 429', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, now: new Date('2026-11-23T12:00:00Z') });
    services.submitForm.mockResolvedValue({ ok: false, status: 429, message: 'rate limit exceeded' });
    renderWithProviders(<MeetingForm />, { language: 'pt' });
    fillMeeting();
    fireEvent.click(screen.getByRole('button', { name: 'Solicitar reunião' }));
    expect(await screen.findByText('Muitas tentativas. Tente novamente em alguns minutos.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Ana');
  });
});
