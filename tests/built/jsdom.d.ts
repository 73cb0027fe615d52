// jsdom ships no types; the one constructor the page tests use, typed here.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string);
    readonly window: Window;
  }
}
