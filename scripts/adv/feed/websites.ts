/** Social sites firms list in Item 1.I beside their own: kept with their path (the profile), after the firm's own. */
const SOCIAL_HOSTS = [
  'linkedin.com',
  'facebook.com',
  'fb.com',
  'twitter.com',
  'x.com',
  'instagram.com',
  'youtube.com',
  'youtu.be',
  'tiktok.com',
  'pinterest.com',
  'threads.net',
  'vimeo.com',
  'medium.com',
  'bsky.app',
  'spotify.com',
  'yelp.com',
];
const HOSTNAME = /^(?=.{4,253}$)(?:[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?\.)+[a-z]{2,63}$/;

const isSocial = (host: string) => SOCIAL_HOSTS.some((social) => host === social || host.endsWith(`.${social}`));

/**
 * Item 1.I's web addresses as links the site can print. Filed text is loose ("WWW.EXAMPLE.COM",
 * "example.com/about", "N/A", an e-mail address): the firm's own sites become `https://{hostname}/`
 * (the hostname is what identifies the site; paths and query strings are dropped), a social site keeps
 * its path (the hostname alone names no firm; a path filed all in capitals in lower case), anything
 * that is not a hostname (a host with no dot but the one of "www.") is left out. Duplicates
 * (also "www." and not) count once; the firm's own sites come first, social sites after, each in filed order.
 */
export function websiteUrls(filed: readonly string[]): string[] {
  const own: string[] = [];
  const social: string[] = [];
  const seen = new Set<string>();
  for (const entry of filed) {
    const text = entry.trim();
    if (text.includes('@') && !/^[a-z][a-z\d+.-]*:\/\//i.test(text)) continue;
    const withScheme = /^[a-z][a-z\d+.-]*:\/\//i.test(text) ? text : `https://${text}`;
    if (!URL.canParse(withScheme)) continue;
    const url = new URL(withScheme);
    const host = url.hostname.replace(/\.$/, '');
    const bare = host.replace(/^www\./, '');
    // "WWW.LINKEDIN/NAME" has a dot only in "www.": `linkedin` is no domain, and the entry is dropped.
    if (!/^https?:$/.test(url.protocol) || url.username !== '' || !HOSTNAME.test(host) || !bare.includes('.')) continue;
    if (isSocial(host)) {
      // A path filed all in capitals has lost its case already; profiles are found in lower case.
      const filedPath = url.pathname.replace(/\/+$/, '');
      const path = /[a-z]/.test(text) ? filedPath : filedPath.toLowerCase();
      const key = `${bare}${path.toLowerCase()}`;
      if (path === '' || seen.has(key)) continue;
      seen.add(key);
      social.push(`https://${host}${path}`);
      continue;
    }
    if (seen.has(bare)) continue;
    seen.add(bare);
    own.push(`https://${host}/`);
  }
  return [...own, ...social];
}
