/** The few protocol-buffer encodings a vector tile needs: varints, zigzag, length-delimited fields. */
export class ProtobufWriter {
  private readonly bytes: number[] = [];

  varint(value: number): this {
    let rest = value;
    while (rest > 0x7f) {
      this.bytes.push((rest % 0x80) | 0x80);
      rest = Math.floor(rest / 0x80);
    }
    this.bytes.push(rest);
    return this;
  }

  /** A field's key: its number and wire type (0 varint, 2 length-delimited). */
  key(field: number, wireType: 0 | 1 | 2): this {
    return this.varint(field * 8 + wireType);
  }

  uint(field: number, value: number): this {
    return this.key(field, 0).varint(value);
  }

  bytesField(field: number, value: Uint8Array): this {
    this.key(field, 2).varint(value.length);
    for (const byte of value) this.bytes.push(byte);
    return this;
  }

  string(field: number, value: string): this {
    return this.bytesField(field, new TextEncoder().encode(value));
  }

  double(field: number, value: number): this {
    const buffer = Buffer.alloc(8);
    buffer.writeDoubleLE(value);
    this.key(field, 1);
    for (const byte of buffer) this.bytes.push(byte);
    return this;
  }

  /** Packed repeated unsigned varints. */
  packed(field: number, values: readonly number[]): this {
    const inner = new ProtobufWriter();
    for (const value of values) inner.varint(value);
    return this.bytesField(field, inner.finish());
  }

  finish(): Uint8Array {
    return Uint8Array.from(this.bytes);
  }
}

export const zigzag = (value: number): number => (value < 0 ? -2 * value - 1 : 2 * value);
