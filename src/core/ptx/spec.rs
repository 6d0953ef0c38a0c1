//! Specialization constants on the PTX route: NVIDIA's OpenCL builds PTX
//! binaries, which have no specialization constants
//! (`clSetProgramSpecializationConstant` answers `CL_INVALID_OPERATION`).
//! So the SPIR-V is specialized before it is translated: each scalar
//! `OpSpecConstant`, `OpSpecConstantTrue` or `OpSpecConstantFalse` whose
//! `SpecId` has a value gets that value as its default (SPIR-V 1.6 §2.12,
//! "Specialization": a constant so set is what a consumer specializing it
//! would use). A program's value rules are OpenCL's: an id the module does
//! not declare is `CL_INVALID_SPEC_ID`, a size other than the type's is
//! `CL_INVALID_VALUE` (OpenCL 3.0 §5.8.3, `clSetProgramSpecializationConstant`).

use crate::cl::sys::{CL_INVALID_SPEC_ID, CL_INVALID_VALUE};
use crate::cl::ClError;
use crate::core::error::{Error, Result, Status};
use std::collections::HashMap;

const MAGIC: u32 = 0x0723_0203;
const OP_TYPE_BOOL: u32 = 20;
const OP_TYPE_INT: u32 = 21;
const OP_TYPE_FLOAT: u32 = 22;
const OP_SPEC_CONSTANT_TRUE: u32 = 48;
const OP_SPEC_CONSTANT_FALSE: u32 = 49;
const OP_SPEC_CONSTANT: u32 = 50;
const OP_DECORATE: u32 = 71;
const DECORATION_SPEC_ID: u32 = 1;

/// A scalar type: its size in bytes (OpenCL's `spec_size`) and, for a
/// signed integer narrower than a word, that its literal is sign-extended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Scalar {
    bytes: usize,
    signed: bool,
}

/// One specialization constant of a module: where its instruction starts
/// (a word index) and its type.
#[derive(Clone, Copy, Debug)]
struct Constant {
    at: usize,
    ty: Scalar,
}

fn words(spirv: &[u8]) -> Result<Vec<u32>> {
    let bad = |why: &str| Error::new(Status::InvalidValue, format!("not a SPIR-V module: {why}"));
    if spirv.len() < 20 || spirv.len() % 4 != 0 {
        return Err(bad("its size is not a whole number of words past the header"));
    }
    let w: Vec<u32> = spirv.chunks_exact(4).map(|c| u32::from_le_bytes(c.try_into().unwrap_or_default())).collect();
    if w[0] != MAGIC {
        return Err(bad("no little-endian magic number"));
    }
    Ok(w)
}

/// The module's specialization constants by SpecId.
fn constants(w: &[u32]) -> Result<HashMap<u32, Constant>> {
    let bad = |at: usize| Error::new(Status::InvalidValue, format!("malformed SPIR-V instruction at word {at}"));
    let mut spec_id: HashMap<u32, u32> = HashMap::new(); // result id -> SpecId
    let mut types: HashMap<u32, Scalar> = HashMap::new();
    let mut defs: Vec<(u32, u32, usize)> = Vec::new(); // (result id, type id, word index)
    let mut i = 5;
    while i < w.len() {
        let (count, op) = ((w[i] >> 16) as usize, w[i] & 0xFFFF);
        if count == 0 || i + count > w.len() {
            return Err(bad(i));
        }
        let ins = &w[i..i + count];
        match op {
            OP_DECORATE if count >= 4 && ins[2] == DECORATION_SPEC_ID => {
                spec_id.insert(ins[1], ins[3]);
            }
            OP_TYPE_BOOL if count >= 2 => {
                types.insert(ins[1], Scalar { bytes: 1, signed: false });
            }
            OP_TYPE_INT if count >= 4 => {
                types.insert(ins[1], Scalar { bytes: (ins[2] / 8) as usize, signed: ins[3] != 0 });
            }
            OP_TYPE_FLOAT if count >= 3 => {
                types.insert(ins[1], Scalar { bytes: (ins[2] / 8) as usize, signed: false });
            }
            OP_SPEC_CONSTANT_TRUE | OP_SPEC_CONSTANT_FALSE | OP_SPEC_CONSTANT if count >= 3 => {
                defs.push((ins[2], ins[1], i));
            }
            _ => {}
        }
        i += count;
    }
    let mut out = HashMap::new();
    for (id, ty, at) in defs {
        if let (Some(&sid), Some(&ty)) = (spec_id.get(&id), types.get(&ty)) {
            out.insert(sid, Constant { at, ty });
        }
    }
    Ok(out)
}

