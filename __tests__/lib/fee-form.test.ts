import { getFeeCalculator } from '@/lib/content';
import { parseNumber, parseValues, settingsToValues, valuesFromQuery, valuesToQuery } from '@/lib/fees/form';

const config = getFeeCalculator();

describe('the calculator inputs as form fields and query strings', () => {
  it('round-trips the defaults through the query string unchanged', () => {
    const values = settingsToValues(config.defaults, config);
    const query = valuesToQuery(values, config);
    expect(query).toBe(
      'amount=500000&years=20&return=5&fee1=percentage&fee1_rate1=1&fee2=flat&fee2_amount=4000&fee3=hourly&fee3_hours=10&fee3_hourly=300',
    );
    expect(parseValues(valuesFromQuery(query, config), config).settings).toEqual(config.defaults);
  });

  it('writes only the fields of each arrangement’s kind, including tiers when ticked', () => {
    const values = { ...settingsToValues(config.defaults, config), fee1_tiered: 'on', fee3: 'none' };
    const params = new URLSearchParams(valuesToQuery(values, config));
    expect(params.get('fee1_upto1')).toBe('1000000');
    expect(params.get('fee1_rate3')).toBe('0.6');
    expect(params.has('fee3_hours')).toBe(false);
    expect(parseValues(valuesFromQuery(params.toString(), config), config).settings?.arrangements).toHaveLength(2);
  });

  it('clamps URL values to the limits and ignores what it cannot read', () => {
    const values = valuesFromQuery('amount=-5&years=7.6&return=99&fee1_rate1=abc&fee1=nonsense&fee2=none', config);
    expect(values.amount).toBe('0');
    expect(values.years).toBe('8');
    expect(values.return).toBe(String(config.limits.annualReturnPercent.max));
    expect(values.fee1_rate1).toBe('1');
    expect(values.fee1).toBe('percentage');
    // Only the third arrangement may be dropped: two are always compared.
    expect(values.fee2).toBe('flat');
  });

  it('reports each unusable typed value against its field', () => {
    const values = {
      ...settingsToValues(config.defaults, config),
      amount: '',
      years: '2.5',
      fee1_tiered: 'on',
      fee1_upto2: '900000',
    };
    const { settings, errors } = parseValues(values, config);
    expect(settings).toBeNull();
    expect(errors).toEqual({
      amount: 'Enter a number from $0 to $100,000,000.',
      years: 'Enter a whole number of years.',
      fee1_upto2: 'Enter a breakpoint above the previous one ($1,000,000).',
    });
  });

  it('reads numbers the way people type them', () => {
    expect(parseNumber('$500,000')).toBe(500_000);
    expect(parseNumber(' 1.5% ')).toBe(1.5);
    expect(parseNumber('-3')).toBe(-3);
    expect(Number.isNaN(parseNumber('5e3'))).toBe(true);
    expect(Number.isNaN(parseNumber(''))).toBe(true);
  });
});
