/// <reference types="vite/client" />

/** The site's stylesheet as text in the server build, empty in the browser's (web/vite.config.ts). */
declare module 'virtual:document-css' {
  const css: string;
  export default css;
}
