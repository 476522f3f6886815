import ScenecDiagnostics
public import ScenecRuntime
public import ScenecSema

/// Every enumerated navigation state of a scene, laid out, per device: what generated layout tests assert.
public struct LayoutTable: Sendable, Hashable {
    /// The states of one device, in enumeration order (see `StateEnumerator`).
    public struct DeviceEntry: Sendable, Hashable {
        /// The device.
        public var device: SceneDevice
        /// Each state with its layout; state names are unique within the device.
        public var entries: [StateLayout]
        /// True when `scene.tests.maxStates` cut states on this device.
        public var isTruncated: Bool

        /// Creates a device entry.
        public init(device: SceneDevice, entries: [StateLayout], isTruncated: Bool) {
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

    /// Enumerates and lays out every state of `definition` on each of its devices, each state once. Call it
    /// only on a scene without errors; `LayoutChecker` reports the cap (`isTruncated`) as a warning.
    public init(_ definition: SceneDefinition, limits: TestLimits) {
        self.init(definition, enumerations: StateEnumerator.enumerate(definition, limits: limits))
    }

    /// Lays out the states of `enumerations`, one per device of `definition`, in the same order.
    public init(_ definition: SceneDefinition, enumerations: [StateEnumeration]) {
        devices = zip(definition.devices, enumerations).map { device, enumeration in
            // One fresh container per device, copied for each state's script.
            let fresh = SceneContainer(definition: definition, device: device)
            return DeviceEntry(
                device: device,
                entries: enumeration.states.map {
                    LayoutEngine.layout(of: LayoutEngine.container(running: $0, from: fresh), state: $0)
                },
                isTruncated: enumeration.isTruncated
            )
        }
    }
}