/// Checks a value for SpecId `id` of `spirv` as OpenCL would.
pub fn check(spirv: &[u8], id: u32, value: &[u8]) -> Result<()> {
    check_one(&constants(&words(spirv)?)?, id, value)
}

/// `spirv` with the given values as the defaults of its specialization
/// constants (each value checked by [`check`]'s rules).
pub fn specialize(spirv: &[u8], values: &[(u32, Vec<u8>)]) -> Result<Vec<u8>> {
    let mut w = words(spirv)?;
    let all = constants(&w)?;
    for (id, value) in values {
        check_one(&all, *id, value)?;
        let c = all[id];
        let op = w[c.at] & 0xFFFF;
        if op == OP_SPEC_CONSTANT_TRUE || op == OP_SPEC_CONSTANT_FALSE {
            let on = value.iter().any(|&b| b != 0);
            let new = if on { OP_SPEC_CONSTANT_TRUE } else { OP_SPEC_CONSTANT_FALSE };
            w[c.at] = (w[c.at] & 0xFFFF_0000) | new;
            continue;
        }
        let n = (w[c.at] >> 16) as usize - 3;
        let mut bytes = vec![0u8; n * 4];
        let take = value.len().min(bytes.len());
        bytes[..take].copy_from_slice(&value[..take]);
        // A narrower signed integer's literal is sign-extended (SPIR-V §2.2.1).
        if c.ty.signed && take < 4 && take > 0 && value[take - 1] & 0x80 != 0 {
            bytes[take..4].iter_mut().for_each(|b| *b = 0xFF);
        }
        for (k, chunk) in bytes.chunks_exact(4).enumerate() {
            w[c.at + 3 + k] = u32::from_le_bytes(chunk.try_into().unwrap_or_default());
        }
    }
    Ok(w.iter().flat_map(|x| x.to_le_bytes()).collect())
}

