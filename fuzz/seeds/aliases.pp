type Tree = Array[Variant[String, Tree]]
type M = Variant[Integer, M]
type A = B
type B = Variant[A, Integer]
notice([['a'], []] =~ Tree, 'x' =~ M, 1 =~ A)
assert_type(Tree, [['x']])
