#include "textflag.h"

// func averageAsm(K *[numKeeps][lanes]float64, prog []uint16)
// prog: per keep, the keep then its six children. A keep's four lanes are
// 32 bytes: K[k] = (K[c0]+K[c1]+K[c2]+K[c3]+K[c4]+K[c5]) * (1/6).
TEXT ·averageAsm(SB), NOSPLIT, $0-32
	MOVQ K+0(FP), DI
	MOVQ prog_base+8(FP), R8
	MOVQ prog_len+16(FP), R9
	LEAQ (R8)(R9*2), R9
	MOVSD $0.16666666666666666, X7
	MOVLHPS X7, X7
avgloop:
	CMPQ R8, R9
	JAE avgdone
	MOVWQZX 2(R8), AX
	SHLQ $5, AX
	MOVUPD (DI)(AX*1), X0
	MOVUPD 16(DI)(AX*1), X1
	MOVWQZX 4(R8), AX
	SHLQ $5, AX
	MOVUPD (DI)(AX*1), X2
	MOVUPD 16(DI)(AX*1), X3
	ADDPD X2, X0
	ADDPD X3, X1
	MOVWQZX 6(R8), AX
	SHLQ $5, AX
	MOVUPD (DI)(AX*1), X2
	MOVUPD 16(DI)(AX*1), X3
	ADDPD X2, X0
	ADDPD X3, X1
	MOVWQZX 8(R8), AX
	SHLQ $5, AX
	MOVUPD (DI)(AX*1), X2
	MOVUPD 16(DI)(AX*1), X3
	ADDPD X2, X0
	ADDPD X3, X1
	MOVWQZX 10(R8), AX
	SHLQ $5, AX
	MOVUPD (DI)(AX*1), X2
	MOVUPD 16(DI)(AX*1), X3
	ADDPD X2, X0
	ADDPD X3, X1
	MOVWQZX 12(R8), AX
	SHLQ $5, AX
	MOVUPD (DI)(AX*1), X2
	MOVUPD 16(DI)(AX*1), X3
	ADDPD X2, X0
	ADDPD X3, X1
	MULPD X7, X0
	MULPD X7, X1
	MOVWQZX (R8), AX
	SHLQ $5, AX
	MOVUPD X0, (DI)(AX*1)
	MOVUPD X1, 16(DI)(AX*1)
	ADDQ $14, R8
	JMP avgloop
avgdone:
	RET

// func bestAsm(K, B *[numKeeps][lanes]float64, prog []uint16)
// prog: per keep, the keep, its number of parents, the parents.
// B[k] = max(K[k], B[parents…]).
TEXT ·bestAsm(SB), NOSPLIT, $0-40
	MOVQ K+0(FP), DI
	MOVQ B+8(FP), SI
	MOVQ prog_base+16(FP), R8
	MOVQ prog_len+24(FP), R9
	LEAQ (R8)(R9*2), R9
bestloop:
	CMPQ R8, R9
	JAE bestdone
	MOVWQZX (R8), AX
	MOVWQZX 2(R8), CX
	ADDQ $4, R8
	SHLQ $5, AX
	MOVUPD (DI)(AX*1), X0
	MOVUPD 16(DI)(AX*1), X1
bestinner:
	TESTQ CX, CX
	JZ beststore
	MOVWQZX (R8), DX
	ADDQ $2, R8
	SHLQ $5, DX
	MOVUPD (SI)(DX*1), X2
	MOVUPD 16(SI)(DX*1), X3
	MAXPD X2, X0
	MAXPD X3, X1
	DECQ CX
	JMP bestinner
beststore:
	MOVUPD X0, (SI)(AX*1)
	MOVUPD X1, 16(SI)(AX*1)
	JMP bestloop
bestdone:
	RET

// func maxAddAsm(K *[numKeeps][lanes]float64, hands []uint8, vals []float64, e *[lanes]float64)
// K[firstOf5+hands[j]] = max(K[…], vals[j] + e), lane by lane.
TEXT ·maxAddAsm(SB), NOSPLIT, $0-64
	MOVQ K+0(FP), DI
	ADDQ $6720, DI // firstOf5 × 32
	MOVQ hands_base+8(FP), R8
	MOVQ hands_len+16(FP), CX
	MOVQ vals_base+32(FP), R10
	MOVQ e+56(FP), AX
	MOVUPD (AX), X4
	MOVUPD 16(AX), X5
