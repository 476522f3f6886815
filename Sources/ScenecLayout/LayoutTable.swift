import ScenecDiagnostics
public import ScenecModel

/// Every enumerated navigation state of a scene, laid out, per device: what generated layout tests assert.
public struct LayoutTable: Sendable, Hashable {
    /// The states of one device, in enumeration order (see `StateEnumerator`).
    public struct DeviceEntry: Sendable, Hashable {
        /// The device.
        public var device: Device
        /// Each state with its layout; state names are unique within the device.
        public var entries: [StateLayout]
        /// True when `scene.tests.maxStates` cut states on this device.
        public var isTruncated: Bool

        /// Creates a device entry.
        public init(device: Device, entries: [StateLayout], isTruncated: Bool) {
            self.device = device
            self.entries = entries
            self.isTruncated = isTruncated
        }
    }

    /// One entry per device of the scene, in the scene's device order.
    public var devices: [DeviceEntry]

    /// Creates a table from its entries.
    public init(devices: [DeviceEntry]) {
        self.devices = devices
    }

    /// Enumerates and lays out every state of `scene` on each of its devices. Call it only on a scene
    /// without errors; `LayoutChecker` reports the cap (`isTruncated`) as a warning.
    public init(_ scene: Scene, graph: NavigationGraph) {
        devices = scene.devices.map { device in
            let enumeration = StateEnumerator.enumerate(scene, graph: graph, on: device)
            return DeviceEntry(
                device: device,
                entries: enumeration.states.map { LayoutEngine.layout($0, in: scene, on: device) },
                isTruncated: enumeration.isTruncated
            )
        }
    }
}
