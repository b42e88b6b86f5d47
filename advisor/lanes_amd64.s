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