addloop:
	TESTQ CX, CX
	JZ adddone
	MOVBQZX (R8), DX
	SHLQ $5, DX
	MOVSD (R10), X6
	MOVLHPS X6, X6
	MOVAPD X6, X2
	ADDPD X4, X2
	ADDPD X5, X6
	MOVUPD (DI)(DX*1), X0
	MAXPD X2, X0
	MOVUPD X0, (DI)(DX*1)
	MOVUPD 16(DI)(DX*1), X1
	MAXPD X6, X1
	MOVUPD X1, 16(DI)(DX*1)
	INCQ R8
	ADDQ $8, R10
	DECQ CX
	JMP addloop
adddone:
	RET

// func maxValAsm(K *[numKeeps][lanes]float64, hands []uint8, idx []uint8, val *[6][lanes]float64)
// K[firstOf5+hands[j]] = max(K[…], val[idx[j]]), lane by lane.
TEXT ·maxValAsm(SB), NOSPLIT, $0-64
	MOVQ K+0(FP), DI
	ADDQ $6720, DI
	MOVQ hands_base+8(FP), R8
	MOVQ hands_len+16(FP), CX
	MOVQ idx_base+32(FP), R10
	MOVQ val+56(FP), SI
valloop:
	TESTQ CX, CX
	JZ valdone
	MOVBQZX (R8), DX
	SHLQ $5, DX
	MOVBQZX (R10), AX
	SHLQ $5, AX
	MOVUPD (SI)(AX*1), X2
	MOVUPD 16(SI)(AX*1), X3
	MOVUPD (DI)(DX*1), X0
	MAXPD X2, X0
	MOVUPD X0, (DI)(DX*1)
	MOVUPD 16(DI)(DX*1), X1
	MAXPD X3, X1
	MOVUPD X1, 16(DI)(DX*1)
	INCQ R8
	INCQ R10
	DECQ CX
	JMP valloop
valdone:
	RET

// func average1Asm(K *[numKeeps]float64, prog []uint16): averageAsm for
// one lane.
TEXT ·average1Asm(SB), NOSPLIT, $0-32
	MOVQ K+0(FP), DI
	MOVQ prog_base+8(FP), R8
	MOVQ prog_len+16(FP), R9
	LEAQ (R8)(R9*2), R9
	MOVSD $0.16666666666666666, X7
a1loop:
	CMPQ R8, R9
	JAE a1done
	MOVWQZX 2(R8), AX
	MOVSD (DI)(AX*8), X0
	MOVWQZX 4(R8), AX
	ADDSD (DI)(AX*8), X0
	MOVWQZX 6(R8), AX
	ADDSD (DI)(AX*8), X0
	MOVWQZX 8(R8), AX
	ADDSD (DI)(AX*8), X0
	MOVWQZX 10(R8), AX
	ADDSD (DI)(AX*8), X0
	MOVWQZX 12(R8), AX
	ADDSD (DI)(AX*8), X0
	MULSD X7, X0
	MOVWQZX (R8), AX
	MOVSD X0, (DI)(AX*8)
	ADDQ $14, R8
	JMP a1loop
a1done:
	RET

// func best1Asm(K, B *[numKeeps]float64, prog []uint16): bestAsm for one
// lane.
TEXT ·best1Asm(SB), NOSPLIT, $0-40
	MOVQ K+0(FP), DI
	MOVQ B+8(FP), SI
	MOVQ prog_base+16(FP), R8
	MOVQ prog_len+24(FP), R9
	LEAQ (R8)(R9*2), R9
b1loop:
	CMPQ R8, R9
	JAE b1done
	MOVWQZX (R8), AX
	MOVWQZX 2(R8), CX
	ADDQ $4, R8
	MOVSD (DI)(AX*8), X0
b1inner:
	TESTQ CX, CX
	JZ b1store
	MOVWQZX (R8), DX
	ADDQ $2, R8
	MAXSD (SI)(DX*8), X0
	DECQ CX
	JMP b1inner
