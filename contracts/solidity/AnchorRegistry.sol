// SPDX-License-Identifier: UNLICENSED
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";

/**
 * @title AnchorRegistry
 * @notice Public anchors of the exchange's event log: at a global position, the head of the log's
 * hash chain. Anyone holding a copy of the log can recompute the chain and compare it with the
 * anchors, so a rewritten history shows. Positions strictly increase (the first must be at least 1),
 * and an anchor is never overwritten.
 */
contract AnchorRegistry is AccessControl {
    /// @notice The platform's chain key: writes the anchors.
    bytes32 public constant ANCHOR_ROLE = keccak256("ANCHOR_ROLE");

    mapping(uint256 position => bytes32 headHash) private _heads;
    uint256 private _lastPosition;
    uint256 private _lastBlockNumber;

    event Anchored(uint256 indexed position, bytes32 headHash);

    error PositionNotAfterLast(uint256 position, uint256 lastPosition);
    error ZeroHeadHash();

    constructor(address admin) {
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
    }

    function anchor(uint256 position, bytes32 headHash) external onlyRole(ANCHOR_ROLE) {
        if (position <= _lastPosition) revert PositionNotAfterLast(position, _lastPosition);
        if (headHash == bytes32(0)) revert ZeroHeadHash();
        _heads[position] = headHash;
        _lastPosition = position;
        _lastBlockNumber = block.number;
        emit Anchored(position, headHash);
    }

    /// @return The head hash anchored at `position`, or zero when none was.
    function anchorAt(uint256 position) external view returns (bytes32) {
        return _heads[position];
    }

    /// @return position The last anchored position (0 when none yet).
    /// @return headHash Its head hash.
    /// @return blockNumber The block that anchored it.
    function latest() external view returns (uint256 position, bytes32 headHash, uint256 blockNumber) {
        return (_lastPosition, _heads[_lastPosition], _lastBlockNumber);
    }
}
