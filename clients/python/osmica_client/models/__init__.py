"""Contains all the data models used in inputs/outputs"""

from .catalogue import Catalogue
from .crazy_eights_accepted_action import CrazyEightsAcceptedAction
from .crazy_eights_accepted_action_by import CrazyEightsAcceptedActionBy
from .crazy_eights_act_result import CrazyEightsActResult
from .crazy_eights_conflict import CrazyEightsConflict
from .crazy_eights_create import CrazyEightsCreate
from .crazy_eights_created import CrazyEightsCreated
from .crazy_eights_draw import CrazyEightsDraw
from .crazy_eights_options import CrazyEightsOptions
from .crazy_eights_options_block_tie import CrazyEightsOptionsBlockTie
from .crazy_eights_options_deck_rule import CrazyEightsOptionsDeckRule
from .crazy_eights_options_draw_mode import CrazyEightsOptionsDrawMode
from .crazy_eights_options_stock_exhausted import CrazyEightsOptionsStockExhausted
from .crazy_eights_pass import CrazyEightsPass
from .crazy_eights_play import CrazyEightsPlay
from .crazy_eights_play_named_suit_type_0 import CrazyEightsPlayNamedSuitType0
from .crazy_eights_replay import CrazyEightsReplay
from .crazy_eights_stream_message import CrazyEightsStreamMessage
from .crazy_eights_view import CrazyEightsView
from .crazy_eights_view_named_suit_type_0 import CrazyEightsViewNamedSuitType0
from .crazy_eights_view_score_direction import CrazyEightsViewScoreDirection
from .crazy_eights_view_status import CrazyEightsViewStatus
from .deal_info import DealInfo
from .deal_result import DealResult
from .event import Event
from .event_list import EventList
from .field_error import FieldError
from .health import Health
from .nags_accepted_action import NagsAcceptedAction
from .nags_accepted_action_by import NagsAcceptedActionBy
from .nags_act_result import NagsActResult
from .nags_conflict import NagsConflict
from .nags_create import NagsCreate
from .nags_created import NagsCreated
from .nags_horse import NagsHorse
from .nags_horse_state import NagsHorseState
from .nags_options import NagsOptions
from .nags_options_first_player import NagsOptionsFirstPlayer
from .nags_options_horse_duplicate_procedure import NagsOptionsHorseDuplicateProcedure
from .nags_options_starter_horse_effect import NagsOptionsStarterHorseEffect
from .nags_play import NagsPlay
from .nags_replay import NagsReplay
from .nags_stream_message import NagsStreamMessage
from .nags_turn_stock import NagsTurnStock
from .nags_view import NagsView
from .nags_view_rank_direction import NagsViewRankDirection
from .nags_view_score_direction import NagsViewScoreDirection
from .nags_view_status import NagsViewStatus
from .nusicle_accepted_action import NusicleAcceptedAction
from .nusicle_accepted_action_by import NusicleAcceptedActionBy
from .nusicle_act_result import NusicleActResult
from .nusicle_conflict import NusicleConflict
from .nusicle_create import NusicleCreate
from .nusicle_created import NusicleCreated
from .nusicle_draw import NusicleDraw
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
from .nusicle_replay import NusicleReplay
from .nusicle_stream_message import NusicleStreamMessage
from .nusicle_under_stock import NusicleUnderStock
from .nusicle_view import NusicleView
from .nusicle_view_score_direction import NusicleViewScoreDirection
from .nusicle_view_status import NusicleViewStatus
from .pending import Pending
from .problem import Problem
from .problem_legal_actions_type_0_item import ProblemLegalActionsType0Item
from .seat_token import SeatToken
from .super_crazy_eights_accepted_action import SuperCrazyEightsAcceptedAction
from .super_crazy_eights_accepted_action_by import SuperCrazyEightsAcceptedActionBy
from .super_crazy_eights_act_result import SuperCrazyEightsActResult
from .super_crazy_eights_challenge import SuperCrazyEightsChallenge
from .super_crazy_eights_conflict import SuperCrazyEightsConflict
from .super_crazy_eights_create import SuperCrazyEightsCreate
from .super_crazy_eights_created import SuperCrazyEightsCreated
from .super_crazy_eights_draw import SuperCrazyEightsDraw
from .super_crazy_eights_options import SuperCrazyEightsOptions
from .super_crazy_eights_options_answer_to_pending_two import SuperCrazyEightsOptionsAnswerToPendingTwo
from .super_crazy_eights_options_last_call_enforcement import SuperCrazyEightsOptionsLastCallEnforcement
from .super_crazy_eights_options_last_call_mode import SuperCrazyEightsOptionsLastCallMode
from .super_crazy_eights_options_reverse_with_two_players import SuperCrazyEightsOptionsReverseWithTwoPlayers
from .super_crazy_eights_options_starter_effects import SuperCrazyEightsOptionsStarterEffects
from .super_crazy_eights_options_table_orientation import SuperCrazyEightsOptionsTableOrientation
from .super_crazy_eights_pass import SuperCrazyEightsPass
from .super_crazy_eights_play import SuperCrazyEightsPlay
from .super_crazy_eights_play_named_suit_type_0 import SuperCrazyEightsPlayNamedSuitType0
from .super_crazy_eights_replay import SuperCrazyEightsReplay
from .super_crazy_eights_stream_message import SuperCrazyEightsStreamMessage
from .super_crazy_eights_view import SuperCrazyEightsView
from .super_crazy_eights_view_named_suit_type_0 import SuperCrazyEightsViewNamedSuitType0
from .super_crazy_eights_view_score_direction import SuperCrazyEightsViewScoreDirection
from .super_crazy_eights_view_status import SuperCrazyEightsViewStatus
from .switch_accepted_action import SwitchAcceptedAction
from .switch_accepted_action_by import SwitchAcceptedActionBy
from .switch_act_result import SwitchActResult
from .switch_challenge import SwitchChallenge
from .switch_challenge_window import SwitchChallengeWindow
from .switch_conflict import SwitchConflict
from .switch_create import SwitchCreate
from .switch_created import SwitchCreated
from .switch_draw import SwitchDraw
from .switch_options import SwitchOptions
from .switch_options_counter_jack import SwitchOptionsCounterJack
from .switch_options_counter_twos_fours import SwitchOptionsCounterTwosFours
from .switch_options_deck_rule import SwitchOptionsDeckRule
from .switch_options_last_card_enforcement import SwitchOptionsLastCardEnforcement
from .switch_options_starter_trick_card import SwitchOptionsStarterTrickCard
from .switch_pass import SwitchPass
from .switch_play import SwitchPlay
from .switch_play_named_suit_type_0 import SwitchPlayNamedSuitType0
from .switch_replay import SwitchReplay
from .switch_stream_message import SwitchStreamMessage
from .switch_view import SwitchView
from .switch_view_named_suit_type_0 import SwitchViewNamedSuitType0
from .switch_view_score_direction import SwitchViewScoreDirection
from .switch_view_status import SwitchViewStatus
from .variant_info import VariantInfo
from .variant_info_default_options import VariantInfoDefaultOptions
from .variant_info_score_direction import VariantInfoScoreDirection

