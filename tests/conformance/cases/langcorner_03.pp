function ::foo() { 1 } notice(foo())