fn check_one(all: &HashMap<u32, Constant>, id: u32, value: &[u8]) -> Result<()> {
    match all.get(&id) {
        None => Err(Error::from(ClError::new(CL_INVALID_SPEC_ID, "clSetProgramSpecializationConstant"))
            .with_detail(format!("the SPIR-V module declares no specialization constant with SpecId {id}"))),
        Some(c) if c.ty.bytes != value.len() => Err(Error::from(ClError::new(
            CL_INVALID_VALUE,
            "clSetProgramSpecializationConstant",
        ))
        .with_detail(format!("SpecId {id} is {} bytes, the value {} bytes", c.ty.bytes, value.len()))),
        Some(_) => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A hand-assembled module: `%int = OpTypeInt 32 1`, `%short = OpTypeInt
    /// 16 1`, `%bool`, `%double`; SpecId 7 on an int 5, SpecId 3 on a bool
    /// true, SpecId 9 on a short 1, SpecId 11 on a double 1.5, and an
    /// undecorated OpSpecConstant.
    fn module() -> Vec<u8> {
        let op = |n: u32, code: u32| (n << 16) | code;
        let w: Vec<u32> = vec![
            MAGIC,
            0x0001_0000,
            0,
            40,
            0,
            op(4, OP_DECORATE),
            10,
            DECORATION_SPEC_ID,
            7,
            op(4, OP_DECORATE),
            11,
            DECORATION_SPEC_ID,
            3,
            op(4, OP_DECORATE),
            12,
            DECORATION_SPEC_ID,
            9,
            op(4, OP_DECORATE),
            13,
            DECORATION_SPEC_ID,
            11,
            op(4, OP_TYPE_INT),
            1,
            32,
            1,
            op(2, OP_TYPE_BOOL),
            2,
            op(4, OP_TYPE_INT),
            3,
            16,
            1,
            op(3, OP_TYPE_FLOAT),
            4,
            64,
            op(4, OP_SPEC_CONSTANT),
            1,
            10,
            5,
            op(3, OP_SPEC_CONSTANT_TRUE),
            2,
            11,
            op(4, OP_SPEC_CONSTANT),
            3,
            12,
            1,
            op(5, OP_SPEC_CONSTANT),
            4,
            13,
            0,
            0x3FF8_0000,
            op(4, OP_SPEC_CONSTANT),
            1,
            14,
            42,
        ];
        w.iter().flat_map(|x| x.to_le_bytes()).collect()
    }

    fn word(m: &[u8], i: usize) -> u32 {
        u32::from_le_bytes(m[i * 4..i * 4 + 4].try_into().unwrap())
    }

    #[test]
    fn values_become_the_defaults() {
        let m = module();
        let s = specialize(
            &m,
            &[
                (7, 99i32.to_le_bytes().to_vec()),
                (3, vec![0]),
                (9, (-2i16).to_le_bytes().to_vec()),
                (11, 2.25f64.to_le_bytes().to_vec()),
            ],
        )
        .unwrap();
        assert_eq!(s.len(), m.len());
        assert_eq!(word(&s, 37), 99, "the int");
        assert_eq!(word(&s, 38) & 0xFFFF, OP_SPEC_CONSTANT_FALSE, "the bool");
        assert_eq!(word(&s, 44), 0xFFFF_FFFE, "the short, sign-extended");
        let d = u64::from(word(&s, 48)) | (u64::from(word(&s, 49)) << 32);
        assert_eq!(f64::from_bits(d), 2.25, "the double");
        assert_eq!(word(&s, 53), 42, "the undecorated constant is untouched");
        // No values: the module as it was.
        assert_eq!(specialize(&m, &[]).unwrap(), m);
        // A bool set true stays true.
        let t = specialize(&m, &[(3, vec![1])]).unwrap();
        assert_eq!(word(&t, 38) & 0xFFFF, OP_SPEC_CONSTANT_TRUE);
    }

    #[test]
    fn wrong_ids_sizes_and_modules_are_opencls_errors() {
        let m = module();
        let code = |r: Result<Vec<u8>>| r.unwrap_err().cl.as_ref().map(|c| c.code);
        assert_eq!(code(specialize(&m, &[(8, vec![0; 4])])), Some(CL_INVALID_SPEC_ID));
        assert_eq!(code(specialize(&m, &[(7, vec![0; 8])])), Some(CL_INVALID_VALUE));
        assert!(check(&m, 7, &[1, 0, 0, 0]).is_ok());
        assert!(check(&m, 14, &[1, 0, 0, 0]).is_err(), "an undecorated constant has no SpecId");
        assert_eq!(specialize(&m[..19], &[]).unwrap_err().status, Status::InvalidValue);
        let mut bad = m.clone();
        bad[0] = 0;
        assert!(specialize(&bad, &[]).is_err(), "no magic");
        let mut cut = m.clone();
        cut.truncate(m.len() - 4);
        assert!(specialize(&cut, &[]).is_err(), "an instruction past the end");
        let mut zero = m.clone();
        zero[20..24].copy_from_slice(&0u32.to_le_bytes());
        assert!(specialize(&zero, &[]).is_err(), "a zero word count");
    }
}
