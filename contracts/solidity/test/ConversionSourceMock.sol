// SPDX-License-Identifier: UNLICENSED
pragma solidity ^0.8.24;

/**
 * @title ConversionSourceMock
 * @notice TEST ONLY, never deployed by the platform: stands in for IQSToken behind a real OSTToken so
 * that a test can reach OST's 1,000,000,000 cap, which the real IQS (500,000,000, fixed) never can.
 * It has what OSTToken.convert calls: isFrozen and burnFrom (which burns nothing).
 */
contract ConversionSourceMock {
    event BurnedFrom(address indexed holder, uint256 amount);

    function isFrozen(address) external pure returns (bool) {
        return false;
    }

    function burnFrom(address holder, uint256 amount) external {
        emit BurnedFrom(holder, amount);
    }
}
