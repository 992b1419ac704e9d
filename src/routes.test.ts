import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from './shared/public-pages';
import { routes } from './routes';

describe('routes', () => {
  it('serve every page the sitemap lists with its own page, not the 404', () => {
    for (const path of PUBLIC_PAGES) {
      const match = matchRoutes(routes, path)?.at(-1);
      expect(match?.route.path, path).not.toBe('*');
    }
  });

  it('are case-sensitive, so /faq is not /FAQ (the server redirects it)', () => {
    expect(matchRoutes(routes, '/faq')?.at(-1)?.route.path).toBe('*');
  });
});
