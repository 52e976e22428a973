import '@testing-library/jest-dom';
// Environment gaps every suite shares (jsdom lacks structuredClone; next/link's export setting).
import './__tests__/support/node-globals';
import './__tests__/support/next-export-env';
