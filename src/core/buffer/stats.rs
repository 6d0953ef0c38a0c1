//! Where a buffer's data lives and what its moves cost: a leaf, so that a
//! queue can keep the transfer counts of its own command groups without
//! depending on the buffer model.

/// Where data lives: a device allocation (index into `Region::devices`) or the host.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    Device(usize),
    Host,
}

/// Bytes moved and copies issued, by direction.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct TransferStats {
    pub host_to_device_bytes: u64,
    pub host_to_device_copies: u64,
    pub device_to_host_bytes: u64,
    pub device_to_host_copies: u64,
    pub device_to_device_bytes: u64,
    pub device_to_device_copies: u64,
}

impl TransferStats {
    pub fn bytes(&self) -> u64 {
        self.host_to_device_bytes + self.device_to_host_bytes + self.device_to_device_bytes
    }
    pub fn copies(&self) -> u64 {
        self.host_to_device_copies + self.device_to_host_copies + self.device_to_device_copies
    }
    pub fn add(&mut self, from: Place, to: Place, bytes: usize) {
        let b = bytes as u64;
        match (from, to) {
            (Place::Host, _) => {
                self.host_to_device_bytes += b;
                self.host_to_device_copies += 1;
            }
            (_, Place::Host) => {
                self.device_to_host_bytes += b;
                self.device_to_host_copies += 1;
            }
            _ => {
                self.device_to_device_bytes += b;
                self.device_to_device_copies += 1;
            }
        }
    }
    pub fn merge(&mut self, o: &TransferStats) {
        self.host_to_device_bytes += o.host_to_device_bytes;
        self.host_to_device_copies += o.host_to_device_copies;
        self.device_to_host_bytes += o.device_to_host_bytes;
        self.device_to_host_copies += o.device_to_host_copies;
        self.device_to_device_bytes += o.device_to_device_bytes;
        self.device_to_device_copies += o.device_to_device_copies;
    }
}
