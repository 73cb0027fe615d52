/** The URL of the signature canvas's script (scripts/standalone-script.ts). */
declare module 'virtual:draw-signature-script' {
  const src: string;
  export default src;
}
