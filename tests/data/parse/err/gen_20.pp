class a { define b() { } } function f::g() {} $x = 1 += 2
