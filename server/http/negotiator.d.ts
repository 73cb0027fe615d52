// negotiator 1.x ships no types (@types/negotiator describes 0.6, without `preferred`); the
// calls this project makes, typed here.
declare module 'negotiator' {
  interface RequestLike {
    readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  }
  export default class Negotiator {
    constructor(request: RequestLike);
    /** `available` in the client's order of preference (q, then specificity); `preferred` breaks ties. */
    encodings(available: readonly string[], options?: { preferred?: readonly string[] }): string[];
    /** `available` in the client's order of preference; an empty list when it accepts none. */
    languages(available: readonly string[]): string[];
    /** Media types of `available` in the client's order of preference (all of them, without Accept). */
    mediaTypes(available: readonly string[]): string[];
  }
}
