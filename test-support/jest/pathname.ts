import { usePathname } from 'next/navigation';

/**
 * next/navigation's usePathname, mocked for the test file that imports this module (import it
 * before the components): layout parts that show or hide by path read it, and jsdom has no router.
 */
jest.mock('next/navigation', () => ({ usePathname: jest.fn(() => '/') }));

const mockedPathname = jest.mocked(usePathname);

/** The path the next render sees as the current page. */
export function setPathname(pathname: string): void {
  mockedPathname.mockReturnValue(pathname);
}
