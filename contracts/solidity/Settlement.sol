// SPDX-License-Identifier: UNLICENSED
pragma solidity ^0.8.24;

import {AccessControl} from "@openzeppelin/contracts/access/AccessControl.sol";
import {ECDSA} from "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import {MessageHashUtils} from "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";
import {IdentityRegistry} from "./IdentityRegistry.sol";
import {SecurityToken} from "./SecurityToken.sol";

/**
 * @title Settlement
 * @notice Settles batches of trades the platform signed (EIP-712). The platform's signature is the
 * authority, so anyone may submit a batch; each trade settles once, and a batch settles whole or
 * not at all. Buyer and seller are the exchange's trader ids, found on the identity registry.
 * @dev The api already signs `SettledTrade` under the domain {name "IQS Exchange", version "1",
 * chainId}, with no verifyingContract: OpenZeppelin's EIP712 base always hashes one in, so the
 * domain separator is built here by hand.
 */
contract Settlement is AccessControl {
    /// @notice The fields and order of the api's `SettledTrade` type.
    struct SettledTrade {
        string tradeId;
        string instrument;
        string buyer;
        string seller;
        uint256 quantity;
        uint256 unitPriceCents;
        uint256 settledAt;
    }

    bytes32 public constant DOMAIN_TYPEHASH = keccak256("EIP712Domain(string name,string version,uint256 chainId)");
    bytes32 public constant SETTLED_TRADE_TYPEHASH =
        keccak256(
            "SettledTrade(string tradeId,string instrument,string buyer,string seller,uint256 quantity,uint256 unitPriceCents,uint256 settledAt)"
        );
    bytes32 private constant NAME_HASH = keccak256("IQS Exchange");
    bytes32 private constant VERSION_HASH = keccak256("1");

    IdentityRegistry public immutable identityRegistry;
    /// @notice The key whose signature makes a trade settleable (rotated by the admin).
    address public platformSigner;

    mapping(bytes32 tradeIdHash => bool) private _settled;
    mapping(bytes32 instrumentHash => SecurityToken) private _tokens;

    event TradeSettled(
        bytes32 indexed tradeIdHash,
        string tradeId,
        address seller,
        address buyer,
        uint256 quantity
    );
    event PlatformSignerChanged(address indexed previous, address indexed current);
    event TokenRegistered(string instrument, SecurityToken indexed token);

    error ZeroAddress();
    error EmptyBatch();
    error SignatureCountMismatch(uint256 trades, uint256 signatures);
    error NotSignedByPlatform(string tradeId, address recovered);
    error TradeAlreadySettled(string tradeId);
    error UnknownInstrument(string instrument);
    error UnknownTrader(string traderId);

    constructor(IdentityRegistry registry, address admin, address platformSigner_) {
        if (platformSigner_ == address(0)) revert ZeroAddress();
        identityRegistry = registry;
        platformSigner = platformSigner_;
        _grantRole(DEFAULT_ADMIN_ROLE, admin);
        emit PlatformSignerChanged(address(0), platformSigner_);
    }

    /// @notice Settles every trade of the batch, or reverts and settles none.
    function settle(SettledTrade[] calldata trades, bytes[] calldata signatures) external {
        if (trades.length == 0) revert EmptyBatch();
        if (trades.length != signatures.length) revert SignatureCountMismatch(trades.length, signatures.length);
        bytes32 separator = domainSeparator();
        for (uint256 i = 0; i < trades.length; ++i) {
            _settleOne(separator, trades[i], signatures[i]);
        }
    }

    /// @notice Key rotation: from now on, trades must carry `signer`'s signature.
    function setPlatformSigner(address signer) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (signer == address(0)) revert ZeroAddress();
        emit PlatformSignerChanged(platformSigner, signer);
        platformSigner = signer;
    }

    /// @notice Names the token that settles trades of `instrument` ("IQS", "OST").
    function registerToken(string calldata instrument, SecurityToken token) external onlyRole(DEFAULT_ADMIN_ROLE) {
        if (address(token) == address(0)) revert ZeroAddress();
        _tokens[keccak256(bytes(instrument))] = token;
        emit TokenRegistered(instrument, token);
    }

    function tokenOf(string calldata instrument) external view returns (SecurityToken) {
        return _tokens[keccak256(bytes(instrument))];
    }

    function isSettled(string calldata tradeId) external view returns (bool) {
        return _settled[keccak256(bytes(tradeId))];
    }

    /// @notice The EIP-712 domain separator on this chain (it follows block.chainid, as the api's does).
    function domainSeparator() public view returns (bytes32) {
        return keccak256(abi.encode(DOMAIN_TYPEHASH, NAME_HASH, VERSION_HASH, block.chainid));
    }

    /// @notice The digest the platform signs for `trade` (ethers' TypedDataEncoder.hash).
    function tradeDigest(SettledTrade calldata trade) external view returns (bytes32) {
        return MessageHashUtils.toTypedDataHash(domainSeparator(), _structHash(trade));
    }

    function _settleOne(bytes32 separator, SettledTrade calldata trade, bytes calldata signature) private {
        bytes32 digest = MessageHashUtils.toTypedDataHash(separator, _structHash(trade));
        (address recovered, ECDSA.RecoverError failure, ) = ECDSA.tryRecoverCalldata(digest, signature);
        if (failure != ECDSA.RecoverError.NoError || recovered != platformSigner) {
            revert NotSignedByPlatform(trade.tradeId, recovered);
        }

        bytes32 tradeIdHash = keccak256(bytes(trade.tradeId));
        if (_settled[tradeIdHash]) revert TradeAlreadySettled(trade.tradeId);
        SecurityToken token = _tokens[keccak256(bytes(trade.instrument))];
        if (address(token) == address(0)) revert UnknownInstrument(trade.instrument);
        address buyer = _walletOf(trade.buyer);
        address seller = _walletOf(trade.seller);

        // Marked before the transfer: the same id twice in one batch is a replay too.
        _settled[tradeIdHash] = true;
        token.operatorTransfer(seller, buyer, trade.quantity);
        emit TradeSettled(tradeIdHash, trade.tradeId, seller, buyer, trade.quantity);
    }

    function _walletOf(string calldata traderId) private view returns (address wallet) {
        wallet = identityRegistry.walletOf(keccak256(bytes(traderId)));
        if (wallet == address(0)) revert UnknownTrader(traderId);
    }

    function _structHash(SettledTrade calldata trade) private pure returns (bytes32) {
        return
            keccak256(
                abi.encode(
                    SETTLED_TRADE_TYPEHASH,
                    keccak256(bytes(trade.tradeId)),
                    keccak256(bytes(trade.instrument)),
                    keccak256(bytes(trade.buyer)),
                    keccak256(bytes(trade.seller)),
                    trade.quantity,
                    trade.unitPriceCents,
                    trade.settledAt
                )
            );
    }
}
