import { describe, expect, it } from 'vitest';
import type { Mailer } from '../src/mail/mailer';
import { STRONG_PASSWORD, json, post, testApp, uniqueEmail } from './helper';

const jsonHeaders = { 'content-type': 'application/json' };

describe('error envelope', () => {
  it('answers broken JSON with 400 INVALID_JSON and a message, and keeps serving', async () => {
    const t = await testApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: jsonHeaders,
      payload: '{"email": "a@b.co", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({ message: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('answers an empty JSON body with 400 INVALID_JSON', async () => {
    const t = await testApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: jsonHeaders,
      payload: '',
    });
    expect(response.statusCode).toBe(400);
    expect(json(response).code).toBe('INVALID_JSON');
  });

  it('answers wrong types with 400 VALIDATION_ERROR and the rule message', async () => {
    const t = await testApp();
    const response = await post(t, '/auth/login', { email: 42, password: ['x'] });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      message: 'Please enter both email and password.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('answers a JSON array or null body with 400, not 500', async () => {
    const t = await testApp();
    for (const payload of ['[]', 'null', '"text"', '123']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/sign-up',
        headers: jsonHeaders,
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(json(response).code, payload).toBe('VALIDATION_ERROR');
    }
  });

  it('answers huge strings with 400 and a message', async () => {
    const t = await testApp();
    const huge = 'a'.repeat(200_000);
    const response = await post(t, '/auth/sign-up', { email: `${huge}@example.com`, password: huge });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toEqual({
      message: 'Please enter a valid email address.',
      code: 'VALIDATION_ERROR',
    });
  });

  it('answers a body over the size limit with 413', async () => {
    const t = await testApp();
    const response = await post(t, '/auth/login', { email: 'a@b.co', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(response.statusCode).toBe(413);
    expect(json(response).code).toBe('PAYLOAD_TOO_LARGE');
    expect((await t.app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
  });

  it('answers an unsupported content type with 415', async () => {
    const t = await testApp();
    const response = await t.app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(json(response).code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an unknown route with a JSON 404', async () => {
    const t = await testApp();
    const response = await t.app.inject({ method: 'GET', url: '/no/such/route' });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });

  it('answers in Portuguese when Accept-Language asks for it', async () => {
    const t = await testApp();
    const response = await post(t, '/auth/login', {}, { 'accept-language': 'pt-AO,pt;q=0.9,en;q=0.5' });
    expect(response.statusCode).toBe(400);
    expect(json(response).message).toBe('Por favor, introduza o e-mail e a palavra-passe.');
  });

  it('hides the internals of a 5xx behind a generic message', async () => {
    const failing: Mailer = {
      send: async () => {
        throw new Error('SMTP relay 10.0.0.7 refused: secret-internal-detail');
      },
      sendInBackground: () => {},
      close: async () => {},
    };
    const t = await testApp({ mailer: failing });
    const response = await post(t, '/auth/sign-up', { email: uniqueEmail(), password: STRONG_PASSWORD });
    expect(response.statusCode).toBe(500);
    expect(json(response)).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    expect(response.body).not.toContain('secret-internal-detail');
  });
});
