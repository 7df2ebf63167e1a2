import { assessmentStreamEventNames, type AssessmentDto, type AssessmentStreamEvent } from "../../../shared/assessment/index.ts";
import { api, apiFetch, toApiError } from "../../lib/api.ts";

export async function getAssessment(id: string, signal?: AbortSignal): Promise<AssessmentDto> {
  return (await api<{ assessment: AssessmentDto }>(`/api/assessments/${encodeURIComponent(id)}`, { signal })).assessment;
}

export async function retryAssessment(id: string): Promise<AssessmentDto> {
  return (await api<{ assessment: AssessmentDto }>(`/api/assessments/${encodeURIComponent(id)}/retry`, { method: "POST", retry: true }))
    .assessment;
}

export async function saveAssessment(id: string): Promise<void> {
  await api(`/api/assessments/${encodeURIComponent(id)}/save`, { method: "POST", retry: true });
}

export async function emailAssessment(id: string): Promise<void> {
  await api(`/api/assessments/${encodeURIComponent(id)}/email`, { method: "POST" });
}

/**
 * Follows an assessment as it is written (text/event-stream). Calls `onEvent` for each event and
 * resolves when the stream ends: after done/failed, or when the connection drops (the caller decides
 * whether to reconnect).
 */
export async function followAssessment(id: string, onEvent: (event: AssessmentStreamEvent) => void, signal: AbortSignal): Promise<void> {
  const response = await apiFetch(`/api/assessments/${encodeURIComponent(id)}/stream`, {
    signal,
    headers: { accept: "text/event-stream" },
  });
  if (!response.ok) throw await toApiError(response);
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const names = new Set<string>(assessmentStreamEventNames);
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let boundary: number;
      while ((boundary = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary + 2);
        let name = "";
        const data: string[] = [];
        for (const line of block.split("\n")) {
          if (line.startsWith("event:")) name = line.slice(6).trim();
          else if (line.startsWith("data:")) data.push(line.slice(5).replace(/^ /, ""));
        }
        if (!names.has(name) || data.length === 0) continue;
        const event = JSON.parse(data.join("\n")) as AssessmentStreamEvent;
        onEvent(event);
        if (event.type === "done" || event.type === "failed") return;
      }
    }
  } finally {
    reader.releaseLock();
  }
}
