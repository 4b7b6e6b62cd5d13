// SPDX-License-Identifier: UNLICENSED
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Pausable} from "@openzeppelin/contracts/utils/Pausable.sol";
import {IdentityRegistry} from "./IdentityRegistry.sol";

/**
 * @title SecurityToken
 * @notice What IQS and OST share: a permissioned ERC-20 of whole tokens (decimals 0, as the
 * exchange's engine counts them). A transfer moves only between wallets on the identity registry's
 * list, neither frozen, while the token is not paused. The compliance agent can pause, freeze and,
 * on a court order or for lost keys, force a transfer; the settlement contract moves tokens for
 * settled trades without an allowance, under the same rules as a holder's own transfer.
 * @dev The rules sit in the public entry points, not in `_update`, so that minting and burning
 * (the conversion, an agent operation) are not blocked by a pause.
 */
abstract contract SecurityToken is ERC20, Pausable, AccessControl {
    /// @notice The platform's compliance agent: pause, freeze, forced transfer (and OST conversion).
    bytes32 public constant AGENT_ROLE = keccak256("AGENT_ROLE");
    /// @notice The settlement contract: moves tokens of settled trades without an allowance.
    bytes32 public constant OPERATOR_ROLE = keccak256("OPERATOR_ROLE");

    IdentityRegistry public immutable identityRegistry;

    mapping(address wallet => bool) private _frozen;

    event AddressFrozen(address indexed wallet, bool indexed frozen, address indexed agent);
    event ForcedTransfer(address indexed from, address indexed to, uint256 amount, address indexed agent);

    error WalletNotAllowed(address wallet);
    error WalletFrozen(address wallet);

    constructor(
        string memory name_,
        string memory symbol_,
        IdentityRegistry registry,
        address admin
    ) ERC20(name_, symbol_) {
        identityRegistry = registry;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    /// @notice Share-tokens are whole: one unit is one token.
    function decimals() public pure override returns (uint8) {
        return 0;
    }

    function isFrozen(address wallet) public view returns (bool) {
        return _frozen[wallet];
    }

    function transfer(address to, uint256 value) public override returns (bool) {
        _requireTransferable(_msgSender(), to);
        return super.transfer(to, value);
    }

    function transferFrom(address from, address to, uint256 value) public override returns (bool) {
        _requireTransferable(from, to);
        return super.transferFrom(from, to, value);
    }

    /// @notice Moves a settled trade's tokens from seller to buyer, without an allowance.
    function operatorTransfer(address from, address to, uint256 value) external onlyRole(OPERATOR_ROLE) {
        _requireTransferable(from, to);
        _transfer(from, to, value);
    }

    /**
     * @notice Court order or lost keys: moves tokens even while paused and out of a frozen or
     * delisted wallet. The receiver must be on the list.
     */
    function forcedTransfer(address from, address to, uint256 value) external onlyRole(AGENT_ROLE) {
        if (!identityRegistry.isAllowed(to)) revert WalletNotAllowed(to);
        _transfer(from, to, value);
        emit ForcedTransfer(from, to, value, _msgSender());
    }

    function pause() external onlyRole(AGENT_ROLE) {
        _pause();
    }

    function unpause() external onlyRole(AGENT_ROLE) {
        _unpause();
    }

    function freeze(address wallet) external onlyRole(AGENT_ROLE) {
        _frozen[wallet] = true;
        emit AddressFrozen(wallet, true, _msgSender());
    }

    function unfreeze(address wallet) external onlyRole(AGENT_ROLE) {
        _frozen[wallet] = false;
        emit AddressFrozen(wallet, false, _msgSender());
    }

    function _requireTransferable(address from, address to) internal view whenNotPaused {
        if (_frozen[from]) revert WalletFrozen(from);
        if (_frozen[to]) revert WalletFrozen(to);
        _requireAllowed(from);
        _requireAllowed(to);
    }

    function _requireAllowed(address wallet) internal view {
        if (!identityRegistry.isAllowed(wallet)) revert WalletNotAllowed(wallet);
    }
}
