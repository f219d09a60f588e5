import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { contactEmailParams, meetingEmailParams } from '../../supabase/functions/_shared/notification-params.ts';
import { VALIDATION_MESSAGES } from '../../src/forms/form-schemas.ts';
import { checkLimit, MAX_PER_SESSION, MIN_INTERVAL_MS, readLimiterState, recordSubmission } from '../../src/forms/submission-limiter.ts';
import { meetingErrorKey } from '../../src/forms/submit-errors.ts';
import en from '../../locales/en.json';
import es from '../../locales/es.json';
import pt from '../../locales/pt.json';

import { describeFunctionError } from '../../src/services/submit-form.ts';

const LOCALES: Record<string, Record<string, string>> = { pt, en, es };

describe('meeting error mapping from real supabase-js errors', () => {
  const httpError = (status: number, body: unknown) =>
    new FunctionsHttpError(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

  it('reads 429 from the response, not from the fixed message', async () => {
    const error = httpError(429, { error: 'rate limit exceeded: at most 5 submissions per 15 minutes; retry in 900 s' });
    expect(error.message).toBe('Edge Function returned a non-2xx status code');
    const described = await describeFunctionError(error);
    expect(described.status).toBe(429);
    expect(meetingErrorKey(described)).toBe('toast.meeting.rateLimited');
  });

  it('maps a message that only says rate limit to the same toast', () => {
    expect(meetingErrorKey({ message: 'Rate limit reached' })).toBe('toast.meeting.rateLimited');
  });

  it('maps 400 to the invalid-data toast', async () => {
    const described = await describeFunctionError(httpError(400, { error: 'Invalid submission', issues: [] }));
    expect(described).toEqual({ status: 400, message: 'Invalid submission' });
    expect(meetingErrorKey(described)).toBe('toast.meeting.invalid');
  });

  it('maps a 500 and a network failure to the generic toast', async () => {
    expect(meetingErrorKey(await describeFunctionError(httpError(500, { error: 'Internal error' })))).toBe('toast.meeting.failed');
    const network = await describeFunctionError(new FunctionsFetchError(new TypeError('Failed to fetch')));
    expect(network.status).toBeUndefined();
    expect(meetingErrorKey(network)).toBe('toast.meeting.failed');
  });

  it('has the spec messages in Portuguese', () => {
    expect(LOCALES.pt['toast.meeting.rateLimited']).toBe('Muitas tentativas. Tente novamente em alguns minutos.');
    expect(LOCALES.pt['toast.meeting.invalid']).toBe('Dados inválidos. Verifique os campos e tente novamente.');
    expect(LOCALES.pt['toast.meeting.failed']).toBe('Erro ao enviar solicitação. Tente novamente.');
    expect(LOCALES.pt['toast.meeting.unexpected']).toBe('Erro inesperado. Tente novamente.');
    expect(LOCALES.pt['toast.meeting.success']).toBe('Solicitação enviada com sucesso! Você receberá uma resposta em até 48 horas.');
    expect(LOCALES.pt['toast.meeting.wait']).toBe('Aguarde antes de enviar outra solicitação.');
    expect(LOCALES.pt['form.meeting.limitReached']).toBe('Limite de envios atingido para esta sessão');
    expect(LOCALES.pt['toast.contact.errorTitle']).toBe('Erro ao enviar mensagem');
    expect(LOCALES.pt['toast.contact.errorDescription']).toBe('Ocorreu um erro ao enviar sua mensagem. Tente novamente mais tarde.');
    expect(LOCALES.pt['toast.contact.unexpected']).toBe('Ocorreu um erro inesperado. Tente novamente mais tarde.');
    expect(LOCALES.pt['toast.contact.successTitle']).toBe('Mensagem enviada com sucesso!');
  });
});

describe('validation messages in three languages', () => {
  it('pt says exactly what the shared schema says; en and es translate every rule', () => {
    for (const [field, kinds] of Object.entries(VALIDATION_MESSAGES)) {
      for (const [kind, message] of Object.entries(kinds)) {
        const key = `validation.${field}.${kind}`;
        expect(LOCALES.pt[key], key).toBe(message);
        expect(LOCALES.en[key], key).toBeTruthy();
        expect(LOCALES.es[key], key).toBeTruthy();
        expect(LOCALES.en[key], key).not.toBe(message);
      }
    }
  });
});

describe('meeting submission limiter', () => {
  it('blocks for 30 s after a success, then allows again', () => {
    const start = 1_000_000;
    const after = recordSubmission({ count: 0, lastAt: null }, start);
    expect(checkLimit(after, start + MIN_INTERVAL_MS - 1)).toEqual({ allowed: false, reason: 'wait', retryInMs: 1 });
    expect(checkLimit(after, start + MIN_INTERVAL_MS)).toEqual({ allowed: true });
  });

  it('blocks for the rest of the session after 3', () => {
    let state = { count: 0, lastAt: null as number | null };
    for (let i = 0; i < MAX_PER_SESSION; i++) state = recordSubmission(state, i * 60_000);
    expect(checkLimit(state, 10 * 60 * 60_000)).toEqual({ allowed: false, reason: 'limit' });
  });

  it('lives in sessionStorage, so a reload keeps it', () => {
    recordSubmission({ count: 1, lastAt: 5 }, 42);
    expect(readLimiterState()).toEqual({ count: 2, lastAt: 42 });
    sessionStorage.clear();
    expect(readLimiterState()).toEqual({ count: 0, lastAt: null });
  });
});

describe('e-mail payloads', () => {
  it('contact: every field, institution "not informed" when empty', () => {
    expect(contactEmailParams({ firstName: 'Ana', lastName: 'Lima', email: 'ana@example.org', institution: '', subject: 'Dúvida', message: 'Olá' })).toEqual({
      from_name: 'Ana Lima', from_email: 'ana@example.org', institution: 'not informed', subject: 'Dúvida', message: 'Olá',
    });
  });

  it('meeting: display labels and "Não informado" for empty optional values', () => {
    const params = meetingEmailParams(
      { firstName: 'Ana', lastName: 'Lima', email: 'ana@example.org', institution: '', meetingFormat: 'teams', meetingType: '', preferredDate: '2026-12-01', preferredTime: '10:30', subject: 'Projeto', description: '', additionalInfo: null },
      { format: 'Online – Microsoft Teams' },
    );
    expect(params).toEqual({
      from_name: 'Ana Lima', first_name: 'Ana', last_name: 'Lima', from_email: 'ana@example.org', institution: 'Não informado',
      meeting_format: 'Online – Microsoft Teams', meeting_type: 'Não informado', preferred_date: '2026-12-01', preferred_time: '10:30',
      subject: 'Projeto', description: 'Não informado', additional_info: 'Não informado',
    });
  });
});
