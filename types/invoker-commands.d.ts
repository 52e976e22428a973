import 'react';

/**
 * Invoker commands (HTML: `commandfor` + `command` on a <button>) are not in React's types yet.
 * React passes lower-case attributes it does not know straight to the DOM, so declaring them is
 * enough to write <button commandfor="id" command="show-modal">.
 */
declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string | undefined;
    command?:
      | 'show-modal'
      | 'close'
      | 'request-close'
      | 'show-popover'
      | 'hide-popover'
      | 'toggle-popover'
      | `--${string}`
      | undefined;
  }
}
