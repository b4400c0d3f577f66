type A = Variant[A]
notice(A)
