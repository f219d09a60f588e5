import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllLocales } from '../../src/i18n/locales.ts';

// The browser loads a language's strings before rendering it; tests render every language.
beforeAll(() => loadAllLocales());

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-sidebar-collapsed');
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split('; ').filter(Boolean).forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`;
  });
});
