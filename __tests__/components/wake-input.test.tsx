/** @jest-environment jsdom */
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { changedControls, replayChange } from '@/components/islands/wake-input';

/** A small tool with each kind of control, controlled by React as the islands are. */
function Tool({
  onAmount,
  onTick,
  onKind,
}: {
  onAmount: (v: string) => void;
  onTick: (v: boolean) => void;
  onKind: (v: string) => void;
}) {
  const [amount, setAmount] = useState('500000');
  const [ticked, setTicked] = useState(false);
  const [kind, setKind] = useState('flat');
  return (
    <form>
      <input type="hidden" name="utm" value="x" />
      <input
        name="amount"
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          onAmount(event.target.value);
        }}
      />
      <input
        type="checkbox"
        name="tick"
        value="on"
        checked={ticked}
        onChange={(event) => {
          setTicked(event.target.checked);
          onTick(event.target.checked);
        }}
      />
      <select
        name="kind"
        value={kind}
        onChange={(event) => {
          setKind(event.target.value);
          onKind(event.target.value);
        }}
      >
        <option value="percentage">Percentage</option>
        <option value="flat">Flat</option>
      </select>
      <p data-shown="">{`${amount} ${String(ticked)} ${kind}`}</p>
    </form>
  );
}

/** The server HTML of the tool in a fresh island root. */
function serverHtml(): HTMLElement {
  document.body.innerHTML = '<div data-island="tool"><div data-island-root=""></div></div>';
  const root = document.querySelector<HTMLElement>('[data-island-root]');
  if (!root) throw new Error('no root');
  root.innerHTML = renderToString(
    <Tool onAmount={() => undefined} onTick={() => undefined} onKind={() => undefined} />,
  );
  return root;
}

const control = <T extends Element>(root: HTMLElement, selector: string) => {
  const element = root.querySelector<T>(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
};

describe('changedControls', () => {
  it('finds nothing in the server HTML as rendered', () => {
    expect(changedControls(serverHtml())).toEqual([]);
  });

  it('reads what the visitor typed, ticked and chose, but not hidden fields or nested islands', () => {
    const root = serverHtml();
    control<HTMLInputElement>(root, '[name=amount]').value = '250000';
    control<HTMLInputElement>(root, '[name=tick]').checked = true;
    control<HTMLSelectElement>(root, '[name=kind]').value = 'percentage';
    control<HTMLInputElement>(root, '[name=utm]').value = 'changed';
    root.insertAdjacentHTML('beforeend', '<div data-island="other"><input name="inner" value="a"></div>');
    control<HTMLInputElement>(root, '[name=inner]').value = 'b';
    expect(changedControls(root).map(({ name, value, checked }) => ({ name, value, checked }))).toEqual([
      { name: 'amount', value: '250000', checked: false },
      { name: 'tick', value: 'on', checked: true },
      { name: 'kind', value: 'percentage', checked: false },
    ]);
  });

  it('counts only the newly chosen radio button of a group', () => {
    document.body.innerHTML =
      '<div data-island="q"><div data-island-root=""><input type="radio" name="r" value="a" checked><input type="radio" name="r" value="b"></div></div>';
    const root = control<HTMLElement>(document.body, '[data-island-root]');
    control<HTMLInputElement>(root, '[value=b]').checked = true;
    expect(changedControls(root).map(({ value }) => value)).toEqual(['b']);
  });
});

describe('replayChange after hydration', () => {
  // React's act() warns unless the environment says it is a test one (Testing Library's render sets this).
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  it('hands React each value changed before it hydrated, once, and keeps it on the page', async () => {
    const root = serverHtml();
    control<HTMLInputElement>(root, '[name=amount]').value = '250000';
    control<HTMLInputElement>(root, '[name=tick]').checked = true;
    control<HTMLSelectElement>(root, '[name=kind]').value = 'percentage';
    const changed = changedControls(root);
    const onAmount = jest.fn();
    const onTick = jest.fn();
    const onKind = jest.fn();
    await act(async () => {
      hydrateRoot(root, <Tool onAmount={onAmount} onTick={onTick} onKind={onKind} />);
    });
    // Hydrated, React's state still holds the server's values: nothing was handed over yet.
    expect(control(root, '[data-shown]').textContent).toBe('500000 false flat');
    for (const item of changed) {
      await act(async () => {
        replayChange(item);
      });
    }
    expect(onAmount.mock.calls).toEqual([['250000']]);
    expect(onTick.mock.calls).toEqual([[true]]);
    expect(onKind.mock.calls).toEqual([['percentage']]);
    expect(control(root, '[data-shown]').textContent).toBe('250000 true percentage');
    expect(control<HTMLInputElement>(root, '[name=amount]').value).toBe('250000');
    expect(control<HTMLInputElement>(root, '[name=tick]').checked).toBe(true);
    expect(changedControls(root).filter((item) => item.name === 'amount')).toEqual([]);
  });

  it('does nothing for a control that has left the page', () => {
    const root = serverHtml();
    const amount = control<HTMLInputElement>(root, '[name=amount]');
    amount.value = '1';
    const [changed] = changedControls(root);
    const listener = jest.fn();
    amount.addEventListener('input', listener);
    amount.remove();
    if (changed) replayChange(changed);
    expect(listener).not.toHaveBeenCalled();
  });
});
