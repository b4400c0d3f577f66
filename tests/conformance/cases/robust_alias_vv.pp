type A = Variant[A, B]
type B = Variant[A]
notice(1 =~ A)
