/** The URL of the signature canvas's script (scripts/standalone-script.ts). */
declare module 'virtual:draw-signature-script' {
  const src: string;
  export default src;
}

/** The URL of the case page's script that follows its W-2 readings (scripts/standalone-script.ts). */
declare module 'virtual:follow-reading-script' {
  const src: string;
  export default src;
}
