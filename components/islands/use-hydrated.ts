'use client';

// Kept only for the header menu and badge until the native-ui work replaces them with platform
// disclosures; islands import from ./use-after-hydration.
export { useHydrated } from './use-after-hydration';