b1store:
	MOVSD X0, (SI)(AX*8)
	JMP b1loop
b1done:
	RET

// The AVX2 versions (used when the processor has AVX2, see lanes_amd64.go):
// a keep's four lanes in one register, the programs holding byte offsets
// (keep × 32) so that no index is scaled. The operations are those of the
// SSE2 versions, in the same order and with the same operand order (no
// fused multiply-add), so the values are the same to the bit.

// func averageAVX2(K *[numKeeps][lanes]float64, prog []uint16)
// prog: per keep, its offset then its six children's (avgOff).
TEXT ·averageAVX2(SB), NOSPLIT, $0-32
	MOVQ K+0(FP), DI
	MOVQ prog_base+8(FP), R8
	MOVQ prog_len+16(FP), R9
	LEAQ (R8)(R9*2), R9
	MOVSD $0.16666666666666666, X7
	VBROADCASTSD X7, Y7
	CMPQ R8, R9
	JAE vavgdone
vavgloop:
	MOVWQZX 2(R8), AX
	MOVWQZX 4(R8), BX
	MOVWQZX 6(R8), CX
	MOVWQZX 8(R8), DX
	MOVWQZX 10(R8), SI
	MOVWQZX 12(R8), R10
	MOVWQZX (R8), R11
	VMOVUPD (DI)(AX*1), Y0
	VADDPD (DI)(BX*1), Y0, Y0
	VADDPD (DI)(CX*1), Y0, Y0
	VADDPD (DI)(DX*1), Y0, Y0
	VADDPD (DI)(SI*1), Y0, Y0
	VADDPD (DI)(R10*1), Y0, Y0
	VMULPD Y7, Y0, Y0
	VMOVUPD Y0, (DI)(R11*1)
	ADDQ $14, R8
	CMPQ R8, R9
	JB vavgloop
vavgdone:
	VZEROUPPER
	RET

// func bestAVX2(K, B *[numKeeps][lanes]float64, prog []uint16)
// prog (bestOff): groups of keeps with the same number of parents np, each
// a header (np, count, 1 when the group's results go to K rather than B:
// the hands, which are nobody's parents) then, per keep, its offset and
// its parents' offsets. X[k] = max(K[k], B[parents…]) in parents' order.
TEXT ·bestAVX2(SB), NOSPLIT, $0-40
	MOVQ K+0(FP), DI
	MOVQ B+8(FP), SI
	MOVQ prog_base+16(FP), R8
	MOVQ prog_len+24(FP), R9
	LEAQ (R8)(R9*2), R9
vgroup:
	CMPQ R8, R9
	JAE vbestdone
	MOVWQZX (R8), CX  // np
	MOVWQZX 2(R8), BX // count
	MOVWQZX 4(R8), AX
	ADDQ $6, R8
	MOVQ SI, R11
	TESTQ AX, AX
	JZ vdst
	MOVQ DI, R11
vdst:
	CMPQ CX, $1
	JEQ vnp1
	CMPQ CX, $2
	JEQ vnp2
	CMPQ CX, $3
	JEQ vnp3
	CMPQ CX, $4
	JEQ vnp4
	CMPQ CX, $5
	JEQ vnp5
vnp0:
	MOVWQZX (R8), AX
	VMOVUPD (DI)(AX*1), Y0
	VMOVUPD Y0, (R11)(AX*1)
	ADDQ $2, R8
	DECQ BX
	JNZ vnp0
	JMP vgroup
vnp1:
	MOVWQZX (R8), AX
	MOVWQZX 2(R8), DX
	VMOVUPD (DI)(AX*1), Y0
	VMAXPD (SI)(DX*1), Y0, Y0
	VMOVUPD Y0, (R11)(AX*1)
	ADDQ $4, R8
	DECQ BX
	JNZ vnp1
	JMP vgroup
vnp2:
	MOVWQZX (R8), AX
	MOVWQZX 2(R8), DX
	MOVWQZX 4(R8), R10
	VMOVUPD (DI)(AX*1), Y0
	VMAXPD (SI)(DX*1), Y0, Y0
	VMAXPD (SI)(R10*1), Y0, Y0
	VMOVUPD Y0, (R11)(AX*1)
	ADDQ $6, R8
	DECQ BX
	JNZ vnp2
	JMP vgroup
