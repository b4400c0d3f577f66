define ::foo() { } foo{"x":}
