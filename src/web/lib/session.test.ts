import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "../../../tests/support/responses.ts";

// The session store (decision 011): neutral until the first answer, and "another person" only when
// the signed-in person really changes, which is what makes the query layer drop every cached query.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

const ada = { id: "user-1", email: "ada@example.com", name: "" };
const grace = { id: "user-2", email: "grace@example.com", name: "" };

async function freshStore(...answers: Array<unknown | Error>) {
  const fetch = vi.fn();
  for (const answer of answers) {
    if (answer instanceof Error) fetch.mockRejectedValueOnce(answer);
    else fetch.mockResolvedValueOnce(jsonResponse(200, answer));
  }
  vi.stubGlobal("fetch", fetch);
  const session = await import("./session.ts");
  const changes = vi.fn();
  session.onUserChange(changes);
  return { ...session, changes };
}

describe("the session store", () => {
  it("starts neutral, as the prerendered page was rendered, and is known after the first read", async () => {
    const { sessionStore, refreshSession, neutralSession, changes } = await freshStore({ user: ada });
    expect(sessionStore.getServerSnapshot()).toBe(neutralSession);
    expect(sessionStore.getSnapshot()).toEqual({ user: null, loading: true, signedOutHere: false });
    await refreshSession();
    expect(sessionStore.getSnapshot()).toEqual({ user: ada, loading: false, signedOutHere: false });
    expect(changes).not.toHaveBeenCalled();
  });

  it("reports another person (a re-read or a sign-out), not the same one read again", async () => {
    const { refreshSession, changeUser, changes, sessionStore } = await freshStore(
      { user: ada },
      { user: ada },
      { user: grace },
    );
    await refreshSession();
    await refreshSession();
    expect(changes).not.toHaveBeenCalled();
    await refreshSession();
    expect(changes).toHaveBeenCalledTimes(1);
    changeUser(null);
    expect(changes).toHaveBeenCalledTimes(2);
    expect(sessionStore.getSnapshot()).toEqual({ user: null, loading: false, signedOutHere: true });
  });

  it("keeps the person when a read fails: being offline is not a sign-out", async () => {
    const { refreshSession, sessionStore, changes } = await freshStore(
      { user: ada },
      new TypeError("Failed to fetch"),
      new TypeError("Failed to fetch"),
      new TypeError("Failed to fetch"),
    );
    await refreshSession();
    vi.useFakeTimers();
    const reading = refreshSession();
    await vi.runAllTimersAsync();
    await reading;
    vi.useRealTimers();
    expect(sessionStore.getSnapshot().user).toEqual(ada);
    expect(changes).not.toHaveBeenCalled();
  });
});
