/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import type { MapIslandProps } from '@/components/islands/map-types';
import { MapRegion, type MapRegionProps } from '@/components/sections/map-region';
import { getContent } from '@/lib/content';

/**
 * Leaflet needs a real browser (layout, tiles): the island's lazily imported map module is
 * replaced by a stand-in that records its props and, like react-leaflet's `whenReady`, reports
 * readiness once mounted, unless a test holds it back.
 */
const mockMapProps = jest.fn<void, [MapIslandProps]>();
let mockReportReady = true;
/** How many times the stand-in's effect has run: when it would have reported readiness. */
let mockEffectRuns = 0;
jest.mock('@/components/islands/leaflet-map', () => ({
  __esModule: true,
  LeafletMap: function MockLeafletMap({ onReady, ...props }: MapIslandProps & { onReady: () => void }) {
    mockMapProps(props);
    useEffect(() => {
      mockEffectRuns += 1;
      if (mockReportReady) onReady();
    }, [onReady]);
    return <div data-testid="leaflet-map">Interactive map</div>;
  },
}));

const { firms, landingPages, site } = getContent();

/** The map of the "Financial Planners" landing page: four areas, no addresses. */
function landingMapProps(): MapRegionProps {
  for (const page of landingPages) {
    for (const section of page.sections) {
      if (section.type === 'map') {
        return {
          title: section.mapTitle,
          center: section.center,
          zoom: section.zoom,
          height: `${section.height}px`,
          markers: section.markers,
        };
      }
    }
  }
  throw new Error('no landing page has a map section');
}

/** A firm profile's map: one marker with the firm's address as its detail line. */
function firmMapProps(): MapRegionProps {
  const firm = firms[0];
  if (!firm) throw new Error('no firms');
  return {
    title: firm.name,
    center: firm.location,
    zoom: 15,
    height: '18rem',
    markers: [{ label: firm.name, position: firm.location, detail: firm.address }],
  };
}

/** The footer's map: the office with its address, wheel zoom off so the page scrolls past it. */
function footerMapProps(): MapRegionProps {
  const { office } = site;
  return {
    title: site.brandName,
    center: office.geo,
    zoom: 10,
    height: '16rem',
    scrollWheelZoom: false,
    markers: [
      {
        label: office.mapLabel,
        position: office.geo,
        detail: `${office.streetAddress}, ${office.city}, ${office.region} ${office.postalCode}`,
      },
    ],
  };
}

beforeEach(() => {
  mockMapProps.mockClear();
  mockReportReady = true;
  mockEffectRuns = 0;
});

describe('MapRegion before the map loads', () => {
  it.each([
    ['a landing page', landingMapProps()],
    ['a firm profile', firmMapProps()],
    ['the footer', footerMapProps()],
  ])('on %s: a labelled region listing every location as text', async (_where, props) => {
    render(<MapRegion {...props} />);
    const region = screen.getByRole('region', { name: `Map showing locations for ${props.title}` });
    const items = within(region).getAllByRole('listitem');
    expect(items).toHaveLength(props.markers.length);
    props.markers.forEach((marker, index) => {
      const item = items[index] as HTMLElement;
      expect(within(item).getByText(marker.label)).toBeInTheDocument();
      if (marker.detail) expect(within(item).getByText(marker.detail)).toBeInTheDocument();
      expect(item).toHaveTextContent(`${marker.label}${marker.detail ?? ''}`);
    });
    // Then the map arrives (its lazy import resolved), and the list is still there beside it.
    expect(await screen.findByTestId('leaflet-map')).toBeInTheDocument();
    expect(within(region).getAllByRole('listitem')).toHaveLength(props.markers.length);
  });
});

// The islands entry wakes the map near the viewport (e2e/maps.spec.ts); here it is awake.
describe('MapRegion once the island has woken', () => {
  it('loads the map with the centre, zoom, markers and wheel-zoom setting it was given', async () => {
    const props = footerMapProps();
    render(<MapRegion {...props} />);
    expect(await screen.findByTestId('leaflet-map')).toBeInTheDocument();
    expect(mockMapProps).toHaveBeenLastCalledWith({
      center: props.center,
      zoom: 10,
      markers: props.markers,
      scrollWheelZoom: false,
    });
  });

  it('uses zoom 13 and wheel zoom by default', async () => {
    // The landing page's map without its own zoom or wheel-zoom setting.
    const props = { ...landingMapProps(), zoom: undefined };
    render(<MapRegion {...props} />);
    await screen.findByTestId('leaflet-map');
    expect(mockMapProps).toHaveBeenLastCalledWith({
      center: props.center,
      zoom: 13,
      markers: props.markers,
      scrollWheelZoom: true,
    });
  });

  /*
   * How the list and the map are layered (list visually hidden under a drawn map, map transparent
   * and click-through until drawn) is styling; the browser suite checks that a drawn map is what
   * the visitor sees and clicks (e2e/maps.spec.ts). Here: the island's state and the list.
   */
  it('keeps the list for screen readers once the map is ready', async () => {
    const props = landingMapProps();
    const { container } = render(<MapRegion {...props} />);
    await screen.findByTestId('leaflet-map');
    const region = screen.getByRole('region', { name: `Map showing locations for ${props.title}` });
    await waitFor(() => expect(container.querySelector('[data-map-ready]')).toHaveAttribute('data-map-ready', 'true'));
    const list = within(region).getByRole('list');
    for (const marker of props.markers) expect(within(list).getByText(marker.label)).toBeInTheDocument();
  });

  it('reports the map as not ready, and keeps the list, while the map is still loading its tiles', async () => {
    mockReportReady = false;
    const props = landingMapProps();
    const { container } = render(<MapRegion {...props} />);
    await screen.findByTestId('leaflet-map');
    // Not ready after the map had its chance to say so (its effect ran), not merely before it.
    await waitFor(() => expect(mockEffectRuns).toBeGreaterThan(0));
    expect(container.querySelector('[data-map-ready]')).toHaveAttribute('data-map-ready', 'false');
    const region = screen.getByRole('region', { name: `Map showing locations for ${props.title}` });
    const list = within(region).getByRole('list');
    for (const marker of props.markers) expect(within(list).getByText(marker.label)).toBeInTheDocument();
  });
});
