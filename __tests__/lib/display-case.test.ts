/** @jest-environment node */
import { displayStreet } from '@/lib/roster/display-address';
import { displayName } from '@/lib/roster/display-case';

describe('displayName: a name from the SEC feed as people write it', () => {
  it.each([
    ['QUEEN CITY CAPITAL PARTNERS, LLC', 'Queen City Capital Partners, LLC'],
    ['JOHNSON INVESTMENT COUNSEL, INC.', 'Johnson Investment Counsel, Inc.'],
    ['MCDONALD PARTNERS LLC', 'McDonald Partners LLC'],
    ["O'BRIEN WEALTH", "O'Brien Wealth"],
    ['D’ANGELO CAPITAL', 'D’Angelo Capital'],
    ['FIFTH THIRD WEALTH ADVISORS LLC', 'Fifth Third Wealth Advisors LLC'],
    ['L & S ADVISORS INC', 'L & S Advisors Inc'],
    ['TRUEPOINT, INC.', 'Truepoint, Inc.'],
    ['BANK OF AMERICA, N.A.', 'Bank of America, N.A.'],
    [
      'THE CINCINNATI INVESTMENT GROUP OF THE OHIO VALLEY, LP',
      'The Cincinnati Investment Group of the Ohio Valley, LP',
    ],
    ['TRI-STATE PLANNING GROUP', 'Tri-State Planning Group'],
    ['SMITH-JONES WEALTH MANAGEMENT, PLLC', 'Smith-Jones Wealth Management, PLLC'],
    ['MACKENZIE MACRO CAPITAL', 'MacKenzie Macro Capital'],
    ['MACK & MACHINE ADVISORS, LLP', 'Mack & Machine Advisors, LLP'],
    ['SMITH, JONES & ASSOCIATES II, LP', 'Smith, Jones & Associates II, LP'],
    ['ROBERT HALL III, CFP, CPA', 'Robert Hall III, CFP, CPA'],
    ['AT&T RETIREMENT ADVISORS (USA)', 'AT&T Retirement Advisors (USA)'],
    ['S&P INDEX RIA, PC', 'S&P Index RIA, PC'],
    ['US ETF PORTFOLIOS LLC', 'US ETF Portfolios LLC'],
    ['UBS FINANCIAL SERVICES INC.', 'UBS Financial Services Inc.'],
    ["PETER'S WEALTH, CHFC", "Peter's Wealth, ChFC"],
    ['J.P. MORGAN SECURITIES LLC', 'J.P. Morgan Securities LLC'],
    ['EP WEALTH ADVISORS, LLC', 'EP Wealth Advisors, LLC'],
    ['HCM WEALTH ADVISORS, LLC', 'HCM Wealth Advisors, LLC'],
    ['BKD WEALTH ADVISORS', 'BKD Wealth Advisors'],
    ['MY FINANCIAL COACH', 'My Financial Coach'],
    ['A NEW DAY ADVISORS', 'A New Day Advisors'],
    ['1ST FINANCIAL PLANNING LTD', '1st Financial Planning Ltd'],
    ['401K ADVISORS CO.', '401K Advisors Co.'],
  ])('%s → %s', (filed, shown) => {
    expect(displayName(filed)).toBe(shown);
  });

  it('writes a short word with a vowel like a word (no dictionary tells "ABC" from "ACE"), one without a vowel in capitals', () => {
    expect(displayName('ABC FINANCIAL PLANNING, LLC')).toBe('Abc Financial Planning, LLC');
    expect(displayName('ACE PLANNING')).toBe('Ace Planning');
    expect(displayName('MJD ADVISORS')).toBe('MJD Advisors');
  });

  it('keeps a name a person already wrote in mixed case exactly as filed', () => {
    expect(displayName('LPL Financial LLC')).toBe('LPL Financial LLC');
    expect(displayName('deVere USA Inc')).toBe('deVere USA Inc');
    expect(displayName('Wealth Partners OF Ohio')).toBe('Wealth Partners OF Ohio');
  });

  it('cases cities the same way', () => {
    expect(displayName('BLUE ASH')).toBe('Blue Ash');
    expect(displayName('FORT MITCHELL')).toBe('Fort Mitchell');
    expect(displayName('ST. BERNARD')).toBe('St. Bernard');
    expect(displayName('LA GRANGE')).toBe('La Grange');
  });

  it('never changes a name but for its letters’ case', () => {
    for (const filed of [
      'QUEEN CITY CAPITAL PARTNERS, LLC',
      "O'BRIEN & MCDONALD, P.C.",
      'TRI-STATE / OHIO VALLEY 2ND FUND',
    ])
      expect(displayName(filed).toUpperCase()).toBe(filed);
  });
});

describe('displayStreet: an address from the SEC feed as people write it', () => {
  it.each([
    ['4901 HUNT RD STE 200', '4901 Hunt Road, Suite 200'],
    ['5700 W. 112TH ST, SUITE 500', '5700 W. 112th Street, Suite 500'],
    ['1 N MAIN ST E', '1 N. Main Street E.'],
    ['100 ST CLAIR AVE', '100 St. Clair Avenue'],
    ['DR MARTIN LUTHER KING JR DR', 'Dr. Martin Luther King Jr Drive'],
    ['425 WALNUT ST FL 2', '425 Walnut Street, Floor 2'],
    ['4000 SMITH RD, 2ND FLOOR', '4000 Smith Road, 2nd Floor'],
    ['8044 MONTGOMERY RD STE 480', '8044 Montgomery Road, Suite 480'],
    ['9100 SPRINGBORO PIKE, STE E', '9100 Springboro Pike, Suite E'],
    ['10 FOUNTAIN SQ PLZ', '10 Fountain Square Plaza'],
    ['300 E BUSINESS WAY STE 2B', '300 E. Business Way, Suite 2B'],
    ['1 RIVERFRONT PKWY, BLDG C', '1 Riverfront Parkway, Building C'],
    ['2000 US HWY 42 NE', '2000 US Highway 42 NE'],
    ['7 TRI-COUNTY BLVD', '7 Tri-County Boulevard'],
    ['ONE WEST FOURTH STREET, SUITE 1800', 'One West Fourth Street, Suite 1800'],
    ['PO BOX 123', 'PO Box 123'],
    ['33 MCCULLOUGH CT', '33 McCullough Court'],
  ])('%s → %s', (filed, shown) => {
    expect(displayStreet(filed)).toBe(shown);
  });

  it('keeps an address a person wrote in mixed case as filed', () => {
    expect(displayStreet('312 Walnut St, Ste 100')).toBe('312 Walnut St, Ste 100');
  });
});
