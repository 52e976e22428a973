import '@testing-library/jest-dom';
// Environment gaps every suite shares (jsdom lacks structuredClone; next/link's export setting).
import '@/test-support/jest/node-globals';
import '@/test-support/jest/next-export-env';
