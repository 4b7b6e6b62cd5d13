// SPDX-License-Identifier: UNLICENSED
pragma solidity ^0.8.24;

import {IdentityRegistry} from "./IdentityRegistry.sol";
import {IQSToken} from "./IQSToken.sol";
import {SecurityToken} from "./SecurityToken.sol";

/**
 * @title OSTToken
 * @notice The class A share token, capped at 1,000,000,000. OST comes into being by conversion
 * (the agent burns a holder's IQS and mints the same amount of OST to them, in one transaction)
 * or by the agent's issue of shares the company puts on the token directly. Both are agent
 * operations, like a forced transfer, so a pause (of either token) does not block them; the
 * holder must be on the list and not frozen.
 */
contract OSTToken is SecurityToken {
    uint256 public constant MAX_SUPPLY = 1_000_000_000;

    IQSToken public immutable iqs;

    event Converted(address indexed holder, uint256 amount);
    event Issued(address indexed holder, uint256 amount);

    error ZeroAmount();
    /// OpenZeppelin ERC20Capped's error. Its `_update` is not inherited (next to SecurityToken it
    /// would make every override be declared twice): `convert` and `issue` are the only mints, so
    /// the cap is checked there.
    error ERC20ExceededCap(uint256 increasedSupply, uint256 cap);

    /// @param iqs_ The IQS token, which must grant this contract its CONVERTER_ROLE.
    constructor(
        IdentityRegistry registry,
        address admin,
        IQSToken iqs_
    ) SecurityToken("IQS Class A Share", "OST", registry, admin) {
        iqs = iqs_;
    }

    /// @notice Converts `amount` of `holder`'s IQS into OST, 1:1. Refused beyond the cap.
    function convert(address holder, uint256 amount) external onlyRole(AGENT_ROLE) {
        if (amount == 0) revert ZeroAmount();
        _requireAllowed(holder);
        if (isFrozen(holder) || iqs.isFrozen(holder)) revert WalletFrozen(holder);
        _requireWithinCap(amount);
        iqs.burnFrom(holder, amount);
        _mint(holder, amount);
        emit Converted(holder, amount);
    }

    /**
     * @notice Issues `amount` new OST to `holder`: class A shares the company puts on the token
     * directly (the exchange's OST treasury allocations), within the same cap as conversions.
     */
    function issue(address holder, uint256 amount) external onlyRole(AGENT_ROLE) {
        if (amount == 0) revert ZeroAmount();
        _requireAllowed(holder);
        if (isFrozen(holder)) revert WalletFrozen(holder);
        _requireWithinCap(amount);
        _mint(holder, amount);
        emit Issued(holder, amount);
    }

    function _requireWithinCap(uint256 amount) private view {
        uint256 increasedSupply = totalSupply() + amount;
        if (increasedSupply > MAX_SUPPLY) revert ERC20ExceededCap(increasedSupply, MAX_SUPPLY);
    }

    /// @notice The most OST that can ever exist (ERC20Capped's name for it).
    function cap() external pure returns (uint256) {
        return MAX_SUPPLY;
    }
}