__all__ = (
    "Catalogue",
    "CrazyEightsAcceptedAction",
    "CrazyEightsAcceptedActionBy",
    "CrazyEightsActResult",
    "CrazyEightsConflict",
    "CrazyEightsCreate",
    "CrazyEightsCreated",
    "CrazyEightsDraw",
    "CrazyEightsOptions",
    "CrazyEightsOptionsBlockTie",
    "CrazyEightsOptionsDeckRule",
    "CrazyEightsOptionsDrawMode",
    "CrazyEightsOptionsStockExhausted",
    "CrazyEightsPass",
    "CrazyEightsPlay",
    "CrazyEightsPlayNamedSuitType0",
    "CrazyEightsReplay",
    "CrazyEightsStreamMessage",
    "CrazyEightsView",
    "CrazyEightsViewNamedSuitType0",
    "CrazyEightsViewScoreDirection",
    "CrazyEightsViewStatus",
    "DealInfo",
    "DealResult",
    "Event",
    "EventList",
    "FieldError",
    "Health",
    "NagsAcceptedAction",
    "NagsAcceptedActionBy",
    "NagsActResult",
    "NagsConflict",
    "NagsCreate",
    "NagsCreated",
    "NagsHorse",
    "NagsHorseState",
    "NagsOptions",
    "NagsOptionsFirstPlayer",
    "NagsOptionsHorseDuplicateProcedure",
    "NagsOptionsStarterHorseEffect",
    "NagsPlay",
    "NagsReplay",
    "NagsStreamMessage",
    "NagsTurnStock",
    "NagsView",
    "NagsViewRankDirection",
    "NagsViewScoreDirection",
    "NagsViewStatus",
    "NusicleAcceptedAction",
    "NusicleAcceptedActionBy",
    "NusicleActResult",
    "NusicleConflict",
    "NusicleCreate",
    "NusicleCreated",
    "NusicleDraw",
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
    "NusicleReplay",
    "NusicleStreamMessage",
    "NusicleUnderStock",
    "NusicleView",
    "NusicleViewScoreDirection",
    "NusicleViewStatus",
    "Pending",
    "Problem",
    "ProblemLegalActionsType0Item",
    "SeatToken",
    "SuperCrazyEightsAcceptedAction",
    "SuperCrazyEightsAcceptedActionBy",
    "SuperCrazyEightsActResult",
    "SuperCrazyEightsChallenge",
    "SuperCrazyEightsConflict",
    "SuperCrazyEightsCreate",
    "SuperCrazyEightsCreated",
    "SuperCrazyEightsDraw",
    "SuperCrazyEightsOptions",
    "SuperCrazyEightsOptionsAnswerToPendingTwo",
    "SuperCrazyEightsOptionsLastCallEnforcement",
    "SuperCrazyEightsOptionsLastCallMode",
    "SuperCrazyEightsOptionsReverseWithTwoPlayers",
    "SuperCrazyEightsOptionsStarterEffects",
    "SuperCrazyEightsOptionsTableOrientation",
    "SuperCrazyEightsPass",
    "SuperCrazyEightsPlay",
    "SuperCrazyEightsPlayNamedSuitType0",
    "SuperCrazyEightsReplay",
    "SuperCrazyEightsStreamMessage",
    "SuperCrazyEightsView",
    "SuperCrazyEightsViewNamedSuitType0",
    "SuperCrazyEightsViewScoreDirection",
    "SuperCrazyEightsViewStatus",
    "SwitchAcceptedAction",
    "SwitchAcceptedActionBy",
    "SwitchActResult",
    "SwitchChallenge",
    "SwitchChallengeWindow",
    "SwitchConflict",
    "SwitchCreate",
    "SwitchCreated",
    "SwitchDraw",
    "SwitchOptions",
    "SwitchOptionsCounterJack",
    "SwitchOptionsCounterTwosFours",
    "SwitchOptionsDeckRule",
    "SwitchOptionsLastCardEnforcement",
    "SwitchOptionsStarterTrickCard",
    "SwitchPass",
    "SwitchPlay",
    "SwitchPlayNamedSuitType0",
    "SwitchReplay",
    "SwitchStreamMessage",
    "SwitchView",
    "SwitchViewNamedSuitType0",
    "SwitchViewScoreDirection",
    "SwitchViewStatus",
    "VariantInfo",
    "VariantInfoDefaultOptions",
    "VariantInfoScoreDirection",
)
