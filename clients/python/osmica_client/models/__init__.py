"""Contains all the data models used in inputs/outputs"""

from .ace_played_event import AcePlayedEvent
from .bot_level import BotLevel
from .buried_event import BuriedEvent
from .catalogue import Catalogue
from .challenge_window import ChallengeWindow
from .challenged_event import ChallengedEvent
from .claimed_event import ClaimedEvent
from .crazy_eights_accepted_action import CrazyEightsAcceptedAction
from .crazy_eights_accepted_action_by import CrazyEightsAcceptedActionBy
from .crazy_eights_act_result import CrazyEightsActResult
from .crazy_eights_claim import CrazyEightsClaim
from .crazy_eights_conflict import CrazyEightsConflict
from .crazy_eights_create import CrazyEightsCreate
from .crazy_eights_create_fairness import CrazyEightsCreateFairness
from .crazy_eights_created import CrazyEightsCreated
from .crazy_eights_draw import CrazyEightsDraw
from .crazy_eights_event_list import CrazyEightsEventList
from .crazy_eights_join import CrazyEightsJoin
from .crazy_eights_joined import CrazyEightsJoined
from .crazy_eights_lobby_entry import CrazyEightsLobbyEntry
from .crazy_eights_lobby_page import CrazyEightsLobbyPage
from .crazy_eights_options import CrazyEightsOptions
from .crazy_eights_options_block_tie import CrazyEightsOptionsBlockTie
from .crazy_eights_options_deck_rule import CrazyEightsOptionsDeckRule
from .crazy_eights_options_draw_mode import CrazyEightsOptionsDrawMode
from .crazy_eights_options_stock_exhausted import CrazyEightsOptionsStockExhausted
from .crazy_eights_pass import CrazyEightsPass
from .crazy_eights_play import CrazyEightsPlay
from .crazy_eights_played_event import CrazyEightsPlayedEvent
from .crazy_eights_queue_request import CrazyEightsQueueRequest
from .crazy_eights_replay import CrazyEightsReplay
from .crazy_eights_resign import CrazyEightsResign
from .crazy_eights_revealed import CrazyEightsRevealed
from .crazy_eights_stream_message import CrazyEightsStreamMessage
from .crazy_eights_view import CrazyEightsView
from .crazy_eights_waiting import CrazyEightsWaiting
from .crazy_eights_waiting_status import CrazyEightsWaitingStatus
from .deal_end_reason import DealEndReason
from .deal_ended_event import DealEndedEvent
from .deal_info import DealInfo
from .deal_result import DealResult
from .dealt_event import DealtEvent
from .direction_changed_event import DirectionChangedEvent
from .drew_event import DrewEvent
from .field_error import FieldError
from .game_rating import GameRating
from .health import Health
from .horse_fell_event import HorseFellEvent
from .horse_finished_event import HorseFinishedEvent
from .horses_event import HorsesEvent
from .horses_returned_event import HorsesReturnedEvent
from .invite import Invite
from .leaderboard import Leaderboard
from .leaderboard_entry import LeaderboardEntry
from .lobby_seat import LobbySeat
from .match_ended_event import MatchEndedEvent
from .match_waiting import MatchWaiting
from .misdeal_event import MisdealEvent
from .nags_accepted_action import NagsAcceptedAction
from .nags_accepted_action_by import NagsAcceptedActionBy
from .nags_act_result import NagsActResult
from .nags_claim import NagsClaim
from .nags_conflict import NagsConflict
from .nags_create import NagsCreate
from .nags_create_fairness import NagsCreateFairness
from .nags_created import NagsCreated
from .nags_event_list import NagsEventList
from .nags_horse import NagsHorse
from .nags_horse_state import NagsHorseState
from .nags_join import NagsJoin
from .nags_joined import NagsJoined
from .nags_lobby_entry import NagsLobbyEntry
from .nags_lobby_page import NagsLobbyPage
from .nags_options import NagsOptions
from .nags_options_first_player import NagsOptionsFirstPlayer
from .nags_options_horse_duplicate_procedure import NagsOptionsHorseDuplicateProcedure
from .nags_options_starter_horse_effect import NagsOptionsStarterHorseEffect
from .nags_play import NagsPlay
from .nags_played_event import NagsPlayedEvent
from .nags_queue_request import NagsQueueRequest
from .nags_replay import NagsReplay
from .nags_resign import NagsResign
from .nags_revealed import NagsRevealed
from .nags_stream_message import NagsStreamMessage
from .nags_turn_stock import NagsTurnStock
from .nags_view import NagsView
from .nags_waiting import NagsWaiting
from .nags_waiting_status import NagsWaitingStatus
from .nusicle_accepted_action import NusicleAcceptedAction
from .nusicle_accepted_action_by import NusicleAcceptedActionBy
from .nusicle_act_result import NusicleActResult
from .nusicle_claim import NusicleClaim
from .nusicle_conflict import NusicleConflict
from .nusicle_create import NusicleCreate
from .nusicle_create_fairness import NusicleCreateFairness
from .nusicle_created import NusicleCreated
from .nusicle_deal_ended_event import NusicleDealEndedEvent
from .nusicle_draw import NusicleDraw
from .nusicle_event_list import NusicleEventList
from .nusicle_join import NusicleJoin
from .nusicle_joined import NusicleJoined
from .nusicle_lobby_entry import NusicleLobbyEntry
from .nusicle_lobby_page import NusicleLobbyPage
from .nusicle_options import NusicleOptions
from .nusicle_options_first_player import NusicleOptionsFirstPlayer
from .nusicle_options_jack_sequence import NusicleOptionsJackSequence
from .nusicle_options_match_mode import NusicleOptionsMatchMode
from .nusicle_options_pass_rule import NusicleOptionsPassRule
from .nusicle_options_pat_rule import NusicleOptionsPatRule
from .nusicle_options_queen_pile_start import NusicleOptionsQueenPileStart
from .nusicle_pass import NusiclePass
from .nusicle_pile import NusiclePile
from .nusicle_play import NusiclePlay
from .nusicle_play_ace import NusiclePlayAce
from .nusicle_played_event import NusiclePlayedEvent
from .nusicle_queue_request import NusicleQueueRequest
from .nusicle_replay import NusicleReplay
from .nusicle_resign import NusicleResign
from .nusicle_revealed import NusicleRevealed
from .nusicle_stream_message import NusicleStreamMessage
from .nusicle_under_stock import NusicleUnderStock
from .nusicle_view import NusicleView
from .nusicle_waiting import NusicleWaiting
from .nusicle_waiting_status import NusicleWaitingStatus
from .passed_event import PassedEvent
from .penalty_event import PenaltyEvent
from .penalty_event_reason import PenaltyEventReason
from .pending_draw import PendingDraw
from .piles_formed_event import PilesFormedEvent
from .played_event import PlayedEvent
from .player_match import PlayerMatch
from .player_matches import PlayerMatches
from .player_ratings import PlayerRatings
from .player_ratings_ratings import PlayerRatingsRatings
from .presence_event import PresenceEvent
from .presence_message import PresenceMessage
from .problem import Problem
from .problem_code import ProblemCode
from .queue_status import QueueStatus
from .queue_status_status import QueueStatusStatus
from .queue_ticket import QueueTicket
from .rank import Rank
from .rank_direction import RankDirection
from .rank_direction_changed_event import RankDirectionChangedEvent
from .rematch import Rematch
from .reshuffled_event import ReshuffledEvent
from .resigned_event import ResignedEvent
from .reveal import Reveal
from .rule_code import RuleCode
from .score_direction import ScoreDirection
from .seat_kind import SeatKind
from .seat_seed import SeatSeed
from .seat_spec import SeatSpec
from .seat_token import SeatToken
from .skipped_event import SkippedEvent
from .starter_event import StarterEvent
from .status import Status
from .suit import Suit
from .super_crazy_eights_accepted_action import SuperCrazyEightsAcceptedAction
from .super_crazy_eights_accepted_action_by import SuperCrazyEightsAcceptedActionBy
from .super_crazy_eights_act_result import SuperCrazyEightsActResult
from .super_crazy_eights_challenge import SuperCrazyEightsChallenge
from .super_crazy_eights_claim import SuperCrazyEightsClaim
from .super_crazy_eights_conflict import SuperCrazyEightsConflict
from .super_crazy_eights_create import SuperCrazyEightsCreate
from .super_crazy_eights_create_fairness import SuperCrazyEightsCreateFairness
from .super_crazy_eights_created import SuperCrazyEightsCreated
from .super_crazy_eights_draw import SuperCrazyEightsDraw
from .super_crazy_eights_event_list import SuperCrazyEightsEventList
from .super_crazy_eights_join import SuperCrazyEightsJoin
from .super_crazy_eights_joined import SuperCrazyEightsJoined
from .super_crazy_eights_lobby_entry import SuperCrazyEightsLobbyEntry
from .super_crazy_eights_lobby_page import SuperCrazyEightsLobbyPage
from .super_crazy_eights_options import SuperCrazyEightsOptions
from .super_crazy_eights_options_answer_to_pending_two import SuperCrazyEightsOptionsAnswerToPendingTwo
from .super_crazy_eights_options_last_card_enforcement import SuperCrazyEightsOptionsLastCardEnforcement
from .super_crazy_eights_options_last_card_mode import SuperCrazyEightsOptionsLastCardMode
from .super_crazy_eights_options_reverse_with_two_players import SuperCrazyEightsOptionsReverseWithTwoPlayers
from .super_crazy_eights_options_starter_effects import SuperCrazyEightsOptionsStarterEffects
from .super_crazy_eights_options_table_orientation import SuperCrazyEightsOptionsTableOrientation
from .super_crazy_eights_pass import SuperCrazyEightsPass
from .super_crazy_eights_play import SuperCrazyEightsPlay
from .super_crazy_eights_queue_request import SuperCrazyEightsQueueRequest
from .super_crazy_eights_replay import SuperCrazyEightsReplay
from .super_crazy_eights_resign import SuperCrazyEightsResign
from .super_crazy_eights_revealed import SuperCrazyEightsRevealed
from .super_crazy_eights_stream_message import SuperCrazyEightsStreamMessage
from .super_crazy_eights_view import SuperCrazyEightsView
from .super_crazy_eights_waiting import SuperCrazyEightsWaiting
from .super_crazy_eights_waiting_status import SuperCrazyEightsWaitingStatus
from .switch_accepted_action import SwitchAcceptedAction
from .switch_accepted_action_by import SwitchAcceptedActionBy
from .switch_act_result import SwitchActResult
from .switch_challenge import SwitchChallenge
from .switch_claim import SwitchClaim
from .switch_conflict import SwitchConflict
from .switch_create import SwitchCreate
from .switch_create_fairness import SwitchCreateFairness
from .switch_created import SwitchCreated
from .switch_draw import SwitchDraw
from .switch_event_list import SwitchEventList
from .switch_join import SwitchJoin
from .switch_joined import SwitchJoined
from .switch_lobby_entry import SwitchLobbyEntry
from .switch_lobby_page import SwitchLobbyPage
from .switch_options import SwitchOptions
from .switch_options_counter_jack import SwitchOptionsCounterJack
from .switch_options_counter_twos_fours import SwitchOptionsCounterTwosFours
from .switch_options_deck_rule import SwitchOptionsDeckRule
from .switch_options_last_card_enforcement import SwitchOptionsLastCardEnforcement
from .switch_options_starter_trick_card import SwitchOptionsStarterTrickCard
from .switch_pass import SwitchPass
from .switch_play import SwitchPlay
from .switch_queue_request import SwitchQueueRequest
from .switch_replay import SwitchReplay
from .switch_resign import SwitchResign
from .switch_revealed import SwitchRevealed
from .switch_stream_message import SwitchStreamMessage
from .switch_view import SwitchView
from .switch_waiting import SwitchWaiting
from .switch_waiting_status import SwitchWaitingStatus
from .timed_out_event import TimedOutEvent
from .token_reissued_event import TokenReissuedEvent
from .turned_stock_event import TurnedStockEvent
from .variant_info import VariantInfo
from .variant_info_default_options import VariantInfoDefaultOptions
from .webhook_configured import WebhookConfigured
from .webhook_configured_events_item import WebhookConfiguredEventsItem
from .webhook_match_finished import WebhookMatchFinished
from .webhook_match_finished_data import WebhookMatchFinishedData
from .webhook_queue_matched import WebhookQueueMatched
from .webhook_queue_matched_data import WebhookQueueMatchedData
from .webhook_settings import WebhookSettings
from .webhook_settings_events_item import WebhookSettingsEventsItem
from .webhook_shown import WebhookShown
from .webhook_shown_events_item import WebhookShownEventsItem
from .webhook_turn import WebhookTurn
from .webhook_turn_data import WebhookTurnData
from .went_out_event import WentOutEvent

