// SPDX-License-Identifier: UNLICENSED
pragma solidity ^0.8.24;

import {IdentityRegistry} from "./IdentityRegistry.sol";
import {SecurityToken} from "./SecurityToken.sol";

/**
 * @title IQSToken
 * @notice The IQS token: a fixed supply of 500,000,000, all minted to the treasury at deployment.
 * There is no mint function; the only burn is the conversion into OST (CONVERTER_ROLE, held by
 * the OST token), so the supply can only shrink, and only 1:1 against OST minted.
 */
contract IQSToken is SecurityToken {
    uint256 public constant TOTAL_SUPPLY = 500_000_000;
    /// @notice The OST token: burns IQS when a holder converts it into OST.
    bytes32 public constant CONVERTER_ROLE = keccak256("CONVERTER_ROLE");

    /// @param treasury Receives the whole supply; must already be on the registry's list.
    constructor(
        IdentityRegistry registry,
        address admin,
        address treasury
    ) SecurityToken("IQS", "IQS", registry, admin) {
        _requireAllowed(treasury);
        _mint(treasury, TOTAL_SUPPLY);
    }

    /// @notice Burns `amount` of `holder`'s IQS for a conversion into OST, without an allowance.
    function burnFrom(address holder, uint256 amount) external onlyRole(CONVERTER_ROLE) {
        _burn(holder, amount);
    }
}
