/// Encodes an `Encodable` result value as a `JSONValue`, so a command's JSON is its Codable value
/// rather than fields assembled by hand. Keys keep the order the value encodes them in (the
/// declaration order, for synthesized conformances), so the same value gives the same bytes;
/// absent optionals are left out. (Foundation's JSONEncoder is not available to this library,
/// which imports nothing but the core and the parser.)
enum JSONValueEncoder {
    static func encode(_ value: some Encodable) -> JSONValue {
        let box = Box()
        do {
            try value.encode(to: ValueEncoder(box: box, codingPath: []))
        } catch {
            // NB: nothing in these encoders throws; a value that throws from its own encode(to:)
            // is reported in the JSON rather than trapping.
            return .object([("error", .string("\(error)"))])
        }
        return box.value
    }

    /// One value being encoded: a scalar, an object (keys in order) or an array.
    final class Box {
        enum Content { case empty, scalar(JSONValue), object([(String, Box)]), array([Box]) }
        var content = Content.empty

        var value: JSONValue {
            switch content {
            case .empty: return .object([])
            case .scalar(let v): return v
            case .object(let members): return .object(members.map { ($0.0, $0.1.value) })
            case .array(let items): return .array(items.map(\.value))
            }
        }

        func member(_ key: String) -> Box {
            let child = Box()
            if case .object(var members) = content {
                members.removeAll { $0.0 == key }
                members.append((key, child))
                content = .object(members)
            } else {
                content = .object([(key, child)])
            }
            return child
        }

