'use client';

import { LazyMotion, MotionConfig, domAnimation, m } from 'framer-motion';
import type { ReactNode } from 'react';

/**
 * The scheduling dialog's entrance: a short rise and fade driven by framer-motion, which needs
 * JavaScript anyway because the dialog only exists after a click. Loaded on demand, so no page
 * pays for framer-motion at first load; reduced-motion preferences turn the movement off.
 */
export default function DialogMotion({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <m.div initial={{ opacity: 0, y: 16 }} animate={{ opacity: 1, y: 0 }} transition={{ duration: 0.2, ease: 'easeOut' }}>
          {children}
        </m.div>
      </MotionConfig>
    </LazyMotion>
  );
}
