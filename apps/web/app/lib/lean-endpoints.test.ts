import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { leanDefinitions, leanEndpointsPlugin, leanModule } from './lean-endpoints.ts';

describe('leanDefinitions (the browser build’s endpoint definitions)', () => {
  it('keeps what a call needs to be sent, without the schemas', () => {
    const lean = leanDefinitions({ cart: endpoints.cart, user: endpoints.user });
    expect(lean.cart?.importCart).toEqual({
      operationId: 'importCart',
      method: 'POST',
      path: endpoints.cart.importCart.path,
      consumes: ['multipart/form-data'],
      responseKind: undefined,
    });
    expect(Object.keys(lean.user ?? {}).sort()).toEqual(Object.keys(endpoints.user).sort());
    expect(JSON.stringify(lean)).not.toContain('"response"');
  });

  it('leaves out exports that are not definitions', () => {
    const lean = leanDefinitions({
      demo: { getUser: endpoints.user.getUser, exampleArea: { areaId: 'b2b' } },
    });
    expect(Object.keys(lean.demo ?? {})).toEqual(['getUser']);
  });

  it('writes each definition as parsed JSON, so the bundler keeps every property a call reads', () => {
    const lean = leanDefinitions({ cart: endpoints.cart });
    const source = leanModule({ importCart: lean.cart!.importCart! });
    expect(source).toMatch(/^export const importCart = \/\* @__PURE__ \*\/ JSON\.parse\(/);
    const text = source.slice(source.indexOf('(') + 1, source.lastIndexOf(')'));
    expect(JSON.parse(JSON.parse(text))).toEqual(JSON.parse(JSON.stringify(lean.cart!.importCart)));
  });
});

describe('leanEndpointsPlugin', () => {
  const build = (consumer: string) => ({ environment: { config: { consumer } } });

  it('fails the browser build that took no definitions through it, naming itself and ADR 26', async () => {
    const plugin = leanEndpointsPlugin();
    expect(() => plugin.buildEnd.call(build('server'))).not.toThrow();
    expect(() => plugin.buildEnd.call(build('client'))).toThrow(/lean-endpoint-definitions \(ADR 26\)/);

    const id = plugin.resolveId.call(build('client'), '@shop/contracts/endpoints/cart', undefined, undefined);
    expect(await plugin.load(id as string)).toMatch(/^export const importCart = /m);
    expect(() => plugin.buildEnd.call(build('client'))).not.toThrow();
  });
});
