import { afterEach, describe, expect, it, vi } from "vitest";
import { handleError } from "~/entry.server";
import { logger } from "~/utils/request/logger.server";

// Issue 26: a thrown page answer from a file or upload route wrote `server.error "[object Object]"`
// at error level, so any signed-in visitor could fill the error log at will.
const thrownAnswer = (status: number) => ({ status, statusText: "", internal: false, data: { notFoundPath: "/fr-fr/x" } });
const args = { request: new Request("http://localhost/fr-fr/contrats/1/mandat"), params: {}, context: {} } as never;

describe("server error log", () => {
  afterEach(() => vi.restoreAllMocks());

  it("an expected 4xx answer is never logged at error level", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const info = vi.spyOn(logger, "info").mockImplementation(() => undefined);
    handleError(thrownAnswer(404), args);
    expect(error).not.toHaveBeenCalled();
    expect(info).toHaveBeenCalledWith("server.refused", expect.objectContaining({ status: 404 }));
  });

  it("a 5xx answer is logged with its status, not as '[object Object]'", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const warn = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    handleError(thrownAnswer(503), args);
    expect(error).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith("server.failure_answer", expect.objectContaining({ status: 503 }));
  });

  it("a real bug is still an error", () => {
    const error = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    handleError(new TypeError("bug"), args);
    expect(error).toHaveBeenCalledWith("server.error", expect.objectContaining({ name: "TypeError" }));
  });
});