vnp3:
	MOVWQZX (R8), AX
	MOVWQZX 2(R8), DX
	MOVWQZX 4(R8), R10
	MOVWQZX 6(R8), R12
	VMOVUPD (DI)(AX*1), Y0
	VMAXPD (SI)(DX*1), Y0, Y0
	VMAXPD (SI)(R10*1), Y0, Y0
	VMAXPD (SI)(R12*1), Y0, Y0
	VMOVUPD Y0, (R11)(AX*1)
	ADDQ $8, R8
	DECQ BX
	JNZ vnp3
	JMP vgroup
vnp4:
	MOVWQZX (R8), AX
	MOVWQZX 2(R8), DX
	MOVWQZX 4(R8), R10
	MOVWQZX 6(R8), R12
	MOVWQZX 8(R8), R13
	VMOVUPD (DI)(AX*1), Y0
	VMAXPD (SI)(DX*1), Y0, Y0
	VMAXPD (SI)(R10*1), Y0, Y0
	VMAXPD (SI)(R12*1), Y0, Y0
	VMAXPD (SI)(R13*1), Y0, Y0
	VMOVUPD Y0, (R11)(AX*1)
	ADDQ $10, R8
	DECQ BX
	JNZ vnp4
	JMP vgroup
vnp5:
	MOVWQZX (R8), AX
	MOVWQZX 2(R8), DX
	MOVWQZX 4(R8), R10
	MOVWQZX 6(R8), R12
	MOVWQZX 8(R8), R13
	MOVWQZX 10(R8), CX
	VMOVUPD (DI)(AX*1), Y0
	VMAXPD (SI)(DX*1), Y0, Y0
	VMAXPD (SI)(R10*1), Y0, Y0
	VMAXPD (SI)(R12*1), Y0, Y0
	VMAXPD (SI)(R13*1), Y0, Y0
	VMAXPD (SI)(CX*1), Y0, Y0
	VMOVUPD Y0, (R11)(AX*1)
	ADDQ $12, R8
	DECQ BX
	JNZ vnp5
	JMP vgroup
vbestdone:
	VZEROUPPER
	RET

// func maxAddAVX2(K *[numKeeps][lanes]float64, hands []uint8, vals []float64, e *[lanes]float64)
TEXT ·maxAddAVX2(SB), NOSPLIT, $0-64
	MOVQ K+0(FP), DI
	ADDQ $6720, DI // firstOf5 × 32
	MOVQ hands_base+8(FP), R8
	MOVQ hands_len+16(FP), CX
	MOVQ vals_base+32(FP), R10
	MOVQ e+56(FP), AX
	VMOVUPD (AX), Y4
	TESTQ CX, CX
	JZ vadddone
vaddloop:
	MOVBQZX (R8), DX
	SHLQ $5, DX
	VBROADCASTSD (R10), Y2
	VADDPD Y4, Y2, Y2
	VMOVUPD (DI)(DX*1), Y0
	VMAXPD Y2, Y0, Y0
	VMOVUPD Y0, (DI)(DX*1)
	INCQ R8
	ADDQ $8, R10
	DECQ CX
	JNZ vaddloop
vadddone:
	VZEROUPPER
	RET

// func maxValAVX2(K *[numKeeps][lanes]float64, hands []uint8, idx []uint8, val *[6][lanes]float64)
TEXT ·maxValAVX2(SB), NOSPLIT, $0-64
	MOVQ K+0(FP), DI
	ADDQ $6720, DI
	MOVQ hands_base+8(FP), R8
	MOVQ hands_len+16(FP), CX
	MOVQ idx_base+32(FP), R10
	MOVQ val+56(FP), SI
	TESTQ CX, CX
	JZ vvaldone
vvalloop:
	MOVBQZX (R8), DX
	SHLQ $5, DX
	MOVBQZX (R10), AX
	SHLQ $5, AX
	VMOVUPD (DI)(DX*1), Y0
	VMAXPD (SI)(AX*1), Y0, Y0
	VMOVUPD Y0, (DI)(DX*1)
	INCQ R8
	INCQ R10
	DECQ CX
	JNZ vvalloop
