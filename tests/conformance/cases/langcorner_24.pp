define d(*$a) { } d{"x":}