__all__ = (
    "AcePlayedEvent",
    "BotLevel",
    "BuriedEvent",
    "Catalogue",
    "ChallengedEvent",
    "ChallengeWindow",
    "ClaimedEvent",
    "CrazyEightsAcceptedAction",
    "CrazyEightsAcceptedActionBy",
    "CrazyEightsActResult",
    "CrazyEightsClaim",
    "CrazyEightsConflict",
    "CrazyEightsCreate",
    "CrazyEightsCreated",
    "CrazyEightsCreateFairness",
    "CrazyEightsDraw",
    "CrazyEightsEventList",
    "CrazyEightsJoin",
    "CrazyEightsJoined",
    "CrazyEightsLobbyEntry",
    "CrazyEightsLobbyPage",
    "CrazyEightsOptions",
    "CrazyEightsOptionsBlockTie",
    "CrazyEightsOptionsDeckRule",
    "CrazyEightsOptionsDrawMode",
    "CrazyEightsOptionsStockExhausted",
    "CrazyEightsPass",
    "CrazyEightsPlay",
    "CrazyEightsPlayedEvent",
    "CrazyEightsQueueRequest",
    "CrazyEightsReplay",
    "CrazyEightsResign",
    "CrazyEightsRevealed",
    "CrazyEightsStreamMessage",
    "CrazyEightsView",
    "CrazyEightsWaiting",
    "CrazyEightsWaitingStatus",
    "DealEndedEvent",
    "DealEndReason",
    "DealInfo",
    "DealResult",
    "DealtEvent",
    "DirectionChangedEvent",
    "DrewEvent",
    "FieldError",
    "GameRating",
    "Health",
    "HorseFellEvent",
    "HorseFinishedEvent",
    "HorsesEvent",
    "HorsesReturnedEvent",
    "Invite",
    "Leaderboard",
    "LeaderboardEntry",
    "LobbySeat",
    "MatchEndedEvent",
    "MatchWaiting",
    "MisdealEvent",
    "NagsAcceptedAction",
    "NagsAcceptedActionBy",
    "NagsActResult",
    "NagsClaim",
    "NagsConflict",
    "NagsCreate",
    "NagsCreated",
    "NagsCreateFairness",
    "NagsEventList",
    "NagsHorse",
    "NagsHorseState",
    "NagsJoin",
    "NagsJoined",
    "NagsLobbyEntry",
    "NagsLobbyPage",
    "NagsOptions",
    "NagsOptionsFirstPlayer",
    "NagsOptionsHorseDuplicateProcedure",
    "NagsOptionsStarterHorseEffect",
    "NagsPlay",
    "NagsPlayedEvent",
    "NagsQueueRequest",
    "NagsReplay",
    "NagsResign",
    "NagsRevealed",
    "NagsStreamMessage",
    "NagsTurnStock",
    "NagsView",
    "NagsWaiting",
    "NagsWaitingStatus",
    "NusicleAcceptedAction",
    "NusicleAcceptedActionBy",
    "NusicleActResult",
    "NusicleClaim",
    "NusicleConflict",
    "NusicleCreate",
    "NusicleCreated",
    "NusicleCreateFairness",
    "NusicleDealEndedEvent",
    "NusicleDraw",
    "NusicleEventList",
    "NusicleJoin",
    "NusicleJoined",
    "NusicleLobbyEntry",
    "NusicleLobbyPage",
    "NusicleOptions",
    "NusicleOptionsFirstPlayer",
    "NusicleOptionsJackSequence",
    "NusicleOptionsMatchMode",
    "NusicleOptionsPassRule",
    "NusicleOptionsPatRule",
    "NusicleOptionsQueenPileStart",
    "NusiclePass",
    "NusiclePile",
    "NusiclePlay",
    "NusiclePlayAce",
    "NusiclePlayedEvent",
    "NusicleQueueRequest",
    "NusicleReplay",
    "NusicleResign",
    "NusicleRevealed",
    "NusicleStreamMessage",
    "NusicleUnderStock",
    "NusicleView",
    "NusicleWaiting",
    "NusicleWaitingStatus",
    "PassedEvent",
    "PenaltyEvent",
    "PenaltyEventReason",
    "PendingDraw",
    "PilesFormedEvent",
    "PlayedEvent",
    "PlayerMatch",
    "PlayerMatches",
    "PlayerRatings",
    "PlayerRatingsRatings",
    "PresenceEvent",
    "PresenceMessage",
    "Problem",
    "ProblemCode",
    "QueueStatus",
    "QueueStatusStatus",
    "QueueTicket",
    "Rank",
    "RankDirection",
    "RankDirectionChangedEvent",
    "Rematch",
    "ReshuffledEvent",
    "ResignedEvent",
    "Reveal",
    "RuleCode",
    "ScoreDirection",
    "SeatKind",
    "SeatSeed",
    "SeatSpec",
    "SeatToken",
    "SkippedEvent",
    "StarterEvent",
    "Status",
    "Suit",
    "SuperCrazyEightsAcceptedAction",
    "SuperCrazyEightsAcceptedActionBy",
    "SuperCrazyEightsActResult",
    "SuperCrazyEightsChallenge",
    "SuperCrazyEightsClaim",
    "SuperCrazyEightsConflict",
    "SuperCrazyEightsCreate",
    "SuperCrazyEightsCreated",
    "SuperCrazyEightsCreateFairness",
    "SuperCrazyEightsDraw",
    "SuperCrazyEightsEventList",
    "SuperCrazyEightsJoin",
    "SuperCrazyEightsJoined",
    "SuperCrazyEightsLobbyEntry",
    "SuperCrazyEightsLobbyPage",
    "SuperCrazyEightsOptions",
    "SuperCrazyEightsOptionsAnswerToPendingTwo",
    "SuperCrazyEightsOptionsLastCardEnforcement",
    "SuperCrazyEightsOptionsLastCardMode",
    "SuperCrazyEightsOptionsReverseWithTwoPlayers",
    "SuperCrazyEightsOptionsStarterEffects",
    "SuperCrazyEightsOptionsTableOrientation",
    "SuperCrazyEightsPass",
    "SuperCrazyEightsPlay",
    "SuperCrazyEightsQueueRequest",
    "SuperCrazyEightsReplay",
    "SuperCrazyEightsResign",
    "SuperCrazyEightsRevealed",
    "SuperCrazyEightsStreamMessage",
    "SuperCrazyEightsView",
    "SuperCrazyEightsWaiting",
    "SuperCrazyEightsWaitingStatus",
    "SwitchAcceptedAction",
    "SwitchAcceptedActionBy",
    "SwitchActResult",
    "SwitchChallenge",
    "SwitchClaim",
    "SwitchConflict",
    "SwitchCreate",
    "SwitchCreated",
    "SwitchCreateFairness",
    "SwitchDraw",
    "SwitchEventList",
    "SwitchJoin",
    "SwitchJoined",
    "SwitchLobbyEntry",
    "SwitchLobbyPage",
    "SwitchOptions",
    "SwitchOptionsCounterJack",
    "SwitchOptionsCounterTwosFours",
    "SwitchOptionsDeckRule",
    "SwitchOptionsLastCardEnforcement",
    "SwitchOptionsStarterTrickCard",
    "SwitchPass",
    "SwitchPlay",
    "SwitchQueueRequest",
    "SwitchReplay",
    "SwitchResign",
    "SwitchRevealed",
    "SwitchStreamMessage",
    "SwitchView",
    "SwitchWaiting",
    "SwitchWaitingStatus",
    "TimedOutEvent",
    "TokenReissuedEvent",
    "TurnedStockEvent",
    "VariantInfo",
    "VariantInfoDefaultOptions",
    "WebhookConfigured",
    "WebhookConfiguredEventsItem",
    "WebhookMatchFinished",
    "WebhookMatchFinishedData",
    "WebhookQueueMatched",
    "WebhookQueueMatchedData",
    "WebhookSettings",
    "WebhookSettingsEventsItem",
    "WebhookShown",
    "WebhookShownEventsItem",
    "WebhookTurn",
    "WebhookTurnData",
    "WentOutEvent",
)