vvaldone:
	VZEROUPPER
	RET

// func expectAVX2(K *[numKeeps][lanes]float64, prob *[numKeeps]float64, e *[lanes]float64)
// e = Σ prob[h] × K[h] over the hands, in hand order (a multiply then an
// add, as turnGo).
TEXT ·expectAVX2(SB), NOSPLIT, $0-24
	MOVQ K+0(FP), DI
	MOVQ prob+8(FP), SI
	MOVQ e+16(FP), AX
	ADDQ $6720, DI
	ADDQ $1680, SI // firstOf5 × 8
	MOVQ $252, CX
	VXORPD Y0, Y0, Y0
vexploop:
	VBROADCASTSD (SI), Y1
	VMULPD (DI), Y1, Y1
	VADDPD Y1, Y0, Y0
	ADDQ $32, DI
	ADDQ $8, SI
	DECQ CX
	JNZ vexploop
	VMOVUPD Y0, (AX)
	VZEROUPPER
	RET

// func bestArg1Asm(K, B *[numKeeps]float64, A *[numKeeps]uint32, prog []uint16)
// One lane, with the best keep: prog (bestIdx) is bestOff with indices.
// For each keep k, b = K[k] and a = k, then for each parent p in order,
// when B[p] > b: a = A[p]; b = max(b, B[p]) (MAXSD, as best1Asm). The
// keeps' b go to B, the hands' to K; A[k] = a. One loop per number of
// parents, unrolled.
TEXT ·bestArg1Asm(SB), NOSPLIT, $0-48
	MOVQ K+0(FP), DI
	MOVQ B+8(FP), SI
	MOVQ A+16(FP), R11
	MOVQ prog_base+24(FP), R8
	MOVQ prog_len+32(FP), R9
	LEAQ (R8)(R9*2), R9
bagroup:
	CMPQ R8, R9
	JAE badone
	MOVWQZX (R8), CX  // np
	MOVWQZX 2(R8), BX // count
	MOVWQZX 4(R8), AX
	ADDQ $6, R8
	MOVQ SI, R13
	TESTQ AX, AX
	JZ badst
	MOVQ DI, R13
badst:
	CMPQ CX, $1
	JEQ ba1
	CMPQ CX, $2
	JEQ ba2
	CMPQ CX, $3
	JEQ ba3
	CMPQ CX, $4
	JEQ ba4
	CMPQ CX, $5
	JEQ ba5
ba0:
	MOVWQZX (R8), AX
	MOVSD (DI)(AX*8), X0
	MOVL AX, R10
	MOVSD X0, (R13)(AX*8)
	MOVL R10, (R11)(AX*4)
	ADDQ $2, R8
	DECQ BX
	JNZ ba0
	JMP bagroup
