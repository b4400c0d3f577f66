type ::A::B = Integer
