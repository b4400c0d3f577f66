notify { 'a': message => [Integer[1,5] == Integer[1,5], String < Scalar, Integer <= Numeric, Array[Integer] < Array, Any > String, Optional[String] >= String] }
