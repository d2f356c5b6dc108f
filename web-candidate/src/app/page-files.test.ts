import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueModule, pageFiles, pageModules, type BuildManifest } from './page-files';
import { pages } from './pages';
import { routeModules } from './route-modules';

const manifest: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  'src/hydrate.tsx': { file: 'assets/hydrate-1.js', imports: ['_react-1.js', '_runtime-1.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_shell-1.js': { file: 'assets/shell-1.js', imports: ['_react-1.js'] },
  '_map-1.js': { file: 'assets/map-1.js', css: ['assets/map-1.css'] },
  'src/app/routes/offer.tsx': {
    file: 'assets/offer-1.js',
    imports: ['_shell-1.js', '_react-1.js', '_map-1.js'],
  },
  'src/lib/i18n/pl.ts': { file: 'assets/pl-1.js' },
  'src/lib/i18n/en.ts': { file: 'assets/en-1.js' },
};

describe('a page’s files', () => {
  it('are what hydrates and its module with what they import, less the entry’s; no catalogue', () => {
    expect(pageFiles(manifest, 'offer')).toEqual({
      scripts: [
        '/assets/hydrate-1.js',
        '/assets/react-1.js',
        '/assets/offer-1.js',
        '/assets/shell-1.js',
        '/assets/map-1.js',
      ],
      styles: ['/assets/map-1.css'],
    });
  });

  it('say so when the build has no such module', () => {
    expect(() => pageFiles(manifest, 'terms')).toThrow(/src\/app\/routes\/terms\.tsx/);
  });

  it('are named after the page: each page is the module the browser loads for it', () => {
    expect(Object.keys(routeModules).sort()).toEqual([...pages].sort());
    for (const page of pages)
      for (const module of [...pageModules(page), catalogueModule('pl'), catalogueModule('en')])
        expect(existsSync(fileURLToPath(new URL(`../../${module}`, import.meta.url))), module).toBe(true);
  });
});
