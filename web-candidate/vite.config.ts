import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { tsImport } from 'tsx/esm/api';
import { defineConfig, type Plugin } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { compileTexts } from './src/lib/i18n/compile-texts';

const catalogueModules = ['src/lib/i18n/pl.ts', 'src/lib/i18n/en.ts'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);
const pageTextsModule = fileURLToPath(new URL('src/lib/i18n/page-texts.ts', import.meta.url));

/**
 * The browser's catalogues as react-intl's parsed messages (ASTs) instead of ICU strings, so the
 * browser needs no ICU parser (issues 11 and 13, initial JS: ~8 KB gzipped on every page): the build
 * loads each catalogue module, parses every message as react-intl would at run time and writes the
 * module's exports as JSON (`compileTexts`, which the server also uses for a page's own texts), and the
 * parser's import resolves to its parser-less twin (the same types and AST helpers). The server and
 * the tests keep the string catalogues.
 */
function precompiledCatalogues(): Plugin {
  return {
    name: 'tablica-precompiled-catalogues',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    async load(id) {
      if (!catalogueModules.includes(id)) return null;
      const module = (await tsImport(id, import.meta.url)) as Record<string, unknown>;
      const exports = Object.entries(module)
        .filter(([name]) => name !== 'default')
        .map(
          ([name, catalogue]) =>
            `export const ${name} = expandTexts(JSON.parse(${JSON.stringify(JSON.stringify(compileTexts(catalogue as Record<string, string>)))}));\n`,
        );
      return [`import { expandTexts } from ${JSON.stringify(pageTextsModule)};`, ...exports].join('\n');
    },
  };
}

/** The pages a visitor lands on, whose first visit the weight bench counts (issues 11 and 13). */
const landingPages = ['listing', 'offer', 'home'] as const;
const moduleOf = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const hydrateEntry = moduleOf('src/hydrate.tsx');
const clientEntry = moduleOf('src/entry-client.tsx');
const routesFolder = moduleOf('src/app/routes/');

/**
 * The code the landing pages need before they are interactive, in a few files: left to the bundler,
 * their modules were cut into ~55 files by which of the lazily loaded parts (dialogs, the map,
 * islands) also import them, down to files of a few hundred bytes, and gzip compresses each file
 * alone (the listing's initial JavaScript: 57 files, ~12 KB more gzipped than the same code in one).
 * Each module that a landing page (with what hydrates) imports statically goes into one file with the
 * modules that the same landing pages import statically and the same others load lazily (their
 * islands, dialogs: `landing-listing-home-then-offer`), so no page loads a module at first it did not
 * load before, and a lazy part loads with what it needs only modules that such a part of that page
 * needs too. The lazily loaded modules themselves stay the files their imports name. What
 * index.html's script imports stays in it, and a group takes exactly its modules (not what they
 * import): that script, run before the first paint, imports no other file.
 */
function landingPageChunks() {
  const chunkOf = new Map<string, string>();
  const plugin: Plugin = {
    name: 'tablica-landing-page-chunks',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    buildEnd() {
      const closure = (from: readonly string[], lazily = false) => {
        const seen = new Set<string>();
        const visit = (id: string) => {
          if (seen.has(id)) return;
          seen.add(id);
          const info = this.getModuleInfo(id);
          for (const imported of info?.importedIds ?? []) visit(imported);
          // What its lazy parts load on this page (another page's module is another page).
          if (lazily)
            for (const imported of info?.dynamicallyImportedIds ?? [])
              if (!imported.startsWith(routesFolder)) visit(imported);
        };
        from.forEach(visit);
        return seen;
      };
      const entry = closure([clientEntry]);
      const routes = landingPages.map((page) => moduleOf(`src/app/routes/${page}.tsx`));
      const closures = routes.map((route) => closure([hydrateEntry, route]));
      const reached = routes.map((route) => closure([hydrateEntry, route], true));
      for (const id of new Set(closures.flatMap((pageClosure) => [...pageClosure]))) {
        const pages = landingPages.filter((_page, index) => closures[index]!.has(id));
        const later = landingPages.filter((page, index) => !pages.includes(page) && reached[index]!.has(id));
        if (!entry.has(id) && !this.getModuleInfo(id)?.dynamicImporters.length)
          chunkOf.set(id, ['landing', ...pages, ...(later.length > 0 ? ['then', ...later] : [])].join('-'));
      }
    },
  };
  const groups = [
    {
      name: (id: string) => chunkOf.get(id) ?? null,
      includeDependenciesRecursively: false,
      test: (id: string) => chunkOf.has(id),
    },
  ];
  return { plugin, groups };
}
const landingChunks = landingPageChunks();

// The same config serves `vite build` (client and --ssr) and the server's dev middleware, which runs
// Vite with this folder as root and loads src/entry-server.tsx through ssrLoadModule.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/',
  // The browser's files also as .gz and .br beside them: the server sends those, never compressing on the fly.
  plugins: [
    precompiledCatalogues(),
    landingChunks.plugin,
    react(),
    ...(isSsrBuild ? [] : [compression({ algorithms: ['gzip', 'brotliCompress'] })]),
  ],
  // The built server renderer carries its libraries with React's, emotion's and MUI's production code
  // chosen at build time: left to node_modules, they load their development builds unless the process
  // runs with NODE_ENV=production (which `npm start` does not: it also asks for secrets and secure
  // cookies), and rendered a list page ~10x slower (React 19's development checks and owner stacks).
  ...(command === 'build' && isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: {
    // Inlined data: URLs would need extra CSP allowances; hashed files under /assets/ do not.
    assetsInlineLimit: 0,
    // dist/client/.vite/manifest.json: which files each page's module needs, for the server's preload links.
    manifest: !isSsrBuild,
    // The entry preloads the page's files itself (the server names them), so its import of hydrate.tsx
    // needs no list of dependencies to preload. No polyfill: a browser without modulepreload (Safari
    // before 17) loads the same files as the imports ask for them.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (file: string, dependencies: string[]) =>
        /(^|\/)hydrate-[\w-]+\.js$/.test(file) ? [] : dependencies,
    },
    // The landing pages' code in a few files (landingPageChunks).
    ...(isSsrBuild
      ? {}
      : { rolldownOptions: { output: { codeSplitting: { groups: landingChunks.groups } } } }),
  },
}));
