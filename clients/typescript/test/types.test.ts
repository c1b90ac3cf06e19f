/**
 * The generated types, checked by the compiler (this file compiles only if they hold) and run once: a named
 * type per schema, the per-variant lookups naming the same types, action unions that narrow on `type`, and
 * the typed problems an operation may answer.
 */
import assert from "node:assert/strict";
import { test } from "node:test";

import type {
    Action,
    ActResult,
    CreateBody,
    Created,
    MatchWaiting,
    NagsActResult,
    NagsConflict,
    NagsCreate,
    NagsCreated,
    NagsStreamMessage,
    NagsView,
    NusiclePlay,
    NusicleView,
    paths,
    Problem,
    StreamMessage,
    SwitchView,
    VariantId,
    View,
} from "../src/index.js";

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function expectType<T extends true>(): T | undefined {
    return undefined;
}

expectType<Equal<VariantId, "crazy-eights" | "switch" | "super-crazy-eights" | "nags" | "nusicle">>();
expectType<Equal<View<"nags">, NagsView>>();
expectType<Equal<CreateBody<"nags">, NagsCreate>>();
expectType<Equal<Created<"nags">, NagsCreated>>();
expectType<Equal<ActResult<"nags">, NagsActResult>>();
expectType<Equal<Action<"nags">, NagsView["legal_actions"][number]>>();
expectType<Equal<View<"nusicle">, NusicleView>>();
expectType<Equal<StreamMessage<"nags">["view"], NagsStreamMessage["view"]>>();
expectType<Equal<StreamMessage<"nags">["version"], NagsStreamMessage["version"]>>();

type ActResponses = paths["/v1/nags/games/{game_id}/actions"]["post"]["responses"];
expectType<Equal<ActResponses[409]["content"]["application/problem+json"], NagsConflict | MatchWaiting>>();
expectType<Equal<ActResponses[401]["content"]["application/problem+json"], Problem>>();

/** Every action of a variant, told apart by `type` alone; the `never` fails to compile if one is missed. */
function describe(action: Action<"nusicle">): string {
    switch (action.type) {
        case "play":
            return `play ${action.card} on pile ${action.pile}`;
        case "play_ace":
            return `ace ${action.ace} on pile ${action.pile}, then ${action.face}`;
        case "draw":
        case "pass":
        case "resign":
        case "claim":
            return action.type;
        default: {
            const missed: never = action;
            return missed;
        }
    }
}

function pendingOf(view: SwitchView): string {
    return view.pending === null ? "none" : JSON.stringify(view.pending);
}

test("the action union narrows on its discriminator", () => {
    const play: NusiclePlay = { type: "play", card: "5H", pile: 0 };
    assert.equal(describe(play), "play 5H on pile 0");
    assert.equal(typeof pendingOf, "function");
});
