// SPDX-License-Identifier: UNLICENSED
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/**
 * @title IdentityRegistry
 * @notice The white list of wallets that may hold the exchange's share-tokens (the idea of ERC-3643's
 * identity registry, kept small). Each allowed wallet belongs to exactly one trader of the exchange,
 * named by its trader key: keccak256(bytes(traderId)), the exchange's trader id string. Settlement
 * finds a trade's parties through `walletOf`, so a trader key maps to at most one wallet.
 */
contract IdentityRegistry is AccessControl {
    /// @notice The platform's compliance agent: manages the list.
    bytes32 public constant AGENT_ROLE = keccak256("AGENT_ROLE");

    mapping(address wallet => bytes32 traderKey) private _traderKeyOf;
    mapping(bytes32 traderKey => address wallet) private _walletOf;

    event WalletAllowed(address indexed wallet, bytes32 indexed traderKey);
    event WalletDisallowed(address indexed wallet, bytes32 indexed traderKey);

    error ZeroWallet();
    error ZeroTraderKey();
    /// A wallet serves one trader: disallow it before giving it to another.
    error WalletHeldByAnotherTrader(address wallet, bytes32 traderKey);
    error WalletNotListed(address wallet);

    constructor(address admin) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    /**
     * @notice Puts `wallet` on the list for the trader `traderKey`. A trader who already had a wallet
     * moves to this one: the old wallet leaves the list (a lost or replaced wallet keeps no rights).
     */
    function allow(address wallet, bytes32 traderKey) external onlyRole(AGENT_ROLE) {
        if (wallet == address(0)) revert ZeroWallet();
        if (traderKey == bytes32(0)) revert ZeroTraderKey();
        bytes32 heldFor = _traderKeyOf[wallet];
        if (heldFor == traderKey) return;
        if (heldFor != bytes32(0)) revert WalletHeldByAnotherTrader(wallet, heldFor);

        address previous = _walletOf[traderKey];
        if (previous != address(0)) {
            delete _traderKeyOf[previous];
            emit WalletDisallowed(previous, traderKey);
        }
        _traderKeyOf[wallet] = traderKey;
        _walletOf[traderKey] = wallet;
        emit WalletAllowed(wallet, traderKey);
    }

    /// @notice Takes `wallet` off the list: it can no longer send, receive or settle.
    function disallow(address wallet) external onlyRole(AGENT_ROLE) {
        bytes32 traderKey = _traderKeyOf[wallet];
        if (traderKey == bytes32(0)) revert WalletNotListed(wallet);
        delete _traderKeyOf[wallet];
        delete _walletOf[traderKey];
        emit WalletDisallowed(wallet, traderKey);
    }

    function isAllowed(address wallet) external view returns (bool) {
        return _traderKeyOf[wallet] != bytes32(0);
    }

    /// @return The trader's wallet, or the zero address when the trader has none on the list.
    function walletOf(bytes32 traderKey) external view returns (address) {
        return _walletOf[traderKey];
    }

    /// @return The wallet's trader key, or zero when the wallet is not on the list.
    function traderKeyOf(address wallet) external view returns (bytes32) {
        return _traderKeyOf[wallet];
    }
}
