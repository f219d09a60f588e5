import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadAllLocales } from '../../src/i18n/locales.ts';

// npm test runs these beside the build on two cores: a toast that follows a mocked send once took past
// findBy's default 1 s there. Waiting longer for what must appear weakens no assertion.
configure({ asyncUtilTimeout: 5_000 });

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
