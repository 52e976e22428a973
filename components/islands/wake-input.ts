import { createContext, useContext, useEffect, useRef } from 'react';

/*
 * What a visitor typed, ticked or chose in an island's server-rendered form before React owned it.
 * React keeps such a value in the DOM when it hydrates, but its state still holds the server's
 * value: the tool ignores the input, and the next render writes the server's value back. So the
 * islands runtime (client/hydrate-island.ts) reads every control that no longer shows what the
 * server rendered and, once the island is hydrated, hands each one to React exactly once, as the
 * change event React missed. An island whose wake-up replaces those controls (the match quiz's
 * no-JS booking form) takes them over with `useInputBeforeWake` instead.
 */

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** A control whose value differs from the server's, with the visitor's value. */
export interface ChangedControl {
  element: Control;
  name: string;
  /** The typed text or chosen option's value; for a checkbox or radio button, its value attribute. */
  value: string;
  /** For a checkbox or radio button: ticked or not. */
  checked: boolean;
}

const NOT_INPUT = new Set(['hidden', 'submit', 'reset', 'button', 'image', 'file']);

function isCheckable(element: Control): element is HTMLInputElement {
  return element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio');
}

/** The option the server selected: the last with a `selected` attribute, else the first. */
function defaultIndex(select: HTMLSelectElement): number {
  let index = select.options.length > 0 ? 0 : -1;
  Array.from(select.options).forEach((option, position) => {
    if (option.defaultSelected) index = position;
  });
  return index;
}

function isChanged(element: Control): boolean {
  if (element instanceof HTMLSelectElement) {
    if (element.multiple)
      return Array.from(element.options).some((option) => option.selected !== option.defaultSelected);
    return element.selectedIndex !== defaultIndex(element);
  }
  if (isCheckable(element)) {
    // In a radio group only the newly chosen button counts (the one it replaced follows from it).
    return element.checked !== element.defaultChecked && (element.type === 'checkbox' || element.checked);
  }
  return element.value !== element.defaultValue;
}

/**
 * The form controls inside `root` (not those of an island nested in it) whose current value
 * differs from the one in the server HTML: what the visitor changed before the island woke.
 */
export function changedControls(root: Element): ChangedControl[] {
  const island = root.closest('[data-island]');
  const changed: ChangedControl[] = [];
  for (const element of root.querySelectorAll<Control>('input, select, textarea')) {
    if (element.closest('[data-island]') !== island) continue;
    if (element instanceof HTMLInputElement && NOT_INPUT.has(element.type)) continue;
    if (!isChanged(element)) continue;
    changed.push({
      element,
      name: element.name,
      value: element.value,
      checked: isCheckable(element) && element.checked,
    });
  }
  return changed;
}

/** The DOM's own setter of `property`, which React's value tracking does not see. */
function setNatively(element: Control, property: 'value' | 'checked', value: string | boolean) {
  const prototype = Object.getPrototypeOf(element) as object;
  Object.getOwnPropertyDescriptor(prototype, property)?.set?.call(element, value);
}

/**
 * Gives React the visitor's value of a control as one change event, as if typed now. React reacts
 * to a change only when the value differs from the last one it saw (it watches the element's
 * `value`/`checked`), so the opposite is first set where React sees it, then the visitor's value
 * where it does not, then the event React listens to for that kind of control is sent: `input`
 * for text, `change` for a select, a plain `click` for a checkbox or radio button (not a mouse
 * click, so the browser does not tick it again). The DOM ends with the visitor's value whether
 * or not React is there. Does nothing for a control that has left the page.
 */
export function replayChange(control: ChangedControl): void {
  const { element } = control;
  if (!element.isConnected) return;
  if (element instanceof HTMLSelectElement) {
    element.value = control.value;
    element.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (isCheckable(element)) {
    element.checked = !control.checked;
    setNatively(element, 'checked', control.checked);
    element.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  element.value = control.value === '' ? ' ' : '';
  setNatively(element, 'value', control.value);
  element.dispatchEvent(new Event('input', { bubbles: true }));
}

/** What hydrate-island gives the island it wakes: its root, and the controls an island took over. */
export interface WakeInput {
  root: Element;
  taken: Set<Element>;
}

/** Null on the server and in `next dev` (Next hydrates the island; nothing is replayed there). */
export const WakeInputContext = createContext<WakeInput | null>(null);

/**
 * For an island whose wake-up replaces its server-rendered controls: called once, as the island
 * wakes, with what the visitor changed in them; it returns the controls it applied, which are
 * then not replayed. Islands whose controls stay need nothing: the runtime replays their input.
 */
export function useInputBeforeWake(take: (controls: ChangedControl[]) => ChangedControl[]): void {
  const wake = useContext(WakeInputContext);
  const latest = useRef(take);
  useEffect(() => {
    latest.current = take;
  });
  useEffect(() => {
    if (!wake) return;
    const controls = changedControls(wake.root).filter((control) => !wake.taken.has(control.element));
    if (controls.length === 0) return;
    for (const control of latest.current(controls)) wake.taken.add(control.element);
  }, [wake]);
}
