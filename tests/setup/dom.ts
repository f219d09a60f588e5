import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute('data-sidebar-collapsed');
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split('; ').filter(Boolean).forEach((cookie) => {
    document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`;
  });
});
