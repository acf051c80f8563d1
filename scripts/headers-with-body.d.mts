import type http from "node:http";

export function headersWithBody(response: http.ServerResponse): void;
