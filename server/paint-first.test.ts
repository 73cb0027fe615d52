import { describe, expect, it } from 'vitest';
import { PaintFirstError, scriptsAfterFirstPaint } from './paint-first';

// The shape React Router 7.18 prerenders (build/client/calculator/index.html, shortened).
const PAGE =
  '<html><head><title>t</title><link rel="modulepreload" href="/assets/manifest-1.js"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="icon" href="/f.svg"/>' +
  '</head><body><h1>Refund</h1><script type="module" async="">import "/assets/manifest-1.js";\n' +
  'import * as route0 from "/assets/root-3.js";\nimport * as route1 from "/assets/calc-4.js";\n' +
  '  \n  window.__reactRouterRouteModules = {"root":route0,"routes/calculator":route1};\n\n' +
  'import("/assets/entry.client-2.js");</script></body></html>';

describe('scriptsAfterFirstPaint', () => {
  const html = scriptsAfterFirstPaint(PAGE);
  const module = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';

  it('leaves no download to start before the first paint', () => {
    expect(html).not.toContain('modulepreload" href');
    expect(module).not.toMatch(/^import\s/m);
    expect(html).toContain('<link rel="icon" href="/f.svg"/>');
    expect(html).toContain('<h1>Refund</h1>');
  });

  it('waits for the first contentful paint, then preloads and imports the same modules in order', () => {
    const wait = module.indexOf('new PerformanceObserver(');
    expect(module).toContain("getEntriesByName('first-contentful-paint')");
    const preload = module.indexOf('["/assets/manifest-1.js","/assets/entry.client-2.js"]');
    const imports = [
      'await import("/assets/manifest-1.js");',
      'const route0 = await import("/assets/root-3.js");',
      'const route1 = await import("/assets/calc-4.js");',
      'window.__reactRouterRouteModules = {"root":route0,"routes/calculator":route1};',
      'import("/assets/entry.client-2.js");',
    ].map((line) => module.indexOf(line));
    expect(wait).toBeGreaterThan(-1);
    expect(preload).toBeGreaterThan(wait);
    expect(imports[0]).toBeGreaterThan(preload);
    expect(imports.every((at, i) => at > -1 && (i === 0 || at > (imports[i - 1] ?? 0)))).toBe(true);
  });

  it('refuses a page in another form rather than guess', () => {
    expect(() => scriptsAfterFirstPaint('<html><body>no scripts</body></html>')).toThrow(
      PaintFirstError,
    );
    const otherImport = PAGE.replace(
      'import "/assets/manifest-1.js";',
      'import { x } from "/assets/manifest-1.js";',
    );
    expect(() => scriptsAfterFirstPaint(otherImport)).toThrow(PaintFirstError);
  });
});
