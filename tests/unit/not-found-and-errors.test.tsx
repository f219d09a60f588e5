import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockRenderer } from '../../src/renderer/BlockRenderer.tsx';
import { ErrorBoundary } from '../../src/shell/ErrorBoundary.tsx';
import type { Block } from '../../src/generated/schemas.ts';
import { renderApp, renderWithProviders } from './render.tsx';

afterEach(() => vi.restoreAllMocks());

describe('not-found page', () => {
  it('shows 404, the message and a link home, and logs the requested path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/no-such-page', 'en');
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/en/');
    expect(error).toHaveBeenCalledWith(expect.any(String), '/en/no-such-page');
  });

  it('speaks Portuguese by default', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/pagina-inexistente', 'pt');
    expect(screen.getByRole('heading', { level: 1, name: 'Ops! Página não encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  });
});

describe('error screen', () => {
  it('replaces a page that throws with the unexpected-error screen', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Broken(): never {
      throw new Error('broken block');
    }
    renderWithProviders(
      <Routes>
        <Route path="/" element={<ErrorBoundary><Broken /></ErrorBoundary>} />
      </Routes>,
      { language: 'pt' },
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalled();
  });
});

describe('unknown block at run time', () => {
  it('renders nothing and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = renderWithProviders(<BlockRenderer block={{ type: 'carousel' } as unknown as Block} />, { language: 'pt' });
    expect(container.querySelector('[data-mantine-color-scheme], body > div > *:not(style)')?.textContent ?? '').toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"carousel"'));
  });
});
