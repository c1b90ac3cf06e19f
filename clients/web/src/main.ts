/**
 * Osmica's reference web front end. The server says everything: the games and their house rules (the
 * catalogue and the OpenAPI document), what each seat sees and may do (the view's `legal_actions`), what
 * happened (the events). Routes live in the URL's fragment, so `/play/` is one static page:
 *
 *     #/                                    the lobby
 *     #/game/<variant>/<game id>            a table (as the seat this browser holds there, else watching)
 *     #/join/<variant>/<game id>/<invite>   take the seat an invite link names
 *
 * Every word comes from the message catalogue of the page's language (`i18n.ts`); the header's picker
 * switches it and draws the page again.
 */
import type { VariantId } from "../../typescript/src/index.js";
import * as api from "./api.js";
import type { VariantInfo } from "./api.js";
import { languagePicker, ready, t } from "./i18n.js";
import { showJoin, showLobby, titleOf as gameTitle } from "./lobby.js";
import { soundToggle } from "./sound.js";
import { closeTable, openTable } from "./table.js";
import { clearProblem, h, mount, showProblem } from "./ui.js";

let games: VariantInfo[] = [];
/** The OpenAPI document (the house rules' schemas), asked for once and only by the lobby, once its page is
 * shown: a table never waits for it, nor does the lobby's first paint. */
let document_: Promise<Record<string, unknown>> | null = null;
const houseRules = (): Promise<Record<string, unknown>> => (document_ ??= api.openapiDocument().catch(() => ({})));

async function load(): Promise<boolean> {
    if (games.length > 0) return true;
    const got = await api.catalogue();
    if (!got.ok) {
        showProblem(got.problem);
        mount(h("p", {}, t("gamesNotLoaded")));
        return false;
    }
    games = got.data.variants;
    return true;
}

const titleOf = (variant: string): string => {
    const game = games.find((g) => g.id === variant);
    return game === undefined ? variant : gameTitle(game);
};

async function route(): Promise<void> {
    clearProblem();
    if (!(await load())) return;
    const parts = globalThis.location.hash.replace(/^#\/?/, "").split("/").map(decodeURIComponent);
    const [page, variant, gameId, invite] = parts;
    const known = games.some((g) => g.id === variant);
    if (page === "game" && known && gameId) {
        document.title = `${titleOf(variant!)} · Osmica`;
        return openTable(variant as VariantId, gameId, titleOf(variant!));
    }
    closeTable();
    if (page === "join" && known && gameId && invite) {
        document.title = `${t("titleJoin")} · Osmica`;
        return showJoin(variant as VariantId, gameId, invite, titleOf(variant!));
    }
    document.title = "Osmica";
    showLobby(games, houseRules, games[0]?.id ?? "");
}

/** The header's words and controls in the page's language. */
function header(): void {
    document.querySelector(".bar .home")!.textContent = t("home");
    document.getElementById("language")!.setAttribute("aria-label", t("language"));
    document.getElementById("sound")?.remove();
    document.getElementById("connection")!.after(soundToggle());
}

await ready;
document.querySelector(".bar")!.append(languagePicker(() => {
    header();
    void route();
}));
header();
globalThis.addEventListener("hashchange", () => void route());
void route();
