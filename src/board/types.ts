// The closed vocabularies of the board: transports printed on it and tickets that use them.
// Everything else in the app builds on these tuples (chessops-style `types.ts`).

/** A station's number in Ravensburger numbering (1..199), the app's internal identity. */
export type StationId = number;

/** Lines printed on the board. The ferry (black line on the Thames) is Mister X's alone. */
export const TRANSPORTS = ['taxi', 'bus', 'underground', 'ferry'] as const;
export type Transport = (typeof TRANSPORTS)[number];

/** Transports a station can serve (its coloured circle); the ferry piers are taxi stations. */
export const STATION_TYPES = ['taxi', 'bus', 'underground'] as const;
export type StationType = (typeof STATION_TYPES)[number];

/** Tickets a detective can hold and pay with. */
export const TRANSPORT_TICKETS = ['taxi', 'bus', 'underground'] as const;
export type TransportTicket = (typeof TRANSPORT_TICKETS)[number];

/** Tickets Mister X can show: the three fares plus black (any transport, including the ferry). */
export const TICKETS = ['taxi', 'bus', 'underground', 'black'] as const;
export type Ticket = (typeof TICKETS)[number];

export type ByTicket<T> = { [K in Ticket]: T };
export type ByTransportTicket<T> = { [K in TransportTicket]: T };

export const BOARD_IDS = ['ravensburger-classic', 'ravensburger-modern', 'milton-bradley-1985'] as const;
export type BoardId = (typeof BOARD_IDS)[number];

export interface Route {
  readonly a: StationId;
  readonly b: StationId;
  readonly type: Transport;
}

export function isBoardId(value: unknown): value is BoardId {
  return typeof value === 'string' && (BOARD_IDS as readonly string[]).includes(value);
}
