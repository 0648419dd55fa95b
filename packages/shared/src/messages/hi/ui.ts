/** Hindi twin of ../ui.ts: the shared components' texts (dialogs, fields and toasts). */
export const close = "बंद करें";
export const closeNamed = (title: string) => `${title} बंद करें`;
export const optional = " (वैकल्पिक)";
export const dismiss = "हटाएँ";

export const showNamed = (name: string) => `${name} दिखाएँ`;
export const hideNamed = (name: string) => `${name} छिपाएँ`;
export const show = "दिखाएँ";
export const hide = "छिपाएँ";