        func append() -> Box {
            let child = Box()
            if case .array(var items) = content {
                items.append(child)
                content = .array(items)
            } else {
                content = .array([child])
            }
            return child
        }
    }

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int?
        init(stringValue: String) { self.stringValue = stringValue }
        init(intValue: Int) {
            stringValue = String(intValue)
            self.intValue = intValue
        }
    }

    struct ValueEncoder: Encoder {
        let box: Box
        var codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<K: CodingKey>(keyedBy type: K.Type) -> KeyedEncodingContainer<K> {
            if case .object = box.content {} else { box.content = .object([]) }
            return KeyedEncodingContainer(Keyed<K>(box: box, codingPath: codingPath))
        }
        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .array = box.content {} else { box.content = .array([]) }
            return Unkeyed(box: box, codingPath: codingPath)
        }
        func singleValueContainer() -> any SingleValueEncodingContainer { Single(box: box, codingPath: codingPath) }
    }

    static func scalar(_ value: some Encodable) -> JSONValue? {
        switch value {
        case let v as Bool: return .bool(v)
        case let v as String: return .string(v)
        case let v as Double: return .number(v)
        case let v as Float: return .number(Double(v))
        case let v as Int: return .number(Double(v))
        case let v as Int8: return .number(Double(v))
        case let v as Int16: return .number(Double(v))
        case let v as Int32: return .number(Double(v))
        case let v as Int64: return .number(Double(v))
        case let v as UInt: return .number(Double(v))
        case let v as UInt8: return .number(Double(v))
        case let v as UInt16: return .number(Double(v))
        case let v as UInt32: return .number(Double(v))
        case let v as UInt64: return .number(Double(v))
        default: return nil
        }
    }

    static func put(_ value: some Encodable, in box: Box, codingPath: [any CodingKey]) throws {
        if let s = scalar(value) {
            box.content = .scalar(s)
            return
        }
        try value.encode(to: ValueEncoder(box: box, codingPath: codingPath))
    }

    struct Keyed<K: CodingKey>: KeyedEncodingContainerProtocol {
        let box: Box
        var codingPath: [any CodingKey]
        mutating func encodeNil(forKey key: K) throws { box.member(key.stringValue).content = .scalar(.null) }
        mutating func encode(_ value: Bool, forKey key: K) throws { try put(value, key) }
        mutating func encode(_ value: String, forKey key: K) throws { try put(value, key) }
        mutating func encode(_ value: Double, forKey key: K) throws { try put(value, key) }
        mutating func encode(_ value: Float, forKey key: K) throws { try put(value, key) }
        mutating func encode(_ value: Int, forKey key: K) throws { try put(value, key) }
        mutating func encode(_ value: Int8, forKey key: K) throws { try put(value, key) }
        mutating func encode(_ value: Int16, forKey key: K) throws { try put(value, key) }
        mutating func encode(_ value: Int32, forKey key: K) throws { try put(value, key) }
        mutating func encode(_ value: Int64, forKey key: K) throws { try put(value, key) }
        mutating func encode(_ value: UInt, forKey key: K) throws { try put(value, key) }
        mutating func encode(_ value: UInt8, forKey key: K) throws { try put(value, key) }
        mutating func encode(_ value: UInt16, forKey key: K) throws { try put(value, key) }
        mutating func encode(_ value: UInt32, forKey key: K) throws { try put(value, key) }
        mutating func encode(_ value: UInt64, forKey key: K) throws { try put(value, key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: K) throws { try put(value, key) }
        private func put(_ value: some Encodable, _ key: K) throws {
            try JSONValueEncoder.put(value, in: box.member(key.stringValue), codingPath: codingPath + [key])
        }
        mutating func nestedContainer<N: CodingKey>(keyedBy keyType: N.Type, forKey key: K) -> KeyedEncodingContainer<N>
        {
            let child = box.member(key.stringValue)
            child.content = .object([])
            return KeyedEncodingContainer(Keyed<N>(box: child, codingPath: codingPath + [key]))
        }
        mutating func nestedUnkeyedContainer(forKey key: K) -> any UnkeyedEncodingContainer {
            let child = box.member(key.stringValue)
            child.content = .array([])
            return Unkeyed(box: child, codingPath: codingPath + [key])
        }
        mutating func superEncoder() -> any Encoder { ValueEncoder(box: box.member("super"), codingPath: codingPath) }
        mutating func superEncoder(forKey key: K) -> any Encoder {
            ValueEncoder(box: box.member(key.stringValue), codingPath: codingPath + [key])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey]
        var count: Int { if case .array(let items) = box.content { items.count } else { 0 } }
        mutating func encodeNil() throws { box.append().content = .scalar(.null) }
        mutating func encode(_ value: Bool) throws { try put(value) }
        mutating func encode(_ value: String) throws { try put(value) }
        mutating func encode(_ value: Double) throws { try put(value) }
        mutating func encode(_ value: Float) throws { try put(value) }
        mutating func encode(_ value: Int) throws { try put(value) }
        mutating func encode(_ value: Int8) throws { try put(value) }
        mutating func encode(_ value: Int16) throws { try put(value) }
        mutating func encode(_ value: Int32) throws { try put(value) }
        mutating func encode(_ value: Int64) throws { try put(value) }
        mutating func encode(_ value: UInt) throws { try put(value) }
        mutating func encode(_ value: UInt8) throws { try put(value) }
        mutating func encode(_ value: UInt16) throws { try put(value) }
        mutating func encode(_ value: UInt32) throws { try put(value) }
        mutating func encode(_ value: UInt64) throws { try put(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try put(value) }
        private func put(_ value: some Encodable) throws {
            try JSONValueEncoder.put(value, in: box.append(), codingPath: codingPath + [Key(intValue: count)])
        }
        mutating func nestedContainer<N: CodingKey>(keyedBy keyType: N.Type) -> KeyedEncodingContainer<N> {
            let child = box.append()
            child.content = .object([])
            return KeyedEncodingContainer(Keyed<N>(box: child, codingPath: codingPath))
        }
        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let child = box.append()
            child.content = .array([])
            return Unkeyed(box: child, codingPath: codingPath)
        }
        mutating func superEncoder() -> any Encoder { ValueEncoder(box: box.append(), codingPath: codingPath) }
    }

    struct Single: SingleValueEncodingContainer {
        let box: Box
        var codingPath: [any CodingKey]
        mutating func encodeNil() throws { box.content = .scalar(.null) }
        mutating func encode(_ value: Bool) throws { try JSONValueEncoder.put(value, in: box, codingPath: codingPath) }
        mutating func encode(_ value: String) throws {
            try JSONValueEncoder.put(value, in: box, codingPath: codingPath)
        }
        mutating func encode(_ value: Double) throws {
            try JSONValueEncoder.put(value, in: box, codingPath: codingPath)
        }
        mutating func encode(_ value: Float) throws { try JSONValueEncoder.put(value, in: box, codingPath: codingPath) }
        mutating func encode(_ value: Int) throws { try JSONValueEncoder.put(value, in: box, codingPath: codingPath) }
        mutating func encode(_ value: Int8) throws { try JSONValueEncoder.put(value, in: box, codingPath: codingPath) }
        mutating func encode(_ value: Int16) throws { try JSONValueEncoder.put(value, in: box, codingPath: codingPath) }
        mutating func encode(_ value: Int32) throws { try JSONValueEncoder.put(value, in: box, codingPath: codingPath) }
        mutating func encode(_ value: Int64) throws { try JSONValueEncoder.put(value, in: box, codingPath: codingPath) }
        mutating func encode(_ value: UInt) throws { try JSONValueEncoder.put(value, in: box, codingPath: codingPath) }
        mutating func encode(_ value: UInt8) throws { try JSONValueEncoder.put(value, in: box, codingPath: codingPath) }
        mutating func encode(_ value: UInt16) throws {
            try JSONValueEncoder.put(value, in: box, codingPath: codingPath)
        }
        mutating func encode(_ value: UInt32) throws {
            try JSONValueEncoder.put(value, in: box, codingPath: codingPath)
        }
        mutating func encode(_ value: UInt64) throws {
            try JSONValueEncoder.put(value, in: box, codingPath: codingPath)
        }
        mutating func encode<T: Encodable>(_ value: T) throws {
            try JSONValueEncoder.put(value, in: box, codingPath: codingPath)
        }
    }
}