ba1:
	MOVWQZX (R8), AX
	MOVSD (DI)(AX*8), X0
	MOVL AX, R10
	MOVWQZX 2(R8), DX
	MOVSD (SI)(DX*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(DX*4), R10
	MAXSD X1, X0
	MOVSD X0, (R13)(AX*8)
	MOVL R10, (R11)(AX*4)
	ADDQ $4, R8
	DECQ BX
	JNZ ba1
	JMP bagroup
ba2:
	MOVWQZX (R8), AX
	MOVSD (DI)(AX*8), X0
	MOVL AX, R10
	MOVWQZX 2(R8), DX
	MOVSD (SI)(DX*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(DX*4), R10
	MAXSD X1, X0
	MOVWQZX 4(R8), R12
	MOVSD (SI)(R12*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(R12*4), R10
	MAXSD X1, X0
	MOVSD X0, (R13)(AX*8)
	MOVL R10, (R11)(AX*4)
	ADDQ $6, R8
	DECQ BX
	JNZ ba2
	JMP bagroup
ba3:
	MOVWQZX (R8), AX
	MOVSD (DI)(AX*8), X0
	MOVL AX, R10
	MOVWQZX 2(R8), DX
	MOVSD (SI)(DX*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(DX*4), R10
	MAXSD X1, X0
	MOVWQZX 4(R8), R12
	MOVSD (SI)(R12*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(R12*4), R10
	MAXSD X1, X0
	MOVWQZX 6(R8), CX
	MOVSD (SI)(CX*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(CX*4), R10
	MAXSD X1, X0
	MOVSD X0, (R13)(AX*8)
	MOVL R10, (R11)(AX*4)
	ADDQ $8, R8
	DECQ BX
	JNZ ba3
	JMP bagroup
ba4:
	MOVWQZX (R8), AX
	MOVSD (DI)(AX*8), X0
	MOVL AX, R10
	MOVWQZX 2(R8), DX
	MOVSD (SI)(DX*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(DX*4), R10
	MAXSD X1, X0
	MOVWQZX 4(R8), R12
	MOVSD (SI)(R12*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(R12*4), R10
	MAXSD X1, X0
	MOVWQZX 6(R8), CX
	MOVSD (SI)(CX*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(CX*4), R10
	MAXSD X1, X0
	MOVWQZX 8(R8), DX
	MOVSD (SI)(DX*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(DX*4), R10
	MAXSD X1, X0
	MOVSD X0, (R13)(AX*8)
	MOVL R10, (R11)(AX*4)
	ADDQ $10, R8
	DECQ BX
	JNZ ba4
	JMP bagroup
ba5:
	MOVWQZX (R8), AX
	MOVSD (DI)(AX*8), X0
	MOVL AX, R10
	MOVWQZX 2(R8), DX
	MOVSD (SI)(DX*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(DX*4), R10
	MAXSD X1, X0
	MOVWQZX 4(R8), R12
	MOVSD (SI)(R12*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(R12*4), R10
	MAXSD X1, X0
	MOVWQZX 6(R8), CX
	MOVSD (SI)(CX*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(CX*4), R10
	MAXSD X1, X0
	MOVWQZX 8(R8), DX
	MOVSD (SI)(DX*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(DX*4), R10
	MAXSD X1, X0
	MOVWQZX 10(R8), R12
	MOVSD (SI)(R12*8), X1
	UCOMISD X0, X1
	CMOVLHI (R11)(R12*4), R10
	MAXSD X1, X0
	MOVSD X0, (R13)(AX*8)
	MOVL R10, (R11)(AX*4)
	ADDQ $12, R8
	DECQ BX
	JNZ ba5
	JMP bagroup
badone:
	RET

// func maxArgAVX2(V *[252]float64, A *[252]int64, v *[252]float64, e float64, i int64)
// For every hand h, four at a time: when v[h]+e > V[h], V[h] = v[h]+e and
// A[h] = i (maxArgGo).
TEXT ·maxArgAVX2(SB), NOSPLIT, $0-40
	MOVQ V+0(FP), DI
	MOVQ A+8(FP), SI
	MOVQ v+16(FP), DX
	VBROADCASTSD e+24(FP), Y4
	VPBROADCASTQ i+32(FP), Y5
	MOVQ $63, CX
margloop:
	VMOVUPD (DX), Y1
	VADDPD Y4, Y1, Y1
	VMOVUPD (DI), Y0
	VCMPPD $0x1E, Y0, Y1, Y2
	VBLENDVPD Y2, Y1, Y0, Y0
	VMOVUPD Y0, (DI)
	VMOVDQU (SI), Y3
	VBLENDVPD Y2, Y5, Y3, Y3
	VMOVDQU Y3, (SI)
	ADDQ $32, DI
	ADDQ $32, SI
	ADDQ $32, DX
	DECQ CX
	JNZ margloop
	VZEROUPPER
	RET

// func prefetchChoices(c *choices)
// Asks for the 756 bytes of c (12 cache lines) ahead of their use.
TEXT ·prefetchChoices(SB), NOSPLIT, $0-8
	MOVQ c+0(FP), AX
	PREFETCHT0 (AX)
	PREFETCHT0 64(AX)
	PREFETCHT0 128(AX)
	PREFETCHT0 192(AX)
	PREFETCHT0 256(AX)
	PREFETCHT0 320(AX)
	PREFETCHT0 384(AX)
	PREFETCHT0 448(AX)
	PREFETCHT0 512(AX)
	PREFETCHT0 576(AX)
	PREFETCHT0 640(AX)
	PREFETCHT0 704(AX)
	PREFETCHT0 755(AX)
	RET
