// Marks the Simple Icons set does not carry (the brands asked for their removal), drawn by us
// after the brands' published logo guidelines: the shapes and colours, simplified to 24 units.
import type { Mark } from './mark.ts';

function circle(cx: number, cy: number, r: number): string {
  return `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0z`;
}

const GRID = '0 0 24 24';

/** Four squares: orange-red, green, blue, yellow. */
export const MICROSOFT_MARK: Mark = {
  viewBox: GRID,
  shapes: [
    { d: 'M2 2h9.5v9.5H2z', fill: '#F25022' },
    { d: 'M12.5 2H22v9.5h-9.5z', fill: '#7FBA00' },
    { d: 'M2 12.5h9.5V22H2z', fill: '#00A4EF' },
    { d: 'M12.5 12.5H22V22h-9.5z', fill: '#FFB900' },
  ],
};

/** The hash of four rounded bars, each with its dot, in Slack's four colours. */
export const SLACK_MARK: Mark = {
  viewBox: GRID,
  shapes: [
    { d: 'M9 14v6.5M3.5 15h.01', stroke: '#E01E5A', strokeWidth: 4 },
    { d: 'M10 9H3.5M9 3.5v.01', stroke: '#36C5F0', strokeWidth: 4 },
    { d: 'M15 10V3.5M20.5 9h-.01', stroke: '#2EB67D', strokeWidth: 4 },
    { d: 'M14 15h6.5M15 20.5v-.01', stroke: '#ECB22E', strokeWidth: 4 },
  ].map((shape) => ({ ...shape, fill: 'none' })),
};

/** The lower-case a over the orange smile that points from a to z. */
export const AMAZON_MARK: Mark = {
  viewBox: GRID,
  shapes: [
    {
      d: 'M14.5 5.5v7M14.5 9.2c0-2-1.6-3.3-3.5-3.3S7.5 7.2 7.5 9.2s1.6 3.3 3.5 3.3 3.5-1.3 3.5-3.3',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: 2,
    },
    { d: 'M3 16c5 3.6 12.5 3.6 17.5 0', fill: 'none', stroke: '#FF9900', strokeWidth: 2 },
    { d: 'M17.2 14.6l3.8.9-1 3.7', fill: 'none', stroke: '#FF9900', strokeWidth: 2 },
  ],
};

/** "in" in white on the LinkedIn blue rounded square. */
export const LINKEDIN_MARK: Mark = {
  viewBox: GRID,
  shapes: [
    { d: 'M5 2h14a3 3 0 0 1 3 3v14a3 3 0 0 1-3 3H5a3 3 0 0 1-3-3V5a3 3 0 0 1 3-3z', fill: '#0A66C2' },
    { d: `M6 10h3v8.5H6z${circle(7.5, 6.8, 1.7)}`, fill: '#FFFFFF' },
    {
      d: 'M11 10h2.9v1.3c.5-.9 1.6-1.5 2.9-1.5 2.3 0 3.4 1.4 3.4 4v4.7h-3v-4.2c0-1.2-.4-1.9-1.4-1.9s-1.8.7-1.8 2v4.1h-3z',
      fill: '#FFFFFF',
    },
  ],
};

/** The Salesforce cloud. */
export const SALESFORCE_MARK: Mark = {
  viewBox: GRID,
  shapes: [
    {
      d: [
        circle(6.8, 13.4, 4.6),
        circle(11.2, 9.8, 4.8),
        circle(16.6, 10.8, 5),
        circle(12.4, 15.6, 4),
        circle(17.4, 14.8, 4),
      ].join(''),
      fill: '#00A1E0',
    },
  ],
};

/** Yahoo's "Y!" in its purple. */
export const YAHOO_MARK: Mark = {
  viewBox: GRID,
  shapes: [
    { d: 'M2.5 6h4.2l2.6 5.9L11.8 6H16l-5.3 10.5V20H7.9v-3.5z', fill: '#6001D2' },
    { d: `M17.2 4h4.1l-1.6 11.2h-2.4z${circle(18.5, 18.3, 1.8)}`, fill: '#6001D2' },
  ],
};

/** Outlook: the blue tile with its "O" in front of an envelope. */
export const OUTLOOK_MARK: Mark = {
  viewBox: GRID,
  shapes: [
    { d: 'M10 6h11a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10z', fill: '#28A8EA' },
    { d: 'M10 8.5l6 4 6-4', fill: 'none', stroke: '#FFFFFF', strokeWidth: 1.2 },
    {
      d: 'M3.5 4h9A1.5 1.5 0 0 1 14 5.5v13a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 18.5v-13A1.5 1.5 0 0 1 3.5 4z',
      fill: '#0078D4',
    },
    {
      d: 'M8 8.2c-2 0-3.2 1.7-3.2 3.8s1.2 3.8 3.2 3.8 3.2-1.7 3.2-3.8S10 8.2 8 8.2z',
      fill: 'none',
      stroke: '#FFFFFF',
      strokeWidth: 1.8,
    },
  ],
};

/**
 * Coinbase's square-in-circle icon (the set only has the word mark, unreadable at 20px): the blue
 * disc, the white C ring and the blue rounded square at its heart.
 */
export const COINBASE_MARK: Mark = {
  viewBox: GRID,
  shapes: [
    { d: circle(12, 12, 11), fill: '#0052FF' },
    { d: circle(12, 12, 6.6), fill: '#FFFFFF' },
    {
      d: 'M10.4 9.6h3.2a.8.8 0 0 1 .8.8v3.2a.8.8 0 0 1-.8.8h-3.2a.8.8 0 0 1-.8-.8v-3.2a.8.8 0 0 1 .8-.8z',
      fill: '#0052FF',
    },
  ],
};
