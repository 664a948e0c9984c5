// On-screen zoom buttons (for one hand, or no pinch at all) and the live candidate count.
import type { MapTexts } from './map-texts';

interface ControlsProps {
  readonly candidateCount: number;
  readonly texts: MapTexts;
  onZoomIn(): void;
  onZoomOut(): void;
  onFit(): void;
}

export function MapControls({ candidateCount, texts, onZoomIn, onZoomOut, onFit }: ControlsProps) {
  return (
    <>
      <p class="map-count" aria-live="polite">
        {texts.candidateCount(candidateCount)}
      </p>
      <div class="map-zoom">
        <button type="button" aria-label={texts.zoomIn} onClick={onZoomIn}>
          +
        </button>
        <button type="button" aria-label={texts.zoomOut} onClick={onZoomOut}>
          −
        </button>
        <button type="button" aria-label={texts.fit} onClick={onFit}>
          ⤢
        </button>
      </div>
    </>
  );
}
