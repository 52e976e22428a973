'use client';

import dynamic from 'next/dynamic';

/**
 * The fee calculator as its own chunk, still rendered on the server (the worked example). Until
 * the island loader of issue 10 replaces Next's client runtime, this keeps the calculator out of
 * the shared first load of routes like [landing], whose other pages do not show it; with the
 * loader, `<Island name="fee-calculator">` takes this file's place in fee-calculator-panel.tsx.
 */
export const FeeCalculatorLazy = dynamic(() => import('./fee-calculator').then((module) => module.FeeCalculator));
